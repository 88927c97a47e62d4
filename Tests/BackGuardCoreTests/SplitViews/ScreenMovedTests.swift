import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Split views: when a `UISplitViewController` or `NavigationSplitView` collapses or expands, screens move between
/// navigation controllers. The guard belongs to the screen, so it moves with it; an attempt pending in the stack the
/// screen left ends with a reason.
@MainActor
@Suite("A screen that moves to another stack takes its guard along", .misusesStayInTheTest)
struct ScreenMovedTests {
  @Test("A pending attempt whose screen moved to another stack ends with .stackChanged; its approval pops nothing")
  func pendingAttemptEndsWhenScreenMoves() {
    let probe = GuardProbe()
    let detail = SimulatedScreen("Detail", backGuard: probe.answeringLater())
    let secondary = makeNav(SimulatedScreen("Placeholder"), detail)
    let primary = makeNav(SimulatedScreen("List"))
    let secondaryLog = EventLog(secondary.engine)
    let primaryLog = EventLog(primary.engine)

    #expect(secondary.goBack(by: .backButton) == .pending)
    let stale = probe.lastResolution
    // The collapse: UIKit takes the detail off the secondary stack and pushes it onto the primary one.
    #expect(secondary.release(detail))
    primary.push(detail, animated: false)
    stale?.allow()

    #expect(secondaryLog.cancelled.map(\.reason) == [.stackChanged])
    #expect(secondaryLog.dropped.map(\.reason) == [.stackChanged])
    #expect(primary.titles == ["List", "Detail"])
    #expect(primaryLog.left.isEmpty)
  }

  @Test("The moved screen's guard answers in its new stack, for every route")
  func guardFollowsScreen() {
    let probe = GuardProbe()
    let detail = SimulatedScreen("Detail", backGuard: probe.answering(.deny))
    let secondary = makeNav(SimulatedScreen("Placeholder"), detail)
    let primary = makeNav(SimulatedScreen("List"))
    let tabs = SimulatedTabBarController(tabs: [primary])  // a tab to re-select
    defer { withExtendedLifetime(tabs) {} }

    #expect(secondary.release(detail))
    primary.push(detail, animated: false)

    #expect(primary.goBack(by: .backButton) == .denied)
    #expect(primary.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(primary.goBack(by: .tabReselect) == .denied)
    #expect(probe.sources == [.backButton, .edgeSwipe, .tabReselect])
    #expect(primary.titles == ["List", "Detail"])
  }
}
