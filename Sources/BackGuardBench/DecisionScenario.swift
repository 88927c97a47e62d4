@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// A stack of a given depth on the simulated navigation controller, hosting the real engine, every screen above the
/// root guarded by a synchronous guard that denies, and the same stack in the hand-written baseline.
///
/// A denying guard keeps the stack as it is, so one stack serves millions of decisions.
@MainActor
final class DecisionScenario {
  /// A synchronous decision, made through the engine entry point the UIKit adapter calls for that route.
  enum Route: String, CaseIterable, CustomStringConvertible {
    /// iOS 16+: the screen's `backAction` calls `requestBack(from: .backButton)`.
    case tap
    /// iOS 15: UIKit asks `navigationBar(_:shouldPop:)`, which the adapter forwards as `navigationBarShouldPop`.
    case shouldPop
    /// The edge swipe's `gestureRecognizerShouldBegin` calls `shouldBeginSwipe(.edgeSwipe)`.
    case swipe
    /// iOS 26's content swipe: `shouldBeginSwipe(.contentSwipe)`.
    case contentSwipe
    /// A pick in the back button's long-press menu: `requestBack(from: .backMenu, to:)` the screen below.
    case backMenu
    /// VoiceOver's escape: `requestBack(from: .accessibilityEscape)`.
    case escape
    /// ⌘[ on a hardware keyboard: `requestBack(from: .keyCommand)`.
    case keyCommand
    /// The app's own `popViewController` in the subclass, the guard opted in: `shouldPop(.programmatic(.pop))`.
    case appPop

    var description: String {
      switch self {
      case .tap: "back button (backAction → requestBack)"
      case .shouldPop: "back button, iOS 15 (navigationBarShouldPop)"
      case .swipe: "edge swipe (shouldBeginSwipe)"
      case .contentSwipe: "content swipe (shouldBeginSwipe)"
      case .backMenu: "back menu pick (requestBack to the screen below)"
      case .escape: "VoiceOver escape (requestBack)"
      case .keyCommand: "⌘[ (requestBack)"
      case .appPop: "app's popViewController, opted-in guard (shouldPop)"
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
    let root = SimulatedScreen("Root")
    navigation = SimulatedNavigationController(root: root, profile: .iOS26)
    var guards: [ScreenID: (ScreenID) -> BackDecision] = [:]
    var screens = [root]
    for index in 1..<depth {
      let screen = SimulatedScreen(
        "Screen \(index)",
        backGuard: ScreenGuard(guardsProgrammaticPops: true) { _ in
          engineCalls.calls &+= 1
          return .deny
        })
      screens.append(screen)
      guards[screen.id] = { _ in
        baselineCalls.calls &+= 1
        return .deny
      }
    }
    // One replacement instead of depth pushes, each of which the simulator logs.
    guard navigation.setScreens(screens), navigation.screens.count == depth else {
      fatalError("the simulator refused a stack of \(depth) screens; the benchmark would measure the wrong thing")
    }
    baseline = BaselineStack(screens: navigation.screens, guards: guards)
  }

  /// Runs `count` engine decisions by one route.
  ///
  /// - Parameters:
  ///   - route: The decision.
  ///   - count: How many.
  func runEngine(_ route: Route, count: Int) {
    let engine = navigation.engine
    let stack = navigation.screens
    let below = stack[stack.count - 2]
    let barItems = stack.count
    let allowed: Int
    switch route {
    case .tap: allowed = Self.repeated(count) { engine.requestBack(from: .backButton, to: nil, animated: true) }
    case .shouldPop: allowed = Self.repeated(count) { engine.navigationBarShouldPop(barItemCount: barItems) }
    case .swipe: allowed = Self.repeated(count) { engine.shouldBeginSwipe(.edgeSwipe, touch: nil) }
    case .contentSwipe: allowed = Self.repeated(count) { engine.shouldBeginSwipe(.contentSwipe, touch: nil) }
    case .backMenu: allowed = Self.repeated(count) { engine.requestBack(from: .backMenu, to: below, animated: true) }
    case .escape:
      allowed = Self.repeated(count) { engine.requestBack(from: .accessibilityEscape, to: nil, animated: true) }
    case .keyCommand: allowed = Self.repeated(count) { engine.requestBack(from: .keyCommand, to: nil, animated: true) }
    case .appPop: allowed = Self.repeated(count) { engine.shouldPop(.programmatic(.pop), to: nil, animated: true) }
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

  /// Counts the allowed outcomes of `count` decisions, so the optimizer keeps every call.
  @inline(__always)
  private static func repeated(_ count: Int, _ decide: () -> BackOutcome) -> Int {
    var allowed = 0
    for _ in 0..<count where decide() == .allowed { allowed &+= 1 }
    return allowed
  }
}
