@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation
import Testing

/// Rule 4: requests that arrive while the engine cannot decide them (an open question, a running transition) are held
/// and run once afterwards, never dropped in silence; and a question nobody answers can be given a deadline.
@MainActor
@Suite(
  "Rule 4: a request arriving meanwhile is held and runs once afterwards; answerTimeout ends a question nobody answers",
  .misusesStayInTheTest)
struct Rule04HeldRequestsTests {
  @Test("An app request made while a back tap waits for its answer is held, and runs once after the user approves")
  func appRequestRunsAfterTheApproval() async {
    let editor = GuardProbe("editor")
    let form = GuardProbe("form")
    let nav = makeNav(
      SimulatedScreen("Inbox"), SimulatedScreen("Form", backGuard: form.answering(.allow)),
      SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    #expect(nav.goBack(by: .backButton) == .pending)

    var loggedOut = 0
    let inbox = nav.stack[0]
    // A logout arrives from a notification while the alert shows.
    #expect(
      nav.requestLeave(nav.stack.dropFirst(), named: "logout") {
        loggedOut += 1
        nav.popTo(inbox, animated: false)
      } == .queued)
    #expect(log.kinds.last == "queued")
    #expect(loggedOut == 0)

    editor.lastResolution?.allow()
    // The tap's pop happens first; then the logout asks what is left (the form) and runs its code.
    #expect(await waitUntil { loggedOut == 1 })
    #expect(form.sources == [.appRequest("logout")])
    #expect(editor.calls == 1)
    #expect(nav.titles == ["Inbox"])
    #expect(log.left.map(\.source) == [.backButton, .appRequest("logout")])
    #expect(nav.engine.queuedRequestCount == 0)
  }

  @Test("A held app request still asks its own guards after the pending attempt was denied: a logout is not a back tap")
  func appRequestAsksAfterADeny() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    #expect(nav.goBack(by: .backButton) == .pending)
    var loggedOut = false
    #expect(nav.requestLeave(nav.stack.dropFirst(), named: "logout") { loggedOut = true } == .queued)

    editor.lastResolution?.deny()
    #expect(await waitUntil { editor.calls == 2 })
    #expect(editor.sources == [.backButton, .appRequest("logout")])
    #expect(nav.engine.pendingAttempt?.source == .appRequest("logout"))
    editor.lastResolution?.allow()
    #expect(await waitUntil { loggedOut })
  }

  @Test("A held request is dropped, and says so, when a screen was pushed under it: its code would remove it unasked")
  func heldRequestDroppedWhenAScreenWasAdded() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    #expect(nav.goBack(by: .backButton) == .pending)
    var ran = false
    #expect(nav.requestLeave(nav.stack.dropFirst(), named: "deepLink") { ran = true } == .queued)
    nav.push(SimulatedScreen("Pushed"), animated: false)
    // The push ended the pending attempt (its screen is no longer on top).
    #expect(await waitUntil { nav.engine.queuedRequestCount == 0 })
    #expect(!ran)
    #expect(
      log.events.contains {
        if case .queuedRequestDropped(.appRequest("deepLink"), .stackChanged) = $0 { true } else { false }
      })
  }

  @Test("The awaited form of a held request tells its final answer")
  func awaitedHeldRequestTellsTheFinalAnswer() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    #expect(nav.goBack(by: .backButton) == .pending)
    let editorID = nav.topScreen.id
    async let answer = nav.engine.requestLeave([editorID], from: .appRequest("logout"))
    #expect(await waitUntil { nav.engine.queuedRequestCount == 1 })
    editor.lastResolution?.deny()
    #expect(await waitUntil { editor.calls == 2 })
    editor.lastResolution?.allow()
    #expect(await answer == .allowed)
  }

  @Test("A request to leave no screen made while a question is open waits for it like any request, then runs once")
  func requestToLeaveNothingWaitsForTheOpenQuestion() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    #expect(nav.goBack(by: .backButton) == .pending)
    var ran = 0
    #expect(nav.requestLeave([SimulatedScreen](), named: "logout") { ran += 1 } == .queued)
    #expect(ran == 0, "not while the question is open")

    editor.lastResolution?.deny()

    #expect(await waitUntil { ran == 1 })
    #expect(editor.calls == 1, "nothing to leave: no guard is asked for it")
    #expect(nav.engine.queuedRequestCount == 0)
  }

  @Test("An app request during a transition is held and runs when the transition ends")
  func appRequestDuringATransitionIsHeld() async {
    let nav = makeNav(SimulatedScreen("Inbox"), mode: .manual)
    nav.push(SimulatedScreen("Editor"), animated: true)
    var ran = false
    #expect(nav.requestLeave(nav.stack.dropFirst(), named: "logout") { ran = true } == .queued)
    nav.finishTransition()
    #expect(await waitUntil { ran })
  }

  @Test(
    "During a transition a person's taps, presses and picks are held; gestures bounce and the app's own requestBack is busy"
  )
  func whatIsHeldDuringATransition() {
    let held: [BackSource] = [
      .backButton, .backMenu, .customBackButton, .accessibilityEscape, .keyCommand, .tabReselect,
    ]
    let bounced: [BackSource] = [
      .edgeSwipe, .contentSwipe, .sheetDismiss, .zoomDismiss, .programmatic(.pop), .appRequest("logout"),
    ]
    for source in held + bounced {
      let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("List"), mode: .manual)
      nav.push(SimulatedScreen("Editor"), animated: true)
      let expected: BackOutcome = held.contains(source) ? .queued : .busy
      #expect(nav.engine.requestBack(from: source) == expected, "\(source)")
    }
  }

  @Test(
    "A guard that never answers blocks nothing forever when the stack has an answer timeout: it is denied and reported")
  func answerTimeoutDenies() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    nav.engine.answerTimeout = 0.05
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(log.misuses.contains { if case .answerTimedOut(_, 0.05) = $0 { true } else { false } })
    // A late answer is dropped, not applied.
    editor.lastResolution?.allow()
    #expect(await waitUntil { log.dropped.count == 1 })
    #expect(nav.titles == ["Inbox", "Editor"])
    // The stack answers again.
    #expect(nav.goBack(by: .backButton) == .pending)
  }

  @Test("A guard's own answer timeout wins over the stack's; without either the engine waits as long as it takes")
  func guardTimeoutWins() async {
    let editor = GuardProbe("editor")
    let screenGuard = editor.answeringLater()
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: screenGuard))
    #expect(nav.engine.answerTimeout == nil && screenGuard.answerTimeout == nil)
    #expect(nav.goBack(by: .backButton) == .pending)
    try? await Task.sleep(nanoseconds: 100_000_000)
    #expect(nav.engine.pendingAttempt != nil)
    nav.engine.cancelPendingAttempt()

    nav.engine.answerTimeout = 3_600
    screenGuard.answerTimeout = 0.05
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
  }

  @Test("An answer given in time cancels the deadline: nothing is denied afterwards")
  func answerInTimeCancelsTheDeadline() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    nav.engine.answerTimeout = 0.05
    #expect(nav.goBack(by: .backButton) == .pending)
    editor.lastResolution?.allow()
    #expect(await waitUntil { nav.titles == ["Inbox"] })
    try? await Task.sleep(nanoseconds: 100_000_000)
    #expect(log.decided.map(\.decision) == [.allow])
    #expect(log.misuses.isEmpty)
  }

  @Test(
    "A tap held during a transition is dropped, and says so, when its screen is no longer on top when the transition ends"
  )
  func heldTapDroppedWhenTheTopChanged() async {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), mode: .manual)
    nav.push(SimulatedScreen("B", backGuard: probe.answering(.allow)), animated: true)
    let log = EventLog(nav.engine)
    #expect(nav.goBack(by: .backButton) == .queued)
    nav.finishTransition()
    // Before the held tap's turn, the app pushes another screen: the tap was for B, not for it.
    nav.push(SimulatedScreen("C"), animated: false)
    #expect(await waitUntil { nav.engine.queuedRequestCount == 0 })
    #expect(probe.calls == 0)
    #expect(nav.titles == ["A", "B", "C"])
    #expect(
      log.events.contains { if case .queuedRequestDropped(.backButton, .stackChanged) = $0 { true } else { false } })
  }

  @Test("An app request held behind the same guard's question in a sheet around the stack runs when that question ends")
  func heldBehindAnotherStacksQuestion() async {
    let probe = GuardProbe()
    let editor = SimulatedScreen("Editor", backGuard: probe.answeringLater())
    let stack = makeNav(SimulatedScreen("Form"), editor)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    let log = EventLog(stack.engine)
    var ran = false
    #expect(stack.requestLeave([editor], named: "deepLink") { ran = true } == .queued)
    // The held request does not spin (held, tried, held again every turn) while the other stack's question is open:
    // only the end of that question wakes it.
    try? await Task.sleep(nanoseconds: 20_000_000)
    #expect(stack.engine.queuedRequestCount == 1)
    #expect(log.kinds == ["queued"])
    #expect(probe.calls == 1)

    probe.lastResolution?.deny()
    #expect(await waitUntil { probe.calls == 2 })
    #expect(probe.sources == [.sheetDismiss, .appRequest("deepLink")])
    probe.lastResolution?.allow()
    #expect(await waitUntil { ran })
    #expect(!sheet.isDismissed)
  }
}
