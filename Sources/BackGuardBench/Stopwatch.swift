/// Times batches of work and reduces them to a median, so one slow run (a page fault, another process) does not
/// move the figure.
enum Stopwatch {
  /// Measures a batch several times after one warm-up batch.
  ///
  /// ```swift
  /// let ns = Stopwatch.nanosecondsPerOperation(runs: 15, iterations: 100_000) { n in
  ///   for _ in 0..<n { work() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - runs: How many timed batches; the median of their per-operation times is returned.
  ///   - iterations: The operations in one batch, passed to `batch`.
  ///   - batch: Performs `iterations` operations.
  /// - Returns: The median nanoseconds per operation.
  static func nanosecondsPerOperation(runs: Int, iterations: Int, _ batch: (Int) -> Void) -> Double {
    batch(iterations)
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      samples.append(time { batch(iterations) } / Double(iterations))
    }
    return median(samples)
  }

  /// Measures two batches in alternation, so both see the same machine state (frequency, cache, other load).
  ///
  /// - Parameters:
  ///   - runs: How many timed batches of each.
  ///   - iterations: The operations in one batch.
  ///   - first: The first contender.
  ///   - second: The second contender.
  /// - Returns: The median nanoseconds per operation of each.
  static func interleaved(
    runs: Int, iterations: Int, _ first: (Int) -> Void, _ second: (Int) -> Void
  ) -> (first: Double, second: Double) {
    first(iterations)
    second(iterations)
    var firstSamples: [Double] = []
    var secondSamples: [Double] = []
    for _ in 0..<runs {
      firstSamples.append(time { first(iterations) } / Double(iterations))
      secondSamples.append(time { second(iterations) } / Double(iterations))
    }
    return (median(firstSamples), median(secondSamples))
  }

  /// The wall-clock duration of `body`.
  ///
  /// - Parameter body: The work.
  /// - Returns: Nanoseconds.
  static func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = start.duration(to: clock.now)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  }

  /// The middle value (the mean of the two middle values for an even count).
  ///
  /// - Parameter values: At least one value.
  /// - Returns: The median.
  static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of no samples")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Keeps a value alive in the optimizer's eyes, so a measured loop is not removed as dead code.
///
/// - Parameter value: Any result of the measured work.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
