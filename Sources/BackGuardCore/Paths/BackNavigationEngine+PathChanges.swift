/// The app's changes of a SwiftUI `NavigationStack(path:)`, asked first: the guards of the screens the change removes
/// are asked, top first, and the app's code that changes the path runs once on approval, or never.
///
/// The rules are `requestLeave`'s (``BackSource/appRequest(_:)``): SwiftUI carries the change out at its next update,
/// after the app's code returned, and the approved departure names the screens that leave then, so they leave as
/// approved, not as lost work.
extension BackNavigationEngine {
  /// Asks the guards of the screens `change` removes from this stack, then runs `perform` on approval.
  ///
  /// - Parameters:
  ///   - change: What the app's code does to the path.
  ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
  ///   - animated: Passed along in the attempt.
  ///   - perform: The app's code that changes the path; run at most once.
  /// - Returns: As `requestLeave(_:from:animated:perform:)`: ``BackOutcome/allowed`` when `perform` ran (also when no
  ///   screen would leave), ``BackOutcome/pending``, ``BackOutcome/queued``, ``BackOutcome/denied``, …
  @discardableResult
  package func requestPathChange(
    _ change: PathChange, named name: String, animated: Bool = true, perform: @escaping () -> Void
  ) -> BackOutcome {
    let screens = change.leavingScreens(in: facts?.screens ?? [])
    return requestLeave(screens, from: .appRequest(name), animated: animated, perform: perform, ran: nil)
  }

  /// Asks the guards of the screens `change` removes, runs `perform` on approval, and returns once the question is
  /// over: for a router that awaits the outcome.
  ///
  /// - Parameters:
  ///   - change: What the app's code does to the path.
  ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
  ///   - animated: Passed along in the attempt.
  ///   - perform: The app's code that changes the path; run at most once.
  /// - Returns: ``BackOutcome/allowed`` when `perform` ran; ``BackOutcome/denied`` when a guard said no;
  ///   ``BackOutcome/cancelled`` when the question ended without an approval that ran (the stack changed, the attempt
  ///   was cancelled, a held request was dropped, or the engine went away); ``BackOutcome/coalesced`` or
  ///   ``BackOutcome/busy`` as the request was answered at once; ``BackOutcome/nothingToGoBackTo`` with no stack.
  package func requestPathChange(
    _ change: PathChange, named name: String, animated: Bool = true, perform: @escaping () -> Void
  ) async -> BackOutcome {
    let screens = change.leavingScreens(in: facts?.screens ?? [])
    let run = PathChangeRun()
    let stream = events
    var outcome = requestLeave(
      screens, from: .appRequest(name), animated: animated,
      perform: run.flagging(perform), ran: { run.heldRun = ($0, $1) })
    var id = outcome == .pending ? state.phase.waiting?.attempt.id : nil
    if outcome == .queued {
      // Held until the attempt being decided or the running transition ends: its run emits events (its attempt's, or
      // the drop), which wake this loop.
      if run.heldRun == nil {
        for await _ in stream where run.heldRun != nil { break }
      }
      guard let heldRun = run.heldRun else { return .cancelled }
      (outcome, id) = heldRun
    }
    guard outcome == .pending, let id else { return outcome == .allowed && !run.didRun ? .cancelled : outcome }
    for await event in stream {
      guard event.attemptID == id else { continue }
      switch event {
      case .attemptDecided(_, .allow, _): return run.didRun ? .allowed : .cancelled
      case .attemptDecided(_, .deny, _): return .denied
      case .attemptCancelled, .resolutionDropped: return .cancelled
      default: continue
      }
    }
    return run.didRun ? .allowed : .cancelled
  }
}

/// What became of the app's code of an awaited path change.
@MainActor
private final class PathChangeRun {
  /// Whether the app's code ran.
  var didRun = false
  /// What a held request did when it ran.
  var heldRun: (BackOutcome, BackAttempt.ID?)?

  /// `perform`, noting that it ran. Made out of line: given a closure it cannot see into, the optimizer keeps one
  /// `requestLeave` instead of a copy of it for this caller (issue "Lighter", about 2 KB of `__TEXT`).
  @inline(never)
  func flagging(_ perform: @escaping () -> Void) -> () -> Void {
    {
      self.didRun = true
      perform()
    }
  }
}
