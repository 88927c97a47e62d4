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
/// Everything it remembers is one value, `BackNavigationState`. Its rules live in one file each: asking the guards and
/// what an answer leads to (`+Consultation`), the routes the system asks about first (`+SystemRoutes`), the routes the
/// engine carries out (`+Requests`), swipes (`+Swipes`), sheets (`+Sheets`), answers given later (`+LaterAnswers`),
/// the record of the stack and of the departures under way (`+StackRecord`), events (`+Events`), and guards waiting in
/// another stack (`SharedGuardRegistry`).
@MainActor
@_spi(TestKit) public final class BackNavigationEngine {
  /// The stack this engine guards. Held weakly: the host owns the engine.
  package private(set) weak var host: (any NavigationHost)?
  /// Everything the engine remembers between two calls: the attempt being decided, the departures under way, the swipe
  /// in flight, the held requests and the stack as last reported.
  var state: BackNavigationState
  /// What the self-check saw this run: never read by a decision.
  var record = SelfCheckRecord()
  /// The observers, oldest first: identities only grow, so appending keeps them in the order they are called.
  var observers: [(id: UInt64, slot: ObserverSlot, handler: (BackEvent) -> Void)] = []
  var lastObserverID: UInt64 = 0
  /// Observations a host made for an app to last as long as the stack (`observeForItsLifetime`). The observation holds
  /// the engine weakly, so keeping it here makes no cycle.
  var keptObservations: [BackObservation] = []
  /// What runs the timed work: the answer timeout and the unanswered-question notice. Tests set a clock they advance.
  package var clock: any EngineClock = TaskClock.shared
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

  // MARK: - What an app may read and do

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

  /// The attempt waiting for a guard's later answer, if any. There is at most one.
  package var pendingAttempt: BackAttempt? {
    settleReleasedResolution()
    return state.phase.waiting?.attempt
  }

  /// How many requests are held (``BackOutcome/queued``): they run on the main actor once the pending attempt or
  /// the running transition ends.
  package var queuedRequestCount: Int { state.requests.count }

  /// The interactive swipe that began and has neither completed nor been cancelled, if any.
  package var swipeInProgress: BackAttempt? { state.departures.swipe?.attempt }

  /// The guards engaged on this stack now, the top screen's first: what a window close would meet (``WindowClosure``).
  package func engagedGuardsTopFirst() -> [ScreenGuard] {
    guard let host else { return [] }
    return host.screens.reversed().compactMap { screen in
      host.backGuard(for: screen).flatMap { $0.isEngaged ? $0 : nil }
    }
  }

  /// What this run saw of each route: heard, asked, and departures no hook heard. Print it after a manual test pass.
  ///
  /// ```swift
  /// print(nav.engine.sightings)  // navigationController.backNavigation.sightings in the UIKit adapter
  /// ```
  package var sightings: RouteSightings { record.sightings }

  /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation.
  /// A later answer to it is dropped.
  package func cancelPendingAttempt() {
    settleReleasedResolution()
    guard let waiting = state.phase.waiting else { return }
    giveUpWaiting(waiting) { emit(.attemptCancelled(waiting.attempt, reason: .cancelledByApp)) }
  }

  // MARK: - Waiting for a later answer

  /// An attempt now waits for `pending`'s guard to answer later: the shared-guard registry and the timeout hear of it.
  func startWaiting(_ pending: Waiting) {
    state.startWaiting(pending)
    SharedGuardRegistry.note(pending, of: self)
    if let seconds = pending.screenGuard?.answerTimeout ?? answerTimeout { endUnanswered(pending, after: seconds) }
    #if DEBUG
      if let seconds = BackMisuse.unansweredQuestionNotice { noticeUnanswered(pending, after: seconds) }
    #endif
  }

  /// The pending attempt ended (answered, cancelled, or its stack changed).
  func stopWaiting(_ pending: Waiting) {
    state.stopWaiting()
    endedWaiting(pending)
  }

  /// What ends with a pending attempt outside the state: its timeout, and its entry in the shared-guard registry.
  func endedWaiting(_ pending: Waiting) {
    pending.timeout?.cancel()
    pending.notice?.cancel()
    SharedGuardRegistry.forget(pending)
  }

  /// Ends `waiting` before its guard answered, because the app cancelled it or its time ran out: the guard's task is
  /// cancelled (a later answer is dropped), `report` says why, and the host and the held requests hear that nothing
  /// waits any more.
  func giveUpWaiting(_ waiting: Waiting, reporting report: () -> Void) {
    stopWaiting(waiting)
    waiting.task?.cancel()
    report()
    host?.backNavigationStateDidChange()
    scheduleHeldRequests()
  }

  // MARK: - The prologue every entry point goes through

  /// Starts an entry point: applies a resolution released unused that the engine has not heard of yet, so that every
  /// call sees the same state whether or not the resolution's main-actor hop has run.
  ///
  /// - Returns: Whether it applied one (app code may then have changed the stack), or `nil` without a host.
  func enter() -> (host: any NavigationHost, settled: Bool)? {
    let settled = settleReleasedResolution()
    guard let host else { return nil }
    return (host, settled)
  }
}
