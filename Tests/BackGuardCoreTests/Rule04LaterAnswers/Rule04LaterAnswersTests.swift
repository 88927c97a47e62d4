@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 4: an answer given later is pending; the stack has at most one pending attempt. Further attempts coalesce into
/// it, also across a sheet and the stack inside it; an allow performs exactly the approved navigation, once, or is
/// dropped and reported when the stack changed meanwhile.
@MainActor
@Suite(
  "Rule 4: a later answer is pending, and performs exactly the approved navigation once", .misusesStayInTheTest)
struct Rule04LaterAnswersTests {
  @Test("An answer given later leaves the attempt pending and the stack unchanged", arguments: SimulatedProfile.all)
  func laterAnswerIsPending(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answeringLater())
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .pending)

    #expect(nav.titles == ["A", "B"])
    #expect(nav.engine.pendingAttempt?.source == .backButton)
    #expect(nav.engine.pendingAttempt?.top == b.id)
    #expect(log.pending.map(\.awaiting) == [b.id])
    #expect(log.left.isEmpty)
  }

  @Test(
    "While an attempt is pending, further attempts coalesce into it: the guard is not asked again",
    arguments: SimulatedProfile.all)
  func furtherAttemptsCoalesce(profile: SimulatedProfile) throws {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answeringLater())
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile)
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let pending = try #require(nav.engine.pendingAttempt)

    nav.goBack(by: .backButton)
    nav.goBack(by: .backMenu)
    nav.goBack(by: .accessibilityEscape)
    nav.goBack(by: .keyCommand)
    #expect(nav.engine.requestBack(from: .customBackButton) == .coalesced)

    #expect(probe.calls == 1)
    #expect(nav.engine.pendingAttempt == pending)
    #expect(log.coalesced.allSatisfy { $0.into == pending.id })
    #expect(
      log.coalesced.map(\.source) == [.backButton, .backMenu, .accessibilityEscape, .keyCommand, .customBackButton])
    #expect(log.started.count == 1)
    #expect(nav.titles == ["A", "B"])
  }

  @Test(
    "A swipe does not begin while an attempt is pending, and its guard is not asked", arguments: SimulatedProfile.all)
  func swipeDoesNotBeginWhilePending(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), profile: profile)
    nav.goBack(by: .backButton)

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.attemptPending))
    #expect(nav.engine.shouldBeginSwipe(.edgeSwipe) != .allowed)
    #expect(nav.engine.shouldBeginSwipe(.contentSwipe) != .allowed)
    let outcome = nav.goBack(by: .edgeSwipe)

    #expect(outcome != .allowed && outcome != .swipeInProgress)
    #expect(nav.engine.swipeInProgress == nil)
    #expect(probe.calls == 1)
    #expect(nav.titles == ["A", "B"])
  }

  @Test("A swipe against an already-pending attempt reports that it did not begin")
  func swipeAgainstPendingReportsDidNotBegin() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    nav.goBack(by: .backButton)

    // `Outcome.didNotBegin` is documented for "pending attempt"; `.pending` would say this swipe started one.
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
  }

  @Test(
    "Allow performs exactly the approved navigation, once, to the same destination", arguments: SimulatedProfile.all)
  func allowPerformsOnce(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let a = SimulatedScreen("A")
    let b = SimulatedScreen("B")
    let c = SimulatedScreen("C", backGuard: probe.answeringLater())
    let nav = makeNav(a, b, c, profile: profile)
    let log = EventLog(nav.engine)
    #expect(nav.pickBackMenuEntry(1) == .pending)
    let resolution = try #require(probe.lastResolution)

    resolution.allow()

    #expect(await waitUntil { log.left.count == 1 })
    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.first?.screens == [c.id, b.id])
    #expect(log.left.first?.source == .backMenu)
    #expect(log.left.first?.attempt == resolution.attempt.id)
    #expect(nav.engine.pendingAttempt == nil)

    resolution.allow()
    #expect(await waitUntil { log.misuses.count == 1 })
    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.count == 1)
  }

  @Test(
    "An allow after the stack changed is dropped and reported, and never pops another screen",
    arguments: SimulatedProfile.all)
  func staleAllowDropped(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answeringLater())
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile)
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    nav.push(SimulatedScreen("X"), animated: false)
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
    #expect(nav.engine.pendingAttempt == nil)
    resolution.allow()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A", "B", "X"])
    #expect(nav.enginePopCount == 0)
    #expect(log.dropped.map(\.decision) == [.allow])
    #expect(log.dropped.first?.attempt.id == resolution.attempt.id)
    #expect(log.left.isEmpty)
  }

  @Test("An allow that arrives while the stack is mid-change is dropped as stackChanged and pops nothing")
  func allowDuringTransitionDropped() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), mode: .manual)
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)
    nav.push(SimulatedScreen("X"), animated: true)
    #expect(nav.isTransitioning)

    resolution.allow()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(log.dropped.map(\.reason) == [.stackChanged])
    #expect(nav.enginePopCount == 0)
    nav.finishTransition()
    #expect(nav.titles == ["A", "B", "X"])
    #expect(log.left.isEmpty)
    #expect(nav.engine.pendingAttempt == nil)
  }

  @Test("An allow after the leaving screens were removed by the app pops nothing more", arguments: SimulatedProfile.all)
  func allowAfterLeavingScreensGone(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answeringLater()),
      profile: profile)
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    nav.pop()
    #expect(nav.titles == ["A", "B"])
    resolution.allow()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 0)
  }

  @Test("A deny ends the attempt and the stack is free: the next attempt asks the guard again")
  func denyFreesTheStack() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)

    try #require(probe.lastResolution).deny()

    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(nav.titles == ["A", "B"])
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(probe.calls == 2)
  }

  @Test("The app can cancel a pending attempt; a later answer to it is dropped")
  func appCancelsPending() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)

    nav.engine.cancelPendingAttempt()
    #expect(nav.engine.pendingAttempt == nil)
    #expect(log.cancelled.map(\.reason) == [.cancelledByApp])
    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A", "B"])
    #expect(log.dropped.map(\.reason) == [.noLongerPending])
  }

  @Test("An allow from the top guard goes on to ask the next guarded screen; each answers once")
  func laterAnswersChain() async throws {
    let order = OrderLog()
    let b = GuardProbe("B", order: order)
    let c = GuardProbe("C", order: order)
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answeringLater()),
      SimulatedScreen("C", backGuard: c.answeringLater()))
    #expect(nav.pickBackMenuEntry(1) == .pending)
    #expect(order.names == ["C"])

    try #require(c.lastResolution).allow()
    #expect(await waitUntil { order.names.count == 2 })
    #expect(order.names == ["C", "B"])
    #expect(nav.titles == ["A", "B", "C"])
    #expect(nav.engine.pendingAttempt != nil)

    try #require(b.lastResolution).allow()
    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(nav.enginePopCount == 1)
  }

  @Test("A deny from the second guard of a chain keeps every screen")
  func laterAnswersChainDenied() async throws {
    let b = GuardProbe("B")
    let c = GuardProbe("C")
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answeringLater()),
      SimulatedScreen("C", backGuard: c.answeringLater()))
    let log = EventLog(nav.engine)
    nav.pickBackMenuEntry(1)
    try #require(c.lastResolution).allow()
    #expect(await waitUntil { b.calls == 1 })

    try #require(b.lastResolution).deny()

    #expect(await waitUntil { !log.decided.isEmpty })
    #expect(log.decided.map(\.by) == [nav.stack[1].id])
    #expect(nav.titles == ["A", "B", "C"])
    #expect(nav.engine.pendingAttempt == nil)
    #expect(nav.enginePopCount == 0)
  }

  @Test("The approved pop of a later answer is not asked again, even by a guard that also guards programmatic pops")
  func approvedPopNotAskedAgain() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater(programmatic: true)))
    nav.goBack(by: .backButton)

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(probe.calls == 1)
  }

  @Test(
    "Regression: a double tap while a confirmation is showing asks once and pops exactly one screen",
    arguments: SimulatedProfile.all)
  func doubleTapWhileConfirming(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answeringLater()),
      profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(nav.goBack(by: .backButton) == .coalesced)
    #expect(probe.calls == 1)

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { log.left.count == 1 })
    for _ in 0..<10 { await Task.yield() }
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.count == 1)
  }

  @Test(
    "Regression: a confirmation answered after the stack changed pops nothing",
    arguments: SimulatedProfile.all)
  func confirmationAfterStackChanged(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let a = SimulatedScreen("A")
    let nav = makeNav(a, SimulatedScreen("B", backGuard: probe.answeringLater()), profile: profile)
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)

    nav.setScreens([a, SimulatedScreen("X")])
    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A", "X"])
    #expect(nav.enginePopCount == 0)
    #expect(log.left.map(\.source) == [.programmatic(.setViewControllers)])
  }

  @Test("A swipe-down while a back tap in the sheet's stack is pending merges into it: the guard is asked once")
  func swipeDownCoalescesIntoPendingTap() {
    let probe = GuardProbe()
    let stack = makeNav(SimulatedScreen("Form"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
    let sheetLog = EventLog(sheet.engine)

    #expect(stack.goBack(by: .backButton) == .pending)
    let pending = stack.engine.pendingAttempt
    #expect(sheet.goBack(by: .sheetDismiss) == .coalesced)

    #expect(probe.sources == [.backButton])
    #expect(sheetLog.coalesced.map(\.into) == [pending?.id].compactMap { $0 })
    #expect(!sheet.isDismissed)
    // The one answer decides the one question: the tap goes back, the sheet stays.
    probe.lastResolution?.allow()
    #expect(stack.titles == ["Form"])
    #expect(!sheet.isDismissed)
  }

  @Test("A back tap inside the sheet while its swipe-down is pending merges into it")
  func tapCoalescesIntoPendingSwipeDown() {
    let probe = GuardProbe()
    let stack = makeNav(SimulatedScreen("Form"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)

    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    #expect(stack.goBack(by: .backButton) == .coalesced)
    #expect(stack.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(probe.sources == [.sheetDismiss])
    probe.lastResolution?.allow()
    #expect(sheet.isDismissed)
  }

  @Test("A swipe-down that reaches a guard already waiting in the sheet's stack ends, reported, without asking it")
  func swipeDownEndsAtAGuardWaitingInTheStack() {
    let lower = GuardProbe("lower")
    let upper = GuardProbe("upper")
    let s1 = SimulatedScreen("S1", backGuard: lower.answeringLater(programmatic: true))
    let s2 = SimulatedScreen("S2", backGuard: upper.answeringLater())
    let stack = makeNav(SimulatedScreen("Form"), s1, s2)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
    let sheetLog = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss) == .pending)  // waits for S2
    #expect(!stack.release(s1))  // the app's own change waits for S1, which opted in
    upper.lastResolution?.allow()  // the swipe-down would now ask S1, which already has a question open

    #expect(lower.sources == [.programmatic(.setViewControllers)])
    #expect(sheetLog.cancelled.map(\.reason) == [.sameGuardPendingElsewhere])
    #expect(!sheet.isDismissed)
    #expect(sheet.engine.pendingAttempt == nil)
  }

  @Test("An async guard that saves runs once when the sheet is swiped down during its pending tap")
  func savingGuardRunsOnce() async {
    var saves = 0
    let box = AnswerBox()
    let editor = SimulatedScreen(
      "Editor",
      backGuard: ScreenGuard(decideAsync: { _ in
        saves += 1
        return await box.wait()
      }))
    let stack = makeNav(SimulatedScreen("Form"), editor)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)

    #expect(stack.goBack(by: .backButton) == .pending)
    #expect(sheet.goBack(by: .sheetDismiss) == .coalesced)
    box.give(.allow)
    #expect(await waitUntil { stack.titles == ["Form"] })
    #expect(saves == 1)
  }
}
