#if canImport(UIKit) && canImport(SwiftUI)
  // BackGuard's `DebugNotice`, for this module's notices. Not shared through `package`: the optimizer does not inline a
  // `package` function into another module (not even an `@inlinable` one), so the call sites' autoclosures, the
  // notices' text, would be built in release too. Here, as in BackGuard, a release build's `once` is empty and
  // inlined, and an app linked by ios-app-size holds none of the notices' strings. The keys of the two modules'
  // notices differ, so each notice is still printed once.
  @MainActor
  enum DebugNotice {
    private static var said: Set<String> = []

    static func once(_ key: @autoclosure () -> String, _ message: @autoclosure () -> String) {
      #if DEBUG
        guard said.insert(key()).inserted else { return }
        print(message())
      #endif
    }
  }
#endif
