import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The iOS 18 zoom dismissal (`.zoomDismiss`): a gate answered synchronously, like the swipe's.
@MainActor
@Suite("Zoom dismissal is gated like a swipe", .misusesStayInTheTest)
struct ZoomDismissTests {
  @Test("A guard that denies keeps the zoom dismissal from beginning")
  func denyKeepsScreen() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("Grid"), SimulatedScreen("Photo", backGuard: probe.answering(.deny)))

    #expect(nav.goBack(by: .zoomDismiss) == .didNotBegin)
    #expect(nav.titles == ["Grid", "Photo"])
    #expect(probe.sources == [.zoomDismiss])
  }

  @Test("A later answer: the gesture does not begin, and the approval pops once, with animation")
  func laterAnswerPopsOnce() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("Grid"), SimulatedScreen("Photo", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .zoomDismiss) == .pending)
    #expect(nav.titles == ["Grid", "Photo"])
    #expect(nav.goBack(by: .zoomDismiss) == .didNotBegin)  // the gate is closed while the answer is pending
    #expect(probe.calls == 1)

    probe.lastResolution?.allow()

    #expect(nav.titles == ["Grid"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.map(\.source) == [.zoomDismiss])
    #expect(log.decided.first?.attempt.isAnimated == true)
  }

  @Test("An unguarded or approving top screen lets the dismissal begin; the screens leave as .zoomDismiss")
  func approvalBegins() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("Grid"), SimulatedScreen("Photo", backGuard: probe.answering(.allow)))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .zoomDismiss) == .allowed)

    #expect(nav.titles == ["Grid"])
    #expect(probe.calls == 1)
    #expect(nav.enginePopCount == 0)  // UIKit's own interactive pop, not the engine's
    #expect(log.left.map(\.source) == [.zoomDismiss])
  }

  @Test("Never on the root screen, and never while an animation runs")
  func gateClosedOnRootAndDuringTransitions() {
    let probe = GuardProbe()
    let root = makeNav(SimulatedScreen("Grid", backGuard: probe.answering(.allow)))
    #expect(root.goBack(by: .zoomDismiss) == .didNotBegin)

    let nav = makeNav(SimulatedScreen("Grid"), mode: .manual)
    nav.push(SimulatedScreen("Photo", backGuard: probe.answering(.allow)), animated: true)
    #expect(nav.goBack(by: .zoomDismiss) == .didNotBegin)
    #expect(probe.calls == 0)
  }

  @Test("allowsSwipeBack = false turns off the swipes only: the zoom dismissal still asks the guard")
  func allowsSwipeBackDoesNotApply() {
    let probe = GuardProbe()
    let photo = SimulatedScreen("Photo", backGuard: probe.answering(.deny))
    photo.allowsSwipeBack = false
    let nav = makeNav(SimulatedScreen("Grid"), photo)

    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(probe.calls == 0)
    #expect(nav.goBack(by: .zoomDismiss) == .didNotBegin)
    #expect(probe.calls == 1)
  }

  @Test("A cancelled zoom dismissal leaves nothing behind: a later app pop is asked as the app's own")
  func cancelledLeavesNothingBehind() {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("Grid"), SimulatedScreen("Photo", backGuard: probe.answering(.allow, programmatic: true)))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .zoomDismiss, completes: false) == .swipeCancelled)
    #expect(nav.titles == ["Grid", "Photo"])
    #expect(log.swipesCancelled.map(\.source) == [.zoomDismiss])

    #expect(nav.pop() != nil)
    #expect(probe.sources == [.zoomDismiss, .programmatic(.pop)])
  }
}
