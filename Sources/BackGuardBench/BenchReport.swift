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
    var worstAgainstAppOwn = 0.0
    var scalingKeys: [(key: String, counts: Bool)] = []
    for host in DecisionScenario.Host.allCases {
      for route in DecisionScenario.Route.allCases {
        scalingKeys.append(("\(host): \(route)", host != .uikitBefore))
      }
    }
    for host in DecisionScenario.Host.allCases {
      for depth in depths {
        let scenario = DecisionScenario(depth: depth, host: host)
        // The earlier design (every entry mapped on each call) is shown for comparison; its O(depth) mapping is slow at depth 10,000.
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
          // The UIKit model next to the app's own code in UIKit shape, timed in alternation as well.
          var appOwn: Double?
          if host == .uikit {
            scenario.appOwnCalls.calls = 0
            let (again, own) = Stopwatch.interleaved(
              runs: options.runs, iterations: iterations,
              { scenario.runEngine(route, count: $0) }, { scenario.runAppOwnCode(route, count: $0) })
            guard scenario.appOwnCalls.calls == expected else {
              fatalError("\(route) at depth \(depth): the app's own code did not call its guard on every decision")
            }
            appOwn = own
            worstAgainstAppOwn = max(worstAgainstAppOwn, again / own)
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
            appOwn.map { "\(TableFormatter.nanoseconds($0)) (\(TableFormatter.ratio(engine / $0)))" } ?? "",
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
          "baseline allocs", "app's own UIKit code ns (ratio)",
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
        "decision ≤ 2× baseline (worst host, route and depth; not the earlier design)",
        TableFormatter.ratio(worstRatio), worstRatio <= 2
      ))
    if worstAgainstAppOwn > 0 {
      print(
        "UIKit model against the app's own UIKit code (not a goal; what BackGuard adds to what any UIKit code pays), "
          + "worst route and depth: \(TableFormatter.ratio(worstAgainstAppOwn))")
      print("")
    }
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
    var bareTimes: [Double] = []
    var insideTimes: [Double] = []
    for depth in depths {
      let iterations = max(options.quick ? 200 : 2_000, (options.quick ? 200_000 : 2_000_000) / depth / 10)
      // The engine's bookkeeping with nothing around it: an array of identities edited in place.
      let bare = BookkeepingHost(depth: depth)
      let engineAlone = Stopwatch.nanosecondsPerOperation(runs: options.runs, iterations: iterations * 10) { count in
        for _ in 0..<count {
          bare.push()
          bare.pop()
        }
      }
      bareTimes.append(engineAlone)
      // The same, after the host copied an array of 10,000 objects, the engine timed on its own.
      let churned = BookkeepingHost(depth: depth, churn: 10_000)
      let afterCopy = Self.engineShare(runs: options.runs, iterations: iterations, timer: \.engineTime, of: churned) {
        churned.push()
        churned.pop()
      }
      let simulator = DecisionScenario(depth: depth).navigation
      let simulated = Stopwatch.nanosecondsPerOperation(runs: options.runs, iterations: iterations) { count in
        for _ in 0..<count {
          simulator.push(SimulatedScreen("Pushed"), animated: false)
          blackHole(simulator.pop(animated: false))
        }
      }
      let scenario = DecisionScenario(depth: depth, host: .uikit)
      guard let modeled = scenario.modeled else { continue }
      var total = 0.0
      let inside = Self.engineShare(
        runs: options.runs, iterations: iterations, timer: \.engineBookkeeping, of: modeled, total: &total
      ) {
        modeled.push(ModeledUIKitHost.Controller("Pushed"))
        blackHole(modeled.pop())
      }
      insideTimes.append(inside)
      rows.append([
        TableFormatter.grouped(depth), TableFormatter.nanoseconds(engineAlone), TableFormatter.nanoseconds(afterCopy),
        TableFormatter.nanoseconds(simulated), TableFormatter.nanoseconds(total),
        TableFormatter.nanoseconds(total - inside), TableFormatter.nanoseconds(inside),
      ])
    }
    print("## Push + pop of an unguarded screen (not a decision)")
    print("")
    print(
      TableFormatter.table(
        [
          "depth", "engine alone ns", "engine after a 10,000-object copy ns", "simulator ns (all)",
          "UIKit model ns (all)", "of which the host's own", "of which the engine",
        ], rows))
    if let first = bareTimes.first, let last = bareTimes.last, let firstInside = insideTimes.first,
      let lastInside = insideTimes.last
    {
      let ratio = last / first
      let depthsText = "depth \(TableFormatter.grouped(depths.last ?? 0)) / depth \(depths.first ?? 0)"
      print("")
      print("engine bookkeeping alone, \(depthsText): \(TableFormatter.ratio(ratio))")
      print(
        "engine bookkeeping inside the UIKit model, \(depthsText): \(TableFormatter.ratio(lastInside / firstInside))")
      goals.append(
        ("stack-change bookkeeping depth 10,000 / 2 ≤ 1.5 (engine alone)", TableFormatter.ratio(ratio), ratio <= 1.5))
    }
    print("")
  }

  /// Runs `change` in timed batches on a host that times the engine's `stackDidChange` in `timer`.
  ///
  /// - Parameters:
  ///   - total: Receives the median time of a whole `change`, host included.
  /// - Returns: The median time of the engine's share per `change`.
  private static func engineShare<Host: AnyObject>(
    runs: Int, iterations: Int, timer: ReferenceWritableKeyPath<Host, Duration?>, of host: Host,
    total: inout Double, _ change: () -> Void
  ) -> Double {
    var samples: [Double] = []
    total = Stopwatch.nanosecondsPerOperation(runs: runs, iterations: iterations) { count in
      host[keyPath: timer] = .zero
      for _ in 0..<count { change() }
      let spent = host[keyPath: timer] ?? .zero
      samples.append(
        (Double(spent.components.seconds) * 1e9 + Double(spent.components.attoseconds) / 1e9) / Double(count))
    }
    host[keyPath: timer] = nil
    // The first batch is the warm-up run.
    return Stopwatch.median(Array(samples.dropFirst()))
  }

  private static func engineShare<Host: AnyObject>(
    runs: Int, iterations: Int, timer: ReferenceWritableKeyPath<Host, Duration?>, of host: Host,
    _ change: () -> Void
  ) -> Double {
    var total = 0.0
    return engineShare(runs: runs, iterations: iterations, timer: timer, of: host, total: &total, change)
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
