extension BackNavigationEngine {
  /// Whether a swipe could begin now, without asking any guard. The gesture delegate's question is answered by the
  /// host's own call into the engine.
  ///
  /// - Parameter source: ``BackSource/edgeSwipe``, ``BackSource/contentSwipe`` or ``BackSource/zoomDismiss``.
  /// - Returns: The state of the gate.
  package func swipeGate(for source: BackSource) -> SwipeGate {
    guard let (facts, _) = enter() else { return .closed(.noHost) }
    return gate(for: source, facts: facts, stack: facts.screens).swipeGate
  }

  /// Answers a swipe recognizer's `gestureRecognizerShouldBegin`, synchronously.
  ///
  /// Never on the root screen, never during a transition or while an attempt is pending. Otherwise the top
  /// screen's guard decides. If it answers later, the gesture does not begin, the confirmation starts, and an
  /// approval pops with animation.
  ///
  /// On iOS 26 one touch can reach both recognizers: when the edge swipe is refused, the content swipe may ask for
  /// the same touch. Pass the same `touch` identity for both, and the guard is asked once per touch.
  ///
  /// - Parameters:
  ///   - source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe``.
  ///   - touch: An identity of the touch sequence (for example the first touch's timestamp bits), or `nil`.
  /// - Returns: ``BackOutcome/allowed`` if the gesture may begin; ``BackOutcome/pending`` when it does not because it
  ///   started a confirmation; otherwise ``BackOutcome/didNotBegin`` (or ``BackOutcome/cancelled`` when observers of
  ///   its decision changed the stack).
  package func shouldBeginSwipe(_ source: BackSource, touch: UInt64? = nil) -> BackOutcome {
    if let touch, let last = state.departures.lastSwipeAnswer, last.touch == touch { return last.answer }
    let answer: BackOutcome
    if let (facts, _) = enter() {
      answer = decideSwipe(source, facts: facts, stack: facts.screens)
    } else {
      answer = .didNotBegin
    }
    if let touch { state.departures.lastSwipeAnswer = (touch, answer) }
    return answer
  }

  private func decideSwipe(_ source: BackSource, facts: HostFacts, stack: [ScreenID]) -> BackOutcome {
    clearStaleSwipe(facts: facts)
    let swipeConclusion = RouteFollowUp(approval: .swipeBegins, denied: .didNotBegin)
    switch gate(for: source, facts: facts, stack: stack) {
    case .closed:
      return .didNotBegin
    case .open:
      guard let attempt = startSwipeAttempt(source, stack: stack, facts: facts) else { return .cancelled }
      emit(.attemptDecided(attempt, .allow, decidedBy: nil))
      return conclude(.allowed, of: attempt, stack: stack, facts: facts, swipeConclusion)
    case .guarded(let topGuard):
      guard let attempt = startSwipeAttempt(source, stack: stack, facts: facts) else { return .cancelled }
      // The gate found the top guard: asked here, unless it stopped applying meanwhile (an observer switched it off);
      // any further screens' guards after it.
      let verdict =
        topGuard.applies(to: source)
        ? ask(topGuard, attempt, step: 0, stack: stack) ?? consult(attempt, facts: facts, stack: stack, from: 1)
        : consult(attempt, facts: facts, stack: stack, from: 1)
      return conclude(verdict, of: attempt, stack: stack, facts: facts, swipeConclusion)
    }
  }

  /// Starts the attempt of a swipe the gate let through, unless observers of its start interrupted it.
  private func startSwipeAttempt(_ source: BackSource, stack: [ScreenID], facts: HostFacts) -> BackAttempt? {
    guard let attempt = makeAttempt(source, to: nil, animated: true, stack: stack) else { return nil }
    start(attempt)
    return interruptedByObservers(attempt, stack, facts: facts) == nil ? attempt : nil
  }

  /// The swipe gate, with the top screen's guard when it must be asked.
  enum Gate {
    case open
    case guarded(ScreenGuard)
    case closed(SwipeGate.Reason)

    var swipeGate: SwipeGate {
      switch self {
      case .open: .open
      case .guarded: .guarded
      case .closed(let reason): .closed(reason)
      }
    }
  }

  /// The swipe gate, and the top screen's guard when it must be asked.
  func gate(for source: BackSource, facts: HostFacts, stack: [ScreenID]) -> Gate {
    if facts.isTransitioning { return .closed(.transitioning) }
    guard stack.count >= 2 else { return .closed(.rootScreen) }
    if state.phase.decidingAttemptID != nil { return .closed(.attemptPending) }
    let top = stack[stack.count - 1]
    // `allowsSwipeBack` is about the edge and content swipes; a zoom dismissal is the app's own transition option.
    if source != .zoomDismiss, !facts.allowsSwipeBack(for: top) { return .closed(.disabledByScreen) }
    if let screenGuard = facts.backGuard(for: top), screenGuard.applies(to: source) {
      // The same guard is waiting for an answer in another stack (a sheet around this one): one question at a time.
      if SharedGuardRegistry.isWaitingElsewhere(screenGuard, except: self) { return .closed(.attemptPending) }
      return .guarded(screenGuard)
    }
    return .open
  }

  /// Tells the engine that UIKit began an interactive pop that its swipe gate did not answer: no guard was in reach,
  /// so UIKit's own delegate let the swipe begin (or another library owns the recognizer). Nothing is asked and
  /// nothing is refused (a pop UIKit already runs interactively must never be stopped: ledger B41); the screen that
  /// leaves is reported with `source` instead of ``ProgrammaticCall/unannounced``, and a cancel is reported as for a
  /// gated swipe. A swipe the gate already let begin is only confirmed.
  ///
  /// ```swift
  /// // navigationController(_:willShow:animated:), with an interactive transition coordinator:
  /// engine.interactivePopDidBegin(.edgeSwipe)
  /// ```
  ///
  /// It reads the stack as last reported, so it works both before UIKit removes the top screen (a subclass's
  /// `popViewController(animated:)`) and after (`willShow`).
  ///
  /// - Parameter source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe`` when the host knows which pop
  ///   recognizer is recognizing; `nil` when it only knows the transition is interactive (a zoom dismissal, an app's
  ///   own interactive transition): then it only confirms a swipe the gate already let begin.
  package func interactivePopDidBegin(_ source: BackSource?) {
    _ = enter()
    // Read while the top screen is surely alive: its guard is engaged, and the gate did not ask it.
    var topEngaged = false
    if state.departures.swipe == nil, let facts, let top = state.stack.last, let topGuard = facts.backGuard(for: top) {
      topEngaged = source.map { topGuard.applies(to: $0) } ?? topGuard.isEngaged
    }
    guard let attempt = state.interactivePopBegan(drivenBy: source, topEngaged: topEngaged) else { return }
    record.sightings.noteHeard(attempt.source)
    emit(.attemptStarted(attempt))
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    // UIKit asks the gate before a swipe begins: one that began unanswered went past it.
    if let source, let facts, facts.swipeGateInPlace(for: source) {
      report(.swipeBeganPastTheGate, route: BackRoute(source), facts: facts)
    }
  }

  /// Tells the engine that the user let go of a swipe that had begun, and the screen stayed.
  package func swipeDidCancel() {
    _ = enter()
    // An interactive pop no gesture of BackGuard's drove ended too: its screen stayed.
    state.departures.undrivenPop = nil
    state.departures.heardLeaving = []
    // The interactive transition is over: a tap held during it runs now.
    defer { if !state.requests.isEmpty { scheduleHeldRequests() } }
    guard let attempt = state.swipeCancelled() else { return }
    emit(.swipeCancelled(attempt))
    carryOut(.stateDidChange)
  }

  /// Forgets a swipe the gate let begin but that never became a transition (another recognizer won, or the host
  /// never reported it), so it cannot be mistaken for the cause of a later pop.
  func clearStaleSwipe(facts: HostFacts) {
    guard state.departures.swipe != nil, !facts.isTransitioning else { return }
    _ = state.departures.endSwipe()
  }
}
