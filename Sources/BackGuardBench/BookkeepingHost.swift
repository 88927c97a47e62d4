import BackGuardCore

/// The least a host can do around a stack change: an array of identities, edited in place, and the count of unchanged
/// bottom screens handed to the engine. A push and pop here costs the engine's bookkeeping and almost nothing else, so
/// its growth with depth is the engine's own.
///
/// With `churn`, the host first copies an array of that many objects on every change, as the UIKit model's host does
/// with `viewControllers`, so the engine's data may have left the processor's caches when the engine runs: the engine's
/// part is then timed on its own, as in the UIKit model.
@MainActor
final class BookkeepingHost: NavigationHost {
  private(set) var screens: [ScreenID]
  private(set) var engine: BackNavigationEngine!
  private var objects: [AnyObject]
  private var copied: [AnyObject] = []
  /// Time spent in the engine's `stackDidChange`, when timed on its own.
  var engineTime: Duration?

  /// - Parameters:
  ///   - depth: Screens in the stack, root included.
  ///   - churn: Objects copied by the host before each change is reported (0: none).
  init(depth: Int, churn: Int = 0) {
    screens = (0..<depth).map { _ in ScreenID.make() }
    objects = (0..<churn).map { _ in Box() }
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
    report(unchangedBottom: screens.count - 1)
  }

  /// A pop of the top screen, reported.
  func pop() {
    screens.removeLast()
    report(unchangedBottom: screens.count)
  }

  private func report(unchangedBottom: Int) {
    if !objects.isEmpty {
      // A copy that keeps every element, as an array of view controllers copied out of UIKit does.
      objects.append(Box())
      copied = objects
      objects.removeLast()
    }
    guard let spent = engineTime else {
      engine.stackDidChange(unchangedBottom: unchangedBottom)
      return
    }
    let clock = ContinuousClock()
    let start = clock.now
    engine.stackDidChange(unchangedBottom: unchangedBottom)
    engineTime = spent + start.duration(to: clock.now)
  }

  private final class Box {}
}
