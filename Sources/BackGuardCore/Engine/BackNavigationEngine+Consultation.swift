import Foundation

/// How a route's answer is carried out: the few ways routes differ once their guards have answered.
struct RouteFollowUp {
  /// What an approval does.
  enum Approval {
    /// The host's own call goes ahead now (UIKit asked first: the bar, the app's pop, `setViewControllers`). The
    /// departure is recorded, to name the screens that leave.
    case hostProceeds
    /// The swipe's gesture begins.
    case swipeBegins
    /// The engine carries it out, now or after a later answer.
    case engineCommits
  }

  var approval: Approval
  /// How the engine carries out an approval, now or later; for ``Approval/hostProceeds`` and
  /// ``Approval/swipeBegins``, only what a later answer does (the engine's pop, or the held call replayed).
  var navigation: ApprovedNavigation = .enginePop
  /// Whether a refusal (a deny, a merge, a pending answer, a drop) undoes the dimming UIKit leaves on a back button
  /// after its bar delegate said no: a person's route that UIKit asked about first.
  var refusalRestoresBackButton = false
  /// What a deny is called on this route.
  var denied: BackOutcome = .denied
}

extension BackNavigationEngine {
  /// How asking the guards of an attempt ended.
  enum GuardsAnswer { case allowed, denied, pending, superseded }

  /// What an answer leads to, for every route: the one place where a verdict becomes an outcome.
  ///
  /// - Parameters:
  ///   - verdict: How asking the guards ended.
  ///   - attempt: The attempt.
  ///   - stack: The stack it was started on.
  ///   - conclusion: What differs on this route.
  /// - Returns: The route's outcome.
  func conclude(
    _ verdict: GuardsAnswer, of attempt: BackAttempt, stack: [ScreenID], facts: HostFacts,
    _ conclusion: RouteFollowUp
  ) -> BackOutcome {
    let outcome: BackOutcome
    switch verdict {
    case .allowed:
      switch conclusion.approval {
      case .hostProceeds:
        guard approvalSurvivesObservers(attempt, stack, facts: facts) else {
          outcome = .cancelled
          break
        }
        state.departures.depart(attempt, unasked: guardsSittingOut(attempt, facts: facts))
        return .allowed
      case .swipeBegins:
        guard approvalSurvivesObservers(attempt, stack, facts: facts) else {
          outcome = .cancelled
          break
        }
        state.departures.beginSwipe(attempt, didBegin: false)
        return .allowed
      case .engineCommits:
        return commit(attempt, conclusion.navigation, facts: facts) ? .allowed : .cancelled
      }
    case .denied:
      outcome = conclusion.denied
    case .superseded:
      outcome = .cancelled
    case .pending:
      state.phase.updateWaiting { if $0.attempt.id == attempt.id { $0.navigation = conclusion.navigation } }
      if conclusion.refusalRestoresBackButton { carryOut(.restoreBackButton) }
      carryOut(.stateDidChange)
      // An observer told of the pending attempt may already have changed the stack, which ended it.
      return state.phase.waiting?.attempt.id == attempt.id ? .pending : .cancelled
    }
    if conclusion.refusalRestoresBackButton { carryOut(.restoreBackButton) }
    return outcome
  }

  /// Whether an approval still names the navigation it was given for: observers told of it may have changed the
  /// stack, and then it is dropped and reported. Free when nobody observes: only observers (and guards, see
  /// `Asking.isInvalidated`) can run app code in the middle of a decision.
  func approvalSurvivesObservers(_ attempt: BackAttempt, _ stack: [ScreenID], facts: HostFacts) -> Bool {
    guard isObserved, facts.screens != stack else { return true }
    emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
    return false
  }

  /// Carries out an approved attempt, once, if it still names the same navigation.
  ///
  /// - Returns: `false` when the approval was dropped because the stack changed.
  func commit(_ attempt: BackAttempt, _ navigation: ApprovedNavigation, facts: HostFacts) -> Bool {
    let stack = facts.screens
    guard navigation.stackAtStart.map({ $0 == stack }) ?? attempt.isStillNamed(in: stack) else {
      emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
      return false
    }
    switch navigation {
    case .appCode(let perform, _):
      // The app's own code carries it out. Its pops and replacements pass unasked while it runs; the departure only
      // names what leaves next.
      state.departures.depart(attempt, endsAtNextChange: true)
      state.requests.performing += 1
      perform()
      state.requests.performing -= 1
      // Requests held while it ran wait for it to finish, not for the stack changes it made.
      if !state.requests.isEmpty { scheduleHeldRequests() }
    case .replay(let perform, _):
      // The host replays its own call without asking again.
      state.departures.depart(attempt, unasked: guardsSittingOut(attempt, facts: facts))
      perform()
    case .enginePop:
      // The host marks the pop it was told to make, and does not ask about it.
      state.departures.depart(attempt, unasked: guardsSittingOut(attempt, facts: facts))
      carryOut(.pop(to: attempt.destination, animated: attempt.isAnimated))
    }
    return true
  }

  // MARK: - Asking the guards

  /// Asks the guards of the leaving screens, top first, from `firstStep` on.
  func consult(
    _ attempt: BackAttempt, facts: HostFacts, stack: [ScreenID], from firstStep: Int = 0
  ) -> GuardsAnswer {
    var step = firstStep
    while step < attempt.leaving.count {
      if let screenGuard = facts.backGuard(for: attempt.leaving[step]), screenGuard.applies(to: attempt.source),
        let verdict = ask(screenGuard, attempt, step: step, stack: stack)
      {
        return verdict
      }
      step += 1
    }
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    return .allowed
  }

  /// Asks one engaged guard of `attempt`, the one of `attempt.leaving[step]`.
  ///
  /// - Returns: `nil` when it allows (the next guard is asked), otherwise how the attempt ends for now.
  func ask(_ screenGuard: ScreenGuard, _ attempt: BackAttempt, step: Int, stack: [ScreenID]) -> GuardsAnswer? {
    if SharedGuardRegistry.isWaitingElsewhere(screenGuard, except: self) {
      // This guard already has a question open in another stack (a sheet and the stack inside it): one gesture,
      // one question. This attempt ends; the open question decides.
      emit(.attemptCancelled(attempt, reason: .sameGuardPendingElsewhere))
      return .superseded
    }
    state.startAsking(Asking(attemptID: attempt.id, step: step, stackCount: stack.count, top: stack[stack.count - 1]))
    record.sightings.noteAsked(attempt.source)
    let answer: BackDecision?
    var later: GuardCall?
    switch call(screenGuard, about: attempt, step: step) {
    case .decided(let decision):
      let invalidated = state.stopAsking()
      if invalidated { return cancelInvalidated(attempt, task: nil, resolution: nil) }
      answer = decision
    case .mayAnswerLater(var asked):
      let invalidated = state.stopAsking()
      if invalidated { return cancelInvalidated(attempt, task: asked.task, resolution: asked.resolution) }
      answer = answerGiven(&asked, attempt: attempt, step: step)
      later = asked
    }
    switch answer {
    case .allow?:
      return nil
    case .deny?:
      later?.task?.cancel()
      emit(.attemptDecided(attempt, .deny, decidedBy: attempt.leaving[step]))
      return .denied
    case nil:
      startWaiting(
        Waiting(
          attempt: attempt, step: step, task: later?.task, screenGuard: screenGuard,
          resolutionState: later?.resolution?.state))
      emit(.attemptPending(attempt, awaiting: attempt.leaving[step]))
      return .pending
    }
  }

  /// The answer a resolution-based or async guard gave before its call returned, or `nil` when it answers later.
  func answerGiven(_ asked: inout GuardCall, attempt: BackAttempt, step: Int) -> BackDecision? {
    // An answer through the resolution before the callback returned counts as an answer now, on every platform and
    // from any thread: it is read from the resolution itself, and its delivery, when it arrives, finds it applied.
    let answeredThrough = asked.resolution?.state.given
    if answeredThrough != nil { _ = asked.resolution?.state.settle() }
    switch asked.reply {
    case .allow, .deny:
      let returned: BackDecision = asked.reply == .allow ? .allow : .deny
      // Only guards asked in turn return an answer, and they never also use the resolution: it wins if they did.
      if let answeredThrough { return answeredThrough.decision }
      // Answered by the return value: any later use of the resolution is a second answer.
      _ = asked.resolution?.claim()
      return returned
    case .later:
      if let answeredThrough { return answeredThrough.decision }
      if isKnownUniquelyReferenced(&asked.resolution), asked.resolution?.claim() == true {
        // The guard kept no reference, so no answer can ever come: deny now rather than wait forever.
        reportMisuse(.releasedUnresolved(attempt.id), about: attempt, step: step)
        return .deny
      }
      return nil
    }
  }

  /// Ends an attempt whose guard changed the stack from inside its own callback: its answer no longer names a real
  /// navigation.
  func cancelInvalidated(_ attempt: BackAttempt, task: Task<Void, Never>?, resolution: BackResolution?) -> GuardsAnswer
  {
    task?.cancel()
    _ = resolution?.claim()
    state.departures.lastCancelledForStackChange = attempt.id
    emit(.attemptCancelled(attempt, reason: .stackChanged))
    return .superseded
  }
}
