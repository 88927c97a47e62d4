// Rules for app requests that concern more than one navigation stack.

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

/// The rule for a request that names screens a split view moved: it goes to the one other stack that holds every one
/// of them now. One home for the UIKit adapter's `requestLeave` and the simulator's.
package enum MovedScreens {
  /// The one stack other than `current` that holds every screen of `screens` now, if there is one.
  ///
  /// - Parameters:
  ///   - screens: The screens a request names.
  ///   - current: The stack the request was made on.
  ///   - stackOf: The stack that holds a screen now, if any.
  /// - Returns: That stack, or `nil` (the request stays here: it is decided, or refused, by this stack's engine).
  package static func otherStack<Screen, Stack: AnyObject>(
    holding screens: [Screen], insteadOf current: Stack?, stackOf: (Screen) -> Stack?
  ) -> Stack? {
    guard let first = screens.first.flatMap(stackOf), first !== current else { return nil }
    return screens.allSatisfy { stackOf($0) === first } ? first : nil
  }
}
