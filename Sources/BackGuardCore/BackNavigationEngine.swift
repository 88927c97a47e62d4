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
/// The engine's rules live in one file each: the attempt's phases (`AttemptPhase`), asking the guards and what an
/// answer leads to (`+Consultation`), the routes the system asks about first (`+SystemRoutes`), the routes the engine
/// carries out (`+Requests`), swipes (`+Swipes`), sheets (`+Sheets`), answers given later (`+LaterAnswers`), the record
/// of the stack and of approvals still expected (`+StackRecord`, `ExpectedNavigations`), events (`+Events`), and guards
/// waiting in another stack (`SharedGuardRegistry`).
@MainActor
public final class BackNavigationEngine {
  // The engine's state is only touched on the main actor, and never through an access that spans a call into a guard
  // or the host, so the dynamic exclusivity checks (a third of a decision's time) are switched off for it.

  /// The stack this engine guards. Held weakly: the host owns the engine.
  @exclusivity(unchecked) package private(set) weak var host: (any NavigationHost)?

  /// Where the attempt being decided is: none, a guard being called now, or a guard's later answer awaited. Entering
  /// and leaving `.waiting` go through ``startWaiting(_:)`` and ``stopWaiting(_:)``, which keep the shared-guard
  /// registry in step; the synchronous path (`.asking`) pays for nothing else.
  @exclusivity(unchecked) private(set) var phase: AttemptPhase = .idle
  @exclusivity(unchecked) var lastAttemptID: UInt64 = 0
  /// The stack as last reported, the engine's own copy: it is updated in place, so a host's next push does not have
  /// to copy a buffer the engine still shares.
  @exclusivity(unchecked) var knownStack: [ScreenID] = []
  /// Approved navigations not yet seen completing: they name the route of the screens that leave, and let the host's
  /// own pop call for each pass once without asking again.
  @exclusivity(unchecked) var expected = ExpectedNavigations()
  /// The swipe the gate let begin (or the host saw begin), until the stack changes or the user lets go.
  @exclusivity(unchecked) var swipe: SwipeInFlight? {
    didSet { hasSwipeInFlight = swipe != nil }
  }
  /// Mirrors `swipe != nil` without copying an attempt on the decision path.
  @exclusivity(unchecked) var hasSwipeInFlight = false
  /// The swipe gate's last answer for an identified touch, so a second recognizer asking for it gets the same answer.
  @exclusivity(unchecked) var lastSwipeAnswer: (touch: UInt64, answer: BackOutcome)?
  /// The last attempt ended by a stack change, so that a late answer to it is reported with that reason.
  @exclusivity(unchecked) var lastCancelledForStackChange: BackAttempt.ID?
  /// Screens whose blank back-button title was already reported; pruned to the stack as it changes.
  @exclusivity(unchecked) var blankTitlesReported: Set<ScreenID> = []
  /// Set while a released answer is applied before a call's own work: a stack change reported from inside it comes
  /// before the outer call read the stack, so neither can trust a host's count of unchanged screens.
  @exclusivity(unchecked) var isSettling = false
  /// How deep the engine is in carrying out approved app requests (`requestLeave`): the app's own pops and
  /// replacements inside pass unasked.
  @exclusivity(unchecked) var performingAppRequest = 0
  /// Who refused the last swipe-down of a sheet, until UIKit's `didAttemptToDismiss` follows.
  var sheetRefusal: SheetRefusal?
  /// Requests held until the attempt being decided or the running transition ends (``BackOutcome/queued``), oldest
  /// first.
  var held: [HeldRequest] = []
  /// Set while held requests run, so that a stack change they cause does not start running the rest from inside.
  var isReleasingHeld = false
  /// Whether a run of the held requests is scheduled for the next main-actor turn.
  var isHeldRunScheduled = false
  /// The observers, oldest first: identities only grow, so appending keeps them in the order they are called.
  @exclusivity(unchecked) var observers: [(id: UInt64, slot: ObserverSlot, handler: (BackEvent) -> Void)] = []
  @exclusivity(unchecked) var lastObserverID: UInt64 = 0
  /// Observations a host made for an app to last as long as the stack (`observeForItsLifetime`). The observation holds
  /// the engine weakly, so keeping it here makes no cycle.
  var keptObservations: [BackObservation] = []
  /// What must end with the engine, reachable from its nonisolated `deinit`.
  let teardown = Teardown()

  /// Makes an engine for a host.
  ///
  /// - Parameter host: The navigation stack. The engine reads its current screens right away.
  package init(host: any NavigationHost) {
    self.host = host
    knownStack = host.screens
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
  /// ``BackMisuse/Kind/answerTimedOut(_:seconds:)`` misuse is reported, and a later answer is dropped. A guard's own
  /// ``ScreenGuard/answerTimeout`` takes precedence.
  ///
  /// ```swift
  /// navigationController.backGuard.engine.answerTimeout = 120
  /// ```
  public var answerTimeout: Double?

  /// The attempt waiting for a guard's later answer, if any. There is at most one.
  public var pendingAttempt: BackAttempt? {
    settleReleasedResolution()
    return phase.waiting?.attempt
  }

  /// How many requests are held (``BackOutcome/queued``): they run on the main actor once the pending attempt or
  /// the running transition ends.
  public var queuedRequestCount: Int { held.count }

  /// The interactive swipe that began and has neither completed nor been cancelled, if any.
  public var swipeInProgress: BackAttempt? { swipe?.attempt }

  /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation.
  /// A later answer to it is dropped.
  public func cancelPendingAttempt() {
    settleReleasedResolution()
    guard let waiting = phase.waiting else { return }
    giveUpWaiting(waiting) { emit(.attemptCancelled(waiting.attempt, reason: .cancelledByApp)) }
  }

  // MARK: - The phase

  /// A guard is called now.
  @inline(__always)
  func startAsking(_ asking: Asking) { phase = .asking(asking) }

  /// The guard call ended; `invalidated` tells whether the stack changed from inside it.
  @inline(__always)
  func stopAsking() -> Bool {
    let invalidated = phase.asking?.isInvalidated == true
    phase = .idle
    return invalidated
  }

  /// The guard call that is under way saw the stack change.
  func invalidateAsking() {
    guard case .asking(var asking) = phase else { return }
    asking.isInvalidated = true
    phase = .asking(asking)
  }

  /// An attempt now waits for `pending`'s guard to answer later.
  func startWaiting(_ pending: Waiting) {
    phase = .waiting(pending)
    SharedGuardRegistry.note(pending, of: self)
    if let seconds = pending.screenGuard?.answerTimeout ?? answerTimeout { endUnanswered(pending, after: seconds) }
  }

  /// The pending attempt ended (answered, cancelled, or its stack changed).
  func stopWaiting(_ pending: Waiting) {
    phase = .idle
    pending.timeout?.cancel()
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
  @inline(__always)
  func enter() -> (host: any NavigationHost, settled: Bool)? {
    let settled = settleReleasedResolution()
    guard let host else { return nil }
    return (host, settled)
  }

  /// ``enter()`` for a host that hands itself over: the decision then does not load the weak `host` (a third of a
  /// decision's time). `host` must be this engine's host.
  @inline(__always)
  func enter(handedOver host: any NavigationHost) -> Bool {
    assert(host === self.host, "a host handed over another stack's engine")
    return settleReleasedResolution()
  }
}
