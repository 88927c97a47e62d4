@_spi(TestKit) import BackGuardCore

/// The least a host can do around a stack change: an array of identities, edited in place, and the count of unchanged
/// bottom screens handed to the engine. A push and pop here costs the engine's bookkeeping and almost nothing else, so
/// its growth with depth is the engine's own.
@MainActor
final class BookkeepingHost: NavigationHost {
  private(set) var screens: [ScreenID]
  private(set) var engine: BackNavigationEngine!

  /// - Parameter depth: Screens in the stack, root included.
  init(depth: Int) {
    screens = (0..<depth).map { _ in ScreenID.make() }
    engine = BackNavigationEngine(host: self)
  }

  var isTransitioning: Bool { false }
  func restoreBackButton() {}
  func backNavigationStateDidChange() {}
  func backOptions(for screen: ScreenID) -> ScreenBackOptions { ScreenBackOptions() }
  func popScreens(to destination: ScreenID, animated: Bool) {}

  /// A push of a new screen, reported.
  func push() {
    screens.append(ScreenID.make())
    engine.stackDidChange(unchangedBottom: screens.count - 1)
  }

  /// A pop of the top screen, reported.
  func pop() {
    screens.removeLast()
    engine.stackDidChange(unchangedBottom: screens.count)
  }
}
