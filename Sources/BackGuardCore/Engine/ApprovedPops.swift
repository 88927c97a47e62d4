/// The pops a host makes for an approval, which its own pop overrides let through without asking the engine: the
/// engine's command, UIKit's pop inside an approved bar question (ledger B188), and UIKit's pop to the root for a
/// re-selection the tab bar let through (B189). The engine keeps no token for them; the host marks them here.
///
/// ```swift
/// approvedPops.making { navigationController.popViewController(animated: true) }
/// // in the pop override:
/// if approvedPops.take(.pop) { return super.popViewController(animated: animated) }
/// ```
@MainActor
package final class ApprovedPops {
  private var depth = 0
  /// Set when the tab bar let UIKit re-select, until UIKit's pop to the root for it, or the next main-actor turn.
  package var reselectionPopFollows = false

  package init() {}

  /// Makes `pop`: the pop calls it leads to pass unasked.
  ///
  /// - Parameter pop: The host's own pop, or UIKit's call that makes it.
  /// - Returns: What `pop` returns.
  package func making<Result>(_ pop: () -> Result) -> Result {
    depth += 1
    defer { depth -= 1 }
    return pop()
  }

  /// Whether a pop call that the host's override hears is a marked one, so it passes unasked. A re-selection's mark is
  /// used up by the first pop to the root.
  ///
  /// - Parameter call: The pop method UIKit or the app called.
  /// - Returns: `true` to let it through without the engine.
  package func take(_ call: ProgrammaticCall) -> Bool {
    if depth > 0 { return true }
    guard call == .popToRoot, reselectionPopFollows else { return false }
    reselectionPopFollows = false
    return true
  }
}
