/// A request the engine cannot decide yet, kept and run once as soon as it can (``BackOutcome/queued``).
///
/// Two kinds arrive at such a moment, and dropping either loses what someone asked for:
/// - the app's request to leave (a logout, a deep link) while another attempt waits for its answer;
/// - a person's tap on iOS 26, which UIKit delivers while a push or pop still animates.
enum HeldRequest {
  /// A person's request to go back (a tap), made during a transition. At most one is held: a second tap is the same
  /// question.
  case tap(BackSource, destination: ScreenID?, animated: Bool, top: ScreenID)
  /// An app's request to leave.
  case leave(HeldLeave)

  var source: BackSource {
    switch self {
    case .tap(let source, _, _, _): source
    case .leave(let leave): leave.source
    }
  }
}

/// An app's request to leave, held while another attempt is decided.
struct HeldLeave {
  let screens: [ScreenID]
  let source: BackSource
  let animated: Bool
  let perform: () -> Void
  /// The stack when it was held: the request still names the same departure only if no screen was added since.
  let stackWhenHeld: [ScreenID]
  /// Told what the request did when it finally ran (for the async `requestLeave`).
  let ran: ((BackOutcome, BackAttempt.ID?) -> Void)?
}

extension BackNavigationEngine {
  /// Holds a person's tap made during a transition.
  ///
  /// - Returns: ``BackOutcome/queued``, or ``BackOutcome/coalesced`` when a tap is already held.
  func holdTap(_ source: BackSource, to destination: ScreenID?, animated: Bool, top: ScreenID) -> BackOutcome {
    let isNew = state.requests.hold(.tap(source, destination: destination, animated: animated, top: top))
    emit(.requestQueued(source: source, behind: nil))
    return isNew ? .queued : .coalesced
  }

  /// Holds an app's request to leave while `busy` is being decided, or (`nil`) while a transition runs.
  ///
  /// - Returns: ``BackOutcome/queued``, or ``BackOutcome/busy`` (reported) when too many wait already.
  func holdLeave(_ leave: HeldLeave, behind busy: BackAttempt.ID?) -> BackOutcome {
    guard state.requests.hold(.leave(leave)) else {
      emit(.queuedRequestDropped(source: leave.source, reason: .noLongerPending))
      return .busy
    }
    emit(.requestQueued(source: leave.source, behind: busy))
    if let busy, state.phase.waiting?.attempt.id != busy {
      if state.phase.decidingAttemptID == busy {
        // Held behind a guard being called right now: it ends before this turn does.
        scheduleHeldRequests()
      } else {
        // Held behind another stack's question on the same guard: that question's end wakes this stack.
        let guards = leave.screens.compactMap { facts?.backGuard(for: $0) }
        SharedGuardRegistry.runHeldRequestsWhenAnswered(self, afterAnswerOf: guards)
      }
    }
    return .queued
  }

  /// Runs the held requests on the next main-actor turn, once what held them has ended.
  ///
  /// Never at once: the end of an answer or of a transition is reported from inside UIKit's own work (a `didShow`
  /// inside `setViewControllers`, an answer applied in another call's prologue), where app code must not run. By the
  /// next turn UIKit's transition coordinator is gone too.
  func scheduleHeldRequests() {
    guard !state.requests.isEmpty, !state.requests.isRunScheduled else { return }
    state.requests.isRunScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.state.requests.isRunScheduled = false
      self.releaseHeldRequests()
    }
  }

  /// Runs the held requests, oldest first, while nothing is being decided and no transition runs.
  func releaseHeldRequests() {
    guard !state.requests.isEmpty, !state.requests.isReleasing, state.requests.performing == 0,
      state.phase.decidingAttemptID == nil
    else { return }
    guard let facts else {
      dropAllHeld(reason: .stackChanged)
      return
    }
    state.requests.isReleasing = true
    defer { state.requests.isReleasing = false }
    while !state.requests.isEmpty, state.phase.decidingAttemptID == nil, state.requests.performing == 0,
      !facts.isTransitioning
    {
      let next = state.requests.takeNext()
      let outcome: BackOutcome
      switch next {
      case .tap(let source, let destination, let animated, let top):
        guard facts.screens.last == top else {
          // The screen whose back button was tapped is no longer on top: the tap is not for the screen there now.
          emit(.queuedRequestDropped(source: source, reason: .stackChanged))
          continue
        }
        outcome = requestBack(from: source, to: destination, animated: animated)
      case .leave(let leave):
        outcome = run(leave, facts: facts)
      }
      // A request held again waits for what holds it now.
      if outcome == .queued { break }
    }
  }

  /// Runs one held app request on the stack as it is now.
  private func run(_ leave: HeldLeave, facts: HostFacts) -> BackOutcome {
    if leave.screens.isEmpty {
      // Nothing to leave, nothing to ask: the app's code runs now.
      let outcome = requestLeave(
        [], from: leave.source, animated: leave.animated, perform: leave.perform, ran: leave.ran)
      if outcome != .queued { leave.ran?(outcome, nil) }
      return outcome
    }
    let stack = facts.screens
    let heldStack = Set(leave.stackWhenHeld)
    let remaining = leave.screens.filter(stack.contains)
    // The screen the request went back to (below its lowest screen) must still be there, or its code would go
    // somewhere else; no screen may have been added, or its code would remove it unasked; and something must be
    // left to leave.
    let requested = Set(leave.screens)
    let lowestIndex = leave.stackWhenHeld.firstIndex(where: requested.contains) ?? 0
    let destinationIsThere = lowestIndex == 0 || stack.contains(leave.stackWhenHeld[lowestIndex - 1])
    guard !remaining.isEmpty, destinationIsThere, stack.allSatisfy(heldStack.contains) else {
      emit(.queuedRequestDropped(source: leave.source, reason: .stackChanged))
      leave.ran?(.cancelled, nil)
      return .cancelled
    }
    let outcome = requestLeave(
      remaining, from: leave.source, animated: leave.animated, perform: leave.perform, ran: leave.ran)
    if outcome != .queued { leave.ran?(outcome, outcome == .pending ? state.phase.waiting?.attempt.id : nil) }
    return outcome
  }

  /// Drops every held request, telling each that it did not run.
  func dropAllHeld(reason: BackEvent.Reason) {
    let dropped = state.requests.takeAll()
    for request in dropped {
      emit(.queuedRequestDropped(source: request.source, reason: reason))
      if case .leave(let leave) = request { leave.ran?(.cancelled, nil) }
    }
  }

  // MARK: - Answers that never come

  /// Ends `pending` as denied if its guard has not answered after `seconds`.
  func endUnanswered(_ pending: Waiting, after seconds: Double) {
    let (attempt, step) = (pending.attempt.id, pending.step)
    let timeout = clock.after(seconds) { [weak self] in self?.answerTimedOut(attempt, step: step, seconds: seconds) }
    state.phase.updateWaiting { if $0.isFor(attempt, step: step) { $0.timeout = timeout } }
  }

  /// In a debug build, says once that `pending`'s question is still open after `seconds`: its alert may never have
  /// appeared, or its resolution is kept but never called. Nothing else changes.
  func noticeUnanswered(_ pending: Waiting, after seconds: Double) {
    let (attempt, step) = (pending.attempt.id, pending.step)
    let notice = clock.after(seconds) { [weak self] in
      guard let self, let waiting = self.state.phase.waiting, waiting.isFor(attempt, step: step) else { return }
      self.reportMisuse(.questionUnanswered(attempt, seconds: seconds), about: waiting.attempt, step: step)
    }
    state.phase.updateWaiting { if $0.isFor(attempt, step: step) { $0.notice = notice } }
  }

  private func answerTimedOut(_ attempt: BackAttempt.ID, step: Int, seconds: Double) {
    guard let waiting = state.phase.waiting, waiting.isFor(attempt, step: step) else { return }
    // A tap's faded back button was restored when the attempt became pending; nothing to undo now.
    giveUpWaiting(waiting) {
      reportMisuse(.answerTimedOut(waiting.attempt.id, seconds: seconds), about: waiting.attempt, step: waiting.step)
      emit(.attemptDecided(waiting.attempt, .deny, decidedBy: waiting.attempt.leaving[waiting.step]))
    }
  }
}
