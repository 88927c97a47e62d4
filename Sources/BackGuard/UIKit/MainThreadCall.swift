#if canImport(UIKit)
  import Foundation

  /// Runs main-actor code from a UIKit override that Swift sees as nonisolated but UIKit only calls on the main
  /// thread (`accessibilityPerformEscape()` is declared on `NSObject`).
  enum MainThreadCall {
    /// - Parameter body: Main-actor code.
    /// - Returns: What `body` returned.
    static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
      if #available(iOS 17, tvOS 17, *) { return MainActor.assumeIsolated(body) }
      precondition(Thread.isMainThread, "BackGuard: UIKit called an accessibility method off the main thread")
      // Before iOS 17 there is no `assumeIsolated`; the main thread is the main actor's executor, and a global-actor
      // function type has the same layout as a plain one.
      return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
      }
    }
  }
#endif
