/// What became of a ``BackNavigationEngine/requestBack(from:to:animated:)``.
public enum BackRequestResult: Hashable, Sendable {
  /// Approved now; the pop was commanded.
  case allowed
  /// A guard said no.
  case denied
  /// A guard will answer later. The pop follows an approval.
  case pending
  /// Another attempt was already being decided; this one merged into it.
  case coalesced
  /// A transition is running; nothing was asked. Try again when it ends.
  case busy
  /// The top screen is the root.
  case nothingToGoBackTo
  /// The destination is not below the top of the stack.
  case invalidDestination
}
