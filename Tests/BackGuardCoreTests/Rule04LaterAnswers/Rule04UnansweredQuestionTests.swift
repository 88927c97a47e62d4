@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// A question nobody answers (an alert that never appeared, a resolution kept and forgotten) holds every back route of
/// its stack: a debug build says so once, after `BackMisuse.unansweredQuestionNotice` seconds, and nothing else changes.
@Suite(
  "Rule 4: a question left unanswered is reported in a debug build, once, naming its screen", .misusesStayInTheTest)
@MainActor
struct Rule04UnansweredQuestionTests {
  private func editorKeepingItsQuestion() -> (SimulatedNavigationController, GuardProbe, ManualClock) {
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"))
    let clock = ManualClock()
    nav.engine.clock = clock
    let probe = GuardProbe()
    nav.push(SimulatedScreen("Editor", backGuard: probe.answeringLater()), animated: false)
    return (nav, probe, clock)
  }

  @Test("Open for ten seconds: one notice naming the screen; the question stays open and later answers still count")
  func noticeAfterTenSeconds() throws {
    let (nav, probe, clock) = editorKeepingItsQuestion()
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .pending)
    clock.advance(by: 9.5)
    #expect(log.misuses.isEmpty, "not yet")
    clock.advance(by: 0.5)

    #expect(log.misuses.count == 1)
    guard case .questionUnanswered(let id, let seconds)? = log.misuses.first else {
      Issue.record("expected questionUnanswered, got \(log.misuses)")
      return
    }
    #expect(id == nav.engine.pendingAttempt?.id)
    #expect(seconds == 10)
    let misuse = try #require(log.events.compactMap { if case .misuse(let m) = $0 { m } else { nil } }.first)
    #expect(misuse.screen == "Editor")
    clock.advance(by: 60)
    #expect(log.misuses.count == 1, "said once")
    #expect(nav.engine.pendingAttempt != nil, "nothing else changes")
    probe.lastResolution?.allow()
    #expect(nav.titles == ["List"])
  }

  @Test("A question answered in time gives no notice")
  func answeredInTimeNoNotice() {
    let (nav, probe, clock) = editorKeepingItsQuestion()
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .pending)
    clock.advance(by: 5)
    probe.lastResolution?.deny()
    #expect(clock.waiting == 0, "the notice was cancelled with the question")
    clock.advance(by: 60)
    #expect(log.misuses.isEmpty)
  }

  @Test("answerTimeout ends the question as denied on the same clock, and the notice goes with it")
  func answerTimeoutOnTheTestsClock() {
    let (nav, _, clock) = editorKeepingItsQuestion()
    nav.engine.answerTimeout = 30
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .pending)
    clock.advance(by: 29)
    #expect(nav.engine.pendingAttempt != nil)
    clock.advance(by: 1)

    #expect(nav.engine.pendingAttempt == nil)
    #expect(log.decided.last?.decision == .deny)
    #expect(log.misuses.filter { if case .answerTimedOut = $0 { true } else { false } }.count == 1)
    #expect(clock.waiting == 0)
    #expect(nav.titles == ["List", "Editor"])
  }
}
