/// The command line of `backguard-bench`.
struct BenchOptions {
  /// A short run for CI: fewer repetitions, the same table.
  var quick = false
  /// Exit 1 when a deterministic goal (allocations, retention) is missed. Timing goals never fail the run.
  var checkGoals = false
  /// Run one decision in a loop for a profiler (`perf record`), print nothing else.
  var profile: DecisionScenario.Route?
  /// The tables to print; all when `nil`.
  var only: Set<Section>?

  /// The benchmark's tables.
  enum Section: String, CaseIterable {
    case decisions, breakdown, pops, stack, retention, size
  }

  /// Whether `section` runs.
  func includes(_ section: Section) -> Bool { only?.contains(section) ?? true }

  static let usage = """
    usage: backguard-bench [--quick] [--check-goals] [--only TABLES] [--profile ROUTE]
      --quick        a short run for CI; prints the same tables with fewer repetitions
      --check-goals  exit 1 if a decision allocates or a screen is retained (timings never fail the run)
      --only TABLES  only these tables, comma-separated: \(Section.allCases.map(\.rawValue).joined(separator: ", "))
      --profile ROUTE
                     time one decision at depth 2 next to the baseline, then run it in a loop for a
                     profiler such as `perf record` (BACKGUARD_PROFILE_DECISIONS sets the count);
                     ROUTE is one of \(DecisionScenario.Route.allCases.map(\.rawValue).joined(separator: ", "))
    Run it in release: swift run -c release backguard-bench
    """

  /// Timed batches per figure; the median is printed.
  var runs: Int { quick ? 5 : 21 }
  /// Decisions per timed batch.
  var decisionsPerRun: Int { quick ? 20_000 : 200_000 }
  /// Timed runs for the multi-screen pops.
  var popRuns: Int { quick ? 3 : 11 }
  /// Push/guard/pop cycles for the retention check.
  let retentionCycles = 10_000

  /// Pops per run over `k` guarded screens: fewer for larger k, so each figure costs about the same.
  ///
  /// - Parameter guarded: k.
  /// - Returns: The pops per run.
  func popsPerRun(guarded: Int) -> Int {
    max(quick ? 5 : 50, (quick ? 2_000 : 20_000) / max(guarded, 1) / 10)
  }

  /// Parses the arguments.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options, or a message for an unknown argument or `--help`.
  static func parse(_ arguments: [String]) -> Result<BenchOptions, UsageMessage> {
    var options = BenchOptions()
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
      switch argument {
      case "--quick": options.quick = true
      case "--check-goals": options.checkGoals = true
      case "--only":
        let names = arguments.popFirst()?.split(separator: ",").map(String.init) ?? []
        let sections = names.compactMap(Section.init(rawValue:))
        guard !sections.isEmpty, sections.count == names.count else {
          return .failure(
            UsageMessage(text: "backguard-bench: --only needs table names from the list\n\(usage)", isError: true))
        }
        options.only = Set(sections)
      case "--profile":
        guard let route = arguments.popFirst().flatMap(DecisionScenario.Route.init(rawValue:)) else {
          return .failure(UsageMessage(text: "backguard-bench: --profile needs a ROUTE\n\(usage)", isError: true))
        }
        options.profile = route
      case "-h", "--help": return .failure(UsageMessage(text: usage, isError: false))
      default:
        return .failure(UsageMessage(text: "backguard-bench: unknown argument \(argument)\n\(usage)", isError: true))
      }
    }
    return .success(options)
  }
}

/// Text for the user instead of a run: help, or the reason an argument was refused.
struct UsageMessage: Error {
  /// What to print.
  let text: String
  /// Whether it reports a mistake (exit 2) or answers `--help` (exit 0).
  let isError: Bool
}
