/// The routes UIKit asks about first ("should it pop?"): the bar's question, and the app's own pops and replacements
/// in an adapter that intercepts them. An approval lets UIKit's own call go ahead; a later answer holds it, and the
/// engine carries it out on approval.
extension BackNavigationEngine {
  /// Asks whether the system may go ahead with a pop it is about to perform.
  ///
  /// Use it for routes where UIKit asks first: `navigationBar(_:shouldPop:)`, and app code's
  /// `popViewController`, `popToViewController` and `popToRootViewController` in an adapter that intercepts them.
  /// When the answer is not ``BackOutcome/allowed`` because a guard answers later, the engine performs the pop itself
  /// on approval.
  ///
  /// - Parameters:
  ///   - source: The route.
  ///   - destination: The screen that would end on top; `nil` for the screen below the top.
  ///   - animated: Whether the pop animates.
  /// - Returns: ``BackOutcome/allowed`` if the system should pop now, otherwise why not.
  package func shouldPop(_ source: BackSource, to destination: ScreenID? = nil, animated: Bool = true) -> BackOutcome {
    guard let (facts, _) = enter() else { return .allowed }
    return shouldPop(source, to: destination, animated: animated, facts: facts, stack: facts.screens)
  }

  private func shouldPop(
    _ source: BackSource, to destination: ScreenID?, animated: Bool, facts: HostFacts, stack: [ScreenID]
  ) -> BackOutcome {
    let isUserRoute = source.isUserInitiated
    if state.requests.performing > 0, !isUserRoute { return .allowed }
    guard stack.count >= 2 else { return isUserRoute ? .nothingToGoBackTo : .allowed }
    // A swipe that never began (another recognizer won) names nothing: this pop is the app's own.
    if !isUserRoute { clearStaleSwipe(facts: facts) }
    // The pop an approval already named comes back through the host's override: the engine's own command, UIKit's pop
    // inside an approved bar question (B188), UIKit's pop to the root for a re-selection it let through (B189).
    if !isUserRoute, isNamedByADeparture(popTo: destination, in: stack) { return .allowed }
    guard let attempt = makeAttempt(source, to: destination, animated: animated, stack: stack) else {
      return isUserRoute ? .invalidDestination : .allowed
    }
    if let busy = busyAttempt(for: attempt, facts: facts) {
      return join(busy, attempt, facts: facts, stack: stack, passesUnasked: true, restoresBackButton: isUserRoute)
    }
    start(attempt)
    if let interrupted = interruptedByObservers(attempt, stack, facts: facts) {
      if isUserRoute { carryOut(.restoreBackButton) }
      return interrupted
    }
    let verdict = consult(attempt, facts: facts, stack: stack)
    return conclude(
      verdict, of: attempt, stack: stack, facts: facts,
      RouteFollowUp(approval: .hostProceeds, refusalRestoresBackButton: isUserRoute))
  }

  /// Whether a departure under way names exactly this pop: the screens above `destination` (the one below the top
  /// when `nil`) are the ones it removes, in the same places. Recognised by comparing the stack with what the engine
  /// recorded, not by marking calls, so a subclass's own pop overrides stay in the chain.
  private func isNamedByADeparture(popTo destination: ScreenID?, in stack: [ScreenID]) -> Bool {
    guard !state.departures.isEmpty else { return false }
    let target = destination ?? stack[stack.count - 2]
    let swipe = state.departures.swipe?.attempt.id
    return state.departures.contains { departure in
      let attempt = departure.attempt
      // A swipe's pop is its recognizer's (never asked here); a replacement is replayed, not popped.
      return attempt.id != swipe && attempt.source != .programmatic(.setViewControllers)
        && attempt.destination == target && attempt.isStillNamed(in: stack)
    }
  }

  /// Translates UIKit's `navigationBar(_:shouldPop:)` into a route.
  ///
  /// When app code pops, UIKit removes the view controller first and asks the bar afterwards, so the controller then
  /// has fewer screens than the bar has items. When the user taps back, the bar asks first and both counts agree.
  /// Comparing the counts needs no flag, so no flag can go stale.
  ///
  /// - Parameter barItemCount: `navigationBar.items.count` at the time of the call.
  /// - Returns: ``BackOutcome/allowed`` if the bar should pop now, otherwise why not.
  package func navigationBarShouldPop(barItemCount: Int) -> BackOutcome {
    guard let (facts, _) = enter() else { return .allowed }
    let stack = facts.screens
    if stack.count < barItemCount { return .allowed }
    return shouldPop(.backButton, to: nil, animated: true, facts: facts, stack: stack)
  }

  /// Asks whether app code may replace the stack (`setViewControllers`), removing the screens not in `newScreens`.
  ///
  /// - Parameters:
  ///   - newScreens: The stack after the call, bottom first.
  ///   - animated: Whether the change animates.
  ///   - perform: Carries out the same replacement later, if a guard approves it later.
  /// - Returns: ``BackOutcome/allowed`` if the replacement may happen now, otherwise why not.
  package func shouldReplaceStack(
    with newScreens: [ScreenID], animated: Bool, perform: @escaping () -> Void
  ) -> BackOutcome {
    // The app's own code carrying out an approved request: its replacement passes unasked.
    if state.requests.performing > 0 { return .allowed }
    guard let (facts, _) = enter() else { return .allowed }
    let stack = facts.screens
    let kept = Set(newScreens)
    let leavingBottomToTop = stack.filter { !kept.contains($0) }
    guard !leavingBottomToTop.isEmpty, let destination = newScreens.last else { return .allowed }
    let attempt = makeAttempt(
      .programmatic(.setViewControllers), leavingBottomToTop: leavingBottomToTop, destination: destination,
      animated: animated)
    if let busy = busyAttempt(for: attempt, facts: facts) {
      return join(busy, attempt, facts: facts, stack: stack, passesUnasked: true, restoresBackButton: false)
    }
    start(attempt)
    if let interrupted = interruptedByObservers(attempt, stack, facts: facts) { return interrupted }
    let verdict = consult(attempt, facts: facts, stack: stack)
    return conclude(
      verdict, of: attempt, stack: stack, facts: facts,
      RouteFollowUp(approval: .hostProceeds, navigation: .replay(perform, stackAtStart: stack)))
  }
}
