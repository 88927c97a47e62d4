/// What became of one way of going back: a request to the engine, a person's gesture in the simulator, or a sheet's
/// swipe-down. One vocabulary for the engine and for `BackGuardTesting`, on every platform.
///
/// ```swift
/// switch engine.requestBack(from: .customBackButton) {
/// case .allowed: break  // the pop was commanded
/// case .pending: break  // a guard answers later; an approval pops then
/// case .denied, .cancelled, .coalesced, .busy: break  // nothing left
/// default: break
/// }
/// ```
public enum BackOutcome: Hashable, Sendable {
  /// Approved now (or nobody needed asking): the navigation was carried out, or commanded from the host.
  case allowed
  /// A guard said no. The stack is as it was.
  case denied
  /// A guard will answer later. An approval carries the navigation out then.
  case pending
  /// Another attempt was already being decided (in this stack, or on the same guard in a sheet around it or a stack
  /// inside it); this one merged into it and no guard was asked again.
  case coalesced
  /// The attempt ended without taking effect because the stack changed while it was being decided (for example, an
  /// observer of the attempt's events pushed or popped a screen). The stack keeps that change; nothing else left.
  case cancelled
  /// A transition is running; nothing was asked. Try again when it ends.
  case busy
  /// Held, not lost: another attempt was being decided (an app request), or a transition was running (a person's
  /// tap, which iOS 26 delivers mid-transition). It runs once, asking its guards then, as soon as that ends; a
  /// ``BackEvent/requestQueued(source:behind:)`` event says so now, and its own attempt's events follow, or
  /// ``BackEvent/queuedRequestDropped(source:reason:)`` if the stack changed under it meanwhile.
  case queued
  /// The top screen is the root (or the sheet is gone): there is nothing to go back to.
  case nothingToGoBackTo
  /// The requested destination is not below the top of the stack.
  case invalidDestination
  /// Swipes only: the gesture did not begin (root screen, transition, pending attempt, screen setting, a guard's
  /// refusal, or another recognizer won).
  case didNotBegin
  /// Swipes only: the swipe began and the user let go before the end; the screen stayed.
  case swipeCancelled
  /// Swipes only: the swipe began and is still under the finger.
  case swipeInProgress
  /// The control is not on screen: no system back button, no such menu entry, or no such gesture in this iOS era.
  case unavailable
}
