import Foundation

/// The event bus: observers and streams of the engine's timeline, and misuse reports.
extension BackNavigationEngine {
  /// Calls `handler` with every event, until the returned observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The observation. Keep it as long as you want events.
  public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
    let (id, slot) = addObserver(handler)
    return BackObservation(engine: self, id: id, slot: slot)
  }

  /// A stream of every event from now on. Each access makes a new stream. It finishes when the engine goes away
  /// (with its navigation stack), so a `for await` loop over it ends too.
  ///
  /// ```swift
  /// for await event in engine.events where event.decision == .deny { print("stayed:", event) }
  /// ```
  package var events: AsyncStream<BackEvent> {
    let (stream, continuation) = AsyncStream<BackEvent>.makeStream()
    let observation = observe { continuation.yield($0) }
    let key = teardown.add(continuation)
    let teardown = teardown
    continuation.onTermination = { _ in
      teardown.remove(key)
      observation.silence()
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }

  /// ``observe(_:)`` for as long as the engine lives (its stack), unless the returned observation is cancelled: what a
  /// host offers apps, so that dropping the result does not stop the events.
  ///
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The observation, to cancel it.
  package func observeForItsLifetime(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
    let observation = observe(handler)
    keptObservations.append(observation)
    return observation
  }

  /// Reports a misuse an adapter found (a delegate taken over, say) through the same log and event stream.
  package func reportAdapterMisuse(_ kind: BackMisuse.Kind) {
    reportMisuse(kind)
  }

  /// Tells the engine that a hook BackGuard put on UIKit was found replaced at a look (its gate on a swipe recognizer,
  /// its back item): a self-check sign, printed once by the host and emitted as ``BackEvent/assumptionFailed(_:)``.
  ///
  /// - Parameters:
  ///   - sign: What was found.
  ///   - route: The route the hook serves.
  package func hookFoundReplaced(_ sign: AssumptionFailure.Sign, route: BackRoute) {
    guard let facts else { return }
    report(sign, route: route, facts: facts)
  }

  /// Reports a self-check's sign, seen where the host says: to the host (a debug build prints it) and to observers.
  func report(_ sign: AssumptionFailure.Sign, route: BackRoute?, facts: HostFacts) {
    let failure = AssumptionFailure(sign, route: route, seenOn: facts.selfCheckContext)
    carryOut(.assumptionFailed(failure))
    emit(.assumptionFailed(failure))
  }

  /// Reports a misuse; `attempt` and `step` name the guard whose answer went wrong (its screen, the attempt's route).
  func reportMisuse(_ kind: BackMisuse.Kind, about attempt: BackAttempt? = nil, step: Int = 0) {
    let screen = attempt.map { $0.leaving[$0.leaving.startIndex + step] }
    let misuse = BackMisuse.report(
      BackMisuse(kind, screen: screen.map { ScreenNames.name(of: $0) ?? "\($0)" }, route: attempt?.source))
    emit(.misuse(misuse))
  }
}

/// What ends with an engine: the continuations of its event streams, and its async guards' tasks. Reachable from the
/// engine's nonisolated `deinit`, so it has its own lock.
final class Teardown: @unchecked Sendable {
  private let lock = NSLock()
  private var lastKey: UInt64 = 0
  private var continuations: [UInt64: AsyncStream<BackEvent>.Continuation] = [:]
  private var task: Task<Void, Never>?

  func add(_ continuation: AsyncStream<BackEvent>.Continuation) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    lastKey &+= 1
    continuations[lastKey] = continuation
    return lastKey
  }

  func remove(_ key: UInt64) {
    lock.lock()
    continuations[key] = nil
    lock.unlock()
  }

  /// The newest async guard's task; at most one attempt waits, so only the newest can still be waiting.
  func track(_ task: Task<Void, Never>) {
    lock.lock()
    self.task = task
    lock.unlock()
  }

  /// Finishes every stream and cancels the waiting guard's task. Called outside the lock, because finishing a
  /// stream runs its termination handler, which comes back here.
  func end() {
    lock.lock()
    let ending = continuations.values
    continuations = [:]
    let task = task
    self.task = nil
    lock.unlock()
    task?.cancel()
    for continuation in ending { continuation.finish() }
  }
}
