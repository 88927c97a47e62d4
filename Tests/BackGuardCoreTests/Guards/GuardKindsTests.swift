@_spi(Internals) import BackGuardCore
@_spi(Internals) import BackGuardTesting
import Testing

/// The three ways to answer (now, async, resolution) and the class-based protocol for screens.
@MainActor
@Suite("Guards: now, async, resolution and BackNavigationGuarding screens", .misusesStayInTheTest)
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

    #expect(nav.tapBack() == .pending)
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
    nav.swipeBack(.content)

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
    nav.tapBack()
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

    #expect(nav.tapBack() == .allowed)
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

    #expect(nav.tapBack() == .denied)
    #expect(nav.engine.pendingAttempt == nil)
    #expect(asked == 1)
    #expect(nav.titles == ["A", "B"])
  }

  @Test("A swipe whose resolve-based guard allows before returning begins at once")
  func resolveBeforeReturnLetsSwipeBegin() {
    let screenGuard = ScreenGuard(resolve: { _, resolution in resolution.allow() })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(nav.swipeBack(.edge) == .allowed)
    #expect(nav.titles == ["A"])
  }

  // MARK: BackNavigationGuarding

  final class EditorScreen: BackNavigationGuarding {
    var hasChanges = true
    /// The answer given before returning; `nil` keeps the resolution for later.
    var answerNow: BackDecision? = .deny
    var guardsProgrammatic = false
    var attempts: [BackAttempt] = []
    var resolution: BackResolution?

    var isBackGuardActive: Bool { hasChanges }
    var guardsProgrammaticPops: Bool { guardsProgrammatic }

    func decideBack(_ attempt: BackAttempt, with resolution: BackResolution) {
      attempts.append(attempt)
      if let answerNow { resolution.resolve(answerNow) } else { self.resolution = resolution }
    }
  }

  @Test(
    "A BackNavigationGuarding screen is asked with the attempt, and its answer counts, now or later",
    arguments: [BackDecision.allow, .deny, nil])
  func protocolScreenReply(answerNow: BackDecision?) {
    let editor = EditorScreen()
    editor.answerNow = answerNow
    let b = SimulatedScreen("B", backGuard: ScreenGuard(screen: editor))
    let nav = makeNav(SimulatedScreen("A"), b)

    let outcome = nav.pickBackMenuEntry(0)

    #expect(editor.attempts.map(\.source) == [.backMenu])
    #expect(editor.attempts.first?.top == b.id)
    switch answerNow {
    case .allow?:
      #expect(outcome == .allowed)
      #expect(nav.titles == ["A"])
    case .deny?:
      #expect(outcome == .denied)
      #expect(nav.titles == ["A", "B"])
    case nil:
      #expect(outcome == .pending)
      #expect(editor.resolution != nil)
      #expect(nav.engine.pendingAttempt?.source == .backMenu)
    }
  }

  @Test("A BackNavigationGuarding screen that replies later is answered through the resolution it kept")
  func protocolScreenLater() async throws {
    let editor = EditorScreen()
    editor.answerNow = nil
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard(screen: editor)))
    nav.tapBack()

    try #require(editor.resolution).allow()

    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(editor.attempts.count == 1)
  }

  @Test("A guarding screen that answers now and again later: only the first answer counts, the second is a misuse")
  func protocolScreenAnswersTwice() async throws {
    final class Twice: BackNavigationGuarding {
      var kept: BackResolution?
      func decideBack(_ attempt: BackAttempt, with resolution: BackResolution) {
        kept = resolution
        resolution.deny()
      }
    }
    let screen = Twice()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard(screen: screen)))
    let log = EventLog(nav.engine)

    #expect(nav.tapBack() == .denied)
    try #require(screen.kept).allow()

    #expect(await waitUntil { !log.misuses.isEmpty })
    #expect(nav.titles == ["A", "B"])
    guard case .resolvedTwice? = log.misuses.first else {
      Issue.record("expected resolvedTwice, got \(log.misuses)")
      return
    }
  }

  @Test("A BackNavigationGuarding screen that is not active passes")
  func protocolScreenInactive() {
    let editor = EditorScreen()
    editor.hasChanges = false
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard(screen: editor)))

    #expect(nav.tapBack() == .allowed)
    #expect(editor.attempts.isEmpty)
  }

  @Test("The guard holds a BackNavigationGuarding screen weakly; once the screen is gone, the guard passes")
  func protocolScreenWeak() {
    var editor: EditorScreen? = EditorScreen()
    let weakEditor = WeakReference(editor)
    let screenGuard = ScreenGuard(screen: editor!)
    editor = nil
    #expect(weakEditor.object == nil)
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(screenGuard.isEngaged == false)
    #expect(nav.tapBack() == .allowed)
  }

  @Test("A BackNavigationGuarding screen opts in to programmatic pops through guardsProgrammaticPops")
  func protocolScreenProgrammatic() {
    let editor = EditorScreen()
    editor.guardsProgrammatic = true
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard(screen: editor)))

    #expect(nav.pop() == nil)
    #expect(editor.attempts.map(\.source) == [.programmatic(.pop)])
    #expect(nav.titles == ["A", "B"])
  }

  @Test("A BackNavigationGuarding screen's guardsProgrammaticPops is read at each attempt, like isBackGuardActive")
  func protocolScreenProgrammaticIsLive() {
    let editor = EditorScreen()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: ScreenGuard(screen: editor)))

    #expect(nav.pop() != nil)
    #expect(editor.attempts.isEmpty)

    nav.push(SimulatedScreen("D", backGuard: ScreenGuard(screen: editor)), animated: false)
    editor.guardsProgrammatic = true
    #expect(nav.pop() == nil)
    #expect(editor.attempts.map(\.source) == [.programmatic(.pop)])
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
    #expect(nav.tapBack() == .pending)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(asked == ["first", "second"])
    #expect(nav.titles == ["A", "B"])

    questions = [question("only", .allow)]
    #expect(nav.tapBack() == .pending)
    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(asked == ["first", "second", "only"])
  }
}
