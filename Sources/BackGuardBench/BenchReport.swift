import BackGuardCore
import BackGuardTesting

/// Runs the measurements and prints each table as soon as it is known.
@MainActor
struct BenchReport {
  /// One frame at 120 Hz, in nanoseconds: the budget a decision shares with everything else the main thread does.
  static let frameNanoseconds = 1e9 / 120
  /// The speed bar: the worst decision stays under this.
  static let worstDecisionBar = 1_000.0
  /// The most a figure may grow from depth 2 to depth 10,000 and still count as O(1) in depth (timing noise).
  static let depthGrowthBar = 1.5

  let options: BenchOptions
  /// Whether an allocation or retention goal was missed.
  private(set) var missedDeterministicGoal = false
  /// Each goal, and whether it was met (`nil`: not measurable here).
  private var goals: [(name: String, figure: String, met: Bool?)] = []

  init(options: BenchOptions) { self.options = options }

  func printHeader(_ machine: MachineInfo) {
    print("# backguard-bench")
    print("")
    print("- machine: \(machine.system), \(machine.cpuCount) CPUs\(machine.cpuModel.map { ", \($0)" } ?? "")")
    print(
      "- build: \(machine.configuration)\(machine.configuration == "debug" ? " (figures are not meaningful; use -c release)" : "")"
    )
    print(
      "- mode: \(options.quick ? "quick" : "full"): median of \(options.runs) runs of "
        + "\(TableFormatter.grouped(options.decisionsPerRun)) decisions after a warm-up run")
    print(
      "- code measured: the engine (BackGuardCore) hosted by BackGuardTesting's simulated navigation controller, "
        + "called as the UIKit adapter calls it; UIKit's and the adapter's own work cannot run on Linux")
    print(
      "- allocation counter: "
        + (AllocationCounter.isWorking ? "malloc interposer (glibc), this thread only" : "not available here"))
    print("")
  }

  // MARK: Decisions

  /// - Parameter depths: A shallow and a deep stack, timed in alternation so that both see the same machine state.
  mutating func measureDecisions(depths: [Int]) {
    precondition(depths.count == 2 && depths[0] < depths[1], "the decisions table compares a shallow and a deep stack")
    var rows: [[String]] = []
    var worst = (nanoseconds: 0.0, route: DecisionScenario.Route.tap, depth: depths[0])
    var worstAllocations = 0.0
    var worstGrowth = (ratio: 0.0, route: DecisionScenario.Route.tap)
    let scenarios = depths.map { DecisionScenario(depth: $0) }
    let iterations = options.decisionsPerRun
    // One untimed pass over every route first, so the first route timed does not pay the process's warm-up alone.
    for route in DecisionScenario.Route.allCases {
      for scenario in scenarios { scenario.runEngine(route, count: iterations) }
    }
    for route in DecisionScenario.Route.allCases {
      for scenario in scenarios { scenario.engineCalls.calls = 0 }
      let (shallow, deep) = Stopwatch.interleaved(
        runs: options.runs, iterations: iterations, { scenarios[0].runEngine(route, count: $0) },
        { scenarios[1].runEngine(route, count: $0) })
      var allocations: Double?
      for scenario in scenarios {
        let expected = (options.runs + 1) * iterations
        guard scenario.engineCalls.calls == expected, scenario.navigation.screens.count == scenario.depth else {
          fatalError(
            "\(route) at depth \(scenario.depth): \(scenario.engineCalls.calls) guard calls, expected \(expected), "
              + "and \(scenario.navigation.screens.count) screens; the loop did not measure denied decisions")
        }
        if let perDecision = AllocationCounter.perOperation(
          iterations: iterations, { scenario.runEngine(route, count: $0) })
        {
          allocations = max(allocations ?? 0, perDecision)
        }
      }
      let times = [shallow, deep]
      for (depth, nanoseconds) in zip(depths, times) where nanoseconds > worst.nanoseconds {
        worst = (nanoseconds, route, depth)
      }
      let growth = deep / shallow
      if growth > worstGrowth.ratio { worstGrowth = (growth, route) }
      worstAllocations = max(worstAllocations, allocations ?? 0)
      rows.append(
        [route.description] + times.map(TableFormatter.nanoseconds)
          + [
            TableFormatter.ratio(growth), Self.frameShare(max(shallow, deep)),
            allocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
          ])
    }
    for scenario in scenarios { scenario.baselineCalls.calls = 0 }
    let (shallowBaseline, deepBaseline) = Stopwatch.interleaved(
      runs: options.runs, iterations: iterations, { scenarios[0].runBaseline(count: $0) },
      { scenarios[1].runBaseline(count: $0) })
    guard scenarios.allSatisfy({ $0.baselineCalls.calls == (options.runs + 1) * iterations }) else {
      fatalError("the baseline did not call its guard on every decision")
    }
    let depthNames = depths.map(TableFormatter.grouped)
    print("## Decisions (ns per synchronous decision; every screen guarded, the top guard denies)")
    print("")
    print(
      TableFormatter.table(
        ["route"] + depthNames.map { "depth \($0) ns" }
          + [
            "depth \(depthNames[1]) / \(depthNames[0])", "slowest, share of a 120 Hz frame",
            "allocs/decision",
          ],
        rows))
    print("")
    print(
      "- worst decision: \(TableFormatter.nanoseconds(worst.nanoseconds)) ns, \(worst.route) at depth "
        + "\(TableFormatter.grouped(worst.depth)): \(Self.frameShare(worst.nanoseconds)) of a 120 Hz frame (8.33 ms)")
    print(
      "- the hand-written minimum without BackGuard (the top screen's guard found in a dictionary and called): "
        + "\(TableFormatter.nanoseconds(shallowBaseline)) ns at depth \(depthNames[0]), "
        + "\(TableFormatter.nanoseconds(deepBaseline)) ns at depth \(depthNames[1])")
    print("")
    goals.append(
      (
        "worst decision < 1 µs (every route, depth \(depthNames.joined(separator: " and ")))",
        "\(TableFormatter.nanoseconds(worst.nanoseconds)) ns", worst.nanoseconds < Self.worstDecisionBar
      ))
    if AllocationCounter.isWorking {
      let met = worstAllocations == 0
      goals.append(("0 allocations per decision (worst route)", TableFormatter.fixed(worstAllocations, digits: 3), met))
      if !met { missedDeterministicGoal = true }
    } else {
      goals.append(("0 allocations per decision (worst route)", "not counted here", nil))
    }
    goals.append(
      (
        "O(1) in depth: depth \(depthNames[1]) / depth \(depthNames[0]) ≤ "
          + "\(TableFormatter.ratio(Self.depthGrowthBar)) (worst route: \(worstGrowth.route.rawValue))",
        TableFormatter.ratio(worstGrowth.ratio), worstGrowth.ratio <= Self.depthGrowthBar
      ))
  }

  /// A duration as a percentage of one 120 Hz frame.
  private static func frameShare(_ nanoseconds: Double) -> String {
    TableFormatter.fixed(nanoseconds / frameNanoseconds * 100, digits: 4) + "%"
  }

  // MARK: Breakdown

  func measureBreakdown() {
    let parts = DecisionBreakdown.measure(runs: options.runs, iterations: options.decisionsPerRun)
    print("## Where a decision's time goes (isolated calls, depth 2)")
    print("")
    print(
      TableFormatter.table(
        ["call", "ns per call", "allocs per call"],
        parts.map {
          [
            $0.name, TableFormatter.nanoseconds($0.nanoseconds),
            $0.allocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
          ]
        }))
    print("")
  }

  // MARK: Multi-screen pops

  mutating func measureMultiPops(sizes: [Int]) {
    var rows: [[String]] = []
    for route in MultiPopScenario.Route.allCases {
      var perPop: [Int: Double] = [:]
      for k in sizes {
        perPop[k] = MultiPopScenario.nanosecondsPerPop(
          route, guarded: k, runs: options.popRuns, popsPerRun: options.popsPerRun(guarded: k))
      }
      var row = [route.description]
      row += sizes.map { TableFormatter.nanoseconds(perPop[$0] ?? 0) }
      if let largest = sizes.last, let value = perPop[largest] {
        row.append(TableFormatter.nanoseconds(value / Double(largest)))
      }
      if sizes.count >= 2, let a = perPop[sizes[sizes.count - 2]], let b = perPop[sizes[sizes.count - 1]] {
        row.append(TableFormatter.ratio(b / a))
      }
      rows.append(row)
    }
    let header =
      ["route"] + sizes.map { "k = \($0) (ns/pop)" }
      + ["ns per screen at k = \(sizes.last ?? 0)", "k = \(sizes.last ?? 0) / k = \(sizes.dropLast().last ?? 0)"]
    print("## Multi-screen pops (one pop over k guarded screens that all allow; linear means the last column ≈ 10×)")
    print("")
    print(TableFormatter.table(header, rows))
    print("")
  }

  // MARK: Stack changes

  /// Not a decision, but paid on every push and pop: the engine's `stackDidChange` bookkeeping, in a host that does
  /// nothing else.
  ///
  /// - Parameter depths: A shallow and a deep stack, timed in alternation.
  mutating func measureStackChanges(depths: [Int]) {
    precondition(depths.count == 2 && depths[0] < depths[1], "the stack table compares a shallow and a deep stack")
    let iterations = options.quick ? 20_000 : 200_000
    let changes: [(Int) -> Void] = depths.map { depth in
      let host = BookkeepingHost(depth: depth)
      return { count in
        for _ in 0..<count {
          host.push()
          host.pop()
        }
      }
    }
    let (shallow, deep) = Stopwatch.interleaved(runs: options.runs, iterations: iterations, changes[0], changes[1])
    var rows: [[String]] = []
    for (index, nanoseconds) in [shallow, deep].enumerated() {
      let allocations = AllocationCounter.perOperation(iterations: iterations, changes[index])
      rows.append([
        TableFormatter.grouped(depths[index]), TableFormatter.nanoseconds(nanoseconds),
        allocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
      ])
    }
    print("## Push + pop of an unguarded screen (the engine's bookkeeping; not a decision)")
    print("")
    print(TableFormatter.table(["depth", "ns per push + pop", "allocs per push + pop"], rows))
    print("")
    let ratio = deep / shallow
    goals.append(
      (
        "stack-change bookkeeping O(1) in depth: depth \(TableFormatter.grouped(depths[1])) / depth \(depths[0]) "
          + "≤ \(TableFormatter.ratio(Self.depthGrowthBar))",
        TableFormatter.ratio(ratio), ratio <= Self.depthGrowthBar
      ))
  }

  // MARK: Retention

  mutating func measureRetention() {
    let result = RetentionScenario.run(cycles: options.retentionCycles)
    print("## Retention after \(TableFormatter.grouped(result.cycles)) push/guard/pop cycles (weak references; goal 0)")
    print("")
    print(
      TableFormatter.table(
        ["screens alive", "guards alive", "resolutions alive", "screens in stack (root only = 1)"],
        [[String(result.screens), String(result.guards), String(result.resolutions), String(result.stackCount)]]))
    print("")
    let met = result.screens == 0 && result.guards == 0 && result.resolutions == 0 && result.stackCount == 1
    goals.append(
      ("0 screens, guards, resolutions retained", "\(result.screens + result.guards + result.resolutions)", met))
    if !met { missedDeterministicGoal = true }
  }

  // MARK: Size

  mutating func printCodeSize() {
    print("## Size in an app (arm64-apple-ios, -Osize; the bench cannot build for iOS)")
    print("")
    switch CodeSizeTotals.read() {
    case .missing:
      print("No figures: run scripts/code-size (it needs the iOS SDK) to write \(CodeSizeTotals.path).")
    case .unreadable:
      print("\(CodeSizeTotals.path) is not in the form this bench reads: run scripts/code-size again.")
    case .totals(let size):
      // scripts/code-size marks a checkout with uncommitted changes by a trailing "+".
      let commit =
        size.commit.hasSuffix("+") ? "\(size.commit.dropLast()) with uncommitted changes" : size.commit
      print("- from the last scripts/code-size run: \(size.date), commit \(commit)")
      print(
        "- BackGuard's modules, unlinked objects: __TEXT \(TableFormatter.grouped(size.textOneCopyBytes)) bytes "
          + "with one copy of each weak function (\(TableFormatter.grouped(size.textBytes)) in all), __DATA "
          + "\(TableFormatter.grouped(size.dataBytes)) bytes; the linker's dead stripping keeps less")
      print(
        "- resource bundle: \(TableFormatter.grouped(size.bundleBytes)) bytes in its files, "
          + "\(TableFormatter.grouped(size.bundleDiskKiB)) KiB on disk")
      // The size targets of the issue "Smaller than the libraries it replaces"; reported, not enforced by --check-goals.
      goals.append(
        (
          "size in an app: __TEXT, one copy of each, ≤ 250,000 bytes", TableFormatter.grouped(size.textOneCopyBytes),
          size.textOneCopyBytes <= 250_000
        ))
      goals.append(
        ("size in an app: __DATA ≤ 50,000 bytes", TableFormatter.grouped(size.dataBytes), size.dataBytes <= 50_000))
    }
    print("")
  }

  func printGoals() {
    guard !goals.isEmpty else { return }
    print("## Speed bar and goals")
    print("")
    print(
      TableFormatter.table(
        ["goal", "measured", "met"], goals.map { [$0.name, $0.figure, $0.met.map { $0 ? "yes" : "NO" } ?? "n/a"] }))
  }
}
