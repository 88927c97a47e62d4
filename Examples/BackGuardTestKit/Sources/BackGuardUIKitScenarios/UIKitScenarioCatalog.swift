#if canImport(UIKit)
  /// Every scenario of ``UIKitScenarios`` by name, so one test method can run them all: the example app's hosted
  /// unit-test target does, inside the app, in its real window scene (`Examples/BackGuardExample/HostedTests`).
  ///
  /// ```swift
  /// for scenario in UIKitScenarioCatalog.all { report(scenario.name, scenario.run()) }
  /// ```
  ///
  /// Add a new scenario to ``UIKitScenarios/all``; it appears here.
  @MainActor
  public enum UIKitScenarioCatalog {
    /// One scenario: its name (the rule it checks) and its body.
    public struct Entry {
      /// The scenario's name, a rule in camel case.
      public let name: String
      /// Runs the scenario and returns its checks.
      public let run: @MainActor () -> [ScenarioCheck]

      /// - Parameters:
      ///   - name: The scenario's name.
      ///   - run: Its body.
      public init(_ name: String, _ run: @escaping @MainActor () -> [ScenarioCheck]) {
        self.name = name
        self.run = run
      }
    }

    /// Every scenario, in the order of ``UIKitScenarios/all`` (the one list, so nothing is registered twice).
    public static let all: [Entry] = UIKitScenarios.all.map { Entry($0.name, $0.run) }
  }
#endif
