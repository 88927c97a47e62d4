import BackGuardCore
import BackGuardTesting

/// A stack of a given depth in the simulated controller, every screen above the root guarded by a synchronous
/// guard that denies, and the same stack in the hand-written baseline.
///
/// A denying guard keeps the stack as it is, so one stack serves millions of decisions.
@MainActor
final class DecisionScenario {
  /// A synchronous decision the benchmark times.
  enum Route: CaseIterable, CustomStringConvertible {
    /// iOS 16+: the adapter's `backAction` calls `requestBack(from: .backButton)`.
    case tap
    /// iOS 15: UIKit asks `navigationBar(_:shouldPop:)`, which the adapter forwards as `navigationBarShouldPop`.
    case tapShouldPop
    /// The gesture delegate's `gestureRecognizerShouldBegin` calls `shouldBeginSwipe(.edgeSwipe)`.
    case swipeGate

    var description: String {
      switch self {
      case .tap: "tap (backAction → requestBack)"
      case .tapShouldPop: "tap (iOS 15 shouldPop)"
      case .swipeGate: "swipe gate (shouldBeginSwipe)"
      }
    }
  }

  /// The stack's depth, root included.
  let depth: Int
  /// The simulated controller that hosts the real engine.
  let navigation: SimulatedNavigationController
  /// The baseline with the same screens and guards.
  let baseline: BaselineStack
  /// Calls of the engine's guards.
  let engineCalls = CallCounter()
  /// Calls of the baseline's guards.
  let baselineCalls = CallCounter()

  /// Builds the stack.
  ///
  /// - Parameter depth: Screens in the stack, root included; at least 2.
  init(depth: Int) {
    precondition(depth >= 2, "a decision needs a screen to go back to")
    self.depth = depth
    let engineCalls = engineCalls
    let baselineCalls = baselineCalls
    navigation = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: .iOS26)
    var guards: [ScreenID: (ScreenID) -> BackDecision] = [:]
    for index in 1..<depth {
      let screen = SimulatedScreen(
        "Screen \(index)",
        backGuard: ScreenGuard { _ in
          engineCalls.calls &+= 1
          return .deny
        })
      navigation.push(screen, animated: false)
      guards[screen.id] = { _ in
        baselineCalls.calls &+= 1
        return .deny
      }
    }
    baseline = BaselineStack(screens: navigation.screens, guards: guards)
  }

  /// Runs `count` engine decisions by one route.
  ///
  /// - Parameters:
  ///   - route: The decision.
  ///   - count: How many.
  func runEngine(_ route: Route, count: Int) {
    let engine = navigation.engine!
    var allowed = 0
    switch route {
    case .tap:
      for _ in 0..<count where engine.requestBack(from: .backButton) == .allowed { allowed &+= 1 }
    case .tapShouldPop:
      let barItems = navigation.screens.count
      for _ in 0..<count where engine.navigationBarShouldPop(barItemCount: barItems) { allowed &+= 1 }
    case .swipeGate:
      for _ in 0..<count where engine.shouldBeginSwipe(.edgeSwipe) { allowed &+= 1 }
    }
    blackHole(allowed)
  }

  /// Runs `count` baseline decisions.
  ///
  /// - Parameter count: How many.
  func runBaseline(count: Int) {
    var allowed = 0
    for _ in 0..<count where baseline.shouldGoBack() { allowed &+= 1 }
    blackHole(allowed)
  }
}
