import Foundation

/// A process-wide, thread-safe counter, so identities stay unique even when made off the main thread.
final class IdentityCounter: @unchecked Sendable {
  static let screens = IdentityCounter()

  private let lock = NSLock()
  private var value: UInt64 = 0

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    value &+= 1
    return value
  }
}
