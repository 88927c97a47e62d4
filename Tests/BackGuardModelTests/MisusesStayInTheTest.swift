import BackGuardCore
import BackGuardTesting
import Testing

/// Keeps the misuses each test reports to that test instead of printing them: a test that expects one reads it from the
/// stack's events. No global is swapped, so parallel tests cannot see each other's.
struct MisusesStayInTheTest: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await BackMisuse.withLog({ _ in }, function)
  }
}

extension Trait where Self == MisusesStayInTheTest {
  /// ``MisusesStayInTheTest``.
  static var misusesStayInTheTest: Self { Self() }
}
