@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Dispatch
import Testing

// The decision path a host pays for on every tap and swipe: what the engine asks a host, and what it takes
// from a host that hands over its stack.

/// A host that implements the narrow questions and counts every question it is asked.
@MainActor
private final class CountingHost: NavigationHost {
  var screens: [ScreenID]
  var guards: [ScreenID: ScreenGuard] = [:]
  var swipeOff: Set<ScreenID> = []
  private(set) var optionsAsked = 0
  private(set) var guardAsked = 0
  private(set) var swipeSettingAsked = 0
  private(set) var engine: BackNavigationEngine!

  init(screenCount: Int) {
    screens = (0..<screenCount).map { _ in ScreenID.make() }
    engine = BackNavigationEngine(host: self)
  }

  var isTransitioning: Bool { false }
  func restoreBackButton() {}
  func backNavigationStateDidChange() {}

  func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    optionsAsked += 1
    return ScreenBackOptions(backGuard: guards[screen], allowsSwipeBack: !swipeOff.contains(screen))
  }

  func backGuard(for screen: ScreenID) -> ScreenGuard? {
    guardAsked += 1
    return guards[screen]
  }

  func allowsSwipeBack(for screen: ScreenID) -> Bool {
    swipeSettingAsked += 1
    return !swipeOff.contains(screen)
  }

  func popScreens(to destination: ScreenID, animated: Bool) {
    guard let index = screens.firstIndex(of: destination) else { return }
    screens.removeSubrange((index + 1)...)
    engine.stackDidChange()
  }
}

@Suite("What a decision asks of the host", .misusesStayInTheTest)
@MainActor
struct DecisionPathTests {
  @Test("A decision asks the host for the guard and the swipe setting alone, never for every setting of the screen")
  func decisionsAskTheNarrowQuestions() {
    let host = CountingHost(screenCount: 3)
    let probe = GuardProbe()
    host.guards[host.screens[2]] = probe.answering(.deny)

    #expect(host.engine.requestBack(from: .backButton) == .denied)
    #expect(host.engine.shouldBeginSwipe(.edgeSwipe) != .allowed)
    #expect(host.engine.navigationBarShouldPop(barItemCount: 3) != .allowed)
    #expect(probe.calls == 3)
    #expect(host.optionsAsked == 0, "backOptions(for:) builds every setting; a decision needs two")
    #expect(host.guardAsked >= 3)
    #expect(host.swipeSettingAsked == 1, "only the swipe gate asks for the swipe setting")
  }

  @Test("A host that only answers backOptions(for:) is asked the guard and the swipe setting through it")
  func backOptionsAloneIsEnough() {
    let host = RecordingHost(screenCount: 3)
    let probe = GuardProbe()
    host.options[host.top] = ScreenBackOptions(backGuard: probe.answering(.deny))

    #expect(host.engine.swipeGate(for: .edgeSwipe) == .guarded)
    #expect(host.engine.requestBack(from: .backButton) == .denied)
    #expect(probe.calls == 1)

    host.options[host.top] = ScreenBackOptions(backGuard: probe.answering(.allow), allowsSwipeBack: false)
    #expect(host.engine.swipeGate(for: .edgeSwipe) == .closed(.disabledByScreen))
    #expect(host.engine.shouldBeginSwipe(.edgeSwipe) != .allowed)
  }

  @Test("The screens a one-level back leaves are the same value however they were built")
  func oneScreenLeavingEqualsTheSameScreensBuiltFromASequence() {
    let host = RecordingHost(screenCount: 3)
    let log = EventLog(host.engine)
    host.options[host.top] = ScreenBackOptions(backGuard: ScreenGuard { _ in .deny })
    #expect(host.engine.requestBack(from: .backButton) == .denied)
    let leaving = try! #require(log.started.first).leaving
    let built = LeavingScreens(bottomToTop: [host.top])
    #expect(leaving == built)
    #expect(Array(leaving) == [host.top])
    #expect(LeavingScreens(bottomToTop: host.screens[1...]) != built)
    #expect(Array(LeavingScreens(bottomToTop: host.screens[1...])) == [host.screens[2], host.screens[1]])
  }

  @Test("A decision reads the stack after applying a released answer, whose app code may have changed it")
  func aDecisionReadsTheStackAfterAReleasedAnswerRan() {
    let host = RecordingHost(screenCount: 3)
    let probe = GuardProbe()
    host.options[host.top] = ScreenBackOptions(backGuard: probe.answeringLater())
    #expect(host.engine.requestBack(from: .backButton) == .pending)
    // An observer pops the screen when the released answer is applied.
    let observation = host.engine.observe { [host] event in
      if case .misuse = event, host.screens.count == 3 {
        host.screens.removeLast()
        host.engine.stackDidChange()
      }
    }
    defer { observation.cancel() }
    let before = host.screens
    let log = EventLog(host.engine)
    // Released on another thread: the engine hears of it only when it next decides (on the main queue a release is
    // applied at once).
    let kept = ResolutionBox(probe.resolutions.removeLast())
    DispatchQueue.global().sync { kept.resolution = nil }

    let outcome = host.engine.requestBack(from: .backButton)

    #expect(outcome == .allowed, "the screen on top after the observer's pop, unguarded, goes back")
    #expect(host.screens == [before[0]], "the observer popped the guarded screen, the request the one below")
    #expect(log.started.last?.leaving.first == before[1], "not the screen that had already left")
    #expect(host.pops.last?.destination == before[0])
  }
}

/// Carries a resolution to another thread, to release it there.
private final class ResolutionBox: @unchecked Sendable {
  var resolution: BackResolution?
  init(_ resolution: BackResolution) { self.resolution = resolution }
}
