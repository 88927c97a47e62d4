/// The question a window asks before a person closes it (its close button, ⌘W, File ▸ Close) while a screen in it has
/// an engaged guard: iOS 27's `UIWindowScene.closureConfirmation` on iPadOS and Mac Catalyst.
///
/// The system draws it with its own Close and Cancel buttons unless these words replace them. It is set up before
/// anything is attempted, so a guard is never called for it, and a guard that answers later cannot take part: what a
/// window close gets is these words (docs/UIKitBehavior.md B198).
///
/// ```swift
/// editorGuard.windowCloseQuestion = WindowCloseQuestion(
///   title: "Discard changes?", message: "The draft is not saved.", closeTitle: "Discard")
/// ```
public struct WindowCloseQuestion: Hashable, Sendable {
  /// The question; `nil` for the system's own.
  public var title: String?
  /// More detail, if any.
  public var message: String?
  /// The button that closes the window (destructive); `nil` for the system's "Close".
  public var closeTitle: String?
  /// The button that keeps it open; `nil` for the system's "Cancel".
  public var cancelTitle: String?

  /// - Parameters:
  ///   - title: The question; `nil` for the system's own.
  ///   - message: More detail, if any.
  ///   - closeTitle: The button that closes the window; `nil` for the system's "Close".
  ///   - cancelTitle: The button that keeps it open; `nil` for the system's "Cancel".
  public init(title: String? = nil, message: String? = nil, closeTitle: String? = nil, cancelTitle: String? = nil) {
    self.title = title
    self.message = message
    self.closeTitle = closeTitle
    self.cancelTitle = cancelTitle
  }
}

/// The rule of the window-close route: which question a window asks, and what a host does about the scene's own
/// property (`WindowCloseRecord`). The adapter and the simulator both follow it.
package enum WindowClosure {
  /// The question of a window whose stacks have these engaged guards, the top screen of the front stack first: the
  /// first guard's own words, else the system's; `nil` when no guard is engaged (the window closes without a question).
  ///
  /// - Parameter engaged: The engaged guards, top first.
  /// - Returns: The question, or `nil`.
  @MainActor
  package static func question(engaged: [ScreenGuard]) -> WindowCloseQuestion? {
    guard let first = engaged.first else { return nil }
    return engaged.lazy.compactMap(\.windowCloseQuestion).first ?? first.windowCloseQuestion ?? WindowCloseQuestion()
  }
}

/// What a host did with one scene's `closureConfirmation`: it sets BackGuard's question while a guard is engaged,
/// clears it when none is, and leaves one the app set alone (reported once), as with every delegate BackGuard finds
/// taken.
package struct WindowCloseRecord: Sendable {
  /// What to do with the scene now.
  package enum Step: Equatable, Sendable {
    /// Nothing changes.
    case none
    /// Set this question (made anew: it changed).
    case set(WindowCloseQuestion)
    /// Clear BackGuard's question.
    case clear
    /// The app set its own confirmation: leave it, and report it (once).
    case appOwns(report: Bool)
  }

  /// The question BackGuard set, while it is there.
  package private(set) var current: WindowCloseQuestion?
  private var reportedAppOwns = false

  package init() {}

  /// The step for the question the guards want now.
  ///
  /// - Parameters:
  ///   - wanted: The question of the engaged guards (``WindowClosure/question(engaged:)``), or `nil`.
  ///   - sceneHoldsOurs: Whether the scene's confirmation is the one BackGuard set; `nil` when it has none.
  /// - Returns: What to do.
  package mutating func update(wanted: WindowCloseQuestion?, sceneHoldsOurs: Bool?) -> Step {
    if sceneHoldsOurs == false {
      // Someone else's confirmation (the app's, or it replaced ours): BackGuard's is gone.
      current = nil
      let report = !reportedAppOwns && wanted != nil
      if report { reportedAppOwns = true }
      return .appOwns(report: report)
    }
    if sceneHoldsOurs == nil, current != nil { current = nil }  // cleared behind BackGuard's back
    guard wanted != current else { return .none }
    current = wanted
    return wanted.map(Step.set) ?? .clear
  }
}
