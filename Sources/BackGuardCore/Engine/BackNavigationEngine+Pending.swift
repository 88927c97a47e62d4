/// What an app and a host may read and do with an engine, and the pending attempt's life outside the state.
extension BackNavigationEngine {
  // MARK: - What an app may read and do

  /// The attempt waiting for a guard's later answer, if any. There is at most one.
  package var pendingAttempt: BackAttempt? {
    settleReleasedResolution()
    return state.phase.waiting?.attempt
  }

  /// How many requests are held (``BackOutcome/queued``): they run on the main actor once the pending attempt or
  /// the running transition ends.
  package var queuedRequestCount: Int { state.requests.count }

  /// The interactive swipe that began and has neither completed nor been cancelled, if any.
  package var swipeInProgress: BackAttempt? { state.departures.swipe?.attempt }

  /// The guards engaged on this stack now, the top screen's first: what a window close would meet (``WindowClosure``).
  package func engagedGuardsTopFirst() -> [ScreenGuard] {
    guard let facts else { return [] }
    return facts.screens.reversed().compactMap { screen in
      facts.backGuard(for: screen).flatMap { $0.isEngaged ? $0 : nil }
    }
  }

  /// What this run saw of each route: heard, asked, and departures no hook heard. Print it after a manual test pass.
  ///
  /// ```swift
  /// print(nav.engine.sightings)  // navigationController.backNavigation.sightings in the UIKit adapter
  /// ```
  package var sightings: RouteSightings { record.sightings }

  /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation.
  /// A later answer to it is dropped.
  package func cancelPendingAttempt() {
    settleReleasedResolution()
    guard let waiting = state.phase.waiting else { return }
    giveUpWaiting(waiting) { emit(.attemptCancelled(waiting.attempt, reason: .cancelledByApp)) }
  }

  // MARK: - Waiting for a later answer

  /// An attempt now waits for `pending`'s guard to answer later: the shared-guard registry and the timeout hear of it.
  func startWaiting(_ pending: Waiting) {
    state.startWaiting(pending)
    SharedGuardRegistry.note(pending, of: self)
    if let seconds = pending.screenGuard?.answerTimeout ?? answerTimeout { endUnanswered(pending, after: seconds) }
    #if DEBUG
      if let seconds = BackMisuse.unansweredQuestionNotice { noticeUnanswered(pending, after: seconds) }
    #endif
  }

  /// The pending attempt ended (answered, cancelled, or its stack changed).
  func stopWaiting(_ pending: Waiting) {
    state.stopWaiting()
    endedWaiting(pending)
  }

  /// What ends with a pending attempt outside the state: its timeout, and its entry in the shared-guard registry.
  func endedWaiting(_ pending: Waiting) {
    pending.timeout?.cancel()
    pending.notice?.cancel()
    SharedGuardRegistry.forget(pending)
  }

  /// Ends `waiting` before its guard answered, because the app cancelled it or its time ran out: the guard's task is
  /// cancelled (a later answer is dropped), `report` says why, and the host and the held requests hear that nothing
  /// waits any more.
  func giveUpWaiting(_ waiting: Waiting, reporting report: () -> Void) {
    stopWaiting(waiting)
    waiting.task?.cancel()
    report()
    carryOut(.stateDidChange)
    scheduleHeldRequests()
  }
}
