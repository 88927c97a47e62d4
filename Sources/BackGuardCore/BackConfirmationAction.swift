/// A choice added to BackGuard's ready-made confirmation next to "Discard" and "Cancel", such as "Save Draft".
///
/// Its work decides the outcome: return ``BackDecision/allow`` to leave (saved), or ``BackDecision/deny`` to stay
/// (saving failed, so nothing is lost). While the work runs the attempt stays pending: further taps merge into it
/// and swipes do not begin.
///
/// ```swift
/// editor.backGuard = .confirm(
///   "Discard changes?",
///   actions: [
///     BackConfirmationAction("Save Draft") { [weak editor] in
///       await editor?.saveDraft() == true ? .allow : .deny
///     }
///   ],
///   when: { [unowned editor] in editor.hasChanges })
/// ```
public struct BackConfirmationAction: Sendable {
  /// How the button looks.
  public enum Role: Hashable, Sendable {
    /// A plain button.
    case standard
    /// A destructive button.
    case destructive
  }

  /// The button's title, in the app's words.
  public let title: String
  /// How the button looks.
  public let role: Role
  /// The work the button starts; its result is the answer to the attempt.
  public let perform: @MainActor @Sendable () async -> BackDecision

  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: How the button looks. Default ``Role/standard``.
  ///   - perform: The work; return ``BackDecision/allow`` to leave, ``BackDecision/deny`` to stay.
  public init(
    _ title: String, role: Role = .standard, perform: @escaping @MainActor @Sendable () async -> BackDecision
  ) {
    self.title = title
    self.role = role
    self.perform = perform
  }

  /// Runs the work and answers the resolution with its result, once. If the attempt ended meanwhile (the stack
  /// changed), the answer is stale and the engine ignores it, as with any late answer.
  ///
  /// - Parameter resolution: The attempt's resolution.
  @MainActor
  public func run(answering resolution: BackResolution) {
    let perform = perform
    Task { @MainActor in
      let decision = await perform()
      resolution.resolve(decision)
    }
  }
}
