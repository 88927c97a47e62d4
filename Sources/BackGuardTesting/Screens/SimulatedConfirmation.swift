@_spi(TestKit) import BackGuardCore

/// The ready-made confirmation (`ScreenGuard.confirm` in the UIKit adapter) without UIKit: the same buttons, answered
/// by your test's taps.
///
/// On a phone the guard presents an alert with "Discard", your extra choices and "Cancel". Here the alert is a
/// value you can read and tap, so a test can run every button, extra choices included:
///
/// ```swift
/// let confirmation = SimulatedConfirmation(
///   "Discard changes?",
///   actions: [BackConfirmationAction("Save Draft") { await draft.save() ? .allow : .deny }])
/// let editor = SimulatedScreen("Editor", backGuard: confirmation.screenGuard)
/// nav.push(editor)
/// #expect(nav.goBack(by: .backButton) == .pending)
/// #expect(confirmation.buttonTitles == ["Discard", "Save Draft", "Cancel"])
/// await confirmation.tap("Save Draft")  // runs the work; its answer decides
/// ```
///
/// Like the UIKit guard, it shows one question at a time: while it shows, further attempts merge into the open one.
/// A screen in no window would make the UIKit guard deny; here every screen counts as shown.
@MainActor
public final class SimulatedConfirmation {
  /// The alert's title.
  public let title: String
  /// The alert's message, if any.
  public let message: String?
  /// The extra choices, between "Discard" and "Cancel".
  package let actions: [BackConfirmationAction]
  /// The button that goes back.
  package let discardTitle: String
  /// The button that stays.
  package let cancelTitle: String
  /// The guard to give the screen.
  public private(set) var screenGuard: ScreenGuard!
  /// How many times the question was shown.
  public private(set) var timesShown = 0
  /// The attempt the question is shown for, while it shows.
  public var shownFor: BackAttempt? { open.map(\.attempt) }
  /// Plays UIKit not showing the alert (another presentation was under way): the question never appears, and, as on a
  /// phone after BackGuard looked for it for two seconds (`PresentationWatch`), the attempt is denied and
  /// `BackMisuse.Kind.questionNeverAppeared` is reported. The simulator does not wait those seconds.
  package var failsToAppear = false

  private var open: BackResolution?

  /// Makes the confirmation and its guard.
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - message: The message, if any.
  ///   - discardTitle: The button that goes back. `nil` (the default): "Discard" in the app's language.
  ///   - cancelTitle: The button that stays. `nil` (the default): "Cancel" in the app's language.
  ///   - actions: Extra choices, each answering with the result of its work.
  ///   - condition: Asked on every attempt; the guard passes without asking while it returns `false`.
  public init(
    _ title: String, message: String? = nil, discardTitle: String? = nil,
    cancelTitle: String? = nil, actions: [BackConfirmationAction] = [],
    when condition: (() -> Bool)? = nil
  ) {
    self.title = title
    self.message = message
    self.discardTitle = discardTitle ?? BackGuardString.discard.localized
    self.cancelTitle = cancelTitle ?? BackGuardString.cancel.localized
    self.actions = actions
    screenGuard = ScreenGuard(when: condition) { [weak self] attempt, resolution in
      guard let self else {
        resolution.deny()
        return
      }
      guard !self.failsToAppear else {
        // The adapter's looks, each finding nothing on screen.
        var watch = PresentationWatch()
        while watch.look(isOnScreen: false, isAnswered: resolution.isUsed) == .lookAgain {}
        guard !resolution.isUsed else { return }
        resolution.reportMisuse(.questionNeverAppeared(attempt.id, screen: attempt.top.name ?? "\(attempt.top)"))
        resolution.deny()
        return
      }
      self.timesShown += 1
      self.open = resolution
    }
  }

  /// Whether the question shows now (asked, and no button tapped yet).
  public var isShowing: Bool { open.map { !$0.isUsed } ?? false }

  /// The buttons, in the order the alert shows them.
  public var buttonTitles: [String] { buttons.map(\.title) }

  private var buttons: [ReadyConfirmation.Button] {
    ReadyConfirmation.buttons(discardTitle: discardTitle, cancelTitle: cancelTitle, actions: actions)
  }

  /// Taps "Discard": the screen leaves.
  public func tapDiscard() { take()?.allow() }

  /// Taps "Cancel": the screen stays.
  public func tapCancel() { take()?.deny() }

  /// Taps a button by its title: "Discard", "Cancel", or an extra choice, whose work runs to its end and answers.
  ///
  /// - Parameter buttonTitle: The button's title, as in ``buttonTitles``.
  /// - Returns: The answer the button gave, or `nil` when no question shows or no button has that title.
  @discardableResult
  public func tap(_ buttonTitle: String) async -> BackDecision? {
    // Discard and Cancel are matched before the extra choices.
    let choice: ReadyConfirmation.Choice? =
      buttonTitle == discardTitle
      ? .discard
      : buttonTitle == cancelTitle ? .cancel : actions.firstIndex { $0.title == buttonTitle }.map { .action($0) }
    guard let choice, let resolution = take() else { return nil }
    let decision: BackDecision
    switch choice {
    case .discard: decision = .allow
    case .cancel: decision = .deny
    case .action(let index): decision = await actions[index].perform()
    }
    resolution.resolve(decision)
    return decision
  }

  /// The open question's resolution, once: the alert goes away when a button is tapped.
  private func take() -> BackResolution? {
    guard let resolution = open, !resolution.isUsed else { return nil }
    open = nil
    return resolution
  }
}
