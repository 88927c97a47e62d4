import Dispatch
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

  /// Runs `body` now when the caller is on the main actor, otherwise soon, by hopping to the main actor.
  ///
  /// - Parameter body: The main-actor work.
  package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
      assumeMainActor(body)
      return
    }
    Task { @MainActor in body() }
  }

  /// The same as ``run(_:)``, for callers that know their isolation (`nil` when unknown, as in `deinit`).
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, if known.
  ///   - body: The main-actor work.
  package static func run(from isolation: (any Actor)?, _ body: @escaping @MainActor @Sendable () -> Void) {
    if let isolation, isolation === MainActor.shared {
      assumeMainActor(body)
      return
    }
    run(body)
  }

  /// Whether the caller runs on the main actor. On Apple platforms that is the main thread. Elsewhere the main
  /// actor's jobs run on the main dispatch queue, which need not be the main thread (it is not under `swift test` on
  /// Linux), so the queue is recognized by a value set on it.
  package static var isOnMainActor: Bool {
    #if canImport(Darwin)
      Thread.isMainThread
    #else
      DispatchQueue.getSpecific(key: mainQueueKey.key) == true
    #endif
  }

  #if !canImport(Darwin)
    /// Marks the main dispatch queue once, before the first question.
    private static let mainQueueKey: MainQueueKey = {
      let key = MainQueueKey()
      DispatchQueue.main.setSpecific(key: key.key, value: true)
      return key
    }()

    private struct MainQueueKey: @unchecked Sendable {
      let key = DispatchSpecificKey<Bool>()
    }
  #endif

  /// Off Apple platforms the main actor's executor need not be the main thread (it is not under `swift test` on
  /// Linux); there, callers reach `assumeMainActor` only through `run(_:)` on the main queue.
  private static var isMainActorExecutorOffMainThread: Bool {
    #if canImport(Darwin)
      false
    #else
      true
    #endif
  }
}
