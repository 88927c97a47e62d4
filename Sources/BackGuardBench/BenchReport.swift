import BackGuardCore
import BackGuardTesting

/// Runs the measurements and prints each table as soon as it is known.
@MainActor
struct BenchReport {
  let options: BenchOptions
  /// Whether an allocation or retention goal was missed.
  private(set) var missedDeterministicGoal = false
  private var goals: [(name: String, figure: String, met: Bool)] = []

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
      "- allocation counter: "
        + (AllocationCounter.isWorking ? "malloc interposer (glibc), this thread only" : "not available here"))
    print("")
  }

  // MARK: Decisions

  mutating func measureDecisions(depths: [Int]) {
    var engineAt: [DecisionScenario.Route: [Int: Double]] = [:]
    var baselineAt: [Int: Double] = [:]
    var rows: [[String]] = []
    var worstRatio = 0.0
    var worstAllocations = 0.0
    for depth in depths {
      let scenario = DecisionScenario(depth: depth)
      for route in DecisionScenario.Route.allCases {
        scenario.engineCalls.calls = 0
        scenario.baselineCalls.calls = 0
        let (engine, baseline) = Stopwatch.interleaved(
          runs: options.runs, iterations: options.decisionsPerRun,
          { scenario.runEngine(route, count: $0) }, { scenario.runBaseline(count: $0) })
        let expected = (options.runs + 1) * options.decisionsPerRun
        guard scenario.engineCalls.calls == expected, scenario.baselineCalls.calls == expected else {
          fatalError(
            "\(route) at depth \(depth): \(scenario.engineCalls.calls) engine and \(scenario.baselineCalls.calls) "
              + "baseline guard calls, expected \(expected) each; the loop did not measure decisions")
        }
        let allocations = AllocationCounter.perOperation(iterations: options.decisionsPerRun) {
          scenario.runEngine(route, count: $0)
        }
        let baselineAllocations = AllocationCounter.perOperation(iterations: options.decisionsPerRun) {
          scenario.runBaseline(count: $0)
        }
        engineAt[route, default: [:]][depth] = engine
        baselineAt[depth] = min(baselineAt[depth] ?? .infinity, baseline)
        worstRatio = max(worstRatio, engine / baseline)
        worstAllocations = max(worstAllocations, allocations ?? 0)
        rows.append([
          route.description, TableFormatter.grouped(depth), TableFormatter.nanoseconds(engine),
          TableFormatter.nanoseconds(baseline), TableFormatter.ratio(engine / baseline),
          allocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
          baselineAllocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
        ])
      }
    }
    print("## Decision time (ns per synchronous decision; every screen guarded, the top guard denies)")
    print("")
    print(
      TableFormatter.table(
        [
          "route", "depth", "engine ns", "baseline ns", "ratio (goal ≤ 2×)", "allocs/decision (goal 0)",
          "baseline allocs",
        ],
        rows))
    print("")
    var scalingRows: [[String]] = []
    var worstScaling = 0.0
    if let first = depths.first, let last = depths.last {
      for route in DecisionScenario.Route.allCases {
        guard let shallow = engineAt[route]?[first], let deep = engineAt[route]?[last] else { continue }
        worstScaling = max(worstScaling, deep / shallow)
        scalingRows.append([route.description, TableFormatter.ratio(deep / shallow)])
      }
      if let shallow = baselineAt[first], let deep = baselineAt[last] {
        scalingRows.append(["baseline (dictionary lookup + closure)", TableFormatter.ratio(deep / shallow)])
      }
      print("## Scaling (time at depth \(TableFormatter.grouped(last)) / time at depth \(first); goal ≤ 1.5)")
      print("")
      print(TableFormatter.table(["route", "ratio"], scalingRows))
      print("")
    }
    goals.append(("decision ≤ 2× baseline (worst route and depth)", TableFormatter.ratio(worstRatio), worstRatio <= 2))
    goals.append(
      ("scaling depth 10,000 / 2 ≤ 1.5 (worst route)", TableFormatter.ratio(worstScaling), worstScaling <= 1.5))
    if AllocationCounter.isWorking {
      let met = worstAllocations == 0
      goals.append(("0 allocations per decision (worst route)", TableFormatter.fixed(worstAllocations, digits: 3), met))
      if !met { missedDeterministicGoal = true }
    }
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

  /// Not a decision, but paid on every push and pop: the engine's `stackDidChange` bookkeeping.
  mutating func measureStackChanges(depths: [Int]) {
    var rows: [[String]] = []
    var times: [Double] = []
    for depth in depths {
      let scenario = DecisionScenario(depth: depth)
      let navigation = scenario.navigation
      let iterations = max(options.quick ? 200 : 2_000, (options.quick ? 200_000 : 2_000_000) / depth / 10)
      let ns = Stopwatch.nanosecondsPerOperation(runs: options.runs, iterations: iterations) { count in
        for _ in 0..<count {
          navigation.push(SimulatedScreen("Pushed"), animated: false)
          blackHole(navigation.pop(animated: false))
        }
      }
      times.append(ns)
      rows.append([TableFormatter.grouped(depth), TableFormatter.nanoseconds(ns)])
    }
    print("## Push + pop of an unguarded screen (simulator + engine bookkeeping; not a decision)")
    print("")
    print(TableFormatter.table(["depth", "ns per push+pop"], rows))
    if let first = times.first, let last = times.last {
      print("")
      print(
        "depth \(TableFormatter.grouped(depths.last ?? 0)) / depth \(depths.first ?? 0): \(TableFormatter.ratio(last / first))"
      )
    }
    print("")
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

  func printGoals() {
    print("## Goals")
    print("")
    print(
      TableFormatter.table(["goal", "measured", "met"], goals.map { [$0.name, $0.figure, $0.met ? "yes" : "NO"] }))
  }
}
