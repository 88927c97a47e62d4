/// Whether a swipe may begin, without asking any guard.
package enum SwipeGate: Equatable, Sendable {
  /// Nothing stops it: it begins.
  case open
  /// The top screen's guard will be asked.
  case guarded
  /// It does not begin.
  case closed(Reason)

  /// Why a swipe does not begin.
  package enum Reason: Equatable, Sendable {
    /// Only the root screen is left. A swipe here would freeze UIKit.
    case rootScreen
    /// A push or pop is animating. A swipe now would freeze UIKit.
    case transitioning
    /// A confirmation is showing for another attempt.
    case attemptPending
    /// The top screen turned swipes off on purpose.
    case disabledByScreen
    /// The host is gone.
    case noHost
  }
}
