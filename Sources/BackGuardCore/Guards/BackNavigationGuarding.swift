/// A reply from a class-based guard: an answer now, or a promise to use the resolution later.
public enum BackGuardReply: Hashable, Sendable {
  /// Let the screens leave now.
  case allow
  /// Stay, decided now.
  case deny
  /// The answer comes later through the ``BackResolution``.
  case later
}

/// A screen that guards itself, in the style of `navigationShouldPopOnBackButton`, but told the route.
///
/// ```swift
/// final class EditorViewController: UIViewController, BackNavigationGuarding {
///   var isBackGuardActive: Bool { hasChanges }
///   func shouldGoBack(for attempt: BackAttempt, resolution: BackResolution) -> BackGuardReply {
///     presentDiscardAlert(onDiscard: { resolution.allow() }, onCancel: { resolution.deny() })
///     return .later
///   }
/// }
/// ```
@MainActor
public protocol BackNavigationGuarding: AnyObject {
  /// Whether the screen wants to be asked now. Default `true`.
  var isBackGuardActive: Bool { get }
  /// Whether app code's pops are asked too. Default `false`.
  var guardsProgrammaticPops: Bool { get }
  /// Answers an attempt to leave this screen.
  ///
  /// - Parameters:
  ///   - attempt: The route, the screens that would leave and the destination.
  ///   - resolution: Use it when you return ``BackGuardReply/later``; ignore it otherwise.
  /// - Returns: The answer now, or ``BackGuardReply/later``.
  func shouldGoBack(for attempt: BackAttempt, resolution: BackResolution) -> BackGuardReply
}

extension BackNavigationGuarding {
  public var isBackGuardActive: Bool { true }
  public var guardsProgrammaticPops: Bool { false }
}
