@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// The parts a decision is made of, timed one by one at depth 2, so a slow decision can be traced to its cause.
@MainActor
enum DecisionBreakdown {
  /// One isolated call.
  struct Part {
    /// What was called.
    let name: String
    /// Median nanoseconds per call.
    let nanoseconds: Double
    /// Allocations per call, or `nil` without a counter.
    let allocations: Double?
  }

  /// Times each part.
  ///
  /// - Parameters:
  ///   - runs: Timed batches per part.
  ///   - iterations: Calls per batch.
  /// - Returns: The parts, cheapest first as a decision performs them.
  static func measure(runs: Int, iterations: Int) -> [Part] {
    let scenario = DecisionScenario(depth: 2)
    let navigation = scenario.navigation
    let engine = navigation.engine
    let top = navigation.screens[navigation.screens.count - 1]
    let host: any NavigationHost = navigation
    let screenGuard = navigation.topScreen.backGuard!
    let attempt = BackAttempt(
      id: BackAttempt.ID(rawValue: 1), source: .backButton, leaving: LeavingScreens(bottomToTop: [top]),
      destination: navigation.screens[0], isAnimated: true)
    let parts: [(String, (Int) -> Void)] = [
      (
        "engine.hasHost (a weak load of the host: public entry points only; hosts hand themselves over)",
        { n in for _ in 0..<n { blackHole(engine.hasHost) } }
      ),
      (
        "host.screens (through `any NavigationHost`)",
        { n in for _ in 0..<n { blackHole(host.screens) } }
      ),
      (
        "host.backGuard(for: top) (what a decision asks of each leaving screen)",
        { n in for _ in 0..<n { blackHole(host.backGuard(for: top)) } }
      ),
      (
        "host.backOptions(for: top) (every setting, for comparison; decisions no longer ask it)",
        { n in for _ in 0..<n { blackHole(host.backOptions(for: top)) } }
      ),
      (
        "screenGuard.applies(to: .backButton)",
        { n in for _ in 0..<n { blackHole(screenGuard.applies(to: .backButton)) } }
      ),
      (
        "BackAttempt copy + == (for scale)",
        { n in for _ in 0..<n { blackHole(attempt == attempt) } }
      ),
      (
        "engine.swipeGate(for: .edgeSwipe) (public entry: weak load, gate, no guard call)",
        { n in for _ in 0..<n { blackHole(engine.swipeGate(for: .edgeSwipe)) } }
      ),
      (
        "engine.requestBack(from: .backButton) (whole decision, host handed over)",
        { n in scenario.runEngine(.tap, count: n) }
      ),
    ]
    return parts.map { name, batch in
      Part(
        name: name,
        nanoseconds: Stopwatch.nanosecondsPerOperation(runs: runs, iterations: iterations, batch),
        allocations: AllocationCounter.perOperation(iterations: iterations, batch))
    }
  }
}
