import Foundation

/// Keeps an `BackNavigationEngine/observe(_:)` registration alive. Cancel it, or release it, to stop events.
///
/// Both take effect at once, on every platform and from any thread: no event reaches the handler after the
/// observation was cancelled or released, even one emitted before the engine hears of it on the main actor. So a
/// handler may capture `[unowned self]` of an object that owns the observation.
public final class BackObservation: Sendable {
  private let id: UInt64
  private let slot: ObserverSlot
  private nonisolated(unsafe) weak var engine: BackNavigationEngine?

  init(engine: BackNavigationEngine, id: UInt64, slot: ObserverSlot) {
    self.engine = engine
    self.id = id
    self.slot = slot
  }

  deinit {
    // Silence the handler now; the engine forgets the registration when it next runs on the main actor.
    slot.close()
    guard let engine else { return }
    let id = id
    MainActorBridge.run { engine.removeObserver(id) }
  }

  /// Silences the handler from any thread; the engine forgets it at the next ``cancel()`` or release.
  func silence() { slot.close() }

  /// Stops the events.
  @MainActor public func cancel() {
    slot.close()
    engine?.removeObserver(id)
  }
}

/// Whether one observer may still be called. Closed from any thread, read by the engine before every call.
final class ObserverSlot: @unchecked Sendable {
  private let lock = NSLock()
  private var closed = false

  var isOpen: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !closed
  }

  func close() {
    lock.lock()
    closed = true
    lock.unlock()
  }
}
