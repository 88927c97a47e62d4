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
    /// A class-based guard (``BackNavigationGuarding``) answered through its ``BackResolution`` before returning, then
    /// returned a different ``BackGuardReply``. The resolution's answer counted; the reply was ignored.
    case conflictingReply(BackAttempt.ID)
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
    case .conflictingReply(let id):
      "The guard answered \(id) through its resolution and then returned a different reply. The resolution's "
        + "answer counted. Return .later after using the resolution, or return the answer without using it."
    case .blankBackButtonTitle:
      "An empty back-button title leaves blank entries in the long-press menu. Use .minimal for an arrow-only "
        + "button; it was used instead."
    }
  }

  public var description: String { message }
}

extension BackMisuse {
  /// Where misuses are written, besides the event stream. Default: printed in debug builds. Set `nil` to silence.
  @MainActor public static var log: ((BackMisuse) -> Void)? = {
    #if DEBUG
      return { print("BackGuard: \($0.message)") }
    #else
      return nil
    #endif
  }()
}
