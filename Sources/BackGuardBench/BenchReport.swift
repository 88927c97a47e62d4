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
    var engineAt: [String: [Int: Double]] = [:]
    var baselineAt: [Int: Double] = [:]
    var rows: [[String]] = []
    var worstRatio = 0.0
    var worstAllocations = 0.0
    var scalingKeys: [(key: String, counts: Bool)] = []
    for host in DecisionScenario.Host.allCases {
      for route in DecisionScenario.Route.allCases {
        scalingKeys.append(("\(host): \(route)", host != .uikitBefore))
      }
    }
    for host in DecisionScenario.Host.allCases {
      for depth in depths {
        let scenario = DecisionScenario(depth: depth, host: host)
        // The design before issue 14 is shown for comparison; its O(depth) mapping is slow at depth 10,000.
        let iterations = host == .uikitBefore ? max(200, options.decisionsPerRun / depth) : options.decisionsPerRun
        for route in DecisionScenario.Route.allCases {
          scenario.engineCalls.calls = 0
          scenario.baselineCalls.calls = 0
          let (engine, baseline) = Stopwatch.interleaved(
            runs: options.runs, iterations: iterations,
            { scenario.runEngine(route, count: $0) }, { scenario.runBaseline(count: $0) })
          let expected = (options.runs + 1) * iterations
          guard scenario.engineCalls.calls == expected, scenario.baselineCalls.calls == expected else {
            fatalError(
              "\(route) at depth \(depth): \(scenario.engineCalls.calls) engine and \(scenario.baselineCalls.calls) "
                + "baseline guard calls, expected \(expected) each; the loop did not measure decisions")
          }
          let allocations = AllocationCounter.perOperation(iterations: iterations) {
            scenario.runEngine(route, count: $0)
          }
          let baselineAllocations = AllocationCounter.perOperation(iterations: iterations) {
            scenario.runBaseline(count: $0)
          }
          engineAt["\(host): \(route)", default: [:]][depth] = engine
          baselineAt[depth] = min(baselineAt[depth] ?? .infinity, baseline)
          if host != .uikitBefore {
            worstRatio = max(worstRatio, engine / baseline)
            worstAllocations = max(worstAllocations, allocations ?? 0)
          }
          rows.append([
            host.description, route.description, TableFormatter.grouped(depth), TableFormatter.nanoseconds(engine),
            TableFormatter.nanoseconds(baseline), TableFormatter.ratio(engine / baseline),
            allocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
            baselineAllocations.map { TableFormatter.fixed($0, digits: 3) } ?? "n/a",
          ])
        }
      }
    }
    print("## Decision time (ns per synchronous decision; every screen guarded, the top guard denies)")
    print("")
    print(
      TableFormatter.table(
        [
          "host", "route", "depth", "engine ns", "baseline ns", "ratio (goal ≤ 2×)", "allocs/decision (goal 0)",
          "baseline allocs",
        ],
        rows))
    print("")
    var scalingRows: [[String]] = []
    var worstScaling = 0.0
    if let first = depths.first, let last = depths.last {
      for (key, counts) in scalingKeys {
        guard let shallow = engineAt[key]?[first], let deep = engineAt[key]?[last] else { continue }
        if counts { worstScaling = max(worstScaling, deep / shallow) }
        scalingRows.append([key, TableFormatter.ratio(deep / shallow)])
      }
      if let shallow = baselineAt[first], let deep = baselineAt[last] {
        scalingRows.append(["baseline (dictionary lookup + closure)", TableFormatter.ratio(deep / shallow)])
      }
      print("## Scaling (time at depth \(TableFormatter.grouped(last)) / time at depth \(first); goal ≤ 1.5)")
      print("")
      print(TableFormatter.table(["route", "ratio"], scalingRows))
      print("")
    }
    goals.append(
      (
        "decision ≤ 2× baseline (worst host, route and depth; not the design before issue 14)",
        TableFormatter.ratio(worstRatio), worstRatio <= 2
      ))
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

  /// Not a decision, but paid on every push and pop: the engine's `stackDidChange` bookkeeping, timed on its own
  /// inside the UIKit model's `didShow`, next to the host's own work (its array, and mapping it to identities, which
  /// UIKit makes O(depth): it does not say what changed).
  mutating func measureStackChanges(depths: [Int]) {
    var rows: [[String]] = []
    var engineTimes: [Double] = []
    for depth in depths {
      let simulator = DecisionScenario(depth: depth).navigation
      let scenario = DecisionScenario(depth: depth, host: .uikit)
      guard let modeled = scenario.modeled else { continue }
      let iterations = max(options.quick ? 200 : 2_000, (options.quick ? 200_000 : 2_000_000) / depth / 10)
      let simulated = Stopwatch.nanosecondsPerOperation(runs: options.runs, iterations: iterations) { count in
        for _ in 0..<count {
          simulator.push(SimulatedScreen("Pushed"), animated: false)
          blackHole(simulator.pop(animated: false))
        }
      }
      var engineSamples: [Double] = []
      let total = Stopwatch.nanosecondsPerOperation(runs: options.runs, iterations: iterations) { count in
        modeled.engineBookkeeping = .zero
        for _ in 0..<count {
          modeled.push(ModeledUIKitHost.Controller("Pushed"))
          blackHole(modeled.pop())
        }
        let spent = modeled.engineBookkeeping ?? .zero
        engineSamples.append(
          (Double(spent.components.seconds) * 1e9 + Double(spent.components.attoseconds) / 1e9) / Double(count))
      }
      modeled.engineBookkeeping = nil
      let engine = Stopwatch.median(Array(engineSamples.dropFirst()))
      engineTimes.append(engine)
      rows.append([
        TableFormatter.grouped(depth), TableFormatter.nanoseconds(simulated), TableFormatter.nanoseconds(total),
        TableFormatter.nanoseconds(total - engine), TableFormatter.nanoseconds(engine),
      ])
    }
    print("## Push + pop of an unguarded screen (not a decision)")
    print("")
    print(
      TableFormatter.table(
        [
          "depth", "simulator ns (all)", "UIKit model ns (all)", "of which the host's own (array, identities)",
          "of which engine bookkeeping",
        ], rows))
    if let first = engineTimes.first, let last = engineTimes.last {
      let ratio = last / first
      print("")
      print(
        "engine bookkeeping, depth \(TableFormatter.grouped(depths.last ?? 0)) / depth \(depths.first ?? 0): "
          + TableFormatter.ratio(ratio))
      goals.append(
        ("stack-change bookkeeping depth 10,000 / 2 ≤ 1.5 (engine)", TableFormatter.ratio(ratio), ratio <= 1.5))
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
