@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Tab re-selection (`.tabReselect`): tapping the selected tab pops its stack to the root, and every guarded screen
/// that would leave is asked first.
@MainActor
@Suite("Tab re-selection asks the guards of every screen above the root", .misusesStayInTheTest)
struct TabReselectTests {
  /// The tab bars of this test's stacks: a stack has a tab to re-select only in a tab bar, and holds it weakly.
  private let tabBars = TabBarKeeper()

  /// A stack of these screens, root first, as the selected tab of a tab bar of its own.
  private func makeTab(_ screens: SimulatedScreen...) -> SimulatedNavigationController {
    let nav = SimulatedNavigationController(root: screens[0])
    for screen in screens.dropFirst() { nav.push(screen, animated: false) }
    tabBars.held.append(SimulatedTabBarController(tabs: [nav]))
    return nav
  }

  @Test("Re-selecting the tab asks every guarded screen above the root, top first, then pops to the root once")
  func asksTopFirstThenPopsOnce() {
    let order = OrderLog()
    let b = GuardProbe("B", order: order)
    let c = GuardProbe("C", order: order)
    let nav = makeTab(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.allow)),
      SimulatedScreen("C", backGuard: c.answering(.allow)))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .tabReselect) == .allowed)

    #expect(order.names == ["C", "B"])
    #expect(b.sources == [.tabReselect])
    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.map(\.source) == [.tabReselect])
    #expect(log.left.first?.screens.count == 2)
  }

  @Test("A deny from any screen that would leave keeps the whole stack")
  func denyKeepsStack() {
    let b = GuardProbe("B")
    let nav = makeTab(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.deny)), SimulatedScreen("C"))

    #expect(nav.goBack(by: .tabReselect) == .denied)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(b.calls == 1)
    #expect(nav.enginePopCount == 0)
  }

  @Test("A later answer means not now; its approval pops to the root exactly once")
  func laterAnswerPopsOnce() {
    let c = GuardProbe("C")
    let nav = makeTab(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: c.answeringLater()))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .tabReselect) == .pending)
    #expect(nav.titles == ["A", "B", "C"])
    #expect(nav.goBack(by: .tabReselect) == .coalesced)
    #expect(c.calls == 1)

    c.lastResolution?.allow()
    c.lastResolution?.allow()

    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.map(\.source) == [.tabReselect])
    #expect(log.misuses.count == 1)  // the second answer
  }

  @Test("Without an engaged guard, the re-selection is UIKit's own pop to the root, untouched")
  func unguardedIsUIKitsOwn() {
    let inactive = ScreenGuard(isActive: false) { _ in .deny }
    let nav = makeTab(SimulatedScreen("A"), SimulatedScreen("B", backGuard: inactive), SimulatedScreen("C"))

    let trace = nav.traceOf { #expect(nav.goBack(by: .tabReselect) == .allowed) }

    #expect(trace.contains("popToRootViewController(animated:)"))
    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 0)
  }

  @Test("On the root screen a re-selection asks nobody and pops nothing")
  func rootScreenDoesNothing() {
    let probe = GuardProbe()
    let nav = makeTab(SimulatedScreen("A", backGuard: probe.answering(.deny)))

    #expect(nav.goBack(by: .tabReselect) == .nothingToGoBackTo)
    #expect(probe.calls == 0)
  }

  @Test("An approval that arrives after the stack changed pops nothing and is reported")
  func approvalAfterStackChangePopsNothing() {
    let c = GuardProbe("C")
    let nav = makeTab(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: c.answeringLater()))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .tabReselect) == .pending)
    nav.push(SimulatedScreen("D"), animated: false)
    c.lastResolution?.allow()

    #expect(nav.titles == ["A", "B", "C", "D"])
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
    #expect(log.dropped.map(\.reason) == [.stackChanged])
  }

  @Test("Tapping another tab leaves every stack as it is; tapping the selected one asks its guards")
  func tabBarControllerSelectsOrReselects() {
    let probe = GuardProbe()
    let inbox = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Draft", backGuard: probe.answering(.deny)))
    let settings = makeNav(SimulatedScreen("Settings"), SimulatedScreen("Account"))
    let tabs = SimulatedTabBarController(tabs: [inbox, settings])

    #expect(tabs.tapTab(1) == .allowed)
    #expect(tabs.tapTab(0) == .allowed)
    #expect(probe.calls == 0)
    #expect(tabs.tapTab(0) == .denied)
    #expect(probe.sources == [.tabReselect])
    #expect(inbox.titles == ["Inbox", "Draft"])
    #expect(settings.titles == ["Settings", "Account"])
    #expect(tabs.tapTab(1) == .allowed)
    #expect(tabs.tapTab(1) == .allowed)
    #expect(settings.titles == ["Settings"])
  }

  @Test("A guard asked about a re-selection is told the route and can tell it from a back tap")
  func routeIsNamed() {
    let nav = makeTab(
      SimulatedScreen("A"),
      SimulatedScreen("B", backGuard: ScreenGuard { $0.source == .tabReselect ? .deny : .allow }))

    #expect(nav.goBack(by: .tabReselect) == .denied)
    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(nav.titles == ["A"])
  }

  @Test(
    "An unguarded re-selection BackGuard sees (another tab has a guard) is named tabReselect, in every UIKit setup",
    arguments: [BackGuardSetup.backGuardNavigationController, .navigationController])
  func unguardedReselectSeenIsNamed(setup: BackGuardSetup) {
    let plain = SimulatedNavigationController(root: SimulatedScreen("Inbox"), setup: setup)
    plain.push(SimulatedScreen("Message"), animated: false)
    let guarded = makeNav(SimulatedScreen("Drafts"), SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }))
    let tabs = SimulatedTabBarController(tabs: [plain, guarded])
    let log = EventLog(plain.engine)

    #expect(tabs.tapTab(0) == .allowed)
    #expect(plain.titles == ["Inbox"])
    #expect(log.left.map(\.source) == [.tabReselect])
  }

  @Test("With no guard in any tab BackGuard does not see the tap: the pop is named as the route table says")
  func unguardedReselectUnseenFollowsTheTable() {
    for setup in [BackGuardSetup.backGuardNavigationController, .navigationController] {
      let nav = SimulatedNavigationController(root: SimulatedScreen("Inbox"), setup: setup)
      nav.push(SimulatedScreen("Message"), animated: false)
      let tabs = SimulatedTabBarController(tabs: [nav, makeNav(SimulatedScreen("Settings"))])
      let log = EventLog(nav.engine)
      #expect(tabs.tapTab(0) == .allowed)
      let expected = BackRouteTable.unguardedDeparture(by: .tabReselect, in: nav.routeConfiguration)
      #expect(log.left.map(\.source) == [expected], "\(setup)")
    }
  }

  @Test(
    "The name of an unguarded re-selection lets UIKit's own pop through once; unused, it is forgotten after the tap's turn"
  )
  func unguardedReselectNameIsUsedOnce() {
    let probe = GuardProbe()
    let nav = SimulatedNavigationController(root: SimulatedScreen("Inbox"), setup: .backGuardNavigationController)
    nav.push(SimulatedScreen("Message"), animated: false)
    let form = SimulatedScreen("Form")
    nav.push(form, animated: false)
    // The tab bar proxy's shouldSelect: no guard to ask, so UIKit may pop; but UIKit does not pop this time.
    #expect(nav.engine.takeOverTabReselect() == nil)
    // The guard engages only now, and opts in to the app's pops.
    form.backGuard = probe.answering(.deny, programmatic: true)
    nav.engine.tabReselectDidEnd()
    nav.popToRoot(animated: false)
    #expect(probe.sources == [.programmatic(.popToRoot)])
    #expect(nav.titles == ["Inbox", "Message", "Form"])
  }

  @Test(
    "An observer that pushes a guarded screen when told of an unguarded re-selection gets it asked, not popped unasked")
  func observerPushDuringUnguardedReselect() {
    let probe = GuardProbe()
    let plain = SimulatedNavigationController(root: SimulatedScreen("Inbox"), setup: .navigationController)
    plain.push(SimulatedScreen("Message"), animated: false)
    let guarded = makeNav(SimulatedScreen("Drafts"), SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }))
    let tabs = SimulatedTabBarController(tabs: [plain, guarded])
    var pushed = false
    let observation = plain.engine.observe { event in
      guard !pushed, case .attemptDecided(_, .allow, _) = event else { return }
      pushed = true
      plain.push(SimulatedScreen("Compose", backGuard: probe.answering(.deny)), animated: false)
    }
    #expect(tabs.tapTab(0) == .denied)
    #expect(probe.sources == [.tabReselect])
    #expect(plain.titles == ["Inbox", "Message", "Compose"])
    observation.cancel()
  }

  @Test(
    "A logout asks every tab, the selected one first, showing each tab that asks; a refusal leaves that tab selected")
  func logoutAcrossTabs() async {
    let inboxProbe = GuardProbe("inbox")
    let draftProbe = GuardProbe("draft")
    let inbox = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Reply", backGuard: inboxProbe.answering(.allow)))
    let drafts = makeNav(SimulatedScreen("Drafts"), SimulatedScreen("Editor", backGuard: draftProbe.answeringLater()))
    let settings = makeNav(SimulatedScreen("Settings"))
    let tabs = SimulatedTabBarController(tabs: [inbox, settings, drafts])
    tabs.selectTab(1)

    async let outcome = tabs.requestLeaveEveryTab(named: "logout")
    // The editor's question waits in the drafts tab, which is now selected so the person sees it.
    #expect(await waitUntil { draftProbe.calls == 1 })
    #expect(tabs.selectedIndex == 2)
    #expect(inboxProbe.sources == [.appRequest("logout")])
    draftProbe.lastResolution?.deny()
    #expect(await outcome == .denied)
    #expect(tabs.selectedIndex == 2)
    #expect(drafts.titles == ["Drafts", "Editor"])

    async let second = tabs.requestLeaveEveryTab(named: "logout", revealsEachTab: false)
    #expect(await waitUntil { draftProbe.calls == 2 })
    draftProbe.lastResolution?.allow()
    #expect(await second == .allowed)
    // Asking changes nothing: the app acts afterwards.
    #expect(drafts.titles == ["Drafts", "Editor"])
  }
}

/// Keeps tab bar controllers alive for as long as a test runs.
@MainActor
final class TabBarKeeper {
  var held: [SimulatedTabBarController] = []
}
