@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// A way the top screen can be set up without a guard that takes part.
enum UnguardedTop: String, CaseIterable, Sendable, CustomStringConvertible {
  case noGuard, inactiveGuard, conditionFalse, guardOnLowerScreen, customLeftButton, hiddenBackButton

  var description: String { rawValue }

  /// A stack of two or more screens whose top is set up this way.
  @MainActor func makeStack(profile: SimulatedProfile) -> SimulatedNavigationController {
    let top = SimulatedScreen("Top")
    let lower = SimulatedScreen("Lower")
    switch self {
    case .noGuard: break
    case .inactiveGuard: top.backGuard = ScreenGuard(isActive: false) { _ in .deny }
    case .conditionFalse: top.backGuard = ScreenGuard(when: { false }, decide: { _ in .deny })
    case .guardOnLowerScreen: lower.backGuard = ScreenGuard { _ in .deny }
    case .customLeftButton: top.hasCustomBackButton = true
    case .hiddenBackButton: top.hidesBackButton = true
    }
    return makeNav(SimulatedScreen("Root"), lower, top, profile: profile)
  }
}

/// The ways a pending attempt can end.
enum PendingEnd: String, CaseIterable, Sendable, CustomStringConvertible {
  case allowed, denied, releasedUnused, cancelledByApp, stackChanged
  var description: String { rawValue }
}

/// Rule 6: the swipe is never left disabled.
@MainActor
@Suite(
  "Rule 6: the swipe is never left disabled: with an unguarded top, two or more screens and nothing pending, the gate is open",
  .misusesStayInTheTest)
struct Rule06SwipeNeverLeftDisabledTests {
  @Test(
    "The gate is open whenever the top is unguarded, two or more screens remain, nothing is pending or moving",
    arguments: SimulatedProfile.all, UnguardedTop.allCases.filter { $0 != .hiddenBackButton })
  func gateOpenWhenUnguarded(profile: SimulatedProfile, setup: UnguardedTop) {
    let nav = setup.makeStack(profile: profile)

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.engine.swipeGate(for: .contentSwipe) == .open)
    if setup != .customLeftButton {
      #expect(nav.goBack(by: .edgeSwipe) == .allowed)
      #expect(nav.titles == ["Root", "Lower"])
    }
  }

  @Test(
    "Without a guard, a custom left button leaves the swipe to UIKit, which turns it off: BackGuard changes nothing",
    arguments: SimulatedProfile.all)
  func customLeftButtonWithoutGuardIsUIKits(profile: SimulatedProfile) {
    for swipe in swipes(in: profile) {
      let b = SimulatedScreen("B")
      b.hasCustomBackButton = true
      let nav = makeNav(SimulatedScreen("A"), b, profile: profile)

      #expect(nav.engine.wiring().needsSwipeGate == false)
      #expect(nav.swipeBack(swipe) == .didNotBegin)
      #expect(nav.titles == ["A", "B"])
    }
  }

  @Test(
    "On a guarded screen a custom left button does not turn the swipe off: the guard answers it",
    arguments: SimulatedProfile.all)
  func customLeftButtonKeepsSwipe(profile: SimulatedProfile) {
    for swipe in swipes(in: profile) {
      let probe = GuardProbe()
      let b = SimulatedScreen("B", backGuard: probe.answering(.allow))
      b.hasCustomBackButton = true
      let nav = makeNav(SimulatedScreen("A"), b, profile: profile)

      #expect(nav.swipeBack(swipe) == .allowed)
      #expect(probe.sources == [swipe == .edge ? .edgeSwipe : .contentSwipe])
      #expect(nav.titles == ["A"])
    }
  }

  @Test(
    "A hidden back button keeps UIKit's refusal of the swipe, even on a guarded screen",
    arguments: SimulatedProfile.all, [false, true])
  func hiddenBackButtonKeepsUIKitsRefusal(profile: SimulatedProfile, guarded: Bool) {
    for swipe in swipes(in: profile) {
      let probe = GuardProbe()
      let b = SimulatedScreen("B", backGuard: guarded ? probe.answering(.allow) : nil)
      b.hidesBackButton = true
      let nav = makeNav(SimulatedScreen("A"), b, profile: profile)
      #expect(!b.allowsSwipeBack, "reads false while the back button is hidden, as viewController.allowsSwipeBack does")

      #expect(nav.swipeBack(swipe) == .didNotBegin)
      #expect(probe.sources.isEmpty)
      #expect(nav.titles == ["A", "B"])
      // Unless the screen asks for the swipe (SwiftUI's GuardedBackButton does): then the gate takes it, and a guard
      // answers it.
      b.allowsSwipeBack = true
      #expect(nav.swipeBack(swipe) == .allowed)
      #expect(probe.sources.count == (guarded ? 1 : 0))
      #expect(nav.titles == ["A"])
    }
  }

  @Test("allowsSwipeBack = false turns the swipe off for that screen only, even with a custom left button")
  func perScreenSettingTurnsSwipeOff() {
    let b = SimulatedScreen("B")
    let c = SimulatedScreen("C")
    c.hasCustomBackButton = true
    c.allowsSwipeBack = false
    let nav = makeNav(SimulatedScreen("A"), b, c)

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.disabledByScreen))
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(nav.goBack(by: .customBackButton) == .allowed)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
  }

  @Test("After a denied swipe the gate is not left closed: it still asks the guard, and opens when the guard is off")
  func deniedSwipeDoesNotCloseGate() {
    let probe = GuardProbe()
    let screenGuard = probe.answering(.deny)
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: screenGuard))

    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
    screenGuard.isActive = false
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
  }

  @Test("Whichever way a pending attempt ends, the swipe opens again", arguments: PendingEnd.allCases)
  func gateReopensAfterPending(end: PendingEnd) async throws {
    let probe = GuardProbe()
    let screenGuard = probe.answeringLater()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: screenGuard))
    nav.goBack(by: .backButton)
    try #require(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.attemptPending))

    switch end {
    case .allowed: probe.lastResolution?.allow()
    case .denied: probe.lastResolution?.deny()
    case .releasedUnused: probe.resolutions.removeAll()
    case .cancelledByApp: nav.engine.cancelPendingAttempt()
    case .stackChanged: nav.push(SimulatedScreen("D"), animated: false)
    }
    screenGuard.isActive = false

    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
  }

  @Test("After a transition ends, the swipe opens again")
  func gateReopensAfterTransition() {
    let nav = makeNav(SimulatedScreen("A"), mode: .manual)
    nav.push(SimulatedScreen("B"), animated: true)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.transitioning))

    nav.finishTransition()

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.goBack(by: .edgeSwipe) == .swipeInProgress)
    #expect(nav.completeSwipe() == .allowed)
    #expect(nav.titles == ["A"])
  }

  @Test("After a swipe is cancelled, the swipe opens again", arguments: SimulatedProfile.all)
  func gateReopensAfterCancelledSwipe(profile: SimulatedProfile) {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: profile)

    #expect(nav.goBack(by: .edgeSwipe, completes: false) == .swipeCancelled)

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
  }

  @Test(
    "After an unguarded screen is popped back to a guarded one, the gate asks that guard; after the root, it closes")
  func gateFollowsTheTop() {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .deny }), SimulatedScreen("C"))

    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .open)
    nav.pop()
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
    nav.popToRoot()
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .closed(.rootScreen))
  }

  @Test("The host is told to refresh whenever a pending attempt ends, so it can re-enable what it derived")
  func hostToldToRefresh() async throws {
    let host = RecordingHost(screenCount: 2)
    var kept: BackResolution?
    host.options[host.top] = ScreenBackOptions(backGuard: ScreenGuard(resolve: { _, resolution in kept = resolution }))
    host.engine.requestBack(from: .customBackButton)
    let before = host.refreshCount

    try #require(kept).deny()

    #expect(await waitUntil { host.engine.pendingAttempt == nil })
    #expect(host.refreshCount > before)
    #expect(host.engine.swipeGate(for: .edgeSwipe) == .guarded)
  }
}
