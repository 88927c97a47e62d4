/// Something the engine did or saw, in the order it happened. Observe them for a timeline, analytics or tests.
///
/// ```swift
/// let observation = engine.observe { event in
///   if case .screensLeft(let screens, let source, _) = event { log("\(screens.count) left by \(source)") }
/// }
/// ```
public enum BackEvent: Hashable, Sendable, CustomStringConvertible {
  /// An attempt began.
  case attemptStarted(BackAttempt)
  /// A guard will answer later; the stack now has this pending attempt.
  case attemptPending(BackAttempt, awaiting: ScreenID)
  /// The attempt was answered. `decidedBy` is the screen whose guard denied it, or `nil` when it was allowed.
  case attemptDecided(BackAttempt, BackDecision, decidedBy: ScreenID?)
  /// A further attempt arrived while one was pending or being asked, and merged into it: no guard was asked again.
  case attemptCoalesced(into: BackAttempt.ID, source: BackSource)
  /// A pending attempt ended without an answer, because the stack changed or the app cancelled it.
  case attemptCancelled(BackAttempt, reason: CancelReason)
  /// An interactive swipe began and the user cancelled it. Nothing left.
  case swipeCancelled(BackAttempt)
  /// Screens really left the stack (reported after the pop completed), top first.
  case screensLeft(LeavingScreens, source: BackSource, attempt: BackAttempt.ID?)
  /// An answer arrived for an attempt that is no longer pending. It was ignored.
  case resolutionDropped(BackAttempt, BackDecision, reason: DropReason)
  /// The app used the API in a way that cannot be honoured. Nothing was lost; ``BackMisuse/message`` says why.
  case misuse(BackMisuse)

  /// Why a pending attempt ended unanswered.
  public enum CancelReason: Hashable, Sendable {
    /// The leaving screens are gone or the top changed, so the approved navigation no longer exists.
    case stackChanged
    /// The app called ``BackNavigationEngine/cancelPendingAttempt()``.
    case cancelledByApp
  }

  /// Why an answer was ignored.
  public enum DropReason: Hashable, Sendable {
    /// The stack changed after the attempt started: performing it now would pop other screens.
    case stackChanged
    /// The attempt had already ended (answered, cancelled or superseded).
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
    case .misuse(let m): "misuse: \(m.message)"
    }
  }
}

/// A use of the API that BackGuard refused or repaired, with a message that says what to change.
public struct BackMisuse: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A ``BackResolution`` was used a second time. The second answer was ignored.
    case resolvedTwice(BackAttempt.ID)
    /// A ``BackResolution`` was released without an answer. It counted as deny.
    case releasedUnresolved(BackAttempt.ID)
    /// A destination that is not below the top of the stack was requested.
    case destinationNotInStack(ScreenID)
    /// An empty or blank custom back-button title was asked for; the arrow-only style was used instead.
    case blankBackButtonTitle
  }

  /// What went wrong.
  public let kind: Kind

  public init(_ kind: Kind) { self.kind = kind }

  /// A sentence for the developer.
  public var message: String {
    switch kind {
    case .resolvedTwice(let id):
      "The resolution of \(id) was used twice. Only the first answer counts; call allow() or deny() once."
    case .releasedUnresolved(let id):
      "The resolution of \(id) was released without an answer, so the attempt was denied. "
        + "Keep the resolution until the user answers, and call allow() or deny()."
    case .destinationNotInStack(let screen):
      "\(screen) is not below the top of the stack, so there is nothing to go back to. The request was ignored."
    case .blankBackButtonTitle:
      "An empty back-button title leaves blank entries in the long-press menu. Use .minimal for an arrow-only "
        + "button; it was used instead."
    }
  }

  public var description: String { message }
}
