/// Answers given later: through a `BackResolution`, or by an async guard. They arrive on the main actor, may come
/// twice, never, or after the stack changed, and a resolution may be released unused.
extension BackNavigationEngine {
  /// Called by ``BackResolution``, always on the main actor.
  func receive(_ delivery: BackResolution.Delivery, token: BackResolution.Token) {
    if delivery == .second {
      reportMisuse(.resolvedTwice(token.attempt.id), about: token.attempt, step: token.step)
      return
    }
    // Answered from inside the guard's own callback: `ask` reads it when the callback returns.
    if state.isAsking(token.attempt.id, step: token.step) { return }
    // The engine may have applied this answer already (a release it settled before deciding something else).
    guard let given = token.state.given, token.state.settle() else { return }
    apply(given.decision, released: given.released, token: token)
  }

  /// Applies a release the engine has not heard of yet, so that releasing a pending attempt's resolution has the same
  /// effect on every platform, whether or not the main-actor hop of its `deinit` has run. Every entry point calls it
  /// first (``enter()``).
  ///
  /// - Returns: Whether it applied one: app code (guards, observers, the host's pop) may have run meanwhile.
  @discardableResult
  func settleReleasedResolution() -> Bool {
    // Nothing pending on almost every decision: that is checked first.
    guard case .waiting = state.phase else { return false }
    return settleReleasedResolutionOfPending()
  }

  private func settleReleasedResolutionOfPending() -> Bool {
    guard let pending = state.phase.waiting, let resolution = pending.resolutionState, resolution.hasUnsettledAnswer,
      let given = resolution.given, given.released, resolution.settle()
    else { return false }
    let outer = state.requests.isApplyingReleasedAnswer
    state.requests.isApplyingReleasedAnswer = true
    defer { state.requests.isApplyingReleasedAnswer = outer }
    apply(
      given.decision, released: true,
      token: BackResolution.Token(attempt: pending.attempt, step: pending.step, state: resolution))
    return true
  }

  /// What a later answer does: a deny ends the attempt; an allow asks the remaining guards, then carries the attempt
  /// out as its route said when it became pending, unless the stack changed meanwhile.
  private func apply(_ decision: BackDecision, released: Bool, token: BackResolution.Token) {
    let pending: Waiting
    switch state.laterAnswerArrived(for: token.attempt.id, step: token.step, released: released) {
    case .ignored: return
    case .dropped(let reason):
      emit(.resolutionDropped(token.attempt, decision, reason: reason))
      return
    case .ends(let ended): pending = ended
    }
    // The state no longer waits: now the registry, the timeout, the log and the observers hear of it.
    endedWaiting(pending)
    if released { reportMisuse(.releasedUnresolved(token.attempt.id), about: token.attempt, step: token.step) }
    guard let facts else { return }
    // Requests held behind this attempt run once it has ended, whatever the answer.
    defer { scheduleHeldRequests() }
    let attempt = pending.attempt
    if decision == .deny {
      emit(.attemptDecided(attempt, .deny, decidedBy: attempt.leaving[pending.step]))
      carryOut(.stateDidChange)
      return
    }
    let stack = facts.screens
    guard pending.isStillNamed(in: stack) else {
      emit(.resolutionDropped(attempt, decision, reason: .stackChanged))
      carryOut(.stateDidChange)
      return
    }
    let verdict = consult(attempt, facts: facts, stack: stack, from: pending.step + 1)
    _ = conclude(
      verdict, of: attempt, stack: stack, facts: facts,
      RouteFollowUp(approval: .engineCommits, navigation: pending.navigation))
    // A pending verdict already told the host.
    if verdict != .pending { carryOut(.stateDidChange) }
  }
}
