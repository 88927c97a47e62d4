@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 9: a guard that changes the stack, or asks or answers again, from inside its own callback.
///
/// The defined behaviour: a stack change made by the guard wins and the attempt ends as cancelled (stackChanged), so
/// nothing else pops; a further attempt coalesces; an answer given through the resolution before the callback returns
/// counts as an answer now. An observer that pushes or pops while told of an attempt ends it, and never removes a screen
/// it did not ask about.
@MainActor
@Suite(
  "Rule 9: re-entrancy: a guard or an observer that changes the stack mid-decision leaves a consistent state",
  .misusesStayInTheTest)
struct Rule09ReentrancyTests {
  @Test(
    "A guard that pushes from inside its callback cancels the attempt; the pushed screen stays and nothing pops",
    arguments: SimulatedProfile.all)
  func guardPushes(profile: SimulatedProfile) {
    weak var weakNav: SimulatedNavigationController?
    var asked = 0
    let b = SimulatedScreen(
      "B",
      backGuard: ScreenGuard { _ in
        asked += 1
        weakNav?.push(SimulatedScreen("Pushed"), animated: false)
        return .allow
      })
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile)
    weakNav = nav
    let log = EventLog(nav.engine)

    let outcome = nav.goBack(by: .backButton)

    #expect(outcome == .cancelled)
    #expect(nav.titles == ["A", "B", "Pushed"])
    #expect(asked == 1)
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
    #expect(log.left.isEmpty)
    #expect(nav.engine.pendingAttempt == nil)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
  }

  @Test(
    "A guard that pops from inside its callback gets exactly one pop, reported as its own programmatic pop",
    arguments: SimulatedProfile.all, [BackDecision.allow, .deny])
  func guardPops(profile: SimulatedProfile, answer: BackDecision) {
    weak var weakNav: SimulatedNavigationController?
    var asked = 0
    let c = SimulatedScreen(
      "C",
      backGuard: ScreenGuard { _ in
        asked += 1
        weakNav?.pop()
        return answer
      })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c, profile: profile)
    weakNav = nav
    let log = EventLog(nav.engine)

    nav.goBack(by: .backButton)

    #expect(nav.titles == ["A", "B"])
    #expect(asked == 1)
    #expect(log.left.map(\.screens) == [[c.id]])
    #expect(log.left.map(\.source) == [.programmatic(.pop)])
    #expect(nav.engine.pendingAttempt == nil)
  }

  @Test(
    "A guard that calls requestBack from inside its callback is coalesced, not asked again",
    arguments: SimulatedProfile.all)
  func guardRequestsBack(profile: SimulatedProfile) {
    weak var weakNav: SimulatedNavigationController?
    var asked = 0
    var innerResult: BackOutcome?
    let c = SimulatedScreen(
      "C",
      backGuard: ScreenGuard { _ in
        asked += 1
        innerResult = weakNav?.engine.requestBack(from: .customBackButton)
        return .allow
      })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c, profile: profile)
    weakNav = nav
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .allowed)

    #expect(asked == 1)
    #expect(innerResult == .coalesced)
    #expect(log.coalesced.map(\.source) == [.customBackButton])
    #expect(nav.titles == ["A", "B"])
    #expect(log.left.count == 1)
  }

  @Test("A guard that taps back again from inside its callback does not pop twice", arguments: SimulatedProfile.all)
  func guardTapsBack(profile: SimulatedProfile) {
    weak var weakNav: SimulatedNavigationController?
    var asked = 0
    let c = SimulatedScreen(
      "C",
      backGuard: ScreenGuard { _ in
        asked += 1
        weakNav?.goBack(by: .backButton)
        return .allow
      })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c, profile: profile)
    weakNav = nav

    nav.goBack(by: .backButton)

    #expect(asked == 1)
    #expect(nav.titles == ["A", "B"])
  }

  @Test(
    "A guard that answers through its resolution from inside its own callback answers now",
    arguments: SimulatedProfile.all, [BackDecision.allow, .deny])
  func guardAnswersSynchronously(profile: SimulatedProfile, answer: BackDecision) {
    var asked = 0
    let b = SimulatedScreen(
      "B",
      backGuard: ScreenGuard(resolve: { _, resolution in
        asked += 1
        resolution.resolve(answer)
      }))
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile)

    let outcome = nav.goBack(by: .backButton)

    #expect(outcome == (answer == .allow ? .allowed : .denied))
    #expect(nav.engine.pendingAttempt == nil)
    #expect(nav.titles == (answer == .allow ? ["A"] : ["A", "B"]))
    #expect(asked == 1)
  }

  @Test("A guard that answers through its resolution inside its callback ends with exactly one pop, whenever it lands")
  func guardAnswersSynchronouslyPopsOnce() async {
    var asked = 0
    let c = SimulatedScreen(
      "C",
      backGuard: ScreenGuard(resolve: { _, resolution in
        asked += 1
        resolution.allow()
      }))
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c)
    let log = EventLog(nav.engine)

    nav.goBack(by: .backButton)

    #expect(await waitUntil { log.left.count == 1 })
    for _ in 0..<10 { await Task.yield() }
    #expect(nav.titles == ["A", "B"])
    #expect(log.left.count == 1)
    #expect(asked == 1)
  }

  @Test("A guard that answers twice inside its callback: the first answer counts, the second is a misuse")
  func guardAnswersTwiceInside() async {
    let b = SimulatedScreen(
      "B",
      backGuard: ScreenGuard(resolve: { _, resolution in
        resolution.deny()
        resolution.allow()
      }))
    let nav = makeNav(SimulatedScreen("A"), b)
    let log = EventLog(nav.engine)

    nav.goBack(by: .backButton)

    #expect(await waitUntil { !log.misuses.isEmpty && nav.engine.pendingAttempt == nil })
    #expect(nav.titles == ["A", "B"])
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(log.misuses.count == 1)
  }

  @Test("A swipe guard that pushes from inside gestureRecognizerShouldBegin keeps the swipe from beginning")
  func swipeGuardPushes() {
    weak var weakNav: SimulatedNavigationController?
    let b = SimulatedScreen(
      "B",
      backGuard: ScreenGuard { _ in
        weakNav?.push(SimulatedScreen("Pushed"), animated: false)
        return .allow
      })
    let nav = makeNav(SimulatedScreen("A"), b)
    weakNav = nav

    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(nav.titles == ["A", "B", "Pushed"])
    #expect(nav.engine.swipeInProgress == nil)
  }

  @Test("An answer delivered from inside the attemptPending event still pops exactly once")
  func answerFromPendingEvent() async throws {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    let observation = nav.engine.observe { event in
      if case .attemptPending = event { probe.lastResolution?.allow() }
    }

    nav.goBack(by: .backButton)

    #expect(await waitUntil { log.left.count == 1 })
    for _ in 0..<10 { await Task.yield() }
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 1)
    #expect(nav.engine.pendingAttempt == nil)
    observation.cancel()
  }

  @Test("A guard that turns itself off inside its callback still gets its answer honoured")
  func guardSwitchesItselfOff() {
    var screenGuard: ScreenGuard?
    screenGuard = ScreenGuard { _ in
      screenGuard?.isActive = false
      return .deny
    }
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(nav.goBack(by: .backButton) == .denied)
    #expect(nav.titles == ["A", "B"])
    #expect(nav.goBack(by: .backButton) == .allowed)
  }

  /// Pushes a guarded screen the first time the observed event arrives for a tap.
  private final class Pusher {
    var observation: BackObservation?
    var done = false
  }

  @Test(
    "An observer that pushes on attemptStarted of a tap ends the tap: the pushed screen stays, nothing leaves",
    arguments: SimulatedProfile.all)
  func pushOnStarted(profile: SimulatedProfile) {
    let pushedProbe = GuardProbe("pushed")
    let pushed = SimulatedScreen("Pushed", backGuard: pushedProbe.answering(.deny))
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"), profile: profile)
    let log = EventLog(nav.engine)
    let pusher = Pusher()
    pusher.observation = nav.engine.observe { [unowned nav] event in
      guard !pusher.done, case .attemptStarted(let attempt) = event, attempt.source == .backButton else { return }
      pusher.done = true
      nav.push(pushed, animated: false)
    }

    let outcome = nav.goBack(by: .backButton)

    #expect(outcome == .cancelled)
    #expect(nav.titles == ["List", "Editor", "Pushed"])
    #expect(log.left.isEmpty)
    #expect(pushedProbe.calls == 0)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
  }

  @Test(
    "An observer that pushes on a tap's attemptDecided(allow): the approval is dropped, and the result says so",
    arguments: SimulatedProfile.all)
  func pushOnDecided(profile: SimulatedProfile) {
    let pushedProbe = GuardProbe("pushed")
    let pushed = SimulatedScreen("Pushed", backGuard: pushedProbe.answering(.deny))
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"), profile: profile)
    let log = EventLog(nav.engine)
    let pusher = Pusher()
    pusher.observation = nav.engine.observe { [unowned nav] event in
      guard !pusher.done, case .attemptDecided(let attempt, .allow, _) = event, attempt.source == .backButton
      else { return }
      pusher.done = true
      nav.push(pushed, animated: false)
    }

    let outcome = nav.goBack(by: .backButton)

    #expect(outcome != .allowed)
    #expect(nav.titles == ["List", "Editor", "Pushed"])
    #expect(log.left.isEmpty)
    #expect(log.dropped.map(\.reason) == [.stackChanged])
    #expect(pushedProbe.calls == 0)
  }

  @Test(
    "An observer that pops on attemptDecided(allow) of a tap: one tap never removes two screens",
    arguments: SimulatedProfile.all)
  func popOnDecided(profile: SimulatedProfile) {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"), profile: profile)
    let pusher = Pusher()
    pusher.observation = nav.engine.observe { [unowned nav] event in
      guard !pusher.done, case .attemptDecided(let attempt, .allow, _) = event, attempt.source == .backButton
      else { return }
      pusher.done = true
      nav.pop(animated: false)
    }

    let outcome = nav.goBack(by: .backButton)

    #expect(nav.titles == ["A", "B"], "the app's pop removed C; the tap removed nothing more")
    #expect(outcome != .allowed)
  }
}
