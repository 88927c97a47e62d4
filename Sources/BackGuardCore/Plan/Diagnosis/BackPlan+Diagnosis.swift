/// The lines of `BackNavigation.diagnostics()`: for each route out of the top screen, the hook the plan names,
/// checked against what the adapter finds on UIKit now. The adapter only gathers those facts (``BackPlan/LiveFacts``);
/// every line is decided here, from the plan.
///
/// ```swift
/// var facts = BackPlan.LiveFacts()
/// facts.edgeSwipe = .takenOver(by: "EditorViewController")
/// let lines = engine.wiring().plan(in: configuration).diagnoses(given: facts)
/// // backButton: "asked: backAction"
/// // edgeSwipe:  "LEAVES UNASKED: the recognizer's delegate was taken over by EditorViewController, and …"
/// ```
///
/// Compiled into debug builds only (`#if DEBUG`): a release build of an app carries none of the facts, the lines,
/// their sentences or the hooks' names. It keeps ``BackPlan/LiveFacts/WindowConfirmation``, which the adapter's window
/// close names.
#if DEBUG
  extension BackPlan {
    /// One line of the diagnostics.
    package struct Diagnosis: Equatable, Sendable {
      /// The route.
      package let route: BackRoute
      /// What the route does to a top screen with an engaged guard in this configuration (the route table's).
      package let coverage: RouteCoverage
      /// Whether the top screen's guard is asked on this route now (or the route is taken away while it is in reach).
      package let isGuarded: Bool
      /// Whether a screen with an engaged guard can leave by this route now without its guard being asked: the
      /// configuration says so, or a hook is not where BackGuard put it.
      package let leavesUnasked: Bool
      /// Which hook hears the route, or why none does.
      package let reason: String
    }

    /// One line per route, in the route table's order.
    ///
    /// - Parameter facts: What the adapter finds on UIKit now.
    /// - Returns: The lines.
    package func diagnoses(given facts: LiveFacts) -> [Diagnosis] {
      var lines: [Diagnosis] = []
      for route in BackRoute.allCases { lines.append(diagnosis(of: route, given: facts)) }
      return lines
    }

    /// The line of one route.
    ///
    /// - Parameters:
    ///   - route: The route.
    ///   - facts: What the adapter finds on UIKit now.
    /// - Returns: Whether the top screen's guard is asked on it now, whether a guarded screen can leave by it unasked,
    ///   and why.
    package func diagnosis(of route: BackRoute, given facts: LiveFacts) -> Diagnosis {
      let coverage = BackRouteTable.coverage(of: route, in: configuration)
      let (isGuarded, leavesUnasked, reason): (Bool, Bool, String) =
        switch finding(route, facts) {
        case .asked(let how): (true, false, "asked: " + how)
        case .hidden(let how): (true, false, "hidden: " + how)
        case .notGuarded(let why): (false, coverage.canLeaveUnasked, why)
        case .unasked(let why): (false, true, why)
        }
      return Diagnosis(
        route: route, coverage: coverage, isGuarded: isGuarded, leavesUnasked: leavesUnasked, reason: reason)
    }

    /// What the diagnostics find for one route.
    enum Finding {
      /// The top screen's guard is asked, by this hook.
      case asked(String)
      /// The route is taken away while a guard is in reach.
      case hidden(String)
      /// Not guarded now, and nothing leaves by it unasked that the configuration does not already say.
      case notGuarded(String)
      /// A guarded screen can leave by it unasked (the whole reason, "LEAVES UNASKED" included).
      case unasked(String)
    }

    private func finding(_ route: BackRoute, _ facts: LiveFacts) -> Finding {
      if hearing(of: route) == .unavailable { return .notGuarded("unavailable: " + unavailableReason(route)) }
      if let fact = stackFact(route, facts) {
        let guarded = Self.guardedTop(in: configuration)
        if case .askedWithAppCode(let code) = guarded.coverage(of: route) {
          return .notGuarded(fact + ". With a guard it is asked only once the app adds: " + code)
        }
        guard let unasked = guarded.configurationUnasked(route) else { return .notGuarded(fact) }
        return .notGuarded(fact + ". With a guard it " + unasked)
      }
      let hearing = hearing(of: route)
      if let unasked = configurationUnasked(route) {
        if case .hook(.popOverride(let call)) = hearing, facts.topGuardsProgrammaticPops {
          return .asked(
            Hook.popOverride(call).name + ": the top screen's guard sets guardsProgrammaticPops (without it: " + unasked
              + ")")
        }
        return .unasked(unasked)
      }
      switch hearing {
      case .hook(let hook): return hookFinding(route, hook, facts)
      case .hidden: return backMenuFinding(hidden: true, facts)
      case .uikit, .unavailable: return .notGuarded(coverage(of: route).description)
      }
    }

    // MARK: - The hook the plan names, as the adapter finds it

    /// What the adapter finds at the hook the plan names for `route` (each route's file: BackPlan+Diagnosis+<Route>).
    private func hookFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      switch hook {
      case .backAction, .barQuestion: return backButtonFinding(route, hook, facts)
      case .backItemMenu: return backMenuFinding(hidden: false, facts)
      case .swipeGate: return swipeFinding(route, hook, facts)
      case .screenKeyCommand: return keyCommandFinding(route, hook, facts)
      case .tabBarProxy: return tabReselectFinding(route, hook, facts)
      case .zoomOptions: return zoomDismissFinding(route, hook, facts)
      case .appCall:
        return .asked(
          route == .appRequest
            ? hook.name + ", requestLeave(_:named:), which asks every engaged guard of the screens it names"
            : hook.name + ", requestBack() (SwiftUI: GuardedBackButton, \\.requestBack)")
      case .windowClosure: return windowCloseFinding(hook, facts)
      case .escapeOverride, .escapeBlock, .voiceOverHook, .subclassKeyCommand, .sheetDelegate, .popOverride:
        return .asked(hook.name)
      }
    }

    /// The hook the plan names for `route` is not where BackGuard put it: UIKit's own path decides, which may still
    /// reach another hook of BackGuard's (the subclass's bar question, its pop overrides).
    func missing(_ route: BackRoute, _ why: String, _ facts: LiveFacts) -> Finding {
      let fallback = withoutItsHooks
      switch fallback.hearing(of: route) {
      case .hook(.popOverride(let call)) where facts.topGuardsProgrammaticPops:
        return .asked(
          Hook.popOverride(call).name + ", since the top screen's guard sets guardsProgrammaticPops (" + why + ")")
      case .hook(.popOverride), .uikit, .hidden, .unavailable:
        return .unasked("LEAVES UNASKED: " + why + ": " + fallback.unheard(route))
      case .hook(let hook): return .asked(hook.name + " (" + why + ")")
      }
    }

    /// This plan as UIKit has it without the hooks BackGuard puts on the top screen, the screen below and the tab bar
    /// controller: UIKit's own back button, menu, ⌘[, swipe delegates and tab re-selection.
    private var withoutItsHooks: BackPlan {
      var configuration = configuration
      configuration.menuPolicy = .system
      var plan = BackWiring(guardedScreens: Array(wiring.guardedScreens.dropLast()) + [false], needsSwipeGate: false)
        .plan(in: configuration)
      plan.tabBarProxyInPlace = false
      return plan
    }

    /// The plan of a stack whose top screen has a guard, in `configuration` (the route table's).
    static func guardedTop(in configuration: BackRouteTable.Configuration) -> BackPlan {
      BackWiring(guardedScreens: [false, true], needsSwipeGate: true).plan(in: configuration)
    }
  }
#endif
