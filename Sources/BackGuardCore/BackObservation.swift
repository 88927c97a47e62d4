import Foundation

/// Keeps an ``BackNavigationEngine/observe(_:)`` registration alive. Cancel it, or release it, to stop events.
public final class BackObservation: Sendable {
  private let id: UInt64
  private nonisolated(unsafe) weak var engine: BackNavigationEngine?

  init(engine: BackNavigationEngine, id: UInt64) {
    self.engine = engine
    self.id = id
  }

  deinit {
    guard let engine else { return }
    let id = id
    MainActorBridge.run(from: nil) { engine.removeObserver(id) }
  }

  /// Stops the events.
  @MainActor public func cancel() { engine?.removeObserver(id) }
}
