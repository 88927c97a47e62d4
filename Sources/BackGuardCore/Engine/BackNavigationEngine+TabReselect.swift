extension BackNavigationEngine {
  /// Whether a tap on this stack's already selected tab must go through the guards: a screen above the root has a
  /// guard that takes part in ``BackSource/tabReselect`` now.
  ///
  /// `takeOverTabReselect(animated:)` asks this first, so a stack without an engaged guard keeps UIKit's own
  /// re-selection (and the app's `didSelect`) untouched.
  package var tabReselectNeedsGuards: Bool {
    guard let (facts, _) = enter() else { return false }
    let stack = facts.screens
    guard stack.count >= 2 else { return false }
    return stack.dropFirst().contains { facts.backGuard(for: $0)?.applies(to: .tabReselect) == true }
  }

  /// Re-selection of the selected tab: asks the guards of every screen above the root, top first, and pops to the
  /// root once on approval.
  ///
  /// UIKit pops the tab's navigation controller to its root when the selected tab is tapped again. A tab bar adapter
  /// refuses UIKit's own selection (`tabBarController(_:shouldSelect:)` returns `false`) and calls this instead, so a
  /// later answer means "not now" and the approved pop happens exactly once, performed by the engine.
  ///
  /// ```swift
  /// let outcome = engine.requestTabReselect()  // .allowed, .denied, .pending, .coalesced, …
  /// ```
  ///
  /// - Parameter animated: Whether the pop to the root animates.
  /// - Returns: What happened; ``BackOutcome/nothingToGoBackTo`` on the root screen.
  @discardableResult
  package func requestTabReselect(animated: Bool = true) -> BackOutcome {
    guard let facts else { return .nothingToGoBackTo }
    let stack = facts.screens
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    return requestBack(from: .tabReselect, to: stack[0], animated: animated)
  }

  /// Decides a tap on this stack's already selected tab, synchronously, for UIKit's
  /// `tabBarController(_:shouldSelect:)`.
  ///
  /// With no engaged guard in reach and nothing pending it returns `nil`: UIKit re-selects and pops to the root
  /// itself, exactly as without BackGuard. Otherwise the engine takes the re-selection over
  /// (`requestTabReselect(animated:)`): it asks the guards, or merges into the pending attempt, and pops to the
  /// root once on approval; the adapter then answers `false` to UIKit.
  ///
  /// ```swift
  /// func tabBarController(_ tabBarController: UITabBarController, shouldSelect tab: UIViewController) -> Bool {
  ///   tab !== tabBarController.selectedViewController || engine.takeOverTabReselect() == nil
  /// }
  /// ```
  ///
  /// - Parameter animated: Whether the engine's pop to the root animates.
  /// - Returns: `nil` if UIKit may handle the tap itself; otherwise what the engine did with it.
  @discardableResult
  package func takeOverTabReselect(animated: Bool = true) -> BackOutcome? {
    guard tabReselectNeedsGuards || pendingAttempt != nil else {
      // Observers told of the unguarded tap may have pushed a guarded screen: then the engine asks, not UIKit.
      return nameUnguardedTabReselect(animated: animated) ? nil : requestTabReselect(animated: animated)
    }
    return requestTabReselect(animated: animated)
  }

  /// UIKit pops to the root itself, with no guard to ask: the pop is the person's tap, not the app's code, so it is
  /// named ``BackSource/tabReselect``. The tab bar's adapter marks UIKit's pop for its host, which does not ask about
  /// it.
  ///
  /// - Returns: `false` when observers of the attempt changed the stack, so UIKit must not pop unasked.
  private func nameUnguardedTabReselect(animated: Bool) -> Bool {
    guard let facts, !facts.isTransitioning else { return true }
    let stack = facts.screens
    guard stack.count >= 2, let attempt = makeAttempt(.tabReselect, to: stack[0], animated: animated, stack: stack)
    else { return true }
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    guard approvalSurvivesObservers(attempt, stack, facts: facts) else { return false }
    state.departures.depart(attempt, endsAtNextChange: true)
    return true
  }

  /// The tap's turn is over (the adapter calls it on the next main-actor turn): if UIKit did not pop after all, the
  /// approval named by ``takeOverTabReselect(animated:)`` must not name a later pop of the app's. If it did pop and the
  /// change is not reported yet (an animated pop), the naming waits for that change.
  package func tabReselectDidEnd() {
    // UIKit did pop, and its animation still runs: the naming stays for the change `didShow` reports at its end.
    if let facts, facts.isTransitioning || facts.screens != state.stack { return }
    state.departures.forgetNamingOnly(of: .tabReselect)
  }
}
