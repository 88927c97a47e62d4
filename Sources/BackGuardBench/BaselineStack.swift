import BackGuardCore

/// The hand-written minimum an app would write without BackGuard: the top screen's guard, looked up in a dictionary
/// keyed by screen identity, and called. The engine's decision is compared with this.
@MainActor
final class BaselineStack {
  /// The screens, root first.
  var screens: [ScreenID]
  /// Each guarded screen's closure.
  var guards: [ScreenID: (ScreenID) -> BackDecision]

  /// - Parameters:
  ///   - screens: The stack, root first.
  ///   - guards: The closures, by screen.
  init(screens: [ScreenID], guards: [ScreenID: (ScreenID) -> BackDecision]) {
    self.screens = screens
    self.guards = guards
  }

  /// Whether the top screen may leave: never the root, otherwise its guard decides.
  ///
  /// Not inlined, as an app's own check would be called from its gesture delegate.
  ///
  /// - Returns: `true` to go back.
  @inline(never)
  func shouldGoBack() -> Bool {
    guard screens.count >= 2, let top = screens.last else { return false }
    guard let decide = guards[top] else { return true }
    return decide(top) == .allow
  }
}
