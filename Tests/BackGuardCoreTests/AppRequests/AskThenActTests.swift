@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Asking the guards before leaving in a way that is not a pop (a split view replacing its detail, a deep link, a
/// logout), then acting: `requestLeave`.
@MainActor
@Suite("Ask the guards, then act", .misusesStayInTheTest)
struct AskThenActTests {
  @Test(
    "An app request asks every engaged guard of the screens that would go, top first, then runs the app's code once")
  func asksTopFirstThenActsOnce() {
    let order = OrderLog()
    let form = GuardProbe("form", order: order)
    let preview = GuardProbe("preview", order: order)
    let nav = makeNav(
      SimulatedScreen("List"), SimulatedScreen("Form", backGuard: form.answering(.allow)),
      SimulatedScreen("Preview", backGuard: preview.answering(.allow)))
    let log = EventLog(nav.engine)
    var performed = 0
    let outcome = nav.requestLeave(nav.stack.dropFirst(), named: "showOtherProduct") { performed += 1 }
    #expect(outcome == .allowed)
    #expect(performed == 1)
    #expect(order.names == ["preview", "form"])
    #expect(form.sources == [.appRequest("showOtherProduct")])
    #expect(log.decided.map(\.decision) == [.allow])
  }

  @Test("Guards that do not opt in to programmatic pops are asked too: the app asked on purpose")
  func asksGuardsThatDidNotOptIn() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Form", backGuard: probe.answering(.deny)))
    var performed = false
    #expect(nav.requestLeave([nav.topScreen], named: "logout") { performed = true } == .denied)
    #expect(probe.calls == 1)
    #expect(!performed)
    #expect(nav.titles == ["List", "Form"])
  }

  @Test("A later answer makes the request pending; a tap meanwhile merges into it; the approval acts once")
  func laterAnswerActsOnce() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Form", backGuard: probe.answeringLater()))
    var performed = 0
    #expect(nav.requestLeave([nav.topScreen], named: "deepLink") { performed += 1 } == .pending)
    #expect(nav.goBack(by: .backButton) == .coalesced)
    #expect(probe.calls == 1)
    probe.lastResolution?.allow()
    probe.lastResolution?.allow()
    #expect(performed == 1)
    #expect(nav.titles == ["List", "Form"], "the app's code decides what happens to the stack")
  }

  @Test("If the stack changed before the approval, the app's code never runs and the drop is reported")
  func staleApprovalDoesNothing() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Form", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    var performed = false
    nav.requestLeave([nav.topScreen], named: "deepLink") { performed = true }
    nav.push(SimulatedScreen("Other"), animated: false)
    probe.lastResolution?.allow()
    #expect(!performed)
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
  }

  @Test("App pops made inside the app's code pass without asking again, and nothing stays approved after it")
  func popsInsideTheAppCodePassOnce() {
    let probe = GuardProbe()
    let list = SimulatedScreen("List")
    let nav = makeNav(list, SimulatedScreen("Form", backGuard: probe.answering(.allow, programmatic: true)))
    let outcome = nav.requestLeave([nav.topScreen], named: "close") { nav.popTo(list, animated: false) }
    #expect(outcome == .allowed)
    #expect(probe.calls == 1, "the opted-in guard is not asked a second time by the pop inside")
    #expect(nav.titles == ["List"])
    nav.push(SimulatedScreen("Form 2", backGuard: probe.answering(.deny, programmatic: true)), animated: false)
    #expect(nav.pop(animated: false) == nil, "a later app pop is asked again")
    #expect(probe.calls == 2)
  }

  @Test("Screens the app's code removes are reported with the request's route, and only in that change")
  func leftScreensCarryTheRequestsRoute() {
    let list = SimulatedScreen("List")
    let nav = makeNav(list, SimulatedScreen("Form", backGuard: GuardProbe().answering(.allow)))
    let log = EventLog(nav.engine)
    nav.requestLeave([nav.topScreen], named: "close") { nav.popTo(list, animated: false) }
    #expect(log.left.map(\.source) == [.appRequest("close")])
    nav.push(SimulatedScreen("Next"), animated: false)
    nav.pop(animated: false)
    #expect(log.left.map(\.source) == [.appRequest("close"), .programmatic(.pop)])
  }

  @Test(
    "A request for a screen that is in no stack is refused with a misuse: no guard is asked and the app's code never runs"
  )
  func screenNotInThisStackIsRefused() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Form", backGuard: probe.answering(.deny)))
    let log = EventLog(nav.engine)
    let elsewhere = SimulatedScreen("Elsewhere")
    var performed = false
    #expect(nav.requestLeave([elsewhere], named: "other") { performed = true } == .invalidDestination)
    #expect(!performed)
    #expect(probe.calls == 0)
    #expect(log.misuses == [.screensNotInStack([elsewhere.id])])
  }

  @Test("A request naming one screen of this stack and one of no stack is refused whole: nothing is skipped silently")
  func partlyAbsentRequestIsRefused() {
    let probe = GuardProbe()
    let form = SimulatedScreen("Form", backGuard: probe.answering(.allow))
    let nav = makeNav(SimulatedScreen("List"), form)
    let log = EventLog(nav.engine)
    let gone = SimulatedScreen("Gone")
    var performed = false
    #expect(nav.requestLeave([form, gone], named: "close") { performed = true } == .invalidDestination)
    #expect(!performed && probe.calls == 0)
    #expect(log.misuses == [.screensNotInStack([gone.id])])
  }

  @Test("A request for screens that moved to another stack asks their guards where they live now")
  func movedScreensAreAskedWhereTheyLiveNow() {
    let probe = GuardProbe()
    let detail = SimulatedScreen("Detail", backGuard: probe.answering(.allow))
    let primary = makeNav(SimulatedScreen("Sidebar"))
    // A split view collapsed: the detail now sits in the other navigation controller.
    let secondary = makeNav(SimulatedScreen("Root"), detail)
    var performed = false
    #expect(primary.requestLeave([detail], named: "showOther") { performed = true } == .allowed)
    #expect(performed)
    #expect(probe.sources == [.appRequest("showOther")])
    #expect(secondary.titles == ["Root", "Detail"])
  }

  @Test("The async form tells the answer: allowed after an approval, denied after a deny")
  func asyncFormTellsTheAnswer() async {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Form", backGuard: probe.answeringLater()))
    let ids = [nav.topScreen.id]
    let approved = Task { await nav.engine.requestLeave(ids, from: .appRequest("logout")) }
    #expect(await waitUntil { probe.calls == 1 })
    probe.lastResolution?.allow()
    #expect(await approved.value == .allowed)
    let refused = Task { await nav.engine.requestLeave(ids, from: .appRequest("logout")) }
    #expect(await waitUntil { probe.calls == 2 })
    probe.lastResolution?.deny()
    #expect(await refused.value == .denied)
  }

  @Test("A request to leave no screen asks nobody and runs the app's code: a logout from a tab at its root happens")
  func requestToLeaveNothingRunsTheCode() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("Inbox", backGuard: probe.answering(.deny)))
    let log = EventLog(nav.engine)
    var loggedOut = 0

    #expect(nav.requestLeave(nav.stack.dropFirst(), named: "logout") { loggedOut += 1 } == .allowed)

    #expect(loggedOut == 1)
    #expect(probe.calls == 0)
    #expect(log.misuses.isEmpty)
  }

  @Test(
    "Regression (model test): an app request approved later is still the cause of what its code removes, even when a transition the app started ends inside that code"
  )
  func appRequestOwnsItsDepartureAcrossATransitionEndingInsideItsCode() {
    let probe = GuardProbe()
    let form = SimulatedScreen("Form", backGuard: probe.answeringLater(programmatic: true))
    let nav = makeNav(SimulatedScreen("Root"), form, profile: .iOS26, mode: .manual)
    let log = EventLog(nav.engine)

    #expect(nav.requestLeave([form], named: "logout") { nav.popTo(nav.stack[0], animated: false) } == .pending)
    // The app replaces the stack with the very same screens, animated: the request still names a real navigation,
    // and the replacement's transition has not ended when the answer comes.
    #expect(nav.setScreens(nav.stack, animated: true))
    probe.lastResolution?.allow()

    #expect(nav.titles == ["Root"])
    #expect(log.left.map(\.source) == [.appRequest("logout")])
    #expect(log.left.first?.attempt == log.started.first?.id)
  }
}
