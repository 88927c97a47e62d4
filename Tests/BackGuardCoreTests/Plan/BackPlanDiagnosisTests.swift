@_spi(TestKit) import BackGuardCore
import Testing

// The diagnosis is compiled into debug builds only (issue 42): so are its tests; a release build (the long model
// runs) leaves them out.
#if DEBUG
  /// The adapter's `diagnostics()` prints the lines the core decides from the plan and the facts the adapter finds on
  /// UIKit (`BackPlan.diagnoses(given:)`). These tests hold every line to the plan, in every configuration, and pin what
  /// a missing or taken-over hook does to it.
  @Suite(
    "The diagnostics: each route's line read off the plan, and what a hook not in place does to it",
    .misusesStayInTheTest
  )
  struct BackPlanDiagnosisTests {
    /// Root → Middle → Editor, the Editor guarded: the route table's stack.
    static let guardedTop = BackWiring(guardedScreens: [false, false, true], needsSwipeGate: true)

    static func facts(_ change: (inout BackPlan.LiveFacts) -> Void) -> BackPlan.LiveFacts {
      var facts = BackPlan.LiveFacts()
      change(&facts)
      return facts
    }

    @Test(
      "A guarded top screen wired as the plan says is diagnosed route by route as the plan's coverage says",
      arguments: BackRouteTable.Configuration.all)
    func wiredStackFollowsThePlan(configuration: BackRouteTable.Configuration) throws {
      let plan = Self.guardedTop.plan(in: configuration)
      let lines = plan.diagnoses(given: BackPlan.LiveFacts())
      #expect(lines.map(\.route) == BackRoute.allCases)
      for line in lines {
        let coverage = plan.coverage(of: line.route)
        let context = Comment(rawValue: "\(line.route) in \(configuration): plan \(coverage), diagnosed \(line)")
        #expect(line.coverage == BackRouteTable.coverage(of: line.route, in: configuration), context)
        switch coverage {
        case .asked:
          #expect(line.isGuarded && !line.leavesUnasked, context)
          guard case .hook(let hook) = plan.hearing(of: line.route) else {
            Issue.record("asked, yet no hook: \(context.rawValue)")
            continue
          }
          #expect(line.reason.hasPrefix("asked: \(hook.name)"), context)
        case .hidden:
          #expect(line.isGuarded && !line.leavesUnasked, context)
          #expect(line.reason.hasPrefix("hidden: "), context)
        case .askedBySystem:
          #expect(line.isGuarded && !line.leavesUnasked, context)
          #expect(line.reason.hasPrefix("asked: \(BackPlan.Hook.windowClosure.name)"), context)
        case .askedWithAppCode(let code):
          // These facts include the app's line (the zoom options wired; a classic tab bar, or the UITab recipe).
          #expect(line.isGuarded && !line.leavesUnasked, context)
          guard case .hook(let hook) = plan.hearing(of: line.route) else {
            Issue.record("asked with app code, yet no hook: \(context.rawValue)")
            continue
          }
          #expect(line.reason.hasPrefix("asked: \(hook.name)"), context)
          #expect(line.route != .tabReselect || line.reason.contains(code), context)
        case .observed, .notSeen:
          #expect(!line.isGuarded && line.leavesUnasked, context)
          #expect(line.reason.hasPrefix("LEAVES UNASKED (\(coverage)): "), context)
          if !line.route.popsTheStack {
            #expect(line.reason.contains("no event tells of it"), context)
            continue
          }
          let departure = try #require(plan.departureName(of: line.route), context)
          #expect(line.reason.contains("\(departure)"), context)
        case .unavailable:
          #expect(!line.isGuarded && !line.leavesUnasked, context)
          let why: [BackRoute: String] = [
            .contentSwipe: "before iOS 26", .zoomDismiss: "before iOS 18", .sheetDismiss: "not a sheet",
            .tabReselect: "a sheet is not a tab",
          ]
          #expect(line.reason.hasPrefix("unavailable: "), context)
          #expect(line.reason.contains(why[line.route] ?? "(a reason for this route)"), context)
        }
      }
    }

    @Test(
      "A delegate another object took over leaves its route unasked, names the holder, and changes no other line",
      arguments: BackRouteTable.Configuration.all)
    func takeoverLeavesTheRouteUnasked(configuration: BackRouteTable.Configuration) {
      let plan = Self.guardedTop.plan(in: configuration)
      let wired = plan.diagnoses(given: BackPlan.LiveFacts())
      let takeovers: [(BackRoute, BackPlan.LiveFacts, String)] = [
        (
          .edgeSwipe, Self.facts { $0.edgeSwipe = .takenOver(by: "EditorViewController") },
          "EditorViewController took the recognizer's delegate back"
        ),
        (
          .contentSwipe, Self.facts { $0.contentSwipe = .takenOver(by: "EditorViewController") },
          "EditorViewController took the recognizer's delegate back"
        ),
        (
          .tabReselect, Self.facts { $0.tabBar = .takenOver(by: "AppTabBarDelegate") },
          "tabBarController.delegate was taken over by AppTabBarDelegate"
        ),
      ]
      for (route, facts, holder) in takeovers {
        let line = plan.diagnosis(of: route, given: facts)
        let context = Comment(rawValue: "\(route) in \(configuration): \(line)")
        guard case .hook = plan.hearing(of: route) else {
          #expect(line == wired.first { $0.route == route }, "no hook, nothing to take over: \(context)")
          continue
        }
        #expect(!line.isGuarded && line.leavesUnasked, context)
        #expect(line.reason.hasPrefix("LEAVES UNASKED: \(holder)"), context)
        if route == .tabReselect {
          let reported = configuration.setup.isSubclass ? "programmatic(popToRoot)" : "programmatic(unannounced)"
          #expect(line.reason.contains(reported), context)
        } else {
          #expect(line.reason.contains("named \(route) after the fact"), context)
        }
        #expect(
          plan.diagnoses(given: facts).filter { $0.route != route } == wired.filter { $0.route != route },
          "a takeover of \(route) changes only its own line, in \(configuration)")
      }
    }

    @Test(
      "A hook not where BackGuard puts it leaves its route unasked, unless UIKit's own path reaches the subclass's hook",
      arguments: BackRouteTable.Configuration.all)
    func missingHookLeavesTheRouteUnasked(configuration: BackRouteTable.Configuration) {
      let plan = Self.guardedTop.plan(in: configuration)
      let isSubclass = configuration.setup.isSubclass
      let missing: [(BackRoute, BackPlan.LiveFacts)] = [
        (
          .backButton,
          Self.facts { $0.topBackAction = nil }
        ),
        (
          .backMenu,
          Self.facts { $0.backItemBelowIsBackGuards = false }
        ),
        (.edgeSwipe, Self.facts { $0.edgeSwipe = .uikitsOwn }),
        (.contentSwipe, Self.facts { $0.contentSwipe = .uikitsOwn }),
        (.keyCommand, Self.facts { $0.keyCommand = .absent }),
        (.keyCommand, Self.facts { $0.keyCommand = .notListed }),
        (.tabReselect, Self.facts { $0.tabBar = .proxyMissing }),
      ]
      for (route, facts) in missing {
        let wired = plan.diagnosis(of: route, given: BackPlan.LiveFacts())
        let line = plan.diagnosis(of: route, given: facts)
        let context = Comment(rawValue: "\(route) in \(configuration): \(line)")
        let hearing = plan.hearing(of: route)
        // The subclass's own hooks do not depend on what BackGuard puts on the screens.
        if !wired.isGuarded || hearing == .hook(.barQuestion) || hearing == .hook(.subclassKeyCommand) {
          #expect(line == wired, context)
          continue
        }
        if route == .backButton, isSubclass {
          // Without a back action, UIKit asks the bar's delegate, which the subclass is.
          #expect(line.isGuarded && !line.leavesUnasked, context)
          #expect(line.reason.hasPrefix("asked: navigationBar(_:shouldPop:)"), context)
          continue
        }
        #expect(!line.isGuarded && line.leavesUnasked, context)
        #expect(line.reason.hasPrefix("LEAVES UNASKED: "), context)
        switch route {
        case .backMenu:
          #expect(
            line.reason.contains(isSubclass ? "programmatic(popTo)" : "programmatic(unannounced)"), context)
        case .tabReselect:
          #expect(
            line.reason.contains(isSubclass ? "programmatic(popToRoot)" : "programmatic(unannounced)"), context)
        case .edgeSwipe, .contentSwipe: #expect(line.reason.contains("named \(route) after the fact"), context)
        default: #expect(line.reason.contains("programmatic(unannounced)"), context)
        }
      }
    }

    @Test(
      "The subclass's pop overrides ask a top guard that sets guardsProgrammaticPops; elsewhere the app's pops stay unseen",
      arguments: BackRouteTable.Configuration.all)
    func popOverridesAskAnOptedInGuard(configuration: BackRouteTable.Configuration) {
      let plan = Self.guardedTop.plan(in: configuration)
      let optedIn = Self.facts { $0.topGuardsProgrammaticPops = true }
      for route in BackRoute.allCases {
        let line = plan.diagnosis(of: route, given: optedIn)
        let context = Comment(rawValue: "\(route) in \(configuration): \(line)")
        guard case .hook(.popOverride(let call)) = plan.hearing(of: route) else {
          #expect(line == plan.diagnosis(of: route, given: BackPlan.LiveFacts()), context)
          continue
        }
        #expect(configuration.setup.isSubclass, context)
        #expect(line.isGuarded && !line.leavesUnasked, context)
        #expect(line.reason.hasPrefix("asked: BackGuardNavigationController's pop"), context)
        #expect(line.reason.contains("programmatic(\(call))"), "without the opt-in: \(context)")
      }
      let appPop = plan.diagnosis(of: .appPop, given: optedIn)
      #expect(appPop.isGuarded == configuration.setup.isSubclass, "\(configuration): \(appPop)")
    }

    @Test(
      "With no guard on the top screen no route of it is guarded, and each line says what a guard there would meet",
      arguments: BackRouteTable.Configuration.all)
    func unguardedTopIsNotGuarded(configuration: BackRouteTable.Configuration) {
      for wiring in [
        BackWiring(guardedScreens: [false, false, false], needsSwipeGate: false),
        BackWiring(guardedScreens: [false, true, false], needsSwipeGate: false),
      ] {
        let plan = wiring.plan(in: configuration)
        // A tab's re-selection and a window close reach every screen, not only the top one: tested on their own.
        for route in BackRoute.allCases where route != .tabReselect && route != .windowClose {
          let line = plan.diagnosis(of: route, given: BackPlan.LiveFacts())
          let table = BackRouteTable.coverage(of: route, in: configuration)
          let context = Comment(rawValue: "\(route) in \(configuration), \(wiring.guardedScreens): \(line)")
          #expect(!line.isGuarded, context)
          #expect(line.leavesUnasked == table.canLeaveUnasked, context)
          if table == .unavailable {
            #expect(line.reason.hasPrefix("unavailable: "), context)
            continue
          }
          #expect(line.reason.hasPrefix("no guard on the top screen: "), context)
          if let departure = plan.departureName(of: route) {
            #expect(line.reason.contains("reported as \(departure)"), context)
          } else {
            #expect(plan.hearing(of: route) == .hidden, context)
            #expect(line.reason.contains("taken away"), context)
          }
          if case .askedWithAppCode(let code) = table {
            #expect(line.reason.contains("With a guard it is asked only once the app adds: \(code)"), context)
          } else {
            #expect(line.reason.contains("With a guard it LEAVES UNASKED") == table.canLeaveUnasked, context)
          }
        }
        // A tab's re-selection pops every screen above the root: a guard below the top is in its reach.
        let tab = plan.diagnosis(of: .tabReselect, given: BackPlan.LiveFacts())
        #expect(
          tab.isGuarded == (wiring.hasGuard && plan.hearing(of: .tabReselect) == .hook(.tabBarProxy)),
          "\(configuration), \(wiring.guardedScreens): \(tab)")
      }
    }

    @Test(
      "Without a navigation controller, BackGuard installed, or a screen to go back to, no line is guarded and each says so",
      arguments: BackRouteTable.Configuration.all)
    func stackFactsLeaveNothingGuarded(configuration: BackRouteTable.Configuration) {
      let cases: [(BackWiring, BackPlan.LiveFacts, String)] = [
        (Self.guardedTop, Self.facts { $0.hasNavigationController = false }, "no navigation controller"),
        (Self.guardedTop, Self.facts { $0.isInstalled = false }, "not installed"),
        (BackWiring(guardedScreens: [false], needsSwipeGate: false), BackPlan.LiveFacts(), "nothing to go back to"),
      ]
      for (wiring, facts, fact) in cases {
        for line in wiring.plan(in: configuration).diagnoses(given: facts) {
          let context = Comment(rawValue: "\(line.route) in \(configuration): \(line)")
          #expect(!line.isGuarded, context)
          #expect(line.leavesUnasked == line.coverage.canLeaveUnasked, context)
          #expect(line.reason.hasPrefix(line.coverage == .unavailable ? "unavailable: " : fact), context)
        }
      }
    }

    @Test(
      "A zoom dismissal whose wiring BackGuard cannot see is never called guarded, and counts as leaving unasked: only the app's line asks",
      arguments: BackRouteTable.Configuration.all)
    func unseenZoomWiringIsSaidSo(configuration: BackRouteTable.Configuration) {
      let plan = Self.guardedTop.plan(in: configuration)
      guard plan.hearing(of: .zoomDismiss) == .hook(.zoomOptions) else { return }
      let unseen = plan.diagnosis(of: .zoomDismiss, given: Self.facts { $0.zoomOptionsWired = nil })
      #expect(!unseen.isGuarded && unseen.leavesUnasked, "\(configuration): \(unseen)")
      #expect(unseen.reason.contains("cannot see whether it did"), "\(configuration): \(unseen)")
      let unwired = plan.diagnosis(of: .zoomDismiss, given: Self.facts { $0.zoomOptionsWired = false })
      #expect(!unwired.isGuarded && unwired.leavesUnasked, "\(configuration): \(unwired)")
    }

    @Test(
      "A swipe the top screen refuses itself is still its guard's route: asked, and the line says why it is refused")
    func refusedSwipeIsStillGuarded() {
      let plan = Self.guardedTop.plan(in: .init(era: .iOS26))
      for (refusal, why) in [
        (BackPlan.LiveFacts.SwipeRefusal.allowsSwipeBackIsFalse, "allowsSwipeBack is false"),
        (.backButtonHidden, "hides its back button"),
      ] {
        for route in [BackRoute.edgeSwipe, .contentSwipe] {
          let line = plan.diagnosis(of: route, given: Self.facts { $0.topSwipeRefusal = refusal })
          #expect(line.isGuarded && !line.leavesUnasked, "\(route): \(line)")
          #expect(line.reason.contains(why), "\(route): \(line)")
        }
      }
    }

    @Test(
      "A window close: the system's question while any screen of the stack has a guard (iOS 27), the app's own confirmation named, none before iOS 27"
    )
    func windowCloseLines() {
      let guardedBelow = BackWiring(guardedScreens: [false, true, false], needsSwipeGate: false)
      let unguarded = BackWiring(guardedScreens: [false, false, false], needsSwipeGate: false)
      for era in BackGuardEra.allCases {
        let configuration = BackRouteTable.Configuration(era: era)
        let line = guardedBelow.plan(in: configuration).diagnosis(of: .windowClose, given: BackPlan.LiveFacts())
        if era.hasWindowClosureConfirmation {
          #expect(line.isGuarded && !line.leavesUnasked, "\(line)")
          #expect(line.reason.hasPrefix("asked: the window scene's closureConfirmation"), "\(line)")
          let appsOwn = guardedBelow.plan(in: configuration).diagnosis(
            of: .windowClose, given: Self.facts { $0.windowConfirmation = .appsOwn })
          #expect(
            !appsOwn.isGuarded && appsOwn.reason.contains("the app set its own closureConfirmation"), "\(appsOwn)")
        } else {
          #expect(!line.isGuarded && line.leavesUnasked, "\(era): \(line)")
          #expect(line.reason.contains("before iOS 27"), "\(era): \(line)")
        }
        let none = unguarded.plan(in: configuration).diagnosis(of: .windowClose, given: BackPlan.LiveFacts())
        #expect(!none.isGuarded && none.reason.hasPrefix("no guard in this stack"), "\(era): \(none)")
      }
    }
  }
#endif
