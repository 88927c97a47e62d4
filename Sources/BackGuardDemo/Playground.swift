@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// A navigation stack to play with: the real `BackNavigationEngine` inside a ``SimulatedNavigationController``, an
/// Editor whose guard asks before unsaved changes are lost, and a ``Timeline`` of everything the engine reported.
///
/// Both the interactive session and the tour drive it with the same ``Command``s:
///
/// ```swift
/// let playground = Playground(profile: .iOS26)   // Library → Album → Editor, with an unsaved edit
/// playground.execute(.tapBack)                   // the Editor's guard asks: a confirmation shows
/// playground.execute(.discard)                   // the answer arrives later; the engine pops once
/// ```
@MainActor
final class Playground {
  /// The confirmation on screen: the attempt the Editor's guard was asked about, and the one-shot resolution that
  /// answers it.
  struct Confirmation {
    let attempt: BackAttempt
    let resolution: BackResolution
  }

  /// What one command did.
  struct Step {
    /// The command.
    let command: Command
    /// What the simulated controller reported, for a person's gesture.
    var outcome: BackOutcome?
    /// Sentences for the person: what the app did, or why nothing happened.
    var notes: [String] = []
    /// The engine's events during the command.
    var events: [Timeline.Entry] = []
    /// The UIKit calls the simulated controller made, in order.
    var trace: [String] = []
  }

  /// The stack on screen. Replaced when the profile changes.
  private(set) var navigation: SimulatedNavigationController
  /// The confirmation waiting for the person's answer, if any.
  private(set) var confirmation: Confirmation?
  /// How many times an Editor's guard has asked for a confirmation.
  private(set) var confirmationsAsked = 0
  /// Every engine event, in order.
  let timeline = Timeline()

  /// The tab bar the stack is the first tab of: a re-selection needs a tab to tap.
  private var tabBar: SimulatedTabBarController
  private var documents: [ScreenID: EditorDocument] = [:]
  private var titles: [ScreenID: String] = [:]

  /// Makes the stack Library → Album → Editor, where the Editor has one unsaved edit.
  ///
  /// - Parameter profile: The iOS era whose UIKit call orders the controller reproduces.
  init(profile: SimulatedProfile) {
    let library = SimulatedScreen("Library")
    navigation = SimulatedNavigationController(root: library, profile: profile)
    tabBar = SimulatedTabBarController(tabs: [navigation])
    titles[library.id] = library.title
    timeline.follow(navigation.engine)
    navigation.push(makeScreen("Album"), animated: false)
    let editor = makeScreen("Editor")
    navigation.push(editor, animated: false)
    documents[editor.id]?.edit()
    _ = timeline.takeNew()
  }

  // MARK: - What the stack shows

  /// The title of a screen, also after it left the stack.
  ///
  /// - Parameter screen: The screen's identity.
  /// - Returns: Its title.
  func title(of screen: ScreenID) -> String { titles[screen] ?? "\(screen)" }

  /// The unsaved edits of an Editor screen.
  ///
  /// - Parameter screen: A screen in the stack.
  /// - Returns: The count, or `nil` when the screen is not an Editor.
  func unsavedEdits(of screen: SimulatedScreen) -> Int? { documents[screen.id]?.unsavedEdits }

  /// The screens, root first.
  var stackTitles: [String] { navigation.stack.map(\.title) }

  /// The back menu's entries, nearest first, or `nil` when no system back button is on screen.
  var backMenu: [SimulatedScreen]? { navigation.longPressBack() }

  // MARK: - Commands

  /// Carries out a command and collects what happened.
  ///
  /// - Parameter command: A gesture, an app call or an answer. ``Command/help`` and ``Command/quit`` do nothing here.
  /// - Returns: The outcome, the engine's events and the UIKit calls.
  @discardableResult
  func execute(_ command: Command) -> Step {
    let controller = navigation
    let traceStart = controller.trace.count
    var step = Step(command: command)
    switch command {
    case .tapBack: step.outcome = navigation.goBack(by: .backButton)
    case .backMenu(let pick?): step.outcome = navigation.pickBackMenuEntry(pick - 1)
    case .backMenu(nil): step.notes.append(describeMenu())
    case .swipe(let swipe, let completes): step.outcome = navigation.swipeBack(swipe, completes: completes)
    case .voiceOverEscape:
      let outcome = navigation.goBack(by: .accessibilityEscape)
      step.outcome = outcome
      step.notes.append(
        outcome != .nothingToGoBackTo
          ? "accessibilityPerformEscape() returned true: the stack handled the escape."
          : "accessibilityPerformEscape() returned false: nothing to go back to, the escape travels on.")
    case .keyCommand: step.outcome = navigation.goBack(by: .keyCommand)
    case .customBackButton: step.outcome = navigation.goBack(by: .customBackButton)
    case .reselectTab: step.outcome = tabBar.tapTab(0)
    case .discard: answer(.allow, &step)
    case .cancel: answer(.deny, &step)
    case .edit: editNearestEditor(&step)
    case .save: saveNearestEditor(&step)
    case .push(let title): push(title, &step)
    case .pop:
      let popped = navigation.pop()
      step.notes.append(
        popped.map { "popViewController(animated:) popped \($0.title)." }
          ?? "popViewController(animated:) popped nothing.")
    case .popToRoot:
      let popped = navigation.popToRoot()
      step.notes.append(
        popped.map { "popToRootViewController(animated:) popped \($0.map(\.title).joined(separator: ", "))." }
          ?? "popToRootViewController(animated:) popped nothing.")
    case .toggleCustomBackButton: toggleCustomBackButton(&step)
    case .logout:
      let navigation = navigation
      let root = navigation.stack[0]
      step.outcome = navigation.requestLeave(navigation.stack.dropFirst(), named: "logout") {
        _ = navigation.popTo(root, animated: true)
      }
    case .switchProfile(let profile): switchProfile(to: profile, &step)
    case .help, .quit: break
    }
    if navigation === controller { step.trace = Array(controller.trace[traceStart...]) }
    if step.outcome == .unavailable { step.notes.append(whyUnavailable(command)) }
    step.events = timeline.takeNew()
    closeConfirmationIfItsAttemptEnded(&step)
    return step
  }

  // MARK: - The Editor's guard

  private func makeScreen(_ title: String) -> SimulatedScreen {
    let screen = SimulatedScreen(title)
    titles[screen.id] = title
    if title.lowercased().hasPrefix("editor") {
      let document = EditorDocument()
      documents[screen.id] = document
      screen.backGuard = makeEditorGuard(for: document)
    }
    return screen
  }

  /// The Editor's guard. It takes part only while the document has unsaved changes, and it answers later: it keeps
  /// the one-shot resolution and shows a prompt, and the person's answer resolves it.
  private func makeEditorGuard(for document: EditorDocument) -> ScreenGuard {
    ScreenGuard(
      when: { document.hasUnsavedChanges },
      resolve: { [weak self] attempt, resolution in
        guard let self else { return }
        // Keep the resolution until the person answers: released unused, it would count as deny.
        confirmationsAsked += 1
        confirmation = Confirmation(attempt: attempt, resolution: resolution)
      })
  }

  private func answer(_ decision: BackDecision, _ step: inout Step) {
    guard let confirmation else {
      step.notes.append("No confirmation is showing. Try to leave an Editor that has unsaved changes first.")
      return
    }
    // The prompt closes before the answer goes in: on approval the engine pops right away, and a further guard
    // (another Editor leaving in the same attempt) may open the next prompt.
    self.confirmation = nil
    confirmation.resolution.resolve(decision)
  }

  private func closeConfirmationIfItsAttemptEnded(_ step: inout Step) {
    guard let confirmation, navigation.engine.pendingAttempt?.id != confirmation.attempt.id else { return }
    self.confirmation = nil
    step.notes.append("The confirmation closed by itself: the stack changed, so its attempt ended.")
  }

  // MARK: - The app's calls

  private func nearestEditor() -> (SimulatedScreen, EditorDocument)? {
    for screen in navigation.stack.reversed() {
      if let document = documents[screen.id] { return (screen, document) }
    }
    return nil
  }

  private func editNearestEditor(_ step: inout Step) {
    guard let (screen, document) = nearestEditor() else {
      step.notes.append("There is no Editor in the stack. Push one with: p Editor")
      return
    }
    document.edit()
    let edits = document.unsavedEdits == 1 ? "1 unsaved edit" : "\(document.unsavedEdits) unsaved edits"
    step.notes.append("\(screen.title) has \(edits): its guard takes part now.")
  }

  private func saveNearestEditor(_ step: inout Step) {
    guard let (screen, document) = nearestEditor() else {
      step.notes.append("There is no Editor in the stack. Push one with: p Editor")
      return
    }
    document.save()
    step.notes.append("\(screen.title) is saved: its guard passes every attempt now.")
  }

  private func push(_ requestedTitle: String?, _ step: inout Step) {
    let suggested = ["Library", "Album", "Editor", "Details"]
    let depth = navigation.stack.count
    let title = requestedTitle ?? (depth < suggested.count ? suggested[depth] : "Screen \(depth + 1)")
    let screen = makeScreen(title)
    navigation.push(screen)
    step.notes.append(
      documents[screen.id] == nil
        ? "Pushed \(title)."
        : "Pushed \(title), a guarded Editor with no changes yet (type e to edit it).")
  }

  private func toggleCustomBackButton(_ step: inout Step) {
    let top = navigation.topScreen
    guard navigation.stack.count >= 2 else {
      step.notes.append("The root screen has no back button to replace.")
      return
    }
    top.hasCustomBackButton.toggle()
    step.notes.append(
      top.hasCustomBackButton
        ? "\(top.title) now has its own back button (a leftBarButtonItem calling requestBack): tap it with b. "
          + "The system button and its menu are gone; the swipes still work."
        : "\(top.title) shows the system back button again.")
  }

  private func switchProfile(to requested: SimulatedProfile?, _ step: inout Step) {
    guard confirmation == nil else {
      step.notes.append("Answer the confirmation first (d or c): switching would end its attempt.")
      return
    }
    let all = SimulatedProfile.all
    let current = all.firstIndex(of: navigation.profile) ?? 0
    let profile = requested ?? all[(current + 1) % all.count]
    // The same screens in a new controller: its engine starts from this stack, and the timeline follows it.
    let screens = navigation.stack
    let rebuilt = SimulatedNavigationController(root: screens[0], profile: profile)
    for screen in screens.dropFirst() { rebuilt.push(screen, animated: false) }
    navigation = rebuilt
    tabBar = SimulatedTabBarController(tabs: [rebuilt])
    timeline.follow(rebuilt.engine)
    step.notes.append(
      "Same screens in a new controller with \(profile)'s call orders: \(Self.summary(of: profile)). "
        + "Its engine is new too, so attempt numbers start again at #1.")
  }

  /// What a profile changes, in a person's words.
  static func summary(of profile: SimulatedProfile) -> String {
    let tap =
      profile.tapUsesBackAction
      ? "a tap runs the navigation item's backAction"
      : "a tap asks navigationBar(_:shouldPop:) before the pop"
    let swipes = profile.hasContentSwipe ? "edge and full-width content swipes" : "edge swipe only"
    return "\(tap); \(swipes)"
  }

  // MARK: - Explanations

  private func describeMenu() -> String {
    guard let menu = backMenu else { return "No back menu here: \(whyNoBackButton())" }
    let entries = menu.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
    return "Back menu: " + entries.joined(separator: " · ") + ". Pick one with m <number>."
  }

  private func whyUnavailable(_ command: Command) -> String {
    switch command {
    case .backMenu(let pick?) where backMenu != nil:
      return "Not available: the menu has no entry \(pick) (type m to see it)."
    case .tapBack, .backMenu: return "Not available: \(whyNoBackButton())"
    case .swipe(.content, _) where !navigation.profile.hasContentSwipe:
      return "Not available: \(navigation.profile) has no content swipe (try i 26)."
    case .customBackButton:
      return navigation.stack.count < 2
        ? "Not available: the root screen has no back button."
        : "Not available: \(navigation.topScreen.title) has no back button of its own (add one with l)."
    default:
      return "Not available: the root screen has nowhere to go back to."
    }
  }

  private func whyNoBackButton() -> String {
    if navigation.stack.count < 2 { return "the root screen has no back button." }
    let top = navigation.topScreen
    if top.hasCustomBackButton { return "\(top.title) replaced the system back button with its own (b taps it)." }
    return "\(top.title) hides its back button."
  }
}
