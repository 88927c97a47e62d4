/// What the engine needs from a navigation stack: the UIKit adapter and `BackGuardTesting`'s simulated controller
/// both implement it.
///
/// The host reports events to the engine (``BackNavigationEngine/shouldPop(_:to:animated:)``,
/// ``BackNavigationEngine/stackDidChange()`` and the others) and carries out the engine's commands below.
@MainActor
public protocol NavigationHost: AnyObject {
  /// The screens, bottom (root) first.
  var screens: [ScreenID] { get }
  /// Whether a push, pop or interactive swipe is animating right now.
  var isTransitioning: Bool { get }
  /// Whether an edge or content swipe recognizer has begun and is driving a pop right now (UIKit: its `state` is
  /// `.began` or `.changed`).
  ///
  /// The swipe gate's approval lets exactly one pop call through without asking again: the interactive pop UIKit
  /// starts when the gesture begins. If the gesture never begins (another recognizer won), a later pop by the app must
  /// not take that approval; it is asked and reported as programmatic. The engine tells the two apart with this.
  /// The default, `true`, cannot tell them apart: implement it.
  var isSwipeGestureActive: Bool { get }
  /// The guard and settings of one screen.
  func backOptions(for screen: ScreenID) -> ScreenBackOptions
  /// The guard of one screen, alone: all a decision needs of each screen that would leave. The default reads
  /// ``backOptions(for:)``; implement it when the guard alone is cheaper to find (no settings struct to build), with
  /// the same answer.
  func backGuard(for screen: ScreenID) -> ScreenGuard?
  /// Whether the swipes may take one screen back: all the swipe gate needs besides the guard. The default reads
  /// ``backOptions(for:)``; implement it alongside ``backGuard(for:)``, with the same answer.
  func allowsSwipeBack(for screen: ScreenID) -> Bool
  /// Command: pop until `destination` is on top. Called only for approved attempts, exactly once each.
  func popScreens(to destination: ScreenID, animated: Bool)
  /// Command: undo any dimming a vetoed back-button tap left behind (UIKit can leave the button half-faded).
  func restoreBackButton()
  /// Notification: pending state, guards or the gate may have changed; refresh anything derived from them.
  func backNavigationStateDidChange()
}

extension NavigationHost {
  public func backGuard(for screen: ScreenID) -> ScreenGuard? { backOptions(for: screen).backGuard }
  public func allowsSwipeBack(for screen: ScreenID) -> Bool { backOptions(for: screen).allowsSwipeBack }
  public var isSwipeGestureActive: Bool { true }
  public func restoreBackButton() {}
  public func backNavigationStateDidChange() {}
}
