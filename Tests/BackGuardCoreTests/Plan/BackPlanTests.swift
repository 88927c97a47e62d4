@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The plan says which hook hears each route; the simulator plays UIKit calling that hook and decides nothing itself.
/// These tests hold the simulator to the plan in the guard states the route table does not cover, and pin the rules
/// that used to be written twice.
@MainActor
@Suite("The plan: which hook hears each route, read by the adapter and the simulator alike", .misusesStayInTheTest)
struct BackPlanTests {
  @Test(
    "A guard switched off by its condition keeps its hooks: every route leaves unasked, named as the plan says",
    arguments: BackRouteTable.Configuration.all)
  func disengagedGuardLeavesAsThePlanNamesIt(configuration: BackRouteTable.Configuration) {
    let plan = BackWiring(guardedScreens: [false, false, true], needsSwipeGate: true).plan(in: configuration)
    for route in BackRoute.allCases {
      let taken = RouteTableTests.take(route, in: configuration, guarded: .top, engaged: false)
      let name = plan.departureName(of: route)
      let context = Comment(
        rawValue: "\(route) in \(configuration): the plan names \(name.map { "\($0)" } ?? "nothing"), the simulator "
          + "did: \(taken)")
      #expect(taken.asked.isEmpty, context)
      if let name {
        #expect(taken.watchedLeft, context)
        #expect(RouteTableTests.sameRoute(taken.leftBy, name), context)
      } else if !route.popsTheStack {
        // The window closes with its screens, no question asked for a guard switched off, and no event tells of it.
        #expect(taken.watchedLeft && taken.leftBy == nil && taken.systemAsked == nil, context)
      } else {
        #expect(!taken.watchedLeft, context)
      }
    }
  }

  @Test("A tab re-selection is heard while a tab has a guard, engaged or not: the pop is named tabReselect")
  func tabReselectWithDisengagedGuardIsNamed() {
    for setup in [BackGuardSetup.backGuardNavigationController, .navigationController] {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), setup: setup)
      let tabs = SimulatedTabBarController(tabs: [nav])
      let editor = SimulatedScreen("Editor", backGuard: ScreenGuard(when: { false }, decide: { _ in .deny }))
      nav.push(editor)
      let log = EventLog(nav.engine)

      #expect(tabs.tapTab(0) == .allowed)
      #expect(nav.stack.count == 1)
      #expect(log.left.last?.source == .tabReselect, "\(setup)")
    }
  }

  @Test(
    "The tab bar proxy is wanted only by a tab's stack with a guard above its root: a tab bar whose tabs hold no guard keeps the app's delegate"
  )
  func tabBarProxyDoesNotWaitForAGuard() {
    for era in BackGuardEra.allCases {
      for setup in BackGuardSetup.allCases {
        for guarded in [false, true] {
          let plan = BackWiring(guardedScreens: [false, guarded], needsSwipeGate: guarded)
            .plan(in: .init(setup: setup, era: era))
          let expected = guarded && (setup == .backGuardNavigationController || setup == .navigationController)
          #expect(plan.wantsTabBarProxy == expected, "\(setup), \(era), guarded \(guarded)")
        }
      }
    }
  }

  @Test("A re-selection of a tab with no guard in it, where another tab has one, is heard too, and named tabReselect")
  func tabReselectWithoutGuardIsNamed() {
    for setup in [BackGuardSetup.backGuardNavigationController, .navigationController] {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), setup: setup)
      let tabs = SimulatedTabBarController(tabs: [nav, guardedNeighbour(setup)])
      nav.push(SimulatedScreen("Detail"))
      let log = EventLog(nav.engine)

      #expect(tabs.tapTab(0) == .allowed)
      #expect(nav.stack.count == 1)
      #expect(log.left.last?.source == .tabReselect, "\(setup)")
    }
  }

  /// A tab whose stack has a guard above its root: the tab bar's proxy is on for every tab.
  private func guardedNeighbour(_ setup: BackGuardSetup) -> SimulatedNavigationController {
    let neighbour = SimulatedNavigationController(root: SimulatedScreen("Inbox"), setup: setup)
    neighbour.push(SimulatedScreen("Draft", backGuard: ScreenGuard { _ in .allow }), animated: false)
    return neighbour
  }

  @Test("With no guard in any tab, the tab bar keeps the app's delegate: a re-selection is UIKit's own pop to the root")
  func tabBarWithoutGuardsIsUntouched() {
    for setup in [BackGuardSetup.backGuardNavigationController, .navigationController] {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), setup: setup)
      let tabs = SimulatedTabBarController(tabs: [nav])
      nav.push(SimulatedScreen("Detail"))
      let log = EventLog(nav.engine)

      #expect(tabs.tapTab(0) == .allowed)
      #expect(nav.stack.count == 1)
      #expect(log.left.last?.source != .tabReselect, "no hook heard the tap: \(setup)")
    }
  }

  @Test("An animated re-selection with no guard is still named tabReselect when its pop ends after the tap's turn")
  func animatedUnguardedReselectionIsNamed() {
    for setup in [BackGuardSetup.backGuardNavigationController, .navigationController] {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), setup: setup, transitionMode: .manual)
      let tabs = SimulatedTabBarController(tabs: [nav, guardedNeighbour(setup)])
      nav.push(SimulatedScreen("Detail"), animated: false)
      let log = EventLog(nav.engine)

      #expect(tabs.tapTab(0) == .allowed)
      nav.finishTransition()  // the pop's didShow, after the turn of the tap
      #expect(nav.stack.count == 1)
      #expect(log.left.last?.source == .tabReselect, "\(setup)")
    }
  }

  @Test("The opt-in VoiceOver hook hears the escape only on iOS 15 and 16, outside the subclass")
  func voiceOverHookHearsOnlyWhereNothingElseDoes() {
    for era in BackGuardEra.allCases {
      for setup in BackGuardSetup.allCases {
        for guarded in [false, true] {
          let plan = BackWiring(guardedScreens: [false, guarded], needsSwipeGate: guarded)
            .plan(in: .init(setup: setup, era: era, voiceOverEscapeHook: true))
          let heardByHook = plan.hearing(of: .accessibilityEscape) == .hook(.voiceOverHook)
          #expect(heardByHook == (!era.hasEscapeBlock && !setup.isSubclass), "\(setup), \(era), guarded \(guarded)")
        }
      }
    }
  }

  @Test("SwiftUI's zoom transition offers no hook: its dismissal is UIKit's own, and the guarded screen leaves unasked")
  func swiftUIZoomDismissalIsNotSeen() {
    var asked = 0
    let nav = SimulatedNavigationController(root: SimulatedScreen("Grid"), profile: .iOS18, setup: .swiftUI)
    nav.push(
      SimulatedScreen(
        "Photo",
        backGuard: ScreenGuard { _ in
          asked += 1
          return .deny
        }))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .zoomDismiss) == .allowed)
    #expect(asked == 0)
    #expect(log.left.last?.source == .programmatic(.unannounced))
    #expect(nav.unheardPopCount == 1)
  }

  @Test(
    "A zoom dismissal in the subclass asks a guard that opts in to the app's pops once, and names the pop zoomDismiss")
  func subclassZoomDismissalAsksOnce() {
    var asked: [BackSource] = []
    let nav = SimulatedNavigationController(root: SimulatedScreen("Grid"), profile: .iOS18)
    nav.push(
      SimulatedScreen(
        "Photo",
        backGuard: ScreenGuard(guardsProgrammaticPops: true) { attempt in
          asked.append(attempt.source)
          return .allow
        }))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .zoomDismiss) == .allowed)
    #expect(asked == [.zoomDismiss])
    #expect(log.left.last?.source == .zoomDismiss)
    #expect(!nav.trace.contains("popViewController(animated:)"), "the pop is the gesture's, not asked again")
  }

  @Test("A bar button's tap mid-transition is held by the engine and runs once the transition ends, never dropped")
  func customBackButtonMidTransitionIsHeld() async {
    var asked = 0
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), transitionMode: .manual)
    let editor = SimulatedScreen(
      "Editor",
      backGuard: ScreenGuard { _ in
        asked += 1
        return .allow
      })
    editor.hasCustomBackButton = true
    nav.push(editor)

    #expect(nav.goBack(by: .customBackButton) == .queued)
    #expect(asked == 0)
    nav.finishTransition()
    #expect(await waitUntil { nav.stack.count == 1 })
    #expect(asked == 1)
  }
}
