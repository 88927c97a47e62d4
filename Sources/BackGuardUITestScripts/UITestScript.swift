import BackGuardCore

/// A UI test written once, as steps and expected outcomes, and run by any ``BackGuardUIDriver``: XCUITest on a
/// simulator, or the simulated driver in `swift test`.
///
/// ```swift
/// UITestScript(
///   "tapBack_UIKit_askedOnceThenLeaves", route: .backButton, framework: .uikit,
///   steps: [.launch(DemoSetup(.uikit, .guarded)), .open(.editor), .tapBack, .expect(.guardAsked(1))])
/// ```
public struct UITestScript: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The name, `<route>_<framework>_<rule>`: the XCTest method is `test_` + name, so a log line names the route.
  public let name: String
  /// The route the script exercises, as a ``BackSource`` name in the table of `scripts/verify-on-mac`.
  public let route: BackSource
  /// The framework of its stack.
  public let framework: DemoSetup.Framework
  /// The oldest iOS major version on which the route exists.
  public let minimumIOS: Int
  /// The steps, in order; the first is a ``UITestStep/launch(_:)``.
  public let steps: [UITestStep]

  public var id: String { name }

  /// - Parameters:
  ///   - name: `<route>_<framework>_<rule>`.
  ///   - route: The route exercised.
  ///   - framework: UIKit or SwiftUI.
  ///   - minimumIOS: The oldest iOS major version that has the route. Default 15.
  ///   - steps: The steps.
  public init(
    _ name: String, route: BackSource, framework: DemoSetup.Framework, minimumIOS: Int = 15, steps: [UITestStep]
  ) {
    self.name = name
    self.route = route
    self.framework = framework
    self.minimumIOS = minimumIOS
    self.steps = steps
  }

  /// The XCTest method name for it.
  public var testMethodName: String { "test_\(name)" }

  /// Every driver action the script needs, in first-use order.
  public var actions: [DriverAction] {
    var seen: Set<DriverAction> = []
    return steps.map(\.action).filter { seen.insert($0).inserted }
  }

  public var description: String { name }
}
