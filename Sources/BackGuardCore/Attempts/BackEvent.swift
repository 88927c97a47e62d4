/// Something the engine did or saw, in the order it happened. Observe them for a timeline, analytics or tests.
///
/// ```swift
/// let observation = engine.observe { event in
///   if case .screensLeft(let screens, let source, _) = event { log("\(screens.count) left by \(source)") }
/// }
/// ```
public enum BackEvent: Equatable, Sendable, CustomStringConvertible {
  /// An attempt began.
  case attemptStarted(BackAttempt)
  /// A guard will answer later; the stack now has this pending attempt.
  case attemptPending(BackAttempt, awaiting: ScreenID)
  /// The attempt was answered. `decidedBy` is the screen whose guard denied it, or `nil` when it was allowed.
  case attemptDecided(BackAttempt, BackDecision, decidedBy: ScreenID?)
  /// A further attempt arrived while one was pending or being asked, and merged into it: no guard was asked again.
  case attemptCoalesced(into: BackAttempt.ID, source: BackSource)
  /// A pending attempt ended without an answer, because the stack changed or the app cancelled it.
  case attemptCancelled(BackAttempt, reason: Reason)
  /// An interactive swipe began and the user cancelled it. Nothing left.
  case swipeCancelled(BackAttempt)
  /// Screens really left the stack (reported after the pop completed), top first.
  case screensLeft(LeavingScreens, source: BackSource, attempt: BackAttempt.ID?)
  /// An answer arrived for an attempt that is no longer pending. It was ignored.
  case resolutionDropped(BackAttempt, BackDecision, reason: Reason)
  /// A request was held until the attempt being decided (`behind`) or the running transition ends; it runs then
  /// (``BackOutcome/queued``).
  case requestQueued(source: BackSource, behind: BackAttempt.ID?)
  /// A held request was not run: the stack changed under it (a screen it would leave is gone, or a screen was
  /// added that it would remove unasked), or its stack went away.
  case queuedRequestDropped(source: BackSource, reason: Reason)
  /// The app used the API in a way that cannot be honoured. Nothing was lost; its description says why.
  case misuse(BackMisuse)
  /// A UIKit behaviour BackGuard relies on did not hold here (a self-check of every run; see ``AssumptionFailure``).
  case assumptionFailed(AssumptionFailure)
  /// A screen whose guard was engaged left without its guard's approval, once per departure (see ``LostWork``): the
  /// app's own code removed it, or a route BackGuard cannot hear here took it. A debug build prints it with the fix.
  case lostWork(LostWork)

  /// Why an attempt, an answer or a held request ended without taking effect.
  public enum Reason: Hashable, Sendable {
    /// The stack changed: the leaving screens are gone, the top changed, or a screen was added that the navigation
    /// would remove unasked. Performing it now would pop other screens.
    case stackChanged
    /// The app called `cancelPendingAttempt()`.
    case cancelledByApp
    /// The next guard to ask was already waiting for an answer to an attempt of another stack (a sheet around this
    /// one, or the stack inside it). One gesture, one question: that attempt decides, and this one ends.
    case sameGuardPendingElsewhere
    /// The attempt had already ended (answered, cancelled or superseded), or the held request's stack went away.
    case noLongerPending
  }

  public var description: String {
    switch self {
    case .attemptStarted(let a): "started \(a)"
    case .attemptPending(let a, let s): "pending \(a.id) awaiting \(s)"
    case .attemptDecided(let a, let d, let by): "decided \(a.id) \(d)" + (by.map { " by \($0)" } ?? "")
    case .attemptCoalesced(let id, let s): "coalesced \(s) into \(id)"
    case .attemptCancelled(let a, let r): "cancelled \(a.id) (\(r))"
    case .swipeCancelled(let a): "swipe cancelled \(a.id)"
    case .screensLeft(let l, let s, let id):
      "left [\(l.map(\.description).joined(separator: ", "))] by \(s)" + (id.map { " (\($0))" } ?? "")
    case .resolutionDropped(let a, let d, let r): "dropped \(d) for \(a.id) (\(r))"
    case .requestQueued(let s, let behind):
      "queued \(s)" + (behind.map { " behind \($0)" } ?? " until the transition ends")
    case .queuedRequestDropped(let s, let r): "dropped queued \(s) (\(r))"
    case .misuse(let m): "misuse: \(m.message)"
    case .assumptionFailed(let f): "\(f)"
    case .lostWork(let lost): "\(lost)"
    }
  }
}

extension BackEvent {
  /// The attempt the event is about, when it carries one: started, pending, decided, cancelled, swipe cancelled and
  /// resolution dropped. `nil` for coalesced (see `attemptID`), screens left and misuse.
  package var attempt: BackAttempt? {
    switch self {
    case .attemptStarted(let attempt), .attemptPending(let attempt, _), .attemptDecided(let attempt, _, _),
      .attemptCancelled(let attempt, _), .swipeCancelled(let attempt), .resolutionDropped(let attempt, _, _):
      attempt
    case .attemptCoalesced, .screensLeft, .misuse, .requestQueued, .queuedRequestDropped, .assumptionFailed,
      .lostWork:
      nil
    }
  }

  /// The identity of the attempt the event belongs to: the attempt's own, the pending attempt a coalesced one merged
  /// into, or the attempt whose approval made screens leave (`nil` for screens that left through an unannounced call,
  /// and for misuse).
  package var attemptID: BackAttempt.ID? {
    switch self {
    case .attemptCoalesced(let id, _): id
    case .screensLeft(_, _, let id): id
    case .requestQueued(_, let behind): behind
    default: attempt?.id
    }
  }

  /// The route: the attempt's, a coalesced attempt's own, or the one screens left by. `nil` for misuse.
  @_spi(TestKit) public var source: BackSource? {
    switch self {
    case .attemptCoalesced(_, let source), .screensLeft(_, let source, _), .requestQueued(let source, _),
      .queuedRequestDropped(let source, _):
      source
    case .assumptionFailed(let failure): failure.route?.source
    case .lostWork(let lost): lost.route
    default: attempt?.source
    }
  }

  /// The answer of a decided attempt or of a dropped resolution.
  package var decision: BackDecision? {
    switch self {
    case .attemptDecided(_, let decision, _), .resolutionDropped(_, let decision, _): decision
    default: nil
    }
  }

  /// The screens that left, top first, for `screensLeft(_:source:attempt:)`; `nil` for every other event.
  package var leftScreens: LeavingScreens? {
    if case .screensLeft(let screens, _, _) = self { return screens }
    return nil
  }

  /// The screen whose guard denied (`attemptDecided(_:_:decidedBy:)`) or will answer (`attemptPending(_:awaiting:)`);
  /// `nil` for an allowed attempt and every other event.
  package var screen: ScreenID? {
    switch self {
    case .attemptPending(_, let screen): screen
    case .attemptDecided(_, _, let screen): screen
    default: nil
    }
  }

  /// The misuse, for ``misuse(_:)``.
  package var reportedMisuse: BackMisuse? {
    if case .misuse(let misuse) = self { return misuse }
    return nil
  }
}
