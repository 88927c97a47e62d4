@_spi(Internals) import BackGuardCore
@_spi(Internals) import BackGuardTesting
import Testing

/// Failures other libraries shipped, each pinned by name (docs/UIKitBehavior.md gives the public reports).
@MainActor
@Suite("Regressions other libraries shipped", .misusesStayInTheTest)
struct RegressionTests {
  @Test(
    "Regression (SwipeBack #3, WordPress #6639): a swipe on the root screen does not begin, so the app cannot freeze",
    arguments: SimulatedProfile.all)
  func swipeOnRoot(profile: SimulatedProfile) throws {
    let nav = makeNav(SimulatedScreen("Root"), SimulatedScreen("B"), profile: profile)
    nav.pop()
    try #require(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.rootScreen))

    for swipe in swipes(in: profile) {
      #expect(nav.swipeBack(swipe) == .didNotBegin)
    }
    #expect(nav.engine.shouldBeginSwipe(.edgeSwipe) != .allowed)
    #expect(nav.engine.shouldBeginSwipe(.contentSwipe) != .allowed)
    #expect(nav.titles == ["Root"])
    // Later pushes still work and can be swiped back.
    nav.push(SimulatedScreen("C"), animated: false)
    #expect(nav.swipeBack(.edge) == .allowed)
  }

  @Test(
    "Regression (QMUI #1498): a fast swipe during a push does not begin; once the push ends, the swipe works",
    arguments: SimulatedProfile.all)
  func fastSwipeDuringPush(profile: SimulatedProfile) throws {
    let nav = makeNav(SimulatedScreen("A"), profile: profile, mode: .manual)
    nav.push(SimulatedScreen("B"), animated: true)
    try #require(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.transitioning))
    try #require(nav.engine.swipeGate(for: .contentSwipe) == .closed(.transitioning))

    for swipe in swipes(in: profile) {
      #expect(nav.swipeBack(swipe) == .didNotBegin)
    }
    #expect(nav.engine.swipeInProgress == nil)

    nav.finishTransition()
    #expect(nav.titles == ["A", "B"])
    #expect(nav.swipeBack(.edge) == .swipeInProgress)
    #expect(nav.completeSwipe() == .allowed)
    #expect(nav.titles == ["A"])
  }

  @Test("Regression (BackButtonHandler #8): the back button is not left dimmed after a veto on iOS 15")
  func backButtonNotDimmedAfterVeto() {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: GuardProbe().answering(.deny)), profile: .iOS15)
    let restoresBefore = nav.backButtonRestoreCount

    #expect(nav.tapBack() == .denied)

    #expect(nav.isBackButtonDimmed == false)
    #expect(nav.backButtonRestoreCount == restoresBefore + 1)
  }

  @Test("Regression: the back button is not left dimmed while a confirmation shows, nor after a second tap on iOS 15")
  func backButtonNotDimmedWhilePending() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), profile: .iOS15)

    #expect(nav.tapBack() == .pending)
    #expect(nav.isBackButtonDimmed == false)
    let restores = nav.backButtonRestoreCount
    #expect(restores >= 1)

    nav.tapBack()
    #expect(nav.isBackButtonDimmed == false)
    #expect(nav.backButtonRestoreCount == restores + 1)
  }

  @Test("Regression: an allowed tap does not ask for the back button to be restored (nothing was dimmed)")
  func allowedTapNeedsNoRestore() {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: GuardProbe().answering(.allow)), profile: .iOS15)

    #expect(nav.tapBack() == .allowed)
    #expect(nav.backButtonRestoreCount == 0)
  }

  @Test("Regression (wikipedia-ios #3640): a back-menu pick asks the guard", arguments: SimulatedProfile.all)
  func menuPickAsksGuard(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let a = SimulatedScreen("A")
    let nav = makeNav(
      a, SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answering(.deny)), profile: profile)

    #expect(nav.pickBackMenuEntry(1) == .denied)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(probe.sources == [.backMenu])
    #expect(probe.attempts.first?.destination == a.id)
    #expect(probe.attempts.first?.leaving.count == 2)
  }

  @Test(
    "Documented limit: UIKit's own menu, without the adapter, pops without asking a guard that did not opt in",
    arguments: SimulatedProfile.all)
  func systemMenuBypassesUnoptedGuard(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answering(.deny)),
      profile: profile)
    let log = EventLog(nav.engine)

    let trace = nav.traceOf { #expect(nav.pickSystemMenuEntryWithoutAdapter(1) == .allowed) }

    #expect(probe.calls == 0)
    #expect(nav.titles == ["A"])
    #expect(!trace.contains { $0.hasPrefix("navigationBar(_:shouldPop:)") })
    #expect(trace.contains("popToViewController(_:animated:)"))
    #expect(log.left.map(\.source) == [.programmatic(.popTo)])
  }

  @Test("Without the adapter's menu, only a guard that opted in to programmatic pops can stop a menu pick")
  func systemMenuAsksOptedInGuard() {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"),
      SimulatedScreen("C", backGuard: probe.answering(.deny, programmatic: true)))

    #expect(nav.pickSystemMenuEntryWithoutAdapter(1) == .denied)

    #expect(probe.sources == [.programmatic(.popTo)])
    #expect(nav.titles == ["A", "B", "C"])
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
    #expect(nav.tapBack() == .denied)

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

    #expect(nav.tapBack() == .denied)
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
    #expect(nav.tapBack() == .denied)

    #expect(probe.sources == [.backButton])
  }

  @Test("iOS 15 tells a tap from a programmatic pop by comparing bar items with screens, not by a flag")
  func barCountClassification() {
    let host = RecordingHost(screenCount: 3)
    var asked = 0
    host.options[host.top] = ScreenBackOptions(
      backGuard: ScreenGuard { _ in
        asked += 1
        return .deny
      })

    // The controller already dropped its screen (4 bar items, 3 screens): a programmatic pop, let through unasked.
    #expect(host.engine.navigationBarShouldPop(barItemCount: 4) == .allowed)
    #expect(asked == 0)
    // The counts agree: a tap, asked every time, whatever came before.
    #expect(host.engine.navigationBarShouldPop(barItemCount: 3) != .allowed)
    #expect(host.engine.navigationBarShouldPop(barItemCount: 4) == .allowed)
    #expect(host.engine.navigationBarShouldPop(barItemCount: 3) != .allowed)
    #expect(asked == 2)
    #expect(host.restoreCount == 2)
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

    #expect(nav.tapBack() == .pending)
    #expect(nav.tapBack() == .coalesced)
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
    nav.tapBack()

    nav.setScreens([a, SimulatedScreen("X")])
    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A", "X"])
    #expect(nav.enginePopCount == 0)
    #expect(log.left.map(\.source) == [.programmatic(.setViewControllers)])
  }

  @Test(
    "Regression: a guard screen released while pending is gone (not retained) and a late allow pops nothing",
    arguments: SimulatedProfile.all)
  func guardScreenReleasedWhilePending(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    var editor: SimulatedScreen? = SimulatedScreen("Editor", backGuard: probe.answeringLater())
    let weakEditor = WeakReference(editor)
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), editor!, profile: profile)
    let log = EventLog(nav.engine)
    #expect(nav.tapBack() == .pending)

    #expect(nav.release(editor!))
    editor = nil

    #expect(weakEditor.object == nil)
    #expect(nav.titles == ["A", "B"])
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
    try #require(probe.lastResolution).allow()
    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 0)
    #expect(nav.engine.pendingAttempt == nil)
  }

  @Test("Regression: a view controller guarding itself, released while pending, is not kept alive by the engine")
  func guardingViewControllerReleased() async throws {
    final class FormController: BackNavigationGuarding {
      var resolution: BackResolution?
      func shouldGoBack(for attempt: BackAttempt, resolution: BackResolution) -> BackGuardReply {
        self.resolution = resolution
        return .later
      }
    }
    var form: FormController? = FormController()
    let weakForm = WeakReference(form)
    var screen: SimulatedScreen? = SimulatedScreen("Form", backGuard: ScreenGuard(screen: form!))
    let nav = makeNav(SimulatedScreen("A"), screen!)
    let log = EventLog(nav.engine)
    nav.tapBack()
    let resolution = try #require(form?.resolution)

    nav.release(screen!)
    screen = nil
    form = nil

    #expect(weakForm.object == nil)
    resolution.allow()
    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(nav.titles == ["A"])
    #expect(nav.enginePopCount == 0)
  }

  @Test("Regression: a screen popped by the user is not retained by the engine or the simulator")
  func poppedScreenNotRetained() {
    var b: SimulatedScreen? = SimulatedScreen("B", backGuard: ScreenGuard { _ in .allow })
    let weakB = WeakReference(b)
    let nav = makeNav(SimulatedScreen("A"), b!)
    b = nil

    nav.tapBack()

    #expect(weakB.object == nil)
    #expect(nav.titles == ["A"])
  }
}

@MainActor
@Suite("Regressions found by long model runs", .misusesStayInTheTest)
struct LongRunRegressionTests {
  @Test(
    "An app request approved later is still the cause of what its code removes, even when a transition the app started ends inside that code"
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
