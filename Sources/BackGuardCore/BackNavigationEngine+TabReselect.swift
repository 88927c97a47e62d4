extension BackNavigationEngine {
  /// Whether a tap on this stack's already selected tab must go through the guards: a screen above the root has a
  /// guard that takes part in ``BackSource/tabReselect`` now.
  ///
  /// A tab bar adapter asks this first, so a stack without an engaged guard keeps UIKit's own re-selection (and the
  /// app's `didSelect`) untouched.
  ///
  /// ```swift
  /// if engine.tabReselectNeedsGuards { return false }  // and call requestTabReselect()
  /// ```
  public var tabReselectNeedsGuards: Bool {
    guard let host else { return false }
    let stack = host.screens
    guard stack.count >= 2 else { return false }
    return stack.dropFirst().contains { host.backOptions(for: $0).backGuard?.applies(to: .tabReselect) == true }
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
  public func requestTabReselect(animated: Bool = true) -> BackOutcome {
    guard let host, host.screens.count >= 2, let root = host.screens.first else { return .nothingToGoBackTo }
    return requestBack(from: .tabReselect, to: root, animated: animated)
  }
}
