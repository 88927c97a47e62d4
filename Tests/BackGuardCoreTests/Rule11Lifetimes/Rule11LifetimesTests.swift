@_spi(Internals) import BackGuardCore
@_spi(Internals) import BackGuardTesting
import Foundation
import Testing

// The rules an independent suite, written from the README and the DocC alone, found broken. Each test
// failed on the engine before the fix.

@Suite("An approval that never became a navigation lets nothing else through", .misusesStayInTheTest)
@MainActor
struct LeftoverApprovalTests {
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
}

@Suite("Observers that change the stack in the middle of a decision", .misusesStayInTheTest)
@MainActor
struct ObserversChangingTheStackTests {
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

    let outcome = nav.tapBack()

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

    let outcome = nav.tapBack()

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

    let outcome = nav.tapBack()

    #expect(nav.titles == ["A", "B"], "the app's pop removed C; the tap removed nothing more")
    #expect(outcome != .allowed)
  }
}

@Suite("Released observations and resolutions take effect at once, on every platform", .misusesStayInTheTest)
@MainActor
struct ReleaseTakesEffectAtOnceTests {
  private final class Screen {
    var observation: BackObservation?
    let counter: Counter
    init(counter: Counter) { self.counter = counter }
  }

  private final class Counter {
    var calls = 0
  }

  @Test("A released observation receives nothing more, even before any hop to the main actor")
  func releasedObservationIsSilent() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    let counter = Counter()
    var screen: Screen? = Screen(counter: counter)
    // A handler that captures its owner unowned: calling it after the owner is gone would crash.
    screen?.observation = nav.engine.observe { [unowned screen = screen!] _ in screen.counter.calls += 1 }
    nav.engine.requestBack(from: .keyCommand)
    let seen = counter.calls
    #expect(seen > 0)

    screen = nil
    nav.push(SimulatedScreen("Next"), animated: false)
    nav.tapBack()

    #expect(counter.calls == seen)
  }

  @Test("A cancelled observation receives nothing more")
  func cancelledObservationIsSilent() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    var calls = 0
    let observation = nav.engine.observe { _ in calls += 1 }
    observation.cancel()
    nav.tapBack()
    #expect(calls == 0)
  }

  @Test("A pending attempt whose resolution is released ends at once: the stack is free and the guard is asked anew")
  func releasedResolutionFreesTheStackAtOnce() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))

    #expect(nav.tapBack() == .pending)
    probe.resolutions.removeAll()

    #expect(nav.engine.pendingAttempt == nil)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
    #expect(nav.tapBack() == .pending, "asked again, not coalesced into the released attempt")
    #expect(probe.calls == 2)
  }
}

@Suite("Nothing outlives its stack", .misusesStayInTheTest)
@MainActor
struct NothingOutlivesItsStackTests {
  @Test("A for-await loop over engine.events finishes when the engine goes away")
  func eventStreamFinishesWithTheEngine() async {
    var nav: SimulatedNavigationController? = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    let events = nav!.engine.events
    let reader = Task { @MainActor in
      var count = 0
      for await _ in events { count += 1 }
      return count
    }
    nav?.tapBack()
    nav = nil
    let finished = await withTaskGroup(of: Int?.self) { group in
      group.addTask { await reader.value }
      group.addTask {
        try? await Task.sleep(nanoseconds: 3_000_000_000)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    reader.cancel()
    #expect(finished != nil, "the loop still waits after its stack is gone")
    #expect((finished ?? 0) >= 1)
  }

  @Test("A waiting async guard's task is cancelled when its navigation controller goes away")
  func asyncGuardCancelledWithItsStack() async {
    let cancelled = Flag()
    let started = Flag()
    var nav: SimulatedNavigationController? = makeNav(
      SimulatedScreen("List"),
      SimulatedScreen(
        "Editor",
        backGuard: ScreenGuard(decideAsync: { _ in
          started.isSet = true
          // Bounded, so that a regression fails the test instead of hanging the run.
          for _ in 0..<3_000 where !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
          guard Task.isCancelled else { return .deny }
          cancelled.isSet = true
          return .deny
        })))
    #expect(nav?.tapBack() == .pending)
    #expect(await waitUntil { started.isSet })
    nav = nil
    #expect(await waitUntil(timeout: 3) { cancelled.isSet })
  }

  @MainActor private final class Flag {
    var isSet = false
  }
}

@Suite("One gesture, one question, across a sheet and the stack inside it", .misusesStayInTheTest)
@MainActor
struct SheetAndStackShareOneQuestionTests {
  @Test("A swipe-down while a back tap in the sheet's stack is pending merges into it: the guard is asked once")
  func swipeDownCoalescesIntoPendingTap() {
    let probe = GuardProbe()
    let stack = makeNav(SimulatedScreen("Form"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
    let sheetLog = EventLog(sheet.engine)

    #expect(stack.tapBack() == .pending)
    let pending = stack.engine.pendingAttempt
    #expect(sheet.swipeDown() == .coalesced)

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

    #expect(sheet.swipeDown() == .pending)
    #expect(stack.tapBack() == .coalesced)
    #expect(stack.swipeBack(.edge) == .didNotBegin)
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

    #expect(sheet.swipeDown() == .pending)  // waits for S2
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

    #expect(stack.tapBack() == .pending)
    #expect(sheet.swipeDown() == .coalesced)
    box.give(.allow)
    #expect(await waitUntil { stack.titles == ["Form"] })
    #expect(saves == 1)
  }
}

@Suite("Conflicting answers from a class-based guard", .misusesStayInTheTest)
@MainActor
struct ConflictingReplyTests {
  private final class Checkout: BackNavigationGuarding {
    let reply: BackGuardReply
    init(reply: BackGuardReply) { self.reply = reply }
    func shouldGoBack(for attempt: BackAttempt, resolution: BackResolution) -> BackGuardReply {
      resolution.allow()
      return reply
    }
  }

  @Test("allow() through the resolution, then .deny returned: the resolution's answer counts, the conflict is a misuse")
  func resolutionThenConflictingReply() {
    let checkout = Checkout(reply: .deny)
    let nav = makeNav(SimulatedScreen("Cart"), SimulatedScreen("Checkout", backGuard: ScreenGuard(screen: checkout)))
    let log = EventLog(nav.engine)

    #expect(nav.tapBack() == .allowed)

    #expect(nav.titles == ["Cart"])
    #expect(log.left.count == 1)
    #expect(log.misuses.count == 1)
    guard case .conflictingReply? = log.misuses.first else {
      Issue.record("expected conflictingReply, got \(log.misuses)")
      return
    }
    #expect(log.dropped.isEmpty)
  }

  @Test("allow() through the resolution and .allow returned agree: no misuse")
  func resolutionThenSameReply() {
    let checkout = Checkout(reply: .allow)
    let nav = makeNav(SimulatedScreen("Cart"), SimulatedScreen("Checkout", backGuard: ScreenGuard(screen: checkout)))
    let log = EventLog(nav.engine)
    #expect(nav.tapBack() == .allowed)
    #expect(log.misuses.isEmpty)
  }
}

@Suite("One vocabulary for results and events", .misusesStayInTheTest)
@MainActor
struct OneVocabularyTests {
  @Test("The simulator's escape and a sheet's swipe-down tell denied, pending and allowed apart")
  func escapeAndSwipeDownOutcomes() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))
    #expect(nav.performAccessibilityEscape() == .pending)
    probe.lastResolution?.deny()
    nav.topScreen.backGuard = ScreenGuard { _ in .deny }
    #expect(nav.performAccessibilityEscape() == .denied)
    nav.topScreen.backGuard = nil
    #expect(nav.performAccessibilityEscape() == .allowed)
    #expect(nav.performAccessibilityEscape() == .nothingToGoBackTo)

    let sheet = SimulatedSheet(
      presenter: SimulatedScreen("List"), content: [SimulatedScreen("Form", backGuard: ScreenGuard { _ in .deny })])
    #expect(sheet.swipeDown() == .denied)
    sheet.content[0].backGuard = nil
    #expect(sheet.swipeDown() == .allowed)
  }

  @Test("A back-menu entry can be picked by its destination screen")
  func pickByDestination() {
    let probe = GuardProbe()
    let list = SimulatedScreen("List")
    let nav = makeNav(list, SimulatedScreen("Detail"), SimulatedScreen("Editor", backGuard: probe.answering(.allow)))
    #expect(nav.pickBackMenuEntry(leadingTo: list) == .allowed)
    #expect(nav.titles == ["List"])
    #expect(probe.attempts.first?.destination == list.id)
    #expect(nav.pickBackMenuEntry(leadingTo: SimulatedScreen("Stranger")) == .unavailable)
  }

  @Test("enginePopCount counts every pop the engine commands, approved now or later")
  func enginePopCountCountsEveryCommandedPop() {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .allow }),
      SimulatedScreen("C", backGuard: probe.answeringLater()), profile: .iOS26)
    #expect(nav.tapBack() == .pending)
    probe.lastResolution?.allow()
    #expect(nav.enginePopCount == 1)
    #expect(nav.tapBack() == .allowed, "approved now, through backAction")
    #expect(nav.enginePopCount == 2)
  }

  @Test("BackEvent's accessors read the attempt, route, answer and screens without a switch")
  func eventAccessors() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    var events: [BackEvent] = []
    let observation = nav.engine.observe { events.append($0) }
    defer { observation.cancel() }

    nav.tapBack()

    #expect(events.compactMap(\.source) == [.backButton, .backButton, .backButton])
    #expect(events.first?.attempt?.source == .backButton)
    #expect(events.compactMap(\.decision) == [.allow])
    #expect(events.compactMap(\.leftScreens).map(\.count) == [1])
    #expect(Set(events.compactMap(\.attemptID)).count == 1)
    #expect(events.compactMap(\.reportedMisuse).isEmpty)
  }
}
