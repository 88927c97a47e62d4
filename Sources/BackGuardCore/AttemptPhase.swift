/// Where the attempt being decided is. At most one attempt is decided at a time: a guard being called right now, or a
/// guard's later answer awaited. The two never overlap: while a guard is called every other attempt merges into it,
/// and a later answer is applied only after the pending attempt has left this phase.
@MainActor
enum AttemptPhase {
  /// No attempt is being decided.
  case idle
  /// A guard is being called, synchronously. Plain values only, so the hot path has no reference counting.
  case asking(Asking)
  /// A guard's later answer is awaited.
  case waiting(Waiting)

  /// The attempt being decided, if any: further attempts merge into it.
  var busyAttemptID: BackAttempt.ID? {
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

  /// The guard call under way, if any.
  var asking: Asking? {
    if case .asking(let asking) = self { return asking }
    return nil
  }
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
enum Carrying {
  /// `popScreens(to:animated:)`.
  case enginePop
  /// The held call, replayed once onto the very stack it was asked for; it passes without asking again.
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

/// The attempt waiting for a later answer.
@MainActor
final class Waiting {
  let attempt: BackAttempt
  /// The index in `attempt.leaving` of the screen whose guard will answer.
  let step: Int
  /// The guard that will answer: while it waits, no other stack (a sheet around this one, a stack inside it) asks it.
  var screenGuard: ScreenGuard?
  /// The resolution's shared state, to apply a release before its delivery arrives.
  var resolutionState: ResolutionState?
  /// How an approval is carried out.
  var carrying: Carrying = .enginePop
  var task: Task<Void, Never>?
  /// Ends the attempt as denied when the answer timeout passes.
  var timeout: Task<Void, Never>?

  init(attempt: BackAttempt, step: Int, task: Task<Void, Never>?) {
    self.attempt = attempt
    self.step = step
    self.task = task
  }
}

/// A swipe the gate let begin, or that the host saw begin.
struct SwipeInFlight {
  let attempt: BackAttempt
  /// Whether the host saw its interactive pop begin (`interactivePopDidBegin`, the pop's pass-through, a sheet's
  /// `willDismiss`). A swipe whose gesture another recognizer won never begins: the next stack change is not its
  /// doing, whatever call made it.
  var didBegin: Bool
}

/// The approvals still expected: navigations approved and not yet seen completing, newest last. Each names the route
/// of the screens it removes; some let the host's own pop call for them pass once without asking again.
struct ExpectedNavigations {
  /// One approval.
  struct Entry {
    let attempt: BackAttempt
    /// Whether the host's own pop call for this approved attempt may still pass without asking again.
    var allowsPassThrough: Bool
    /// Only names the route of the screens that leave in the next stack change (an app request, carried out by the
    /// app's own code), then is forgotten.
    var endsAtNextChange = false
  }

  private(set) var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Records an approved navigation that the host is about to carry out.
  mutating func expect(_ attempt: BackAttempt, passThrough: Bool, endsAtNextChange: Bool = false) {
    // A handful at most are ever outstanding; a host that never reports its pops must not make this grow.
    if entries.count >= 8 { entries.removeFirst() }
    entries.append(Entry(attempt: attempt, allowsPassThrough: passThrough, endsAtNextChange: endsAtNextChange))
  }

  mutating func forget(_ id: BackAttempt.ID) {
    entries.removeAll { $0.attempt.id == id }
  }

  /// Forgets the approvals of `source` that only name a change the host makes by itself.
  mutating func forgetNamingOnly(of source: BackSource) {
    entries.removeAll { $0.endsAtNextChange && $0.attempt.source == source }
  }

  /// Stops the approval of `id` from letting a later pop through.
  mutating func closePassThrough(of id: BackAttempt.ID) {
    for index in entries.indices where entries[index].attempt.id == id { entries[index].allowsPassThrough = false }
  }

  /// Uses up the newest approval whose own pop call this is: same destination, same kind of call.
  ///
  /// - Returns: The attempt whose approval was used, or `nil`.
  mutating func takePassThrough(to destination: ScreenID, replacement: Bool) -> BackAttempt.ID? {
    for index in entries.indices.reversed() {
      let entry = entries[index]
      guard entry.allowsPassThrough, entry.attempt.destination == destination,
        (entry.attempt.source == .programmatic(.setViewControllers)) == replacement
      else { continue }
      entries[index].allowsPassThrough = false
      return entry.attempt.id
    }
    return nil
  }

  /// The newest approval that named `screen`: the cause of its departure.
  func cause(of screen: ScreenID) -> BackAttempt? {
    entries.last { $0.attempt.leaving.contains(screen) }?.attempt
  }

  /// Keeps only approvals still to be carried out, after a stack change.
  ///
  /// - Parameters:
  ///   - whilePerforming: Whether the change happened while the app's code for an approved request runs (a transition
  ///     it finishes before its own pop, say): the request's approval then still names what its code removes next.
  ///   - isStillValid: Whether an approval still names a navigation in the new stack.
  mutating func prune(whilePerforming: Bool, keeping isStillValid: (BackAttempt) -> Bool) {
    entries.removeAll { ($0.endsAtNextChange && !whilePerforming) || !isStillValid($0.attempt) }
  }
}
