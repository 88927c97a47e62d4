@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The three ways to answer (now, async, resolution) and the class-based protocol for screens.
@MainActor
@Suite("Guards: now, async and through a resolution", .misusesStayInTheTest)
struct GuardKindsTests {
  @Test("An async guard makes the attempt pending; its allow pops once", arguments: SimulatedProfile.all)
  func asyncGuardAllow(profile: SimulatedProfile) async {
    let box = AnswerBox()
    var asked: [BackSource] = []
    let screenGuard = ScreenGuard(decideAsync: { attempt in
      asked.append(attempt.source)
      return await box.wait()
    })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard), profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(nav.engine.pendingAttempt != nil)
    #expect(await waitUntil { box.isWaiting })

    box.give(.allow)

    #expect(await waitUntil { log.left.count == 1 })
    #expect(nav.titles == ["A"])
    #expect(asked == [.backButton])
    #expect(nav.enginePopCount == 1)
  }

  @Test("An async guard's deny keeps the screen and frees the stack")
  func asyncGuardDeny() async {
    let box = AnswerBox()
    let screenGuard = ScreenGuard(decideAsync: { _ in await box.wait() })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))
    let log = EventLog(nav.engine)
    nav.goBack(by: .contentSwipe)

    box.give(.deny)

    #expect(await waitUntil { !log.decided.isEmpty })
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(nav.titles == ["A", "B"])
    #expect(nav.engine.pendingAttempt == nil)
  }

  @Test("An async guard that returns without suspending still answers (later), and only once")
  func asyncGuardImmediateReturn() async {
    var asked = 0
    let screenGuard = ScreenGuard(decideAsync: { _ in
      asked += 1
      return .allow
    })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    nav.engine.requestBack(from: .keyCommand)

    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(asked == 1)
    #expect(nav.enginePopCount == 1)
  }

  @Test("When the stack changes, an async guard's task is cancelled and its answer dropped")
  func asyncGuardCancelledOnStackChange() async {
    let box = AnswerBox()
    var sawCancellation = false
    let screenGuard = ScreenGuard(decideAsync: { _ in
      let answer = await box.wait()
      sawCancellation = Task.isCancelled
      return answer
    })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    #expect(await waitUntil { box.isWaiting })

    nav.push(SimulatedScreen("X"), animated: false)
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
    box.give(.allow)

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(sawCancellation)
    #expect(nav.titles == ["A", "B", "X"])
    #expect(nav.enginePopCount == 0)
  }

  @Test("An async guard whose condition is false passes without starting a task")
  func asyncGuardConditionFalse() {
    var asked = 0
    let screenGuard = ScreenGuard(
      when: { false },
      decideAsync: { _ in
        asked += 1
        return .deny
      })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(asked == 0)
  }

  @Test("A resolve-based guard that answers before its closure returns counts as an answer now")
  func resolveBeforeReturnIsNow() {
    var asked = 0
    let screenGuard = ScreenGuard(resolve: { _, resolution in
      asked += 1
      resolution.deny()
    })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(nav.goBack(by: .backButton) == .denied)
    #expect(nav.engine.pendingAttempt == nil)
    #expect(asked == 1)
    #expect(nav.titles == ["A", "B"])
  }

  @Test("A swipe whose resolve-based guard allows before returning begins at once")
  func resolveBeforeReturnLetsSwipeBegin() {
    let screenGuard = ScreenGuard(resolve: { _, resolution in resolution.allow() })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
    #expect(nav.titles == ["A"])
  }

  @Test("A guard that answers now and again later: only the first answer counts, the second is a misuse")
  func resolutionAnsweredNowAndLater() async throws {
    var kept: BackResolution?
    let screenGuard = ScreenGuard(resolve: { _, resolution in
      kept = resolution
      resolution.deny()
    })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .denied)
    try #require(kept).allow()

    #expect(await waitUntil { !log.misuses.isEmpty })
    #expect(nav.titles == ["A", "B"])
    guard case .resolvedTwice? = log.misuses.first else {
      Issue.record("expected resolvedTwice, got \(log.misuses)")
      return
    }
  }

  @Test("applies(to:) says which routes a guard takes part in")
  func appliesToRoutes() {
    let plain = ScreenGuard { _ in .deny }
    let opted = ScreenGuard(guardsProgrammaticPops: true) { _ in .deny }
    let off = ScreenGuard(isActive: false) { _ in .deny }

    #expect(plain.applies(to: .backButton))
    #expect(plain.applies(to: .edgeSwipe))
    #expect(plain.applies(to: .programmatic(.pop)) == false)
    #expect(opted.applies(to: .programmatic(.setViewControllers)))
    #expect(off.applies(to: .backButton) == false)
  }

  @Test("A guard asking several questions in turn stops at the first deny and is not engaged without questions")
  func askingInTurn() async {
    var asked: [String] = []
    var questions: [(BackAttempt) async -> BackDecision] = []
    func question(_ name: String, _ answer: BackDecision) -> (BackAttempt) async -> BackDecision {
      { _ in
        asked.append(name)
        return answer
      }
    }
    let screenGuard = ScreenGuard(askingInTurn: { questions })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(!screenGuard.isEngaged)
    questions = [question("first", .allow), question("second", .deny), question("third", .allow)]
    #expect(screenGuard.isEngaged)
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(asked == ["first", "second"])
    #expect(nav.titles == ["A", "B"])

    questions = [question("only", .allow)]
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(asked == ["first", "second", "only"])
  }
}
