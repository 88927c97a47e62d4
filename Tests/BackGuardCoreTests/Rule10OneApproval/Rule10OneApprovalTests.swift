import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 10: an approval is for one navigation only. A swipe the gate approved whose gesture never began, an app pop
/// that was refused or went through, leave nothing a later navigation could pass on; a class-based guard that answers
/// through its resolution before returning is held to that answer.
@MainActor
@Suite(
  "Rule 10: an approval is for one navigation only; a class-based guard is held to the answer its resolution gave",
  .misusesStayInTheTest)
struct Rule10OneApprovalTests {
  @Test(
    "A swipe approved by the gate whose gesture never began: the app's next pop asks its guard, reported as programmatic",
    arguments: SimulatedProfile.all)
  func leftoverSwipeApprovalIsNotTakenByAnAppPop(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let editor = SimulatedScreen("Editor", backGuard: probe.answering(.allow, programmatic: true))
    let nav = makeNav(SimulatedScreen("List"), editor, profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.swipeBackLosingToAnotherGesture(.edge) == .didNotBegin)
    #expect(probe.sources == [.edgeSwipe])
    nav.pop()

    #expect(probe.sources == [.edgeSwipe, .programmatic(.pop)])
    #expect(nav.titles == ["List"])
    #expect(log.left.map(\.source) == [.programmatic(.pop)])
  }

  @Test("After a gesture that never began, a denying opted-in guard keeps the screen against the app's pop")
  func leftoverSwipeApprovalDoesNotOverrideADeny() {
    var answers: [BackDecision] = [.allow, .deny]
    let editor = SimulatedScreen(
      "Editor",
      backGuard: ScreenGuard(guardsProgrammaticPops: true) { _ in answers.removeFirst() })
    let nav = makeNav(SimulatedScreen("List"), editor)

    nav.swipeBackLosingToAnotherGesture(.content)
    #expect(nav.pop() == nil)
    #expect(nav.titles == ["List", "Editor"])
  }

  @Test(
    "Regression (model test, plain setups): a swipe the gate approved whose gesture never began does not name the next change, whatever call made it",
    arguments: BackGuardSetup.allCases)
  func approvedSwipeThatNeverBeganNamesNothing(setup: BackGuardSetup) {
    let editor = SimulatedScreen("Editor")
    editor.allowsSwipeBack = true  // the screen chose its swipe: BackGuard's gate answers it
    let nav = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: .iOS17, setup: setup)
    nav.push(SimulatedScreen("Middle"))
    nav.push(editor)
    let log = EventLog(nav.engine)

    #expect(nav.swipeBackLosingToAnotherGesture(.edge) == .didNotBegin)
    #expect(log.decided.map(\.decision) == [.allow])
    nav.setScreens([nav.stack[0], SimulatedScreen("Other")])

    let expected: BackSource = setup.isSubclass ? .programmatic(.setViewControllers) : .programmatic(.unannounced)
    #expect(log.left.map(\.source) == [expected])
    #expect(log.left.first?.attempt != log.decided.first?.attempt.id)
  }

  @Test(
    "Regression (QMUI #952, seed 004): a refused programmatic pop leaves no stale flag; the next tap is guarded",
    arguments: SimulatedProfile.all)
  func staleGestureFlagAfterRefusedPop(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.deny, programmatic: true)),
      profile: profile)

    #expect(nav.pop() == nil)
    #expect(nav.goBack(by: .backButton) == .denied)

    #expect(probe.sources == [.programmatic(.pop), .backButton])
    #expect(nav.titles == ["A", "B"])
  }

  @Test(
    "Regression (QMUI #952): a pop on the root screen that did nothing does not let the next tap through",
    arguments: SimulatedProfile.all)
  func staleGestureFlagAfterRootPop(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), profile: profile)
    #expect(nav.pop() == nil)
    #expect(nav.popToRoot() == nil)

    nav.push(SimulatedScreen("B", backGuard: probe.answering(.deny)), animated: false)

    #expect(nav.goBack(by: .backButton) == .denied)
    #expect(probe.calls == 1)
    #expect(nav.titles == ["A", "B"])
  }

  @Test(
    "Regression (QMUI #952): after an app pop went through, the next tap on a guarded screen is still asked",
    arguments: SimulatedProfile.all)
  func staleGestureFlagAfterCompletedPop(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.deny)), SimulatedScreen("C"),
      profile: profile)

    #expect(nav.pop()?.title == "C")
    #expect(nav.goBack(by: .backButton) == .denied)

    #expect(probe.sources == [.backButton])
  }

  @Test("allow() through the resolution before the callback returns is an answer now: the screen leaves, no misuse")
  func resolutionAnswerNow() {
    let checkout = ScreenGuard(resolve: { _, resolution in resolution.allow() })
    let nav = makeNav(SimulatedScreen("Cart"), SimulatedScreen("Checkout", backGuard: checkout))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .allowed)

    #expect(nav.titles == ["Cart"])
    #expect(log.left.count == 1)
    #expect(log.misuses.isEmpty)
    #expect(log.dropped.isEmpty)
  }
}
