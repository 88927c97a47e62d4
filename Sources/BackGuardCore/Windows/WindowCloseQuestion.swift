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
public struct WindowCloseQuestion: Equatable, Sendable {
  /// The question; `nil` for the system's own.
  package var title: String?
  /// More detail, if any.
  package var message: String?
  /// The button that closes the window (destructive); `nil` for the system's "Close".
  package var closeTitle: String?
  /// The button that keeps it open; `nil` for the system's "Cancel".
  package var cancelTitle: String?
  /// Extra choices beside Close and Cancel, such as "Save Draft" (the dialog shows them as `.default` actions): each
  /// one's work decides whether the window then closes (``BackDecision/allow``) or stays (``BackDecision/deny``).
  /// Shown with their titles as written (`BackConfirmationAction/isVerbatim` does not apply: the system's dialog
  /// takes plain text).
  package var choices: [BackConfirmationAction] {
    get { choiceWords.choices }
    set { choiceWords.choices = newValue }
  }
  // Two questions are the same when they read the same: their choices' work is not compared (the one that runs is the
  // one the guard holds when the person picks it).
  private var choiceWords: ChoiceWords

  /// - Parameters:
  ///   - title: The question; `nil` for the system's own.
  ///   - message: More detail, if any.
  ///   - closeTitle: The button that closes the window; `nil` for the system's "Close".
  ///   - cancelTitle: The button that keeps it open; `nil` for the system's "Cancel".
  ///   - choices: Extra choices, such as "Save Draft". Default none.
  public init(
    title: String? = nil, message: String? = nil, closeTitle: String? = nil, cancelTitle: String? = nil,
    choices: [BackConfirmationAction] = []
  ) {
    self.title = title
    self.message = message
    self.closeTitle = closeTitle
    self.cancelTitle = cancelTitle
    self.choiceWords = ChoiceWords(choices: choices)
  }
}

/// Extra choices compared by what the dialog shows of them: their titles and roles.
private struct ChoiceWords: Equatable, Sendable {
  var choices: [BackConfirmationAction]

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.choices.map(\.title) == rhs.choices.map(\.title) && lhs.choices.map(\.role) == rhs.choices.map(\.role)
  }
}
