#if canImport(UIKit)
  import Foundation

  /// Runs main-actor work from UIKit callbacks that the SDK does not mark as main-actor (transition completions),
  /// which UIKit calls on the main thread.
  enum MainThreadHop {
    /// Runs `body` now when on the main thread, else on the main actor soon.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
      guard Thread.isMainThread else {
        Task { @MainActor in body() }
        return
      }
      if #available(iOS 17, *) {
        MainActor.assumeIsolated(body)
      } else {
        // On iOS 15 and 16 the main thread is the main actor's executor; only the proof is unavailable.
        let unchecked = unsafeBitCast(body as @MainActor @Sendable () -> Void, to: (@Sendable () -> Void).self)
        unchecked()
      }
    }
  }
#endif
