@_spi(TestKit) import BackGuardCore

/// A UI test written once, as steps and expected outcomes, and run by any ``BackGuardUIDriver``: XCUITest on a
/// simulator, or the simulated driver in `swift test`.
///
/// The catalog (``UITestScripts``) builds each script for one iOS era: its expectations come from `BackRouteTable`
/// for the setup the example app uses, so the same name can expect different things on iOS 15 and iOS 26, and a
/// route the table calls unavailable in that era gives a script that is skipped with the table's word
/// (``skipReason``).
///
/// ```swift
/// UITestScript(
///   "backButton_UIKit_guardedScreen", route: .backButton, framework: .uikit,
///   steps: [.launch(DemoSetup(.uikit, .guarded)), .open(.editor), .tapBack, .expect(.guardAsked(1))])
/// ```
public struct UITestScript: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The name, `<route>_<framework>_<situation>`: the XCTest method is `test_` + name, so a log line names the route.
  public let name: String
  /// The route the script exercises, as a ``BackSource`` name in the table of `scripts/verify-on-mac`.
  public let route: BackSource
  /// The framework of its stack.
  public let framework: DemoSetup.Framework
  /// The oldest iOS major version on which the app can play it (a path-driven SwiftUI stack needs iOS 16).
  public let minimumIOS: Int
  /// Why the script does not run in the era it was built for (the route table says the route is unavailable
  /// there), or `nil`.
  public let skipReason: String?
  /// The steps, in order; the first is a ``UITestStep/launch(_:)`` (none when ``skipReason`` is set).
  public let steps: [UITestStep]

  public var id: String { name }

  /// - Parameters:
  ///   - name: `<route>_<framework>_<situation>`.
  ///   - route: The route exercised.
  ///   - framework: UIKit or SwiftUI.
  ///   - minimumIOS: The oldest iOS major version on which the app can play it. Default 15.
  ///   - skipReason: Why it does not run in this era, or `nil` (the default).
  ///   - steps: The steps.
  public init(
    _ name: String, route: BackSource, framework: DemoSetup.Framework, minimumIOS: Int = 15,
    skipReason: String? = nil, steps: [UITestStep]
  ) {
    self.name = name
    self.route = route
    self.framework = framework
    self.minimumIOS = minimumIOS
    self.skipReason = skipReason
    self.steps = steps
  }

  /// The XCTest method name for it.
  public var testMethodName: String { "test_\(name)" }

  /// Every driver action the script needs, in first-use order.
  public var actions: [DriverAction] {
    var seen: Set<DriverAction> = []
    return steps.map(\.action).filter { seen.insert($0).inserted }
  }

  /// Every setup the script launches, in order.
  public var setups: [DemoSetup] {
    steps.compactMap { if case .launch(let setup) = $0 { setup } else { nil } }
  }

  public var description: String { name }
}
