import BackGuardBenchSupport

/// Counts the heap allocations of the current thread, through the malloc interposer in `BackGuardBenchSupport`.
enum AllocationCounter {
  /// Whether the counter sees allocations in this process: it is compiled in and a known allocation moved it.
  static let isWorking: Bool = {
    guard bg_bench_allocation_counter_is_compiled() == 1 else { return false }
    let before = bg_bench_thread_allocations()
    blackHole(Array(repeating: 7, count: 64))
    return bg_bench_thread_allocations() > before
  }()

  /// Allocations so far on this thread.
  static var current: UInt64 { UInt64(bg_bench_thread_allocations()) }

  /// Average allocations per operation over one batch, after a warm-up batch.
  ///
  /// - Parameters:
  ///   - iterations: The operations in the batch.
  ///   - batch: Performs `iterations` operations.
  /// - Returns: Allocations per operation, or `nil` when the counter does not work here.
  static func perOperation(iterations: Int, _ batch: (Int) -> Void) -> Double? {
    guard isWorking else { return nil }
    batch(iterations)
    let before = current
    batch(iterations)
    return Double(current - before) / Double(iterations)
  }

  /// Allocations made by one call of `body` (after a warm-up call).
  ///
  /// - Parameter body: The work to isolate.
  /// - Returns: The allocations, or `nil` when the counter does not work here.
  static func count(_ body: () -> Void) -> UInt64? {
    guard isWorking else { return nil }
    body()
    let before = current
    body()
    return current - before
  }
}
