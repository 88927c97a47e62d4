@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation
import Testing

// Shared tools for the behaviour spec: an event recorder, a guard that counts what it was asked, a bare host, and a
// polling wait for answers that hop to the main actor.

/// Every event of one engine, in order, with short views for assertions.
@MainActor
final class EventLog {
  private(set) var events: [BackEvent] = []
  private var observation: BackObservation?

  init(_ engine: BackNavigationEngine) {
    observation = engine.observe { [weak self] event in self?.events.append(event) }
  }

  func clear() { events.removeAll() }

  /// One word per event, for checking the order of what happened.
  var kinds: [String] {
    events.map { event in
      switch event {
      case .attemptStarted: "started"
      case .attemptPending: "pending"
      case .attemptDecided(_, let decision, _): "decided(\(decision))"
      case .attemptCoalesced: "coalesced"
      case .attemptCancelled: "cancelled"
      case .swipeCancelled: "swipeCancelled"
      case .screensLeft: "left"
      case .resolutionDropped: "dropped"
      case .requestQueued: "queued"
      case .queuedRequestDropped: "queuedDropped"
      case .misuse: "misuse"
      case .assumptionFailed: "assumptionFailed"
      case .lostWork: "lostWork"
      }
    }
  }

  var started: [BackAttempt] {
    events.compactMap { if case .attemptStarted(let a) = $0 { a } else { nil } }
  }

  var decided: [(attempt: BackAttempt, decision: BackDecision, by: ScreenID?)] {
    events.compactMap { if case .attemptDecided(let a, let d, let by) = $0 { (a, d, by) } else { nil } }
  }

  var pending: [(attempt: BackAttempt, awaiting: ScreenID)] {
    events.compactMap { if case .attemptPending(let a, let s) = $0 { (a, s) } else { nil } }
  }

  var left: [(screens: [ScreenID], source: BackSource, attempt: BackAttempt.ID?)] {
    events.compactMap { if case .screensLeft(let l, let s, let id) = $0 { (Array(l), s, id) } else { nil } }
  }

  var coalesced: [(into: BackAttempt.ID, source: BackSource)] {
    events.compactMap { if case .attemptCoalesced(let id, let s) = $0 { (id, s) } else { nil } }
  }

  var cancelled: [(attempt: BackAttempt, reason: BackEvent.Reason)] {
    events.compactMap { if case .attemptCancelled(let a, let r) = $0 { (a, r) } else { nil } }
  }

  var dropped: [(attempt: BackAttempt, decision: BackDecision, reason: BackEvent.Reason)] {
    events.compactMap { if case .resolutionDropped(let a, let d, let r) = $0 { (a, d, r) } else { nil } }
  }

  var swipesCancelled: [BackAttempt] {
    events.compactMap { if case .swipeCancelled(let a) = $0 { a } else { nil } }
  }

  var misuses: [BackMisuse.Kind] {
    events.compactMap { if case .misuse(let m) = $0 { m.kind } else { nil } }
  }

  var assumptionFailures: [AssumptionFailure] {
    events.compactMap { if case .assumptionFailed(let f) = $0 { f } else { nil } }
  }

  var lostWork: [LostWork] {
    events.compactMap { if case .lostWork(let lost) = $0 { lost } else { nil } }
  }
}

/// A guard's stand-in that records every attempt it is asked about.
@MainActor
final class GuardProbe {
  /// The attempts asked, in order.
  private(set) var attempts: [BackAttempt] = []
  /// The resolutions handed to a later-answering guard, in order. Kept, so the attempt stays pending.
  var resolutions: [BackResolution] = []
  /// A shared log that several probes append their names to, to check who was asked first.
  var order: OrderLog?
  let name: String

  init(_ name: String = "guard", order: OrderLog? = nil) {
    self.name = name
    self.order = order
  }

  var calls: Int { attempts.count }
  var sources: [BackSource] { attempts.map(\.source) }
  var lastResolution: BackResolution? { resolutions.last }

  private func note(_ attempt: BackAttempt) {
    attempts.append(attempt)
    order?.names.append(name)
  }

  /// A guard that answers now.
  func answering(_ decision: BackDecision, programmatic: Bool = false) -> ScreenGuard {
    ScreenGuard(guardsProgrammaticPops: programmatic) { [self] attempt in
      note(attempt)
      return decision
    }
  }

  /// A guard that keeps its resolution, so the answer comes later.
  func answeringLater(programmatic: Bool = false) -> ScreenGuard {
    ScreenGuard(
      guardsProgrammaticPops: programmatic,
      resolve: { [self] attempt, resolution in
        note(attempt)
        resolutions.append(resolution)
      })
  }
}

/// The order in which several probes were asked.
@MainActor
final class OrderLog {
  var names: [String] = []
}

/// A bare host, to see the engine's commands themselves (arguments of `popScreens`, restores, refreshes).
@MainActor
final class RecordingHost: NavigationHost {
  var screens: [ScreenID]
  var isTransitioning = false
  var options: [ScreenID: ScreenBackOptions] = [:]
  private(set) var pops: [(destination: ScreenID, animated: Bool)] = []
  private(set) var restoreCount = 0
  private(set) var refreshCount = 0
  /// Whether `popScreens` removes the screens and reports the change at once.
  var popsAtOnce = true
  private(set) var engine: BackNavigationEngine!

  init(screenCount: Int) {
    screens = (0..<screenCount).map { _ in ScreenID.make() }
    engine = BackNavigationEngine(host: self)
  }

  var top: ScreenID { screens[screens.count - 1] }

  func backOptions(for screen: ScreenID) -> ScreenBackOptions { options[screen] ?? ScreenBackOptions() }

  func popScreens(to destination: ScreenID, animated: Bool) {
    pops.append((destination, animated))
    guard popsAtOnce, let index = screens.firstIndex(of: destination) else { return }
    screens.removeSubrange((index + 1)...)
    engine.stackDidChange()
  }

  func restoreBackButton() { restoreCount += 1 }
  func backNavigationStateDidChange() { refreshCount += 1 }
}

/// Builds a stack: the first screen is the root, the others are pushed without animation.
@MainActor
func makeNav(
  _ screens: SimulatedScreen..., profile: SimulatedProfile = .iOS26,
  mode: SimulatedNavigationController.TransitionMode = .instant
) -> SimulatedNavigationController {
  let nav = SimulatedNavigationController(root: screens[0], profile: profile, transitionMode: mode)
  for screen in screens.dropFirst() { nav.push(screen, animated: false) }
  return nav
}

extension SimulatedNavigationController {
  /// The titles of the stack, root first.
  var titles: [String] { stack.map(\.title) }

  /// The trace entries recorded while `body` ran.
  func traceOf(_ body: () -> Void) -> [String] {
    let before = trace.count
    body()
    return Array(trace[before...])
  }
}

/// Waits, yielding to other tasks, until `condition` holds or `timeout` seconds passed. The timeout only bounds a broken
/// test: a passing one returns as soon as the condition holds, so a loaded machine cannot fail it.
///
/// - Returns: Whether the condition held in time.
@MainActor
func waitUntil(timeout: TimeInterval = 60, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() {
    if Date() >= deadline { return false }
    await Task.yield()
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
  return true
}

/// A value an async guard awaits, handed in later by the test.
@MainActor
final class AnswerBox {
  private var continuation: CheckedContinuation<BackDecision, Never>?
  private var early: BackDecision?
  private(set) var isWaiting = false

  func wait() async -> BackDecision {
    if let early { return early }
    return await withCheckedContinuation { continuation in
      self.continuation = continuation
      isWaiting = true
    }
  }

  func give(_ decision: BackDecision) {
    if let continuation {
      self.continuation = nil
      isWaiting = false
      continuation.resume(returning: decision)
    } else {
      early = decision
    }
  }
}

/// A user route, as the simulated person performs it.
enum UserRoute: String, CaseIterable, Sendable, CustomStringConvertible {
  case backButton, backMenu, edgeSwipe, contentSwipe, accessibilityEscape, keyCommand, customBackButton

  var description: String { rawValue }

  var source: BackSource {
    switch self {
    case .backButton: .backButton
    case .backMenu: .backMenu
    case .edgeSwipe: .edgeSwipe
    case .contentSwipe: .contentSwipe
    case .accessibilityEscape: .accessibilityEscape
    case .keyCommand: .keyCommand
    case .customBackButton: .customBackButton
    }
  }

  /// Whether the profile offers this route.
  func isAvailable(in profile: SimulatedProfile) -> Bool {
    switch self {
    case .contentSwipe: profile.hasContentSwipe
    case .keyCommand: profile.hasBackKeyCommand
    default: true
    }
  }

  /// Performs the route on `nav` (one screen back). The top screen gets a custom back button for that route.
  @MainActor @discardableResult
  func perform(on nav: SimulatedNavigationController) -> BackOutcome {
    switch self {
    case .backButton: return nav.goBack(by: .backButton)
    case .backMenu: return nav.goBack(by: .backMenu)
    case .edgeSwipe: return nav.goBack(by: .edgeSwipe)
    case .contentSwipe: return nav.goBack(by: .contentSwipe)
    case .accessibilityEscape:
      // The escape reaches the engine even on the root screen; the other routes have no control there.
      let outcome = nav.goBack(by: .accessibilityEscape)
      return outcome == .nothingToGoBackTo ? .unavailable : outcome
    case .keyCommand: return nav.goBack(by: .keyCommand)
    case .customBackButton:
      nav.topScreen.hasCustomBackButton = true
      return nav.goBack(by: .customBackButton)
    }
  }
}

/// The swipes the profile offers.
func swipes(in profile: SimulatedProfile) -> [SimulatedNavigationController.Swipe] {
  profile.hasContentSwipe ? [.edge, .content] : [.edge]
}

/// Every (profile, route) pair the profile offers.
let profileRoutes: [(SimulatedProfile, UserRoute)] = SimulatedProfile.all.flatMap { profile in
  UserRoute.allCases.filter { $0.isAvailable(in: profile) }.map { (profile, $0) }
}

/// Keeps the misuses each test reports to that test instead of printing them: a test that expects one reads it from the
/// stack's events. No global is swapped, so parallel tests cannot see each other's.
struct MisusesStayInTheTest: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await MainActor.run { BackMisuse.testName = { Test.current.map { $0.displayName ?? $0.name } } }
    try await BackMisuse.withLog({ _ in }, function)
  }
}

extension Trait where Self == MisusesStayInTheTest {
  /// ``MisusesStayInTheTest``.
  static var misusesStayInTheTest: Self { Self() }
}

/// A weak reference kept in a local constant, where a `weak let` binding would need Swift 6.3 (SE-0481) and a
/// never-mutated `weak var` draws a warning there: the package stays within the Swift 6.2 that apps build with.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) { self.object = object }
}

/// A clock the test advances: the engine's timed work (the answer timeout, the unanswered-question notice) runs when
/// the test says the time has come, never on the wall clock.
@MainActor
final class ManualClock: EngineClock {
  private var now = 0.0
  private var scheduled: [(due: Double, id: Int, work: @MainActor () -> Void)] = []
  private var lastID = 0

  /// How many pieces of work wait.
  var waiting: Int { scheduled.count }

  func after(_ seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    lastID += 1
    let id = lastID
    scheduled.append((now + seconds, id, work))
    return ScheduledWork { [weak self] in
      MainActorBridge.assumeMainActor { self?.scheduled.removeAll { $0.id == id } }
    }
  }

  /// Moves the time on by `seconds`, running what falls due, in order.
  func advance(by seconds: Double) {
    now += seconds
    while let next = scheduled.filter({ $0.due <= now }).min(by: { $0.due < $1.due }) {
      scheduled.removeAll { $0.id == next.id }
      next.work()
    }
  }
}
