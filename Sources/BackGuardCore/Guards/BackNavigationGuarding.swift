/// What a guard's callback left behind when it returned: an answer now, or a resolution kept for later.
package enum BackGuardReply: Hashable, Sendable {
  case allow
  case deny
  case later
}

/// A screen that guards itself, in the style of `navigationShouldPopOnBackButton`, but told the route.
///
/// ```swift
/// final class EditorViewController: UIViewController, BackNavigationGuarding {
///   var isBackGuardActive: Bool { hasChanges }
///   func decideBack(_ attempt: BackAttempt, with resolution: BackResolution) {
///     presentDiscardAlert(onDiscard: { resolution.allow() }, onCancel: { resolution.deny() })
///   }
/// }
/// ```
@MainActor
public protocol BackNavigationGuarding: AnyObject {
  /// Whether the screen wants to be asked now. Default `true`.
  var isBackGuardActive: Bool { get }
  /// Whether app code's pops are asked too. Default `false`.
  var guardsProgrammaticPops: Bool { get }
  /// Answers an attempt to leave this screen through `resolution`: before returning (an answer now), or later.
  ///
  /// A resolution released unused counts as ``BackDecision/deny``.
  ///
  /// - Parameters:
  ///   - attempt: The route, the screens that would leave and the destination.
  ///   - resolution: Call `allow()` or `deny()` on it once, now or later.
  func decideBack(_ attempt: BackAttempt, with resolution: BackResolution)
}

extension BackNavigationGuarding {
  public var isBackGuardActive: Bool { true }
  public var guardsProgrammaticPops: Bool { false }
}
