import BackGuardCore
import BackGuardTesting

/// A stack of a given depth in one host (the simulated controller, or the model of the UIKit adapter's host), every
/// screen above the root guarded by a synchronous guard that denies, and the same stack in the hand-written baseline.
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

  /// The host the engine runs in.
  enum Host: CaseIterable, CustomStringConvertible {
    /// `BackGuardTesting`'s simulated controller.
    case simulator
    /// ``ModeledUIKitHost`` as the adapter is now: what an app pays.
    case uikit
    /// ``ModeledUIKitHost`` as the adapter was before its stack cache, for comparison.
    case uikitBefore

    var description: String {
      switch self {
      case .simulator: "simulator"
      case .uikit: ModeledUIKitHost.Design.cached.description
      case .uikitBefore: ModeledUIKitHost.Design.mappedPerCall.description
      }
    }
  }

  /// The stack's depth, root included.
  let depth: Int
  /// The host.
  let host: Host
  /// The simulated controller that hosts the real engine (also built for the UIKit model, unused there).
  let navigation: SimulatedNavigationController
  /// The UIKit model, for ``Host/uikit`` and ``Host/uikitBefore``.
  let modeled: ModeledUIKitHost?
  /// The baseline with the same screens and guards.
  let baseline: BaselineStack
  /// For the UIKit model: the app's own code in UIKit shape, with the same guards.
  let appOwnCode: AppOwnUIKitCode?
  /// Calls of the app's own code's guards.
  let appOwnCalls = CallCounter()
  /// Calls of the engine's guards.
  let engineCalls = CallCounter()
  /// Calls of the baseline's guards.
  let baselineCalls = CallCounter()

  /// Builds the stack.
  ///
  /// - Parameter depth: Screens in the stack, root included; at least 2.
  init(depth: Int, host: Host = .simulator) {
    precondition(depth >= 2, "a decision needs a screen to go back to")
    self.depth = depth
    self.host = host
    let engineCalls = engineCalls
    let baselineCalls = baselineCalls
    navigation = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: .iOS26)
    var guards: [ScreenID: (ScreenID) -> BackDecision] = [:]
    let appOwnCalls = appOwnCalls
    if host != .simulator {
      var appGuards: [ObjectIdentifier: (ModeledUIKitHost.Controller) -> BackDecision] = [:]
      let model = ModeledUIKitHost(root: .init("Root"), design: host == .uikit ? .cached : .mappedPerCall)
      for index in 1..<depth {
        let controller = ModeledUIKitHost.Controller("Screen \(index)")
        ModeledUIKitHost.setBackGuard(
          ScreenGuard { _ in
            engineCalls.calls &+= 1
            return .deny
          }, on: controller)
        model.push(controller)
        guards[ModeledUIKitHost.screenID(of: controller)] = { _ in
          baselineCalls.calls &+= 1
          return .deny
        }
        appGuards[ObjectIdentifier(controller)] = { _ in
          appOwnCalls.calls &+= 1
          return .deny
        }
      }
      modeled = model
      baseline = BaselineStack(screens: model.screens, guards: guards)
      appOwnCode = AppOwnUIKitCode(navigationController: model.owned, guards: appGuards)
      return
    }
    modeled = nil
    appOwnCode = nil
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
    var allowed = 0
    if let modeled {
      switch route {
      case .tap: for _ in 0..<count where modeled.backButtonTapped() == .allowed { allowed &+= 1 }
      case .tapShouldPop: for _ in 0..<count where modeled.subclassNavigationBarShouldPop() { allowed &+= 1 }
      case .swipeGate:
        let proxy = modeled.swipeProxy
        for _ in 0..<count where proxy.gestureRecognizerShouldBegin() { allowed &+= 1 }
      }
      blackHole(allowed)
      return
    }
    let engine = navigation.engine
    switch route {
    case .tap:
      for _ in 0..<count where engine.requestBack(from: .backButton, to: nil, animated: true) == .allowed {
        allowed &+= 1
      }
    case .tapShouldPop:
      let barItems = navigation.screens.count
      for _ in 0..<count where engine.navigationBarShouldPop(barItemCount: barItems) == .allowed {
        allowed &+= 1
      }
    case .swipeGate:
      for _ in 0..<count where engine.shouldBeginSwipe(.edgeSwipe, touch: nil) == .allowed {
        allowed &+= 1
      }
    }
    blackHole(allowed)
  }

  /// Runs `count` decisions of the app's own UIKit code (UIKit model only).
  ///
  /// - Parameters:
  ///   - route: The decision.
  ///   - count: How many.
  func runAppOwnCode(_ route: Route, count: Int) {
    guard let appOwnCode else { return }
    var allowed = 0
    switch route {
    case .tap: for _ in 0..<count where appOwnCode.backButtonTapped() { allowed &+= 1 }
    case .tapShouldPop: for _ in 0..<count where appOwnCode.navigationBarShouldPop() { allowed &+= 1 }
    case .swipeGate: for _ in 0..<count where appOwnCode.swipeShouldBegin() { allowed &+= 1 }
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
