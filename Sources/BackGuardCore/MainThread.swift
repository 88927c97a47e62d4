import Foundation

/// Runs main-actor code from a context the compiler cannot prove is on the main actor: synchronously when this is
/// the main thread, otherwise by hopping to the main actor.
///
/// `MainActor.assumeIsolated` needs iOS 17, and resolutions and observations end on arbitrary threads from iOS 15 on.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  guard Thread.isMainThread else {
    Task { @MainActor in body() }
    return
  }
  #if canImport(Darwin)
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
      MainActor.assumeIsolated(body)
    } else {
      // The main thread is the main actor's executor on these systems; the isolation is only unprovable here.
      let unchecked = unsafeBitCast(body as @MainActor @Sendable () -> Void, to: (@Sendable () -> Void).self)
      unchecked()
    }
  #else
    MainActor.assumeIsolated(body)
  #endif
}
