@_spi(TestKit) import BackGuardCore
import Testing

/// What a host wires: nothing where no guard is in reach, and exactly what the guards need elsewhere.
@MainActor
@Suite("Wiring: no guard, no change", .misusesStayInTheTest)
struct BackWiringTests {
  @Test("A stack with no guard needs nothing wired: no back action, no routed menu, no swipe gate")
  func unguardedStackNeedsNothing() {
    let host = RecordingHost(screenCount: 3)
    let wiring = host.engine.wiring()
    #expect(wiring.guardedScreens == [false, false, false])
    #expect(wiring.routedBackMenus == [false, false, false])
    #expect(!wiring.needsSwipeGate)
    #expect(!wiring.hasGuard)
  }

  @Test("A guard wires its own screen, the back menus from it up, and the swipe gate while it is on top")
  func guardWiresItsScreen() {
    let host = RecordingHost(screenCount: 4)
    host.options[host.screens[2]] = ScreenBackOptions(backGuard: ScreenGuard(when: { false }, decide: { _ in .deny }))
    let wiring = host.engine.wiring()
    #expect(wiring.guardedScreens == [false, false, true, false], "engaged or not, a guard counts")
    #expect(wiring.routedBackMenus == [false, false, true, true])
    #expect(!wiring.needsSwipeGate, "the top screen is unguarded: UIKit's own swipe delegate")
    host.options[host.top] = ScreenBackOptions(backGuard: ScreenGuard { _ in .allow })
    #expect(host.engine.wiring().needsSwipeGate)
  }

  @Test("The root's guard wires nothing of its own: it shows no back button and cannot swipe")
  func rootGuardWiresNothing() {
    let host = RecordingHost(screenCount: 1)
    host.options[host.top] = ScreenBackOptions(backGuard: ScreenGuard { _ in .deny })
    #expect(host.engine.wiring() == BackWiring(guardedScreens: [false], needsSwipeGate: false))
  }

  @Test("A top screen that chose its swipe itself needs the gate without a guard, either way")
  func swipeChosenByTheScreen() {
    let host = RecordingHost(screenCount: 2)
    host.options[host.top] = ScreenBackOptions(allowsSwipeBack: false)
    #expect(host.engine.wiring().needsSwipeGate, "to turn it off")
    host.options[host.top] = ScreenBackOptions(asksForSwipeBack: true)
    #expect(host.engine.wiring().needsSwipeGate, "to keep it with a custom leading button")
    #expect(host.engine.wiring().guardedScreens == [false, false])
  }

  @Test("While an answer is pending, every swipe needs the gate, guarded top screen or not")
  func pendingAnswerHoldsTheSwipes() {
    let host = RecordingHost(screenCount: 3)
    let probe = GuardProbe()
    host.options[host.screens[1]] = ScreenBackOptions(backGuard: probe.answeringLater())
    #expect(!host.engine.wiring().needsSwipeGate)
    #expect(host.engine.requestBack(from: .backMenu, to: host.screens[0]) == .pending)
    #expect(host.engine.wiring().needsSwipeGate)
    probe.lastResolution?.deny()
    #expect(!host.engine.wiring().needsSwipeGate)
  }
}
