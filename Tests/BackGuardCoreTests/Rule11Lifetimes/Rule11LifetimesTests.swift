@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation
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
    let engine = WeakReference(nav?.engine)
    let events = nav!.engine.events
    let tookAnEvent = Moment()
    let loopEnded = Moment()
    let reader = Task { @MainActor in
      var count = 0
      for await _ in events {
        count += 1
        tookAnEvent.arrive()
      }
      loopEnded.arrive()
      return count
    }
    nav?.goBack(by: .backButton)
    #expect(await tookAnEvent.wait(), "the loop never received the back button's events")

    nav = nil

    #expect(engine.object == nil, "something keeps the engine alive, so its streams cannot finish")
    // The loop's own end, however long a loaded machine takes to run it: no deadline to miss.
    #expect(await loopEnded.wait(), "the loop still waits after its stack is gone")
    reader.cancel()
    #expect(await reader.value >= 1)
  }

  @Test("A waiting async guard's task is cancelled when its navigation controller goes away")
  func asyncGuardCancelledWithItsStack() async {
    let started = Moment()
    let cancelled = CancellationMark()
    // What the guard awaits never comes: only its task's cancellation (or the test, at its end) ends the wait.
    let (nothing, endNothing) = AsyncStream<Void>.makeStream()
    var nav: SimulatedNavigationController? = makeNav(
      SimulatedScreen("List"),
      SimulatedScreen(
        "Editor",
        backGuard: ScreenGuard(decideAsync: { _ in
          await withTaskCancellationHandler {
            started.arrive()
            for await _ in nothing {}
          } onCancel: {
            cancelled.mark()
          }
          return .deny
        })))
    #expect(nav?.goBack(by: .backButton) == .pending)
    #expect(await started.wait(), "the async guard was never called")

    nav = nil

    // The engine cancels the task as it goes away, and cancelling runs the handler at once: nothing to wait for.
    #expect(cancelled.isMarked, "the guard's task still waits after its stack is gone")
    endNothing.finish()
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

  /// Something a test waits for. The wait ends when it arrives, not at a deadline that a loaded machine can miss.
  @MainActor private final class Moment {
    private(set) var hasArrived = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func arrive() {
      hasArrived = true
      resumeWaiting()
    }

    /// Waits until the moment arrives. So that a regression fails instead of hanging the run, a hang breaker gives
    /// up after a minute, as `.timeLimit(.minutes(1))` would (that trait needs macOS 13, above the package's
    /// floor): a passing run ends its wait at the moment itself and never comes near it.
    ///
    /// - Returns: Whether the moment arrived.
    func wait() async -> Bool {
      if hasArrived { return true }
      let hangBreaker = Task { @MainActor [weak self] in
        try? await Task.sleep(nanoseconds: 60 * 1_000_000_000)
        if !Task.isCancelled { self?.resumeWaiting() }
      }
      await withCheckedContinuation { waiting.append($0) }
      hangBreaker.cancel()
      return hasArrived
    }

    private func resumeWaiting() {
      let resumed = waiting
      waiting.removeAll()
      for continuation in resumed { continuation.resume() }
    }
  }

  /// Set from a task's cancellation handler, which runs on the thread that cancels.
  private final class CancellationMark: @unchecked Sendable {
    private let lock = NSLock()
    private var marked = false

    var isMarked: Bool {
      lock.lock()
      defer { lock.unlock() }
      return marked
    }

    func mark() {
      lock.lock()
      marked = true
      lock.unlock()
    }
  }
}
