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
  /// answers with its result (`BackConfirmationAction/run(answering:)`).
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

/// Whether a question BackGuard presents itself reached the screen: looked for a few times after it was presented.
/// One that no look finds ends as denied (``BackMisuse`` (`questionNeverAppeared`)), so a question UIKit
/// or SwiftUI never showed cannot hold every route of the stack (nobody can answer a question nobody sees).
///
/// ```swift
/// var watch = PresentationWatch()
/// watch.look(isOnScreen: false, isAnswered: false)  // .lookAgain, until the last look: .neverAppeared
/// ```
package struct PresentationWatch: Sendable {
  /// What a look found.
  package enum Finding: Equatable, Sendable {
    /// The question is on screen, or was answered: stop looking.
    case shown
    /// Not yet: look again after ``interval`` seconds.
    case lookAgain
    /// Never on screen: deny the attempt and report it.
    case neverAppeared
  }

  /// Seconds between two looks.
  package static let interval = 0.25
  /// How many looks before the question counts as never shown: two seconds, longer than any presentation animation.
  package static let looks = 8

  private var looksDone = 0

  package init() {}

  /// One look.
  ///
  /// - Parameters:
  ///   - isOnScreen: Whether the question is presented now.
  ///   - isAnswered: Whether it was answered already.
  /// - Returns: What to do next.
  package mutating func look(isOnScreen: Bool, isAnswered: Bool) -> Finding {
    if isOnScreen || isAnswered { return .shown }
    looksDone += 1
    return looksDone >= Self.looks ? .neverAppeared : .lookAgain
  }
}
