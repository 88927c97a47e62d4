extension BackNavigationEngine {
  /// Builds an attempt without taking its identity yet (see ``start(_:)``).
  func makeAttempt(_ source: BackSource, to destination: ScreenID?, animated: Bool, stack: [ScreenID]) -> BackAttempt? {
    guard let attempt = state.attempt(source, to: destination, animated: animated, in: stack) else {
      if let destination { reportMisuse(.destinationNotInStack(destination)) }
      return nil
    }
    return attempt
  }

  /// An attempt that removes `leaving` (bottom to top), which need not be the top screens: a replacement, or an
  /// app's request to leave.
  func makeAttempt(
    _ source: BackSource, leavingBottomToTop leaving: [ScreenID], destination: ScreenID, animated: Bool
  ) -> BackAttempt {
    state.attempt(source, leavingBottomToTop: leaving, destination: destination, animated: animated)
  }

  /// Takes the attempt's identity for good. Attempts that merge into a pending one never take one, so the numbers
  /// in a timeline have no gaps.
  func start(_ attempt: BackAttempt) {
    state.start(attempt)
    record.sightings.noteHeard(attempt.source)
    if isObserved { emit(.attemptStarted(attempt)) }
  }

  /// The attempt this one must merge into: the one being decided here, or one waiting in another stack for one of
  /// this attempt's guards.
  func busyAttempt(for attempt: BackAttempt, facts: HostFacts) -> BackAttempt.ID? {
    state.phase.decidingAttemptID ?? pendingOnSameGuard(attempt, facts: facts)
  }

  /// What an attempt does while another is being decided: it merges into that one (the guard is not asked again; a
  /// double tap is one question), except app code that no guard wants to be asked about, which passes.
  ///
  /// - Parameters:
  ///   - passesUnasked: Whether an app call that no guard applies to goes ahead (the routes UIKit asks about first).
  ///   - restoresBackButton: Whether a merge undoes a vetoed tap's dimming.
  /// - Returns: ``BackOutcome/coalesced``, or for app code that passes ``BackOutcome/allowed`` (or
  ///   ``BackOutcome/cancelled`` when observers changed the stack).
  func join(
    _ busy: BackAttempt.ID, _ attempt: BackAttempt, facts: HostFacts, stack: [ScreenID], passesUnasked: Bool,
    restoresBackButton: Bool
  ) -> BackOutcome {
    if !passesUnasked || attempt.source.isUserInitiated || anyGuardApplies(attempt, facts: facts) {
      emit(.attemptCoalesced(into: busy, source: attempt.source))
      if restoresBackButton { carryOut(.restoreBackButton) }
      return .coalesced
    }
    // Nobody to ask: it passes, and the attempt being decided ends when the stack changes.
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    guard approvalSurvivesObservers(attempt, stack, facts: facts) else { return .cancelled }
    state.departures.depart(attempt, unasked: guardsSittingOut(attempt, facts: facts))
    return .allowed
  }

  func anyGuardApplies(_ attempt: BackAttempt, facts: HostFacts) -> Bool {
    attempt.leaving.contains { facts.backGuard(for: $0)?.applies(to: attempt.source) == true }
  }

  /// Ends an attempt that observers of its `attemptStarted` interrupted before any guard was asked: they changed the
  /// stack (the attempt is cancelled), or started an attempt of their own that now waits for an answer (this one
  /// merges into it, so no guard is asked twice).
  ///
  /// - Returns: What became of the attempt, or `nil` when it may go on.
  func interruptedByObservers(_ attempt: BackAttempt, _ stack: [ScreenID], facts: HostFacts) -> BackOutcome? {
    guard isObserved else { return nil }
    if facts.screens != stack {
      state.departures.lastCancelledForStackChange = attempt.id
      emit(.attemptCancelled(attempt, reason: .stackChanged))
      return .cancelled
    }
    if let pending = state.phase.waiting, pending.attempt.id != attempt.id {
      emit(.attemptCoalesced(into: pending.attempt.id, source: attempt.source))
      return .coalesced
    }
    return nil
  }
}
