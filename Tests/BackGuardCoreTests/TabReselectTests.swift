import BackGuardCore
import BackGuardTesting
import Testing

/// Tab re-selection (`.tabReselect`): tapping the selected tab pops its stack to the root, and every guarded screen
/// that would leave is asked first.
@MainActor
@Suite("Tab re-selection asks the guards of every screen above the root")
struct TabReselectTests {
  @Test("Re-selecting the tab asks every guarded screen above the root, top first, then pops to the root once")
  func asksTopFirstThenPopsOnce() {
    let order = OrderLog()
    let b = GuardProbe("B", order: order)
    let c = GuardProbe("C", order: order)
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.allow)),
      SimulatedScreen("C", backGuard: c.answering(.allow)))
    let log = EventLog(nav.engine)

    #expect(nav.reselectTab() == .allowed)

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
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.deny)), SimulatedScreen("C"))

    #expect(nav.reselectTab() == .denied)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(b.calls == 1)
    #expect(nav.enginePopCount == 0)
  }

  @Test("A later answer means not now; its approval pops to the root exactly once")
  func laterAnswerPopsOnce() {
    let c = GuardProbe("C")
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: c.answeringLater()))
    let log = EventLog(nav.engine)

    #expect(nav.reselectTab() == .pending)
    #expect(nav.titles == ["A", "B", "C"])
    #expect(nav.reselectTab() == .coalesced)
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
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: inactive), SimulatedScreen("C"))

    let trace = nav.traceOf { #expect(nav.reselectTab() == .allowed) }

    #expect(trace.contains("popToRootViewController(animated:)"))
    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 0)
  }

  @Test("On the root screen a re-selection asks nobody and pops nothing")
  func rootScreenDoesNothing() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A", backGuard: probe.answering(.deny)))

    #expect(nav.reselectTab() == .nothingToGoBackTo)
    #expect(probe.calls == 0)
  }

  @Test("An approval that arrives after the stack changed pops nothing and is reported")
  func approvalAfterStackChangePopsNothing() {
    let c = GuardProbe("C")
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: c.answeringLater()))
    let log = EventLog(nav.engine)

    #expect(nav.reselectTab() == .pending)
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
    let nav = makeNav(
      SimulatedScreen("A"),
      SimulatedScreen("B", backGuard: ScreenGuard { $0.source == .tabReselect ? .deny : .allow }))

    #expect(nav.reselectTab() == .denied)
    #expect(nav.tapBack() == .allowed)
    #expect(nav.titles == ["A"])
  }
}
