import BackGuardCore
import BackGuardTesting
import Foundation
import Testing

/// Requests that arrive while the engine cannot decide them (an open question, a running transition) are held and run
/// once afterwards, never dropped in silence; and a question nobody answers can be given a deadline.
@MainActor
@Suite("Held requests and answers that never come")
struct HeldRequestTests {
  @Test("An app request made while a back tap waits for its answer is held, and runs once after the user approves")
  func appRequestRunsAfterTheApproval() async {
    let editor = GuardProbe("editor")
    let form = GuardProbe("form")
    let nav = makeNav(
      SimulatedScreen("Inbox"), SimulatedScreen("Form", backGuard: form.answering(.allow)),
      SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    #expect(nav.tapBack() == .pending)

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
    #expect(nav.tapBack() == .pending)
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
    #expect(nav.tapBack() == .pending)
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
    #expect(nav.tapBack() == .pending)
    let editorID = nav.topScreen.id
    async let answer = nav.engine.requestLeave([editorID], from: .appRequest("logout"))
    #expect(await waitUntil { nav.engine.queuedRequestCount == 1 })
    editor.lastResolution?.deny()
    #expect(await waitUntil { editor.calls == 2 })
    editor.lastResolution?.allow()
    #expect(await answer == .allowed)
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
    "A guard that never answers blocks nothing forever when the stack has an answer timeout: it is denied and reported")
  func answerTimeoutDenies() async {
    let restore = muteMisuseLog()
    defer { restore() }
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    nav.engine.answerTimeout = 0.05
    #expect(nav.tapBack() == .pending)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(log.misuses.contains { if case .answerTimedOut(_, 0.05) = $0 { true } else { false } })
    // A late answer is dropped, not applied.
    editor.lastResolution?.allow()
    #expect(await waitUntil { log.dropped.count == 1 })
    #expect(nav.titles == ["Inbox", "Editor"])
    // The stack answers again.
    #expect(nav.tapBack() == .pending)
  }

  @Test("A guard's own answer timeout wins over the stack's; without either the engine waits as long as it takes")
  func guardTimeoutWins() async {
    let restore = muteMisuseLog()
    defer { restore() }
    let editor = GuardProbe("editor")
    let screenGuard = editor.answeringLater()
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: screenGuard))
    #expect(nav.engine.answerTimeout == nil && screenGuard.answerTimeout == nil)
    #expect(nav.tapBack() == .pending)
    try? await Task.sleep(nanoseconds: 100_000_000)
    #expect(nav.engine.pendingAttempt != nil)
    nav.engine.cancelPendingAttempt()

    nav.engine.answerTimeout = 3_600
    screenGuard.answerTimeout = 0.05
    #expect(nav.tapBack() == .pending)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
  }

  @Test("An answer given in time cancels the deadline: nothing is denied afterwards")
  func answerInTimeCancelsTheDeadline() async {
    let editor = GuardProbe("editor")
    let nav = makeNav(SimulatedScreen("Inbox"), SimulatedScreen("Editor", backGuard: editor.answeringLater()))
    let log = EventLog(nav.engine)
    nav.engine.answerTimeout = 0.05
    #expect(nav.tapBack() == .pending)
    editor.lastResolution?.allow()
    #expect(await waitUntil { nav.titles == ["Inbox"] })
    try? await Task.sleep(nanoseconds: 100_000_000)
    #expect(log.decided.map(\.decision) == [.allow])
    #expect(log.misuses.isEmpty)
  }
}
