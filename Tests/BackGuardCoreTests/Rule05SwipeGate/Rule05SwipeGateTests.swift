@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 5: swipe gating at gesture begin is synchronous. With the failures other libraries shipped on it, each named.
@MainActor
@Suite(
  "Rule 5: the swipe gate answers synchronously: never on the root, in a transition or while pending, else the top guard",
  .misusesStayInTheTest)
struct Rule05SwipeGateTests {
  @Test("A swipe never begins on the root screen, and no guard is asked", arguments: SimulatedProfile.all)
  func neverOnRoot(profile: SimulatedProfile) throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("Root", backGuard: probe.answering(.allow)), profile: profile)

    try #require(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.rootScreen))
    #expect(nav.engine.swipeGate(for: .contentSwipe) == .closed(.rootScreen))
    for swipe in swipes(in: profile) {
      #expect(nav.swipeBack(swipe) == .didNotBegin)
    }
    #expect(nav.titles == ["Root"])
    #expect(probe.calls == 0)
    #expect(nav.engine.swipeInProgress == nil)
  }

  @Test("A swipe never begins while a transition is running", arguments: SimulatedProfile.all)
  func neverDuringTransition(profile: SimulatedProfile) throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: profile, mode: .manual)
    nav.push(SimulatedScreen("C", backGuard: probe.answering(.allow)), animated: true)

    // Checked before swiping: an open gate here would make the simulator stop the run (UIKit would freeze).
    try #require(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.transitioning))
    for swipe in swipes(in: profile) {
      #expect(nav.swipeBack(swipe) == .didNotBegin)
    }
    #expect(probe.calls == 0)
    nav.finishTransition()
    #expect(nav.titles == ["A", "B", "C"])
  }

  @Test("A swipe never begins while an attempt is pending")
  func neverWhilePending() throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    nav.engine.requestBack(from: .customBackButton)

    try #require(nav.engine.swipeGate(for: .contentSwipe) == .closed(.attemptPending))
    #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(probe.calls == 1)
  }

  @Test("Otherwise the top screen's guard decides the swipe, synchronously", arguments: SimulatedProfile.all)
  func topGuardDecides(profile: SimulatedProfile) {
    for swipe in swipes(in: profile) {
      let denier = GuardProbe()
      let nav = makeNav(
        SimulatedScreen("A"), SimulatedScreen("B", backGuard: denier.answering(.deny)), profile: profile)
      #expect(nav.engine.swipeGate(for: swipe == .edge ? .edgeSwipe : .contentSwipe) == .guarded)
      #expect(nav.swipeBack(swipe) == .didNotBegin)
      #expect(nav.titles == ["A", "B"])
      #expect(denier.sources == [swipe == .edge ? .edgeSwipe : .contentSwipe])

      let allower = GuardProbe()
      nav.push(SimulatedScreen("C", backGuard: allower.answering(.allow)), animated: false)
      #expect(nav.swipeBack(swipe) == .allowed)
      #expect(nav.titles == ["A", "B"])
      #expect(allower.calls == 1)
    }
  }

  @Test("Only the top screen's guard decides a swipe: a guard lower in the stack is not asked")
  func onlyTopGuard() {
    let lower = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: lower.answering(.deny)), SimulatedScreen("C"))

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
    #expect(lower.calls == 0)
  }

  @Test(
    "A later answer to a swipe: the gesture does not begin, the confirmation starts, the stack stays",
    arguments: SimulatedProfile.all)
  func laterAnswerDoesNotBegin(profile: SimulatedProfile) {
    for swipe in swipes(in: profile) {
      let probe = GuardProbe()
      let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), profile: profile)
      let log = EventLog(nav.engine)

      #expect(nav.swipeBack(swipe) == .pending)

      #expect(nav.titles == ["A", "B"])
      #expect(nav.engine.swipeInProgress == nil)
      #expect(nav.engine.pendingAttempt?.source == (swipe == .edge ? .edgeSwipe : .contentSwipe))
      #expect(nav.isTransitioning == false)
      #expect(log.pending.count == 1)
      #expect(!nav.trace.contains("popViewController(animated:) [interactive]"))
    }
  }

  @Test("An allow for a swipe's later answer pops programmatically, animated, reported with the swipe's route")
  func laterAllowPopsAnimated() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), mode: .manual)
    let log = EventLog(nav.engine)
    #expect(nav.goBack(by: .edgeSwipe) == .pending)

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { nav.enginePopCount == 1 })
    #expect(nav.trace.contains("engine → popViewController(animated:)"))
    // Animated: with manual transitions the pop is still running, and nothing is reported yet.
    #expect(nav.isTransitioning)
    #expect(log.left.isEmpty)
    nav.finishTransition()
    #expect(nav.titles == ["A"])
    #expect(log.left.map(\.source) == [.edgeSwipe])
    #expect(probe.calls == 1)
  }

  @Test("The engine commands the approved pop of a swipe with animated: true")
  func laterAllowCommandIsAnimated() async throws {
    let host = RecordingHost(screenCount: 2)
    var kept: BackResolution?
    host.options[host.top] = ScreenBackOptions(backGuard: ScreenGuard(resolve: { _, resolution in kept = resolution }))
    let destination = host.screens[0]

    #expect(host.engine.shouldBeginSwipe(.contentSwipe) != .allowed)
    try #require(kept).allow()

    #expect(await waitUntil { !host.pops.isEmpty })
    #expect(host.pops.map(\.destination) == [destination])
    #expect(host.pops.map(\.animated) == [true])
  }

  @Test("A swipe that begins and is cancelled leaves nothing behind", arguments: SimulatedProfile.all)
  func cancelledSwipeLeavesNothing(profile: SimulatedProfile) {
    for swipe in swipes(in: profile) {
      let probe = GuardProbe()
      let nav = makeNav(
        SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.allow)), profile: profile)
      let gateBefore = nav.engine.swipeGate(for: .edgeSwipe)
      let log = EventLog(nav.engine)

      #expect(nav.swipeBack(swipe, completes: false) == .swipeCancelled)

      #expect(nav.titles == ["A", "B"])
      #expect(log.left.isEmpty)
      #expect(log.swipesCancelled.count == 1)
      #expect(nav.engine.swipeInProgress == nil)
      #expect(nav.engine.pendingAttempt == nil)
      #expect(nav.engine.swipeGate(for: .edgeSwipe) == gateBefore)
      // The next attempt is asked as if the swipe had never happened.
      #expect(nav.goBack(by: .backButton) == .allowed)
      #expect(probe.calls == 2)
    }
  }

  @Test("A swipe in progress is visible to the engine until the finger lifts; cancelling it clears it")
  func swipeInProgressThenCancelled() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), mode: .manual)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .edgeSwipe) == .swipeInProgress)
    #expect(nav.engine.swipeInProgress?.source == .edgeSwipe)
    // During the swipe UIKit has already taken the top screen out of `viewControllers` (ledger B45).
    #expect(nav.titles == ["A"])
    if case .closed = nav.engine.swipeGate(for: .edgeSwipe) {
    } else {
      Issue.record("A second swipe must not begin while one is under the finger")
    }

    #expect(nav.cancelSwipe() == .swipeCancelled)

    #expect(nav.engine.swipeInProgress == nil)
    #expect(nav.titles == ["A", "B"])
    #expect(log.left.isEmpty)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
  }

  @Test(
    "A completed swipe reports the screen left by the swipe's own route and attempt", arguments: SimulatedProfile.all)
  func completedSwipeNamesItsRoute(profile: SimulatedProfile) {
    for swipe in swipes(in: profile) {
      let b = SimulatedScreen("B", backGuard: GuardProbe().answering(.allow))
      let nav = makeNav(SimulatedScreen("A"), b, profile: profile)
      let log = EventLog(nav.engine)
      let source: BackSource = swipe == .edge ? .edgeSwipe : .contentSwipe

      #expect(nav.swipeBack(swipe) == .allowed)

      #expect(log.left.map(\.screens) == [[b.id]])
      #expect(log.left.map(\.source) == [source])
      #expect(log.left.first?.attempt == log.started.first?.id)
    }
  }

  @Test("A swipe is one attempt: UIKit's interactive popViewController does not start a second one")
  func swipeIsOneAttempt() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))
    let log = EventLog(nav.engine)

    nav.goBack(by: .edgeSwipe)

    #expect(log.started.map(\.source) == [.edgeSwipe])
  }

  @Test("A swipe asks a guard that also guards programmatic pops only once")
  func swipeAsksOptedInGuardOnce() {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.allow, programmatic: true)))

    #expect(nav.goBack(by: .edgeSwipe) == .allowed)

    #expect(probe.sources == [.edgeSwipe])
  }

  @Test("A swipe the screen turned off does not begin and asks no guard")
  func swipeTurnedOffByScreen() {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answering(.allow))
    b.allowsSwipeBack = false
    let nav = makeNav(SimulatedScreen("A"), b)

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.disabledByScreen))
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
    #expect(probe.calls == 0)
    #expect(nav.goBack(by: .backButton) == .allowed)
  }

  @Test("Asking the gate asks no guard and starts no attempt")
  func gateIsSideEffectFree() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.deny)))
    let log = EventLog(nav.engine)

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
    #expect(nav.engine.swipeGate(for: .contentSwipe) == .guarded)

    #expect(probe.calls == 0)
    #expect(log.events.isEmpty)
  }

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
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
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
    #expect(nav.goBack(by: .edgeSwipe) == .swipeInProgress)
    #expect(nav.completeSwipe() == .allowed)
    #expect(nav.titles == ["A"])
  }

  @Test("An unguarded swipe that the user cancels leaves nothing behind: the next app pop is named as the app's")
  func cancelledUnguardedSwipeLeavesNothing() {
    for setup in BackGuardSetup.allCases where setup != .sheet {
      let nav = SimulatedNavigationController(
        root: SimulatedScreen("Root"), profile: .iOS26, setup: setup, transitionMode: .instant)
      nav.push(SimulatedScreen("A"))
      nav.push(SimulatedScreen("B"))
      let recorder = EventLog(nav.engine)

      #expect(nav.goBack(by: .edgeSwipe, completes: false) == .swipeCancelled)
      #expect(nav.titles == ["Root", "A", "B"])
      nav.pop()
      let expected: BackSource = setup.isSubclass ? .programmatic(.pop) : .programmatic(.unannounced)
      #expect(recorder.left.map(\.source) == [expected], "\(setup)")
      #expect(recorder.swipesCancelled.count == 1, "\(setup)")
    }
  }
}
