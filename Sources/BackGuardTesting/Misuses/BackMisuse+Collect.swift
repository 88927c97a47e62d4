import BackGuardCore
import Foundation

// Test scaffolding lives here, not in BackGuardCore: an app's binary carries only the task-local its reports read.
extension BackMisuse {
  /// Runs `body` with the misuses it reports given to `handler` instead of the debug-build print, in this task and the
  /// tasks it starts: parallel tests each keep their own, and no global is swapped.
  ///
  /// ```swift
  /// BackMisuse.withLog({ print("\(testName): \($0)") }, { nav.goBack(by: .backButton) })
  /// ```
  ///
  /// An answer a guard gives later, even from another thread, is reported where its question was asked.
  ///
  /// - Parameters:
  ///   - handler: Called on the main actor with each misuse.
  ///   - body: The work whose misuses `handler` takes.
  /// - Returns: What `body` returns.
  package static func withLog<Result>(
    _ handler: @escaping @MainActor @Sendable (BackMisuse) -> Void, _ body: () throws -> Result
  ) rethrows -> Result {
    try BackMisuse.scopedLog.withValue(Handler(handler), operation: body)
  }

  /// `withLog(_:_:)` for async work.
  ///
  /// - Parameters:
  ///   - handler: Called on the main actor with each misuse.
  ///   - body: The work whose misuses `handler` takes.
  /// - Returns: What `body` returns.
  package static func withLog<Result: Sendable>(
    _ handler: @escaping @MainActor @Sendable (BackMisuse) -> Void,
    _ body: @MainActor @Sendable () async throws -> Result
  ) async rethrows -> Result {
    try await BackMisuse.scopedLog.withValue(Handler(handler), operation: body)
  }

  /// Names the running test in each misuse (its description says it), so a misuse printed among many tests says where
  /// it came from. Set it once in your test target; BackGuard itself links no test framework.
  ///
  /// ```swift
  /// BackMisuse.testName = { Test.current?.name }  // Swift Testing
  /// ```
  @MainActor public static var testName: (@MainActor () -> String?)? {
    get { runningTestName }
    set { runningTestName = newValue }
  }

  /// Runs `body` and returns the misuses it reported, oldest first, instead of printing them: what a test
  /// asserts on. Parallel tests each get their own.
  ///
  /// ```swift
  /// let misuses = BackMisuse.collect { resolution.allow(); resolution.deny() }
  /// #expect(misuses.count == 1)  // "The resolution of attempt#… was used twice."
  /// ```
  ///
  /// - Parameter body: The work whose misuses are collected.
  /// - Returns: The misuses reported while `body` ran.
  public static func collect(_ body: () throws -> Void) rethrows -> [BackMisuse] {
    let collected = CollectedMisuses()
    try withLog({ collected.append($0) }, body)
    return collected.misuses
  }

  /// ``collect(_:)`` for async work.
  ///
  /// - Parameter body: The work whose misuses are collected.
  /// - Returns: The misuses reported while `body` ran.
  public static func collect(_ body: @MainActor @Sendable () async throws -> Void) async rethrows -> [BackMisuse] {
    let collected = CollectedMisuses()
    try await withLog({ collected.append($0) }, body)
    return collected.misuses
  }
}

/// The misuses one ``BackMisuse/collect(_:)`` gathers. Appended on the main actor, read by the caller's actor.
private final class CollectedMisuses: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [BackMisuse] = []

  var misuses: [BackMisuse] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }

  func append(_ misuse: BackMisuse) {
    lock.lock()
    list.append(misuse)
    lock.unlock()
  }
}
