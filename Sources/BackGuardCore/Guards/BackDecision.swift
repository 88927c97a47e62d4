/// A guard's answer to a ``BackAttempt``.
public enum BackDecision: Hashable, Sendable {
  /// Let the screens leave.
  case allow
  /// Keep the user on this screen.
  case deny
}
