import Foundation

/// Runs main-actor code from places the compiler cannot prove are on the main actor: UIKit callbacks declared
/// nonisolated, resolutions and observations that end on any thread, and deinitializers.
///
/// `MainActor.assumeIsolated` needs iOS 17, and BackGuard runs from iOS 15, so this is the one place that bridges.
/// Shared with the adapters through `package` access.
package enum MainActorBridge {
  /// Runs `body` synchronously. Only for callers on the main thread (UIKit calls its delegates there).
  ///
  /// - Parameter body: Main-actor code.
  /// - Returns: What `body` returned.
  package static func assumeMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    precondition(Thread.isMainThread || isMainActorExecutorOffMainThread, "BackGuard: called off the main thread")
    // The main thread is the main actor's executor on Apple platforms; only the proof is missing before iOS 17, and a
    // global-actor function type has the same layout as a plain one.
    return withoutActuallyEscaping(body) { escapable in
      unsafeBitCast(escapable, to: (() -> T).self)()
    }
  }

  /// Runs `body` now when the caller is on the main actor (per `isolation`, or, on Apple platforms, the main thread),
  /// otherwise soon, by hopping to the main actor.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, from `#isolation`; `nil` when unknown (for example in `deinit`).
  ///   - body: The main-actor work.
  package static func run(from isolation: (any Actor)?, _ body: @escaping @MainActor @Sendable () -> Void) {
    if let isolation, isolation === MainActor.shared {
      assumeMainActor(body)
      return
    }
    #if canImport(Darwin)
      if Thread.isMainThread {
        assumeMainActor(body)
        return
      }
    #endif
    Task { @MainActor in body() }
  }

  /// Off Apple platforms the main actor's executor need not be the main thread (it is not under `swift test` on
  /// Linux); there, callers reach `assumeMainActor` only through `run(from:)` with the main actor's isolation.
  private static var isMainActorExecutorOffMainThread: Bool {
    #if canImport(Darwin)
      false
    #else
      true
    #endif
  }
}
