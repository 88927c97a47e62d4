/// The screens under way out of a stack, and how each is leaving: what the engine needs to name every departure's
/// route when the stack changes, and to know which left unasked.
///
/// One value inside `BackNavigationState`, changed only there and by the engine's entry points.
struct Departures {
  /// Approved navigations whose screens have not left yet, newest last: each names the route of the screens it
  /// removes. Hosts mark the pops they make for an approval themselves, so none of these lets a call through.
  private(set) var approved: [Departure] = []
  /// The swipe the gate let begin (or the host saw begin), until the stack changes or the user lets go.
  var swipe: SwipeInFlight?
  /// The swipe gate's last answer for an identified touch, so a second recognizer asking for it gets the same answer.
  var lastSwipeAnswer: (touch: UInt64, answer: BackOutcome)?
  /// Who refused the last swipe-down of a sheet, until UIKit's `didAttemptToDismiss` follows.
  var sheetRefusal: SheetRefusal?
  /// The last attempt a stack change ended, so that a late answer to it is reported with that reason.
  var lastCancelledForStackChange: BackAttempt.ID?
  /// An interactive pop began that no gesture of BackGuard's drove (an unwired zoom dismissal, an app's own interactive
  /// transition), until the stack changes: its departure is unnamed by design, no sign of a failed assumption, but
  /// lost work if the screen's guard was engaged when it began.
  var undrivenPop: UndrivenPop?
  /// Screens UIKit said will leave (`willShow`) that no departure names, with whether their guard was engaged then:
  /// read while they are surely alive, used when the change is reported.
  var heardLeaving: [(screen: ScreenID, engaged: Bool)] = []
  /// The screens with an engaged guard when the whole stack began to go away unasked (a sheet dismissed with no
  /// `sheetDismissal`), until it went or stayed.
  var goingAway: [ScreenID]?
  /// Screens the app removes on purpose (`leaveWithoutAsking`): they leave unasked without a lost-work report, until
  /// the first stack change after the app's code returned.
  var discarding: [ScreenID] = []
  /// Whether the app's code of a `leaveWithoutAsking` runs now, or ran and no stack change followed yet.
  var discardScope = DiscardScope.none

  var isEmpty: Bool { approved.isEmpty }

  /// Records an approved navigation that its host, the app or the engine is about to carry out.
  ///
  /// - Parameters:
  ///   - attempt: The navigation.
  ///   - endsAtNextChange: Whether it only names the next stack change.
  ///   - unasked: Leaving screens whose guard was engaged but not asked (the app's own pop of a guard that does not
  ///     opt in, a swipe that began past the gate), as evaluated now, while the screens are surely alive.
  mutating func depart(_ attempt: BackAttempt, endsAtNextChange: Bool = false, unasked: [ScreenID] = []) {
    // A handful at most are ever under way; a host that never reports its pops must not make this grow.
    if approved.count >= 8 { approved.removeFirst() }
    approved.append(Departure(attempt: attempt, endsAtNextChange: endsAtNextChange, unasked: unasked))
  }

  mutating func forget(_ id: BackAttempt.ID) {
    approved.removeAll { $0.attempt.id == id }
  }

  /// Forgets the departures of `source` that only name the next change a host makes by itself.
  mutating func forgetNamingOnly(of source: BackSource) {
    approved.removeAll { $0.endsAtNextChange && $0.attempt.source == source }
  }

  /// The newest departure that named `screen`: the cause of its leaving.
  func cause(of screen: ScreenID) -> Departure? {
    approved.last { $0.attempt.leaving.contains(screen) }
  }

  /// Whether any approved departure of `source` matches `matches`.
  func contains(where matches: (Departure) -> Bool) -> Bool {
    approved.contains(where: matches)
  }

  /// Keeps only departures still to happen in `stack`, after a stack change: one that only named this change is done,
  /// unless the app's code for its request still runs (`whilePerforming`: a transition it finishes before its own pop).
  mutating func prune(in stack: [ScreenID], whilePerforming: Bool) {
    approved.removeAll { ($0.endsAtNextChange && !whilePerforming) || !$0.attempt.isStillNamed(in: stack) }
  }

  // MARK: - Swipes

  /// Records a swipe the gate let begin, or that UIKit began (`unasked`: its screen, when its engaged guard was not
  /// asked).
  mutating func beginSwipe(_ attempt: BackAttempt, didBegin: Bool, unasked: [ScreenID] = []) {
    swipe = SwipeInFlight(attempt: attempt, didBegin: didBegin)
    depart(attempt, unasked: unasked)
  }

  /// Forgets the swipe in flight, and what it named.
  ///
  /// - Returns: The swipe that was in flight.
  mutating func endSwipe() -> SwipeInFlight? {
    guard let inFlight = swipe else { return nil }
    swipe = nil
    forget(inFlight.attempt.id)
    return inFlight
  }
}
