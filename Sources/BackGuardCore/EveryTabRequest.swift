/// The rule for asking every tab of a tab bar before the app leaves them all (a logout): one home for the UIKit
/// adapter's `requestLeaveEveryTab` and the simulator's.
package enum EveryTabRequest {
  /// Asks the tabs one at a time, the selected one first, then the others in tab order; the first refusal ends it.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in tab order.
  ///   - selected: The index of the selected tab, if any.
  ///   - ask: Asks one tab's guards: `nil` when the tab has nothing above its root (it is skipped, and not revealed),
  ///     otherwise reveals the tab if asked to and returns its answer.
  /// - Returns: ``BackOutcome/allowed`` when every tab approved, otherwise the first refusal.
  @MainActor
  package static func askInTurn<Tab>(
    _ tabs: [Tab], selected: Int?, ask: @MainActor (Tab) async -> BackOutcome?
  ) async -> BackOutcome {
    let order = (selected.map { [$0] } ?? []) + tabs.indices.filter { $0 != selected }
    for index in order {
      guard let outcome = await ask(tabs[index]) else { continue }
      guard outcome == .allowed else { return outcome }
    }
    return .allowed
  }
}
