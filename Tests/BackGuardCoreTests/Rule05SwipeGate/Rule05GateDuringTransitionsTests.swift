import BackGuardCore
import BackGuardTesting
import Testing

/// Rule 5, never during a transition: no window without a gate while a transition runs (issue "On a real phone", item
/// 2; docs/UIKitBehavior.md B191).
@MainActor
@Suite("Rule 5: during a transition the swipe gate is on at once, and off only after", .misusesStayInTheTest)
struct Rule05GateDuringTransitionsTests {
  @Test("The gate goes on during a transition and stays on until it ends, even when the screen shown needs none")
  func gateStaysForTheTransition() {
    var record = SwipeDelegateRecord()
    #expect(
      record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true, transitioning: true)
        == .attachProxy(makeProxy: true))
    #expect(
      record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: false, transitioning: true) == .keepProxy)
    #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: false) == .detachProxy)
  }

  @Test(
    "iOS 26: a content swipe that starts while a back tap's pop still animates never takes the guarded screen below away unasked"
  )
  func contentSwipeMidPopMeetsTheGate() {
    let probe = GuardProbe()
    let draft = SimulatedScreen("Draft", backGuard: probe.answering(.deny))
    let nav = makeNav(SimulatedScreen("Root"), draft, SimulatedScreen("Preview"), profile: .iOS26, mode: .manual)
    #expect(nav.goBack(by: .backButton) == .allowed)  // Preview has no guard: UIKit pops it, with animation
    #expect(nav.titles == ["Root", "Draft"])

    #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
    #expect(nav.titles == ["Root", "Draft"])
    #expect(probe.calls == 0, "mid-transition the gate refuses without asking")

    nav.finishTransition()
    #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
    #expect(probe.calls == 1)
    #expect(nav.titles == ["Root", "Draft"])
  }

  @Test(
    "iOS 26: without a guard below, the content swipe may still begin while a back tap's pop animates, as UIKit lets it"
  )
  func unguardedContentSwipeMidPopIsUIKits() {
    let nav = makeNav(
      SimulatedScreen("Root"), SimulatedScreen("List"), SimulatedScreen("Preview"), profile: .iOS26, mode: .manual)
    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(nav.goBack(by: .contentSwipe) == .swipeInProgress)
    #expect(nav.completeSwipe() == .allowed)
    #expect(nav.titles == ["Root"])
  }
}
