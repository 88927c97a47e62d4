/// A guard's answer to a ``BackAttempt``.
public enum BackDecision: Hashable, Sendable, CustomStringConvertible {
  /// Let the screens leave.
  case allow
  /// Keep the user on this screen.
  case deny

  public var description: String { self == .allow ? "allow" : "deny" }
}
