import BackGuardCore
import BackGuardTesting
import Foundation

/// `swift run -c release backguard-bench`: what a back decision costs an app, measured on the real engine.
///
/// Everything runs against the real engine hosted by the simulated navigation controller, on the main thread.
@main
struct BenchCommand {
  static let depths = [2, 10_000]
  static let popSizes = [1, 10, 100]

  @MainActor
  static func main() {
    let options: BenchOptions
    switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let message):
      if message.isError {
        FileHandle.standardError.write(Data((message.text + "\n").utf8))
        exit(2)
      }
      print(message.text)
      exit(0)
    }
    // A misuse log would print inside measured loops; none is expected, but keep output clean.
    BackMisuse.log = nil
    if let route = options.profile {
      // One decision and nothing else, so a profiler sees only its path: its time next to the baseline's, then a
      // loop of BACKGUARD_PROFILE_DECISIONS decisions (default 20 million, a second or two).
      let scenario = DecisionScenario(depth: 2)
      let (engine, baseline) = Stopwatch.interleaved(
        runs: 21, iterations: 200_000, { scenario.runEngine(route, count: $0) },
        { scenario.runBaseline(count: $0) })
      print(
        "\(route), depth 2: engine \(TableFormatter.nanoseconds(engine)) ns, baseline "
          + "\(TableFormatter.nanoseconds(baseline)) ns, \(TableFormatter.ratio(engine / baseline))")
      let total = ProcessInfo.processInfo.environment["BACKGUARD_PROFILE_DECISIONS"].flatMap(Int.init) ?? 20_000_000
      scenario.runEngine(route, count: total)
      exit(0)
    }
    var report = BenchReport(options: options)
    report.printHeader(MachineInfo.current())
    if options.includes(.decisions) { report.measureDecisions(depths: depths) }
    if options.includes(.breakdown) { report.measureBreakdown() }
    if options.includes(.pops) { report.measureMultiPops(sizes: popSizes) }
    if options.includes(.stack) { report.measureStackChanges(depths: depths) }
    if options.includes(.retention) { report.measureRetention() }
    if options.includes(.size) { report.printCodeSize() }
    report.printGoals()
    exit(options.checkGoals && report.missedDeterministicGoal ? 1 : 0)
  }
}
