@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// One pop that removes k guarded screens at once, every guard asked and allowing, timed from the call to the end
/// of the engine's bookkeeping (`stackDidChange`).
@MainActor
enum MultiPopScenario {
  /// How the k screens are removed.
  enum Route: CaseIterable, CustomStringConvertible {
    /// App code calls `popToViewController` on the root; the guards opted into programmatic pops.
    case popTo
    /// The user picks the root in the back button's long-press menu; the engine pops on approval.
    case backMenu

    var description: String {
      switch self {
      case .popTo: "popTo(root), opted-in guards"
      case .backMenu: "back menu → root"
      }
    }
  }

  /// The median time of one pop over `guarded` screens.
  ///
  /// - Parameters:
  ///   - route: How the screens are removed.
  ///   - guarded: k, the guarded screens above the root.
  ///   - runs: Timed runs; the median is returned.
  ///   - popsPerRun: Pops per run, each after pushing the k screens again (untimed).
  /// - Returns: Nanoseconds per pop.
  static func nanosecondsPerPop(_ route: Route, guarded: Int, runs: Int, popsPerRun: Int) -> Double {
    var samples: [Double] = []
    for run in 0...runs {
      let calls = CallCounter()
      let root = SimulatedScreen("Root")
      let navigation = SimulatedNavigationController(root: root, profile: .iOS26)
      var total = 0.0
      for _ in 0..<popsPerRun {
        for index in 0..<guarded {
          let screenGuard = ScreenGuard(guardsProgrammaticPops: true) { _ in
            calls.calls &+= 1
            return .allow
          }
          navigation.push(SimulatedScreen("Screen \(index)", backGuard: screenGuard), animated: false)
        }
        let callsBefore = calls.calls
        total += Stopwatch.time {
          switch route {
          case .popTo: blackHole(navigation.popTo(root, animated: false))
          case .backMenu: blackHole(navigation.engine.requestBack(from: .backMenu, to: root.id, animated: false))
          }
        }
        guard navigation.screens.count == 1, calls.calls - callsBefore == guarded else {
          fatalError(
            "\(route) over \(guarded) guarded screens left \(navigation.screens.count) screens and asked "
              + "\(calls.calls - callsBefore) guards; the benchmark would measure the wrong thing")
        }
      }
      // Run 0 is the warm-up.
      if run > 0 { samples.append(total / Double(popsPerRun)) }
    }
    return Stopwatch.median(samples)
  }
}
