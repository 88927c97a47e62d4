import Foundation

/// The rules of going back, for one navigation stack.
///
/// A host (the UIKit adapter, or the simulated controller of `BackGuardTesting`) owns one engine, tells it what UIKit
/// reports, and carries out what it decides. The engine consults the guards of the screens that would leave, keeps at
/// most one attempt pending, performs each approved navigation exactly once, and names the route of every pop.
///
/// An app meets it through its navigation controller's guard or the simulator, to observe the timeline:
///
/// ```swift
/// for await event in navigation.engine.events where event.decision == .deny { print("stayed:", event) }
/// ```
///
/// Nothing outlives the stack: when the engine goes away (with its host), every `for await` loop over ``events``
/// finishes and a waiting async guard's task is cancelled.
///
/// Everything it remembers is one value, `BackNavigationState`. This file is its driver: the only code that reaches the
/// host (facts in through `HostFacts`, commands out through `carryOut(_:)`), the observers (`emit(_:)`) and the guards'
/// callbacks (`call(_:about:step:)`). Its rules live in one file each: asking the guards and
/// what an answer leads to (`+Consultation`), the routes the system asks about first (`+SystemRoutes`), the routes the
/// engine carries out (`+Requests`), swipes (`+Swipes`), sheets (`+Sheets`), answers given later (`+LaterAnswers`),
/// the record of the stack and of the departures under way (`+StackRecord`), events (`+Events`), and guards waiting in
/// another stack (`SharedGuardRegistry`).
@MainActor
@_spi(TestKit) public final class BackNavigationEngine {
  /// The stack this engine guards. Held weakly: the host owns the engine. Private: only the driver below reaches it.
  private weak var host: (any NavigationHost)?
  /// Everything the engine remembers between two calls: the attempt being decided, the departures under way, the swipe
  /// in flight, the held requests and the stack as last reported.
  var state: BackNavigationState
  /// What the self-check saw this run: never read by a decision.
  var record = SelfCheckRecord()
  /// The observers, oldest first: identities only grow, so appending keeps them in the order they are called.
  private var observers: [(id: UInt64, slot: ObserverSlot, handler: (BackEvent) -> Void)] = []
  private var lastObserverID: UInt64 = 0
  /// Observations a host made for an app to last as long as the stack (`observeForItsLifetime`). The observation holds
  /// the engine weakly, so keeping it here makes no cycle.
  var keptObservations: [BackObservation] = []
  /// What runs the timed work: the answer timeout and the unanswered-question notice. Tests set a clock they advance.
  package var clock: any EngineClock = TaskClock.shared
  /// How long a guard may keep a question open before the attempt ends as denied, in seconds; `nil` (the default)
  /// waits for as long as it takes.
  ///
  /// A guard that keeps its resolution and never answers (its alert was never shown, say) blocks every back route
  /// of this stack until the stack changes. With a timeout, the attempt is denied after it, a
  /// ``BackMisuse`` (`answerTimedOut`) misuse is reported, and a later answer is dropped. A guard's own
  /// ``ScreenGuard/answerTimeout`` takes precedence.
  ///
  /// ```swift
  /// navigationController.backGuard.engine.answerTimeout = 120
  /// ```
  package var answerTimeout: Double?
  /// What must end with the engine, reachable from its nonisolated `deinit`.
  let teardown = Teardown()

  /// Makes an engine for a host.
  ///
  /// - Parameter host: The navigation stack. The engine reads its current screens right away.
  package init(host: any NavigationHost) {
    self.host = host
    state = BackNavigationState(stack: host.screens)
  }

  deinit {
    teardown.end()
  }

  // MARK: - The driver

  /// Starts an entry point: applies a resolution released unused that the engine has not heard of yet, so that every
  /// call sees the same state whether or not the resolution's main-actor hop has run.
  ///
  /// - Returns: The host's facts for this call (they keep the host alive while it runs), and whether it applied a
  ///   resolution (app code may then have changed the stack); `nil` without a host.
  func enter() -> (facts: HostFacts, settled: Bool)? {
    let settled = settleReleasedResolution()
    guard let host else { return nil }
    return (HostFacts(host), settled)
  }

  /// Whether the host is still there (a weak load: what the bench measures of an entry point's prologue).
  package var hasHost: Bool { host != nil }

  /// The host's facts, without the prologue: for reads that start no decision.
  var facts: HostFacts? { host.map(HostFacts.init) }

  /// Carries out `command` on the host, if it is still there.
  func carryOut(_ command: HostCommand) {
    guard let host else { return }
    switch command {
    case .pop(let destination, let animated): host.popScreens(to: destination, animated: animated)
    case .restoreBackButton: host.restoreBackButton()
    case .stateDidChange: host.backNavigationStateDidChange()
    case .assumptionFailed(let failure): host.assumptionFailed(failure)
    case .workWasLost(let lost): host.workWasLost(lost)
    }
  }

  /// Whether anyone observes: an event nobody hears is not even built.
  var isObserved: Bool { !observers.isEmpty }

  /// Tells the observers of `event`.
  func emit(_ event: @autoclosure () -> BackEvent) {
    // Nobody observes on almost every decision: the event is not even built.
    if !observers.isEmpty { deliver(event()) }
  }

  private func deliver(_ event: BackEvent) {
    // The observers as they were when the event was emitted, oldest first: one added by a handler hears the next
    // event, not this one. One cancelled or released meanwhile has its slot closed (cancel and release close it
    // before the engine forgets it), so it is silent at once.
    for observer in observers where observer.slot.isOpen {
      observer.handler(event)
    }
  }

  /// Adds an observer, called after those before it.
  func addObserver(_ handler: @escaping (BackEvent) -> Void) -> (id: UInt64, slot: ObserverSlot) {
    lastObserverID &+= 1
    let slot = ObserverSlot()
    observers.append((lastObserverID, slot, handler))
    return (lastObserverID, slot)
  }

  func removeObserver(_ id: UInt64) {
    if let index = observers.firstIndex(where: { $0.id == id }) { observers.remove(at: index) }
  }

  /// Calls `screenGuard`'s callback about `attempt`'s step `step`.
  ///
  /// - Returns: The answer of a guard that decides as it is called, or what a guard that may answer later replied.
  func call(_ screenGuard: ScreenGuard, about attempt: BackAttempt, step: Int) -> GuardReplyNow {
    switch screenGuard.handler {
    case .immediate(let decide):
      // The common case, kept short: no resolution, no task.
      return .decided(decide(attempt))
    case .deferred(let ask):
      let made = BackResolution(engine: self, attempt: attempt, step: step)
      return .mayAnswerLater(GuardCall(reply: ask(attempt, made), resolution: made, task: nil))
    case .async(let decide):
      let made = BackResolution(engine: self, attempt: attempt, step: step)
      let started = Task { @MainActor in
        let decision = await decide(attempt)
        made.resolve(decision)
      }
      teardown.track(started)
      return .mayAnswerLater(GuardCall(reply: .later, resolution: made, task: started))
    }
  }
}

/// What the engine asks its host about, for one call: the facts UIKit keeps (the stack, each screen's options, whether
/// a transition runs). It has no commands: those go through `BackNavigationEngine.carryOut(_:)`.
@MainActor
struct HostFacts {
  private let host: any NavigationHost

  fileprivate init(_ host: any NavigationHost) { self.host = host }

  /// The stack now, root first.
  var screens: [ScreenID] { host.screens }
  var isTransitioning: Bool { host.isTransitioning }
  var isInTabBar: Bool { host.isInTabBar }
  var isSheet: Bool { host.isSheet }
  var selfCheckContext: String { host.selfCheckContext }
  var selfCheckConfiguration: BackRouteTable.Configuration? { host.selfCheckConfiguration }
  func backOptions(for screen: ScreenID) -> ScreenBackOptions { host.backOptions(for: screen) }
  func backGuard(for screen: ScreenID) -> ScreenGuard? { host.backGuard(for: screen) }
  func allowsSwipeBack(for screen: ScreenID) -> Bool { host.allowsSwipeBack(for: screen) }
  func swipeGateInPlace(for source: BackSource) -> Bool { host.swipeGateInPlace(for: source) }
}

/// What the engine tells its host to do.
enum HostCommand {
  /// Pop to `destination` (`popScreens(to:animated:)`): an approved attempt the engine carries out.
  case pop(to: ScreenID, animated: Bool)
  /// Put the back button back as it was, after a refused tap.
  case restoreBackButton
  /// The engine's state changed: refresh what depends on it (the back button's look, the swipe's availability).
  case stateDidChange
  /// A hook's assumption failed: the host logs it.
  case assumptionFailed(AssumptionFailure)
  /// A screen left with work in it that no guard was asked about: the host says so in a debug build.
  case workWasLost(LostWork)
}

/// What a guard's callback gave when it was called.
enum GuardReplyNow {
  /// A guard that decides as it is called answered.
  case decided(BackDecision)
  /// A guard that may answer later (a resolution, async code) replied.
  case mayAnswerLater(GuardCall)
}

/// What a guard that may answer later (a resolution or async code) replied when called.
struct GuardCall {
  let reply: BackGuardReply
  var resolution: BackResolution?
  let task: Task<Void, Never>?
}
