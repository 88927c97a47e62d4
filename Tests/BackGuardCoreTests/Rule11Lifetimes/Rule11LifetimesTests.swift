@_spi(Internals) import BackGuardCore
@_spi(Internals) import BackGuardTesting
import Testing

/// Rule 11: nothing outlives its stack. Released observations and resolutions take effect at once, on every platform;
/// `events` streams finish and a waiting async guard's task is cancelled when the stack goes away; neither the engine
/// nor the simulator keeps a screen or a guarding view controller alive.
@MainActor
@Suite(
  "Rule 11: nothing outlives its stack: releases take effect at once, streams finish and waiting tasks end with it",
  .misusesStayInTheTest)
struct Rule11LifetimesTests {
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
    nav.goBack(by: .backButton)

    #expect(counter.calls == seen)
  }

  @Test("A cancelled observation receives nothing more")
  func cancelledObservationIsSilent() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    var calls = 0
    let observation = nav.engine.observe { _ in calls += 1 }
    observation.cancel()
    nav.goBack(by: .backButton)
    #expect(calls == 0)
  }

  @Test("A pending attempt whose resolution is released ends at once: the stack is free and the guard is asked anew")
  func releasedResolutionFreesTheStackAtOnce() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))

    #expect(nav.goBack(by: .backButton) == .pending)
    probe.resolutions.removeAll()

    #expect(nav.engine.pendingAttempt == nil)
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
    #expect(nav.goBack(by: .backButton) == .pending, "asked again, not coalesced into the released attempt")
    #expect(probe.calls == 2)
  }

  @Test("A for-await loop over engine.events finishes when the engine goes away")
  func eventStreamFinishesWithTheEngine() async {
    var nav: SimulatedNavigationController? = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    let events = nav!.engine.events
    let reader = Task { @MainActor in
      var count = 0
      for await _ in events { count += 1 }
      return count
    }
    nav?.goBack(by: .backButton)
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
    #expect(nav?.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { started.isSet })
    nav = nil
    #expect(await waitUntil(timeout: 3) { cancelled.isSet })
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
    #expect(nav.goBack(by: .backButton) == .pending)

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
    @MainActor final class FormController {
      var resolution: BackResolution?
      lazy var backGuard = ScreenGuard(resolve: { [weak self] _, resolution in self?.resolution = resolution })
    }
    var form: FormController? = FormController()
    let weakForm = WeakReference(form)
    var screen: SimulatedScreen? = SimulatedScreen("Form", backGuard: form!.backGuard)
    let nav = makeNav(SimulatedScreen("A"), screen!)
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
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

    nav.goBack(by: .backButton)

    #expect(weakB.object == nil)
    #expect(nav.titles == ["A"])
  }

  @MainActor private final class Flag {
    var isSet = false
  }
}
