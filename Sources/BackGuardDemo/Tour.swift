@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// A scripted walk through every route out of a screen, on every iOS profile, with the real engine.
///
/// Each step runs a ``Command`` exactly as if it had been typed, draws it like the playground does, then checks that
/// the engine did what the narration says. The first surprise stops the tour with a ``Failure``, so CI can run
/// `swift run backguard-demo --tour` as a smoke test.
///
/// ```swift
/// try Tour(renderer: renderer).run()
/// ```
@MainActor
final class Tour {
  /// The engine did not behave as the tour narrates.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let renderer: Renderer
  private let playground = Playground(profile: .iOS15)
  private var stepNumber = 0
  private var narration = ""

  /// - Parameter renderer: Where the tour is drawn.
  init(renderer: Renderer) {
    self.renderer = renderer
  }

  private var console: Console { renderer.console }
  private var navigation: SimulatedNavigationController { playground.navigation }

  /// Plays the tour.
  ///
  /// - Throws: ``Failure`` at the first step whose expectation does not hold.
  func run() throws(Failure) {
    console.line(console.paint("BackGuard tour", .bold) + " · every route out of a screen, with the real engine")
    console.line("The Editor (marked * while it has unsaved changes) asks \"\(Renderer.confirmationQuestion)\".")
    console.line("Each step shows the key to type in the playground; the tour checks what the engine did.")
    console.line("The Editor's guard is the app's own code: it answers later, from the person's choice.")
    for line in Self.editorGuardCode { console.line(console.paint("    " + line, .cyan)) }
    console.line()
    renderer.showStack(of: playground)
    try backButtonOnIOS15()
    try gesturesOnIOS16to18()
    try everyOtherRouteOnIOS26()
    try appRequestAsksFirst()
    try sheetAndWindow()
    console.line()
    console.line(
      console.paint("Tour complete:", .green, .bold)
        + " \(stepNumber) steps, every expectation held. The Editor's guard asked \(playground.confirmationsAsked)"
        + " times; \(playground.timeline.entries.count) engine events.")
  }

  // MARK: - Scenes

  private func backButtonOnIOS15() throws(Failure) {
    scene("iOS 15: a tap asks navigationBar(_:shouldPop:) before anything pops")

    var step = act("Tap back while the Editor has unsaved changes", .tapBack)
    try expectTrace(step, startsWith: "navigationBar(_:shouldPop:)")
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 1)
    try expectNothingLeft(step)
    try expect(!navigation.isBackButtonDimmed, "the back button restored after the refused tap, but it is dimmed")
    try expectGate(.closed(.attemptPending))

    step = act("Tap back again while the confirmation shows (a double tap)", .tapBack)
    try expectEvent(step, "the tap merged into the pending attempt") {
      if case .attemptCoalesced = $0 { true } else { false }
    }
    try expectConfirmation(showing: true, asked: 1)
    try expectStack(["Library", "Album", "Editor"])

    step = act("Answer cancel: the guard denies", .cancel)
    try expectEvent(step, "the attempt decided deny") {
      if case .attemptDecided(_, .deny, _) = $0 { true } else { false }
    }
    try expectConfirmation(showing: false, asked: 1)
    try expectNothingLeft(step)
    try expectStack(["Library", "Album", "Editor"])
    try expectGate(.guarded)

    step = act("Tap back once more", .tapBack)
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 2)

    let enginePops = navigation.enginePopCount
    step = act("Answer discard: the guard allows, and the engine pops once", .discard)
    try expectLeft(step, ["Editor"], by: .backButton)
    try expectStack(["Library", "Album"])
    try expect(navigation.enginePopCount == enginePops + 1, "exactly one pop commanded by the engine")
  }

  private func gesturesOnIOS16to18() throws(Failure) {
    scene("iOS 17: a tap runs backAction; the edge swipe, ⌘[ and VoiceOver escape")
    act("Switch to iOS 17 (same screens)", .switchProfile(.iOS17))
    try expectStack(["Library", "Album"])
    try expect(navigation.profile == .iOS17, "the iOS 17 profile")

    act("Push an Editor (no changes yet)", .push(title: "Editor"))
    var step = act("Tap back: the Editor has nothing to lose, so its guard passes", .tapBack)
    try expectTrace(step, startsWith: "backAction")
    try expectOutcome(step, .allowed)
    try expectLeft(step, ["Editor"], by: .backButton)
    try expectConfirmation(showing: false, asked: 2)

    try pushEditedEditor()
    step = act("Edge swipe: the guard answers later, so the gesture does not begin", .swipe(.edge, completes: true))
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 3)
    try expectStack(["Library", "Album", "Editor"])
    step = act("Answer discard: the engine pops, animated", .discard)
    try expectLeft(step, ["Editor"], by: .edgeSwipe)

    try pushEditedEditor()
    step = act("⌘[ on a hardware keyboard", .keyCommand)
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 4)
    step = act("Answer discard", .discard)
    try expectLeft(step, ["Editor"], by: .keyCommand)

    try pushEditedEditor()
    act("Save the Editor", .save)
    try expectGate(.open)
    step = act("VoiceOver escape (two-finger Z): saved, so nothing to ask", .voiceOverEscape)
    try expectLeft(step, ["Editor"], by: .accessibilityEscape)
    try expectConfirmation(showing: false, asked: 4)
  }

  private func everyOtherRouteOnIOS26() throws(Failure) {
    scene("iOS 26: the content swipe, the back menu, an own back button, app code, the root screen, the tab bar")
    act("Switch to iOS 26", .switchProfile(.iOS26))

    try pushEditedEditor()
    var step = act("Tap back on iOS 26", .tapBack)
    try expectTrace(step, startsWith: "backAction")
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 5)
    step = act("Answer discard", .discard)
    try expectLeft(step, ["Editor"], by: .backButton)

    try pushEditedEditor()
    step = act("Full-width content swipe with unsaved changes", .swipe(.content, completes: true))
    try expectTrace(step, startsWith: "edge recognizer failed")
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 6)
    step = act("Answer cancel: the Editor stays", .cancel)
    try expectNothingLeft(step)
    try expectStack(["Library", "Album", "Editor"])
    act("Save the Editor", .save)
    step = act("Content swipe again: saved, so the swipe begins and completes", .swipe(.content, completes: true))
    try expectOutcome(step, .allowed)
    try expectLeft(step, ["Editor"], by: .contentSwipe)

    act("Push an Editor (no changes yet)", .push(title: "Editor"))
    step = act("Start an edge swipe and let go early", .swipe(.edge, completes: false))
    try expectOutcome(step, .swipeCancelled)
    try expectEvent(step, "a swipe-cancelled event") { if case .swipeCancelled = $0 { true } else { false } }
    try expectNothingLeft(step)
    try expectStack(["Library", "Album", "Editor"])
    try expectGate(.open)

    act("Edit the Editor", .edit)
    act("Push Details on top of it", .push(title: "Details"))
    step = act("Long-press back on Details and pick Album: the Editor would leave too", .backMenu(pick: 2))
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 7)
    try expectStack(["Library", "Album", "Editor", "Details"])
    step = act("Answer discard: both screens leave, once", .discard)
    try expectLeft(step, ["Details", "Editor"], by: .backMenu)
    try expectStack(["Library", "Album"])

    try pushEditedEditor()
    act("Give the Editor its own back button (a leftBarButtonItem)", .toggleCustomBackButton)
    step = act("Tap the Editor's own back button: the same guard asks", .customBackButton)
    try expectTrace(step, startsWith: "leftBarButtonItem action")
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 8)
    step = act("Answer discard", .discard)
    try expectLeft(step, ["Editor"], by: .customBackButton)

    try pushEditedEditor()
    step = act("App code pops the Editor: programmatic pops pass unless the guard opts in", .pop)
    try expectLeft(step, ["Editor"], by: .programmatic(.pop))
    try expectConfirmation(showing: false, asked: 8)
    step = act("App code pops to the root", .popToRoot)
    try expectLeft(step, ["Album"], by: .programmatic(.popToRoot))
    try expectStack(["Library"])

    step = act("Edge swipe on the root screen: refused, UIKit would freeze", .swipe(.edge, completes: true))
    try expectOutcome(step, .didNotBegin)
    try expectGate(.closed(.rootScreen))
    try expectNothingLeft(step)
    step = act("Content swipe on the root screen: refused too", .swipe(.content, completes: true))
    try expectOutcome(step, .didNotBegin)
    try expectNothingLeft(step)

    act("Push Album again", .push(title: "Album"))
    try pushEditedEditor()
    step = act("Tap the selected tab again: UIKit would pop to the root, so the Editor is asked first", .reselectTab)
    try expectTrace(step, startsWith: "tabBarController(_:shouldSelect:) [selected tab]")
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 9)
    try expectStack(["Library", "Album", "Editor"])
    step = act("Answer discard: the stack pops to the root, once", .discard)
    try expectLeft(step, ["Editor", "Album"], by: .tabReselect)
    try expectStack(["Library"])
  }

  private func appRequestAsksFirst() throws(Failure) {
    scene("The app's own work asks first: a logout through requestLeave")
    act("Push Album again", .push(title: "Album"))
    try pushEditedEditor()
    var step = act("Log out: the app asks to leave every screen above the root", .logout)
    try expectOutcome(step, .pending)
    try expectConfirmation(showing: true, asked: 10)
    try expectStack(["Library", "Album", "Editor"])
    step = act("Answer discard: the app's code runs once and pops to the root", .discard)
    try expectLeft(step, ["Editor", "Album"], by: .appRequest("logout"))
    try expectStack(["Library"])
  }

  /// A sheet's swipe-down and a window's close (iPadOS, Mac Catalyst 27), with the ready-made question, away from the
  /// playground's stack: the same engine, a simulated sheet and window.
  private func sheetAndWindow() throws(Failure) {
    scene("A sheet and a window: the swipe-down and the window close ask the same guard")
    console.line("An app writes, in SwiftUI (inside the sheet) or UIKit:")
    for line in Self.sheetDismissalCode { console.line(console.paint("    " + line, .cyan)) }
    var hasChanges = true
    var answers: [BackSource] = []
    let compose = SimulatedScreen(
      "Compose",
      backGuard: ScreenGuard(when: { hasChanges }) { attempt in
        answers.append(attempt.source)
        return .deny  // the person picked Cancel
      })
    compose.backGuard?.windowCloseQuestion = WindowCloseQuestion(title: "Discard message?", closeTitle: "Discard")
    let stack = SimulatedNavigationController(root: compose, profile: .iOS27)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("Inbox"), navigationController: stack)
    let window = SimulatedWindow(stacks: [stack])

    stepNumber += 1
    narration = "Swipe the sheet down with an unsent message"
    let swipe = sheet.goBack(by: .sheetDismiss)
    console.line("\(stepNumber). \(narration): \(Renderer.describe(swipe)); the guard was asked by \(answers)")
    try expect(swipe == .denied && !sheet.isDismissed && answers == [.sheetDismiss], "the guard to deny the swipe-down")

    stepNumber += 1
    narration = "Close the window (⌘W) on iOS 27"
    let closing = window.close()
    var asked = "nothing"
    if case .asked(let question) = closing {
      asked =
        "\"\(question.title ?? "")\" with \(question.closeTitle ?? "Close") and \(question.cancelTitle ?? "Cancel")"
    }
    console.line(
      "\(stepNumber). \(narration): the system asks \(asked) (built, not verified on a device); no guard code runs")
    try expect(
      closing == .asked(WindowCloseQuestion(title: "Discard message?", closeTitle: "Discard")) && answers.count == 1,
      "the window to ask the guard's words")

    stepNumber += 1
    narration = "Send the message, tell BackGuard, and close the window again"
    hasChanges = false
    window.backGuardStateDidChange()
    let closed = window.close()
    console.line("\(stepNumber). \(narration): \(closed == .closed ? "the window closes, unasked" : "\(closed)")")
    try expect(closed == .closed && window.isClosed, "the window to close without a question")
  }

  private static let sheetDismissalCode = [
    ".backGuard(isActive: hasChanges, confirm: \"Discard message?\")      // SwiftUI, in the sheet's content",
    "compose.backGuard = .confirm(\"Discard message?\", when: { compose.hasChanges })  // UIKit",
    "sheet.sheetDismissal.install()",
  ]

  /// What the playground's Editor guard is, written as an app would write it (`Playground.makeEditorGuard`).
  private static let editorGuardCode = [
    "editor.backGuard = ScreenGuard(when: { document.hasUnsavedChanges }, resolve: { attempt, resolution in",
    "  showDiscardPrompt(for: attempt) { discard in discard ? resolution.allow() : resolution.deny() }",
    "})",
  ]

  private func pushEditedEditor() throws(Failure) {
    act("Push an Editor", .push(title: "Editor"))
    act("Edit it", .edit)
    try expectGate(.guarded)
  }

  // MARK: - Drawing

  private func scene(_ title: String) {
    console.line()
    console.line(console.paint("━━ \(title)", .blue, .bold))
  }

  @discardableResult
  private func act(_ narration: String, _ command: Command) -> Playground.Step {
    stepNumber += 1
    self.narration = narration
    let step = playground.execute(command)
    console.line()
    let key = console.paint("[\(command.typed)]", .cyan)
    renderer.show(step, of: playground, heading: "\(stepNumber). \(narration)  \(key)")
    return step
  }

  // MARK: - Expectations

  private func expect(_ condition: Bool, _ expectation: @autoclosure () -> String) throws(Failure) {
    guard !condition else { return }
    throw Failure(description: "step \(stepNumber) (\(narration)): expected \(expectation()).")
  }

  private func expectStack(_ titles: [String]) throws(Failure) {
    let actual = playground.stackTitles
    try expect(
      actual == titles,
      "the stack \(titles.joined(separator: " → ")), found \(actual.joined(separator: " → "))")
  }

  private func expectOutcome(
    _ step: Playground.Step, _ outcome: BackOutcome
  ) throws(Failure) {
    let actual = step.outcome.map(Renderer.describe) ?? "none"
    try expect(
      step.outcome == outcome, "the result \"\(Renderer.describe(outcome))\", got \"\(actual)\"")
  }

  private func expectLeft(_ step: Playground.Step, _ titles: [String], by source: BackSource) throws(Failure) {
    let left = step.events.compactMap { entry -> (titles: [String], source: BackSource)? in
      guard case .screensLeft(let screens, let source, _) = entry.event else { return nil }
      return (screens.map(playground.title(of:)), source)
    }
    let lines = left.map { "\($0.titles.joined(separator: ", ")) left by \($0.source)" }
    let reported = lines.isEmpty ? "no screens left" : "the engine reported " + lines.joined(separator: "; ")
    try expect(
      left.count == 1 && left[0].titles == titles && left[0].source == source,
      "\(titles.joined(separator: ", ")) to leave by \(source), once; \(reported)")
  }

  private func expectNothingLeft(_ step: Playground.Step) throws(Failure) {
    let left = step.events.filter { if case .screensLeft = $0.event { true } else { false } }
    let lines = left.map { Renderer.describe($0.event, names: playground.title(of:)).text }
    try expect(left.isEmpty, "no screen to leave, but " + lines.joined(separator: "; "))
  }

  private func expectConfirmation(showing: Bool, asked: Int) throws(Failure) {
    let isShowing = playground.confirmation != nil
    try expect(
      isShowing == showing,
      showing ? "the confirmation to show, but none is showing" : "no confirmation, but one is showing")
    try expect(
      playground.confirmationsAsked == asked,
      "the Editor's guard to have asked \(asked) times in all, but it asked \(playground.confirmationsAsked)")
  }

  private func expectEvent(
    _ step: Playground.Step, _ description: String, matching matches: (BackEvent) -> Bool
  ) throws(Failure) {
    try expect(step.events.contains { matches($0.event) }, "\(description) in the timeline")
  }

  private func expectTrace(_ step: Playground.Step, startsWith call: String) throws(Failure) {
    try expect(
      step.trace.first == call,
      "UIKit's first call to be \(call), found \(step.trace.first ?? "no call")")
  }

  private func expectGate(_ gate: SwipeGate) throws(Failure) {
    let actual = navigation.engine.swipeGate(for: .edgeSwipe)
    try expect(
      actual == gate,
      "the swipe gate \(Renderer.describe(gate)), found \(Renderer.describe(actual))")
  }
}
