/// Everything an engine remembers about its stack between two UIKit callbacks, in one value.
///
/// The engine changes it only in its entry points, and calls guards, observers and its host only between two changes,
/// never from inside one: so no app code ever sees it half changed.
@MainActor
struct BackNavigationState {
  /// Where the attempt being decided is. At most one is decided at a time: while a guard is called every other attempt
  /// merges into it, and a later answer is applied only after the pending attempt has left this phase.
  enum Phase {
    /// No attempt is being decided.
    case idle
    /// A guard is being called, synchronously.
    case asking(Asking)
    /// A guard's later answer is awaited.
    case waiting(Waiting)

    /// The attempt being decided, if any: further attempts merge into it.
    var decidingAttemptID: BackAttempt.ID? {
      switch self {
      case .idle: nil
      case .asking(let asking): asking.attemptID
      case .waiting(let waiting): waiting.attempt.id
      }
    }

    /// The pending attempt, if any.
    var waiting: Waiting? {
      if case .waiting(let waiting) = self { return waiting }
      return nil
    }

    /// Changes the pending attempt's data, if an attempt is pending.
    mutating func updateWaiting(_ change: (inout Waiting) -> Void) {
      guard case .waiting(var waiting) = self else { return }
      change(&waiting)
      self = .waiting(waiting)
    }

    /// The guard call under way, if any.
    var asking: Asking? {
      if case .asking(let asking) = self { return asking }
      return nil
    }
  }

  /// The attempt being decided.
  var phase: Phase = .idle
  /// The stack as last reported, root first.
  var stack: [ScreenID]
  /// The identity the next attempt takes, minus one.
  var lastAttemptID: UInt64 = 0
  /// Approved navigations whose screens have not left yet, newest last: each names the route of the screens it
  /// removes. Hosts mark the pops they make for an approval themselves, so none of these lets a call through.
  var departures: [Departure] = []
  /// The swipe the gate let begin (or the host saw begin), until the stack changes or the user lets go.
  var swipe: SwipeInFlight?
  /// The swipe gate's last answer for an identified touch, so a second recognizer asking for it gets the same answer.
  var lastSwipeAnswer: (touch: UInt64, answer: BackOutcome)?
  /// The last attempt ended by a stack change, so that a late answer to it is reported with that reason.
  var lastCancelledForStackChange: BackAttempt.ID?
  /// How deep the engine is in carrying out approved app requests (`requestLeave`): the app's own pops and
  /// replacements inside pass unasked.
  var performingAppRequest = 0
  /// Set while a released answer is applied before a call's own work: a stack change reported from inside it comes
  /// before the outer call read the stack, so neither can trust a host's count of unchanged screens.
  var isApplyingReleasedAnswer = false
  /// Requests held until the attempt being decided or the running transition ends (``BackOutcome/queued``).
  var held = HeldRequests()
  /// Who refused the last swipe-down of a sheet, until UIKit's `didAttemptToDismiss` follows.
  var sheetRefusal: SheetRefusal?
  /// Screens whose blank back-button title was already reported; pruned to the stack as it changes.
  var blankTitlesReported: Set<ScreenID> = []
  /// What this run saw of each route (the self-check's record).
  var sightings = RouteSightings()
  /// An interactive pop began that no gesture of BackGuard's drove (an unwired zoom dismissal, an app's own interactive
  /// transition), until the stack changes: its departure is unnamed by design, no sign of a failed assumption, but
  /// lost work if the screen's guard was engaged when it began.
  var undrivenPop: UndrivenPop?
  /// Screens UIKit said will leave (`willShow`) that no departure names, with whether their guard was engaged then:
  /// read while they are surely alive, used when the change is reported.
  var heardLeaving: [(screen: ScreenID, engaged: Bool)] = []
  /// The screens with an engaged guard when the whole stack began to go away unasked (a sheet dismissed with no
  /// `sheetDismissal`), until it went or stayed.
  var goingAway: [ScreenID]?
  /// Screens the app removes on purpose (`leaveWithoutAsking`): they leave unasked without a lost-work report, until
  /// the first stack change after the app's code returned.
  var discarding: [ScreenID] = []
  /// Whether the app's code of a `leaveWithoutAsking` runs now, or ran and no stack change followed yet.
  var discardScope = DiscardScope.none

  init(stack: [ScreenID]) {
    self.stack = stack
  }

  // MARK: - Departures

  /// Records an approved navigation that its host, the app or the engine is about to carry out.
  ///
  /// - Parameters:
  ///   - attempt: The navigation.
  ///   - endsAtNextChange: Whether it only names the next stack change.
  ///   - unasked: Leaving screens whose guard was engaged but not asked (the app's own pop of a guard that does not
  ///     opt in, a swipe that began past the gate), as evaluated now, while the screens are surely alive.
  mutating func depart(_ attempt: BackAttempt, endsAtNextChange: Bool = false, unasked: [ScreenID] = []) {
    // A handful at most are ever under way; a host that never reports its pops must not make this grow.
    if departures.count >= 8 { departures.removeFirst() }
    departures.append(Departure(attempt: attempt, endsAtNextChange: endsAtNextChange, unasked: unasked))
  }

  mutating func forgetDeparture(_ id: BackAttempt.ID) {
    departures.removeAll { $0.attempt.id == id }
  }

  /// Forgets the departures of `source` that only name the next change a host makes by itself.
  mutating func forgetNamingOnly(of source: BackSource) {
    departures.removeAll { $0.endsAtNextChange && $0.attempt.source == source }
  }

  /// The newest departure that named `screen`: the cause of its leaving.
  func cause(of screen: ScreenID) -> Departure? {
    departures.last { $0.attempt.leaving.contains(screen) }
  }

  /// Keeps only departures still to happen in `stack`, after a stack change: one that only named this change is done,
  /// unless the app's code for its request still runs (a transition it finishes before its own pop, say).
  mutating func pruneDepartures(in stack: [ScreenID]) {
    let whilePerforming = performingAppRequest > 0
    departures.removeAll { ($0.endsAtNextChange && !whilePerforming) || !$0.attempt.isStillNamed(in: stack) }
  }

  // MARK: - Swipes

  /// Records a swipe the gate let begin, or that UIKit began (`unasked`: its screen, when its engaged guard was not
  /// asked).
  mutating func beginSwipe(_ attempt: BackAttempt, didBegin: Bool, unasked: [ScreenID] = []) {
    swipe = SwipeInFlight(attempt: attempt, didBegin: didBegin)
    depart(attempt, unasked: unasked)
  }

  /// Forgets the swipe in flight, and what it named.
  ///
  /// - Returns: The swipe that was in flight.
  mutating func endSwipe() -> SwipeInFlight? {
    guard let inFlight = swipe else { return nil }
    swipe = nil
    forgetDeparture(inFlight.attempt.id)
    return inFlight
  }
}

/// An approved navigation whose screens have not left yet.
struct Departure {
  let attempt: BackAttempt
  /// Only names the screens that leave in the next stack change (an app request carried out by the app's own code, a
  /// tab re-selection UIKit carries out), then is forgotten.
  var endsAtNextChange: Bool
  /// Leaving screens whose engaged guard was not asked: lost work when they leave.
  var unasked: [ScreenID] = []
}

/// An interactive pop no gesture of BackGuard's drove, from its start until the stack changes.
struct UndrivenPop {
  /// The screen it takes away: the top when it began.
  let top: ScreenID
  /// Whether that screen's guard was engaged when the pop began.
  let engaged: Bool
}

/// Where the app's code of a `leaveWithoutAsking` is.
enum DiscardScope: Equatable {
  /// None runs, and none left a mark.
  case none
  /// It runs now; `sawChange` once a stack change was reported from inside it.
  case running(sawChange: Bool)
  /// It returned before the stack change it makes was reported (an animated pop, a SwiftUI path edit): its screens
  /// stay discarded until the next stack change.
  case awaitingChange
}

/// The guard being called synchronously.
struct Asking {
  let attemptID: BackAttempt.ID
  let step: Int
  /// The stack's size and top when the guard was called: a change of either invalidates its answer.
  let stackCount: Int
  let top: ScreenID
  /// Set when the stack changed from inside the guard's callback.
  var isInvalidated = false
}

/// How an approved attempt is carried out: by the engine's own pop, by replaying the app's call that asked (a
/// `setViewControllers` held for a later answer), or by the app's own code (an app request).
enum ApprovedNavigation {
  /// `popScreens(to:animated:)`.
  case enginePop
  /// The held call, replayed once onto the very stack it was asked for; the host does not ask about its own replay.
  case replay(() -> Void, stackAtStart: [ScreenID])
  /// The app's code, run once onto the very stack it was asked for; its own pops pass unasked while it runs.
  case appCode(() -> Void, stackAtStart: [ScreenID])

  /// The stack the approval is for, when it must be exactly that one.
  var stackAtStart: [ScreenID]? {
    switch self {
    case .enginePop: nil
    case .replay(_, let stack), .appCode(_, let stack): stack
    }
  }
}

/// The attempt waiting for a later answer: a value the state's phase carries, changed only through the state.
struct Waiting {
  let attempt: BackAttempt
  /// The index in `attempt.leaving` of the screen whose guard will answer.
  let step: Int
  /// The guard's async work, cancelled when the attempt ends unanswered.
  let task: Task<Void, Never>?
  /// The guard that will answer: while it waits, no other stack (a sheet around this one, a stack inside it) asks it.
  let screenGuard: ScreenGuard?
  /// The resolution's shared state, to apply a release before its delivery arrives.
  let resolutionState: ResolutionState?
  /// How an approval is carried out.
  var navigation: ApprovedNavigation = .enginePop
  /// Ends the attempt as denied when the answer timeout passes.
  var timeout: ScheduledWork?
  /// Says, in a debug build, that the question is still open (`BackMisuse.unansweredQuestionNotice`).
  var notice: ScheduledWork?

  /// Whether this is the wait for `attempt`'s step `step`.
  func isFor(_ attempt: BackAttempt.ID, step: Int) -> Bool { self.attempt.id == attempt && self.step == step }
}

/// A swipe the gate let begin, or that the host saw begin.
struct SwipeInFlight {
  let attempt: BackAttempt
  /// Whether the host saw its interactive pop begin (`interactivePopDidBegin`, a sheet's `willDismiss`). A swipe whose
  /// gesture another recognizer won never begins: the next stack change is not its doing, whatever call made it.
  var didBegin: Bool
}

/// Requests held until what holds them ends, oldest first.
struct HeldRequests {
  /// At most this many app requests wait at once; one more is refused as ``BackOutcome/busy``.
  static let limit = 8

  private(set) var requests: [HeldRequest] = []
  /// Set while held requests run, so that a stack change they cause does not start running the rest from inside.
  var isReleasing = false
  /// Whether a run of the held requests is scheduled for the next main-actor turn.
  var isRunScheduled = false

  var isEmpty: Bool { requests.isEmpty }
  var count: Int { requests.count }

  /// Holds `request`.
  ///
  /// - Returns: `false` when it is not added: a tap when one is already held (a second tap is the same question), an
  ///   app request when ``limit`` of them wait.
  mutating func hold(_ request: HeldRequest) -> Bool {
    switch request {
    case .tap:
      if requests.contains(where: { if case .tap = $0 { true } else { false } }) { return false }
    case .leave:
      if requests.count >= Self.limit { return false }
    }
    requests.append(request)
    return true
  }

  /// The oldest held request, taken out.
  mutating func takeNext() -> HeldRequest { requests.removeFirst() }

  /// Every held request, taken out, oldest first.
  mutating func takeAll() -> [HeldRequest] {
    defer { requests.removeAll() }
    return requests
  }
}
