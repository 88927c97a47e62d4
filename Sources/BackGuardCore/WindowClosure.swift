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
  /// Extra choices beside Close and Cancel, such as "Save Draft" (the dialog shows them as `.default` actions): each
  /// one's work decides whether the window then closes (``BackDecision/allow``) or stays (``BackDecision/deny``).
  /// Shown with their titles as written (`BackConfirmationAction/isVerbatim` does not apply: the system's dialog
  /// takes plain text).
  public var choices: [BackConfirmationAction]

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
    self.choices = choices
  }

  /// The words of the dialog: two questions are the same when they read the same (their choices' work is not
  /// compared; the one that runs is the one the guard holds when the person picks it).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.closeTitle == rhs.closeTitle
      && lhs.cancelTitle == rhs.cancelTitle && lhs.choices.map(\.title) == rhs.choices.map(\.title)
      && lhs.choices.map(\.role) == rhs.choices.map(\.role)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(closeTitle)
    hasher.combine(cancelTitle)
    hasher.combine(choices.map(\.title))
  }
}

/// The rule of the window-close route: which question a window asks, and what a host does about the scene's own
/// property (`WindowCloseRecord`). The adapter and the simulator both follow it.
package enum WindowClosure {
  /// The question of a window whose stacks have these engaged guards, the top screen of the front stack first: the
  /// words of the first guard that has some, else the system's; `nil` when no guard is engaged (the window closes
  /// without a question).
  ///
  /// - Parameter engaged: The engaged guards, top first.
  /// - Returns: The question, or `nil`.
  @MainActor
  package static func question(engaged: [ScreenGuard]) -> WindowCloseQuestion? {
    guard !engaged.isEmpty else { return nil }
    return engaged.lazy.compactMap(\.windowCloseQuestion).first ?? WindowCloseQuestion()
  }

  /// The extra choice a person picked in the window's dialog, looked up when they pick it in the question the guards
  /// hold now: the same title at the same place, else the same title elsewhere, else none. So a guard made anew since
  /// the dialog was set runs its own work, and a dialog set for another guard never runs this one's.
  ///
  /// - Parameters:
  ///   - index: The choice's place in ``WindowCloseQuestion/choices`` when the dialog was set.
  ///   - title: Its title then.
  ///   - engaged: The engaged guards, top first.
  /// - Returns: The choice, or `nil` when the guards no longer offer it (then nothing runs, and the window stays open).
  @MainActor
  package static func choice(at index: Int, titled title: String, engaged: [ScreenGuard]) -> BackConfirmationAction? {
    guard let choices = question(engaged: engaged)?.choices else { return nil }
    if choices.indices.contains(index), choices[index].title == title { return choices[index] }
    return choices.first { $0.title == title }
  }

  /// Runs an extra choice's work, and closes the window when it allows: a failed save (``BackDecision/deny``) keeps
  /// the window and the edit.
  ///
  /// - Parameters:
  ///   - choice: The choice picked, or `nil` when it is no longer offered (nothing happens).
  ///   - close: Closes the window.
  /// - Returns: The work, for a caller that awaits it (a test).
  @MainActor @discardableResult
  package static func run(_ choice: BackConfirmationAction?, close: @escaping @MainActor () -> Void) -> Task<
    Void, Never
  >? {
    guard let perform = choice?.perform else { return nil }
    return Task { @MainActor in
      if await perform() == .allow { close() }
    }
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
  /// Whether the scene held someone else's confirmation at the last look.
  package private(set) var appOwnsIt = false
  private var reportedAppOwns = false

  package init() {}

  /// The step for the question the guards want now.
  ///
  /// - Parameters:
  ///   - wanted: The question of the engaged guards (``WindowClosure/question(engaged:)``), or `nil`.
  ///   - sceneHoldsOurs: Whether the scene's confirmation is the one BackGuard set; `nil` when it has none.
  /// - Returns: What to do.
  package mutating func update(wanted: WindowCloseQuestion?, sceneHoldsOurs: Bool?) -> Step {
    appOwnsIt = sceneHoldsOurs == false
    if appOwnsIt {
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
