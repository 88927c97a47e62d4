import Foundation

/// Runs main-actor code from a context the compiler cannot prove is on the main actor: synchronously when the caller
/// is isolated to the main actor (or, on Apple platforms, runs on the main thread), otherwise by hopping to it.
///
/// `MainActor.assumeIsolated` needs iOS 17, and resolutions and observations end on arbitrary threads from iOS 15 on.
/// On Linux the main actor's executor is not always the main thread, so the caller's isolation is checked first.
///
/// - Parameters:
///   - isolation: The caller's actor, from `#isolation`; `nil` when unknown (for example in `deinit`).
///   - body: The main-actor work.
func onMainActor(from isolation: (any Actor)?, _ body: @escaping @MainActor @Sendable () -> Void) {
  if let isolation, isolation === MainActor.shared {
    runAssumingMainActor(body)
    return
  }
  #if canImport(Darwin)
    if Thread.isMainThread {
      runAssumingMainActor(body)
      return
    }
  #endif
  Task { @MainActor in body() }
}

/// Calls main-actor code synchronously. Only for callers that are on the main actor already.
private func runAssumingMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  // The isolation is known at run time but not provable to the compiler on every deployment target.
  let unchecked = unsafeBitCast(body as @MainActor @Sendable () -> Void, to: (@Sendable () -> Void).self)
  unchecked()
}
