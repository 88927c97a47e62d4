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
  /// The screens under way out of the stack and how each was decided: approved navigations, the swipe in flight,
  /// pops no hook heard, screens the app discards.
  var departures = Departures()
  /// The app's requests held until the attempt being decided or the running transition ends, and the app code the
  /// engine runs now.
  var requests = AppRequests()

  init(stack: [ScreenID]) {
    self.stack = stack
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
