@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// What the ready-made confirmation contains and what each choice does (`ReadyConfirmation`, shown by the UIKit
/// adapter's `ScreenGuard.confirm` and by `SimulatedConfirmation`).
@MainActor
@Suite("Ready-made confirmation: its buttons and what each does")
struct ReadyConfirmationTests {
  private let actions = [
    BackConfirmationAction("Save Draft") { .allow },
    BackConfirmationAction("Delete", role: .destructive) { .deny },
  ]

  @Test("Discard comes first and is destructive, the extra choices follow in order, Cancel comes last")
  func buttonOrderAndLooks() {
    let buttons = ReadyConfirmation.buttons(discardTitle: "Discard", cancelTitle: "Cancel", actions: actions)
    #expect(buttons.map(\.title) == ["Discard", "Save Draft", "Delete", "Cancel"])
    #expect(buttons.map(\.look) == [.destructive, .standard, .destructive, .cancel])
    #expect(buttons.map(\.choice) == [.discard, .action(0), .action(1), .cancel])
  }

  @Test("A question shown over another screen names the covered screen on the first line of its message")
  func coveredScreenNameLeadsTheMessage() {
    #expect(
      ReadyConfirmation.message("Edits will be lost.", coveredScreenName: "Draft") == "Draft\nEdits will be lost.")
    #expect(ReadyConfirmation.message(nil, coveredScreenName: "Draft") == "Draft")
    #expect(ReadyConfirmation.message("Edits will be lost.", coveredScreenName: nil) == "Edits will be lost.")
    #expect(ReadyConfirmation.message(nil, coveredScreenName: nil) == nil)
  }

  @Test("Discard allows, Cancel denies, an extra choice answers with its work's result")
  func eachChoiceAnswers() async {
    for (choice, expected) in [
      (ReadyConfirmation.Choice.discard, BackDecision.allow), (.cancel, .deny), (.action(0), .allow),
      (.action(1), .deny),
    ] {
      let answered = await answer(choice)
      #expect(answered == expected, "\(choice)")
    }
  }

  /// Shows the confirmation on a simulated stack, answers it with `choice`, and reads what the tap did.
  private func answer(_ choice: ReadyConfirmation.Choice) async -> BackDecision {
    let actions = actions
    let editor = SimulatedScreen(
      "Editor",
      backGuard: ScreenGuard { _, resolution in
        ReadyConfirmation.answer(choice, actions: actions, resolution: resolution)
      })
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS17)
    nav.push(editor)
    _ = nav.goBack(by: .backButton)
    // An extra choice answers from a task of its own.
    _ = await waitUntil { nav.engine.pendingAttempt == nil }
    return nav.topScreen === editor ? .deny : .allow
  }

  @Test("The simulated confirmation shows the same buttons as the alert, Discard and Cancel matched first")
  func simulatedConfirmationShowsTheSameButtons() async {
    let confirmation = SimulatedConfirmation("Discard changes?", actions: actions)
    #expect(
      confirmation.buttonTitles
        == ReadyConfirmation.buttons(
          discardTitle: confirmation.discardTitle, cancelTitle: confirmation.cancelTitle, actions: actions
        ).map(\.title))
    let editor = SimulatedScreen("Editor", backGuard: confirmation.screenGuard)
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS17)
    nav.push(editor)
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await confirmation.tap("Delete") == .deny)
    #expect(nav.topScreen === editor)
  }
}
