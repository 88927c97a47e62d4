#if canImport(UIKit)
  /// One expectation of a scenario: what was checked, and whether it held.
  public struct ScenarioCheck: Sendable, CustomStringConvertible {
    /// What was checked, with the actual value when it failed.
    public let description: String
    /// Whether it held.
    public let passed: Bool
    /// Set when the scenario does not apply on this iOS version; the XCTest case then skips.
    public let skipReason: String?

    public init(_ description: String, passed: Bool, skipReason: String? = nil) {
      self.description = description
      self.passed = passed
      self.skipReason = skipReason
    }
  }

  /// Collects the checks of one scenario.
  @MainActor
  public final class ScenarioRecorder {
    /// The checks, in order.
    public private(set) var checks: [ScenarioCheck] = []

    public init() {}

    /// Records that `actual` equals `expected`.
    ///
    /// - Parameters:
    ///   - actual: The observed value.
    ///   - expected: The value the rule requires.
    ///   - what: The rule, in words.
    public func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
      let passed = actual == expected
      checks.append(ScenarioCheck(passed ? what : "\(what): expected \(expected), got \(actual)", passed: passed))
    }

    /// Records that `condition` holds.
    public func expect(_ condition: Bool, _ what: String) {
      checks.append(ScenarioCheck(what, passed: condition))
    }

    /// Records that the scenario does not apply here.
    public func skip(_ reason: String) {
      checks.append(ScenarioCheck(reason, passed: true, skipReason: reason))
    }
  }
#endif
