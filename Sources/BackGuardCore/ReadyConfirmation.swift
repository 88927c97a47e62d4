/// What BackGuard's ready-made confirmation contains and what each choice does: `ScreenGuard.confirm` in the UIKit
/// adapter shows it as an alert, `SimulatedConfirmation` as buttons a test taps.
///
/// The buttons, in order: the one that goes back (destructive), the app's extra choices (``BackConfirmationAction``),
/// then the one that stays (cancel). The message starts with the guarded screen's name when the question is shown
/// over another screen (the guarded one is covered), so it is clear what would be lost.
package enum ReadyConfirmation {
  /// How a button looks.
  package enum Look: Equatable, Sendable {
    case destructive, standard, cancel
  }

  /// What a button does.
  package enum Choice: Equatable, Sendable {
    /// Goes back: allow.
    case discard
    /// Runs the extra choice at this index of the actions; its work's result is the answer.
    case action(Int)
    /// Stays: deny.
    case cancel
  }

  /// One button.
  package struct Button: Equatable, Sendable {
    package let title: String
    package let look: Look
    package let choice: Choice
  }

  /// The buttons, in the order they are shown.
  ///
  /// - Parameters:
  ///   - discardTitle: The button that goes back.
  ///   - cancelTitle: The button that stays.
  ///   - actions: The extra choices, shown between the two.
  package static func buttons(
    discardTitle: String, cancelTitle: String, actions: [BackConfirmationAction]
  ) -> [Button] {
    var buttons = [Button(title: discardTitle, look: .destructive, choice: .discard)]
    for (index, action) in actions.enumerated() {
      buttons.append(Button(title: action.title, look: look(of: action.role), choice: .action(index)))
    }
    buttons.append(Button(title: cancelTitle, look: .cancel, choice: .cancel))
    return buttons
  }

  /// How an extra choice's button looks.
  package static func look(of role: BackConfirmationAction.Role) -> Look {
    role == .destructive ? .destructive : .standard
  }

  /// The message shown: the covered screen's name, if the question is shown over another screen, on a line before
  /// the app's message.
  package static func message(_ message: String?, coveredScreenName: String?) -> String? {
    guard let coveredScreenName else { return message }
    return [coveredScreenName, message].compactMap { $0 }.joined(separator: "\n")
  }

  /// Answers the attempt for the button chosen: discard allows, cancel denies, an extra choice runs its work and
  /// answers with its result (``BackConfirmationAction/run(answering:)``).
  @MainActor
  package static func answer(_ choice: Choice, actions: [BackConfirmationAction], resolution: BackResolution) {
    switch choice {
    case .discard: resolution.allow()
    case .cancel: resolution.deny()
    case .action(let index):
      guard actions.indices.contains(index) else { return resolution.deny() }
      actions[index].run(answering: resolution)
    }
  }
}
