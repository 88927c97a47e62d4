import BackGuardCore
import BackGuardTesting
import Testing

/// Several guards on one screen (a container's children and its own), asked in turn, each with its own kind of
/// answer: `ScreenGuard(inTurn:)`.
@MainActor
@Suite("Guards in turn: contained screens", .misusesStayInTheTest)
struct GuardsInTurnTests {
  @Test("Guards that answer now are asked in order, the first deny keeps the screen, later ones are not asked")
  func immediateGuardsInOrder() {
    let order = OrderLog()
    let child = GuardProbe("child", order: order)
    let container = GuardProbe("container", order: order)
    let combined = ScreenGuard(inTurn: { [child.answering(.deny), container.answering(.allow)] })
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Container", backGuard: combined))
    #expect(nav.goBack(by: .backButton) == .denied)
    #expect(order.names == ["child"])
  }

  @Test("When every guard answers now, a swipe is decided before it begins")
  func swipeStaysSynchronous() {
    let combined = ScreenGuard(inTurn: { [ScreenGuard { _ in .allow }, ScreenGuard { _ in .allow }] })
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Container", backGuard: combined))
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
    #expect(nav.titles == ["List"])
  }

  @Test("A guard that answers later holds the turn; the rest are asked after its allow; one pop")
  func laterAnswerContinuesTheTurn() {
    let order = OrderLog()
    let first = GuardProbe("first", order: order)
    let second = GuardProbe("second", order: order)
    let third = GuardProbe("third", order: order)
    let members = [first.answeringLater(), second.answering(.allow), third.answeringLater()]
    let combined = ScreenGuard(inTurn: { members })
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Container", backGuard: combined))
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(order.names == ["first"])
    first.lastResolution?.allow()
    #expect(order.names == ["first", "second", "third"])
    #expect(nav.titles == ["List", "Container"], "the last guard has not answered yet")
    third.lastResolution?.allow()
    #expect(nav.titles == ["List"])
    #expect(nav.enginePopCount == 1)
  }

  @Test("A later deny from a guard in the turn keeps the screen and asks no one after it")
  func laterDenyEndsTheTurn() {
    let first = GuardProbe("first")
    let second = GuardProbe("second")
    let members = [first.answeringLater(), second.answering(.allow)]
    let nav = makeNav(
      SimulatedScreen("List"), SimulatedScreen("Container", backGuard: ScreenGuard(inTurn: { members })))
    #expect(nav.goBack(by: .backButton) == .pending)
    first.lastResolution?.deny()
    #expect(second.calls == 0)
    #expect(nav.titles == ["List", "Container"])
  }

  @Test("An async guard in the turn is awaited, then the rest are asked")
  func asyncMemberIsAwaited() async {
    let gate = AnswerBox()
    let after = GuardProbe("after")
    let members = [ScreenGuard(decideAsync: { _ in await gate.wait() }), after.answering(.allow)]
    let nav = makeNav(
      SimulatedScreen("List"), SimulatedScreen("Container", backGuard: ScreenGuard(inTurn: { members })))
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { gate.isWaiting })
    gate.give(.allow)
    #expect(await waitUntil { nav.titles == ["List"] })
    #expect(after.calls == 1)
  }

  @Test("Engaged while any member is; members that do not apply to app pops are skipped for them")
  func engagementAndProgrammaticPops() {
    let optedIn = GuardProbe("opted in")
    var engaged = false
    let members = [
      ScreenGuard(when: { engaged }, decide: { _ in .deny }), optedIn.answering(.allow, programmatic: true),
    ]
    let combined = ScreenGuard(inTurn: { members })
    #expect(combined.isEngaged)
    #expect(combined.applies(to: .programmatic(.pop)))
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Container", backGuard: combined))
    engaged = true
    #expect(nav.pop(animated: false) != nil, "the app's pop asks only the member that opted in, which allows")
    #expect(optedIn.calls == 1)
  }
}
