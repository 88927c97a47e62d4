import BackGuardCore

#if canImport(Testing)
  import Testing
#endif

/// Names the running test in the misuses an app's tests report, so a misuse printed among many tests says where it
/// came from (Swift Testing's current test; XCTest has no public current test, so none there).
@MainActor
enum CurrentTest {
  /// Installs the lookup once; every simulated stack calls it.
  static func install() {
    guard BackMisuse.currentTest == nil else { return }
    #if canImport(Testing)
      BackMisuse.currentTest = { Test.current.map { $0.displayName ?? $0.name } }
    #else
      BackMisuse.currentTest = { nil }
    #endif
  }
}
