// The test code that README.md, docs/ and the DocC catalogs show, compiled and run as an app's test target would:
// this file imports the libraries without `@_spi`, so a sample that needs more than the public API does not compile.
// `DocSampleCoverageTests` fails when a page shows a line of Swift that neither this file, the other public-API
// sample files beside it, nor a snippet under docs/snippets (compiled against the iOS SDK) has.
import BackGuardCore
import BackGuardTesting
import Testing

// MARK: - README.md, "The core, and testing your own guards"

@MainActor @Test func editorAsksBeforeEveryRoute() {
  var asked: [BackSource] = []
  let editor = SimulatedScreen(
    "Editor",
    backGuard: ScreenGuard { attempt in
      asked.append(attempt.source)
      return .deny
    })
  let nav = SimulatedNavigationController(root: SimulatedScreen("List"))
  nav.push(editor)

  #expect(nav.goBack(by: .backButton) == .denied)
  #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
  #expect(nav.goBack(by: .backMenu) == .denied)
  #expect(nav.goBack(by: .accessibilityEscape) == .denied)
  #expect(asked == [.backButton, .contentSwipe, .backMenu, .accessibilityEscape])
  #expect(nav.topScreen === editor)
}

// MARK: - BackGuardTesting.md

@MainActor @Test func editorRefusesTheContentSwipe() {
  let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
  let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
  navigation.push(editor)
  #expect(navigation.goBack(by: .contentSwipe) == .didNotBegin)
  #expect(navigation.topScreen === editor)
}

// MARK: - TestingYourGuards.md

/// The guide's samples, each one a test of its own.
@Suite("The testing guide's samples, with the public API only")
@MainActor
struct TestingGuideSamples {
  @Test("Build a stack, then play the routes: a denying guard keeps the editor on each, the app's pop passes")
  func buildAStackAndPlayTheRoutes() {
    let list = SimulatedScreen("List")
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
    let navigation = SimulatedNavigationController(root: list)
    navigation.push(editor)

    #expect(navigation.goBack(by: .backButton) == .denied)
    #expect(navigation.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(navigation.pickBackMenuEntry(leadingTo: list) == .denied)
    #expect(navigation.goBack(by: .accessibilityEscape) == .denied)
    #expect(navigation.pop() != nil)  // the app's own pop passes unless the guard opted in
  }

  @Test("Answer later: the attempt is pending, no swipe begins meanwhile, and the test's allow pops")
  func answerLaterAsAPersonWould() {
    var pending: BackResolution?
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard(resolve: { _, resolution in pending = resolution }))
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
    navigation.push(editor)

    #expect(navigation.goBack(by: .backButton) == .pending)
    #expect(navigation.goBack(by: .edgeSwipe) == .didNotBegin)  // no swipe while the alert shows
    pending?.allow()
    #expect(navigation.stack.count == 1)
  }

  @Test("Observe: the events' accessors name the denied routes and the screens that left")
  func observeTheTimeline() {
    var allowsNow = false
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in allowsNow ? .allow : .deny })
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
    navigation.push(editor)

    var denied: [BackSource] = []
    var left: [ScreenID] = []
    navigation.observe { event in
      if case .attemptDecided(let attempt, .deny, _) = event { denied.append(attempt.source) }
      if case .screensLeft(let screens, _, _) = event { left += screens }
    }
    var deniedBy: [ScreenID] = []
    navigation.observe { event in
      if event.decision == .deny, let screen = event.screen { deniedBy.append(screen) }
    }

    navigation.goBack(by: .backButton)
    navigation.goBack(by: .keyCommand)
    allowsNow = true
    navigation.goBack(by: .backButton)
    #expect(denied == [.backButton, .keyCommand])
    #expect(deniedBy == [editor.id, editor.id])
    #expect(left == [editor.id])
  }

  @Test("Guard a sheet: a denying guard keeps it on the swipe-down; its events are observed on the sheet")
  func guardASheet() {
    let form = SimulatedScreen("Form", backGuard: ScreenGuard { _ in .deny })
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), content: [form])
    var decisions: [BackDecision] = []
    var sources: [BackSource] = []
    sheet.observe { event in
      if case .attemptDecided(let attempt, let decision, _) = event {
        decisions.append(decision)
        sources.append(attempt.source)
      }
    }
    #expect(sheet.goBack(by: .sheetDismiss) == .denied)
    #expect(!sheet.isDismissed)
    #expect(decisions == [.deny])
    #expect(sources == [.sheetDismiss])
  }

  @Test("iOS versions and setups: a plain controller's edge swipe does not begin, on every version")
  func everyVersionOfAPlainController() {
    for profile in SimulatedProfile.all {
      let list = SimulatedScreen("List")
      let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
      let navigation = SimulatedNavigationController(root: list, profile: profile, setup: .navigationController)
      navigation.push(editor)
      #expect(navigation.goBack(by: .edgeSwipe) == .didNotBegin, "\(profile)")
    }
  }

  @Test("A window on iOS 27 asks in the words of the editor's guard, even when the editor is the stack's root")
  func windowAsksInTheGuardsWords() {
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
    let question = WindowCloseQuestion(title: "Discard changes?", closeTitle: "Discard")
    editor.backGuard?.windowCloseQuestion = question
    let window = SimulatedWindow(stacks: [SimulatedNavigationController(root: editor, profile: .iOS27)])
    #expect(window.close() == .asked(question))
    #expect(window.close() != .asked(WindowCloseQuestion(title: "Discard changes?")), "every word counts")
    #expect(!window.isClosed)
  }

  @Test("ScreenGuard is a reference: switching a guard off after assigning it switches the screen's guard off")
  func aGuardIsShared() {
    let editor = SimulatedScreen("Editor")
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
    navigation.push(editor)
    let editorGuard = ScreenGuard { _ in .deny }
    editor.backGuard = editorGuard
    #expect(navigation.goBack(by: .backButton) == .denied)
    editorGuard.isActive = false  // the editor's guard is off now
    #expect(navigation.goBack(by: .backButton) == .allowed)
  }

  @Test("WindowCloseQuestion's page: the guard holds the words it was given")
  func aGuardHoldsItsWindowQuestion() {
    let editorGuard = ScreenGuard { _ in .deny }
    editorGuard.windowCloseQuestion = WindowCloseQuestion(
      title: "Discard changes?", message: "The draft is not saved.", closeTitle: "Discard")
    #expect(editorGuard.windowCloseQuestion?.message == "The draft is not saved.")
  }

  @MainActor @Test func savingADraftLeaves() async {
    let confirmation = SimulatedConfirmation(
      "Discard changes?", actions: [BackConfirmationAction("Save Draft") { .allow }])
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
    navigation.push(SimulatedScreen("Editor", backGuard: confirmation.screenGuard))
    #expect(navigation.goBack(by: .backButton) == .pending)
    #expect(await confirmation.tap("Save Draft") == .allow)
  }

  @MainActor @Test func answeringOnceIsNoMisuse() {
    let misuses = BackMisuse.collect {
      // drive the stack
    }
    #expect(misuses.isEmpty)
  }
}

// MARK: - ProtectUnsavedChanges.md (BackGuardCore), steps 1 to 6

/// The guide's model and guards, as an app writes them with the core alone (Linux compiles them).
enum ProtectUnsavedChangesGuide {
  @MainActor
  final class Draft {
    var savedText = ""
    var text = ""
    var hasChanges: Bool { text != savedText }
  }

  static func confirmDiscard() async -> Bool { true }
  static func confirmDiscard(closing screens: Int) async -> Bool { screens == 1 }
  static func showDiscardAlert(onDiscard: @escaping () -> Void, onCancel: @escaping () -> Void) { onDiscard() }

  @MainActor
  static func stepTwo() -> [ScreenGuard] {
    var guards: [ScreenGuard] = []
    do {
      let draft = Draft()
      // swift-format-ignore: OnlyOneTrailingClosureArgument
      let editorGuard = ScreenGuard(when: { draft.hasChanges }) { attempt in
        await confirmDiscard() ? .allow : .deny
      }
      guards.append(editorGuard)
      do {
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        let editorGuard = ScreenGuard(when: { draft.hasChanges }) { attempt in
          let screensToClose = attempt.leaving.count
          return await confirmDiscard(closing: screensToClose) ? .allow : .deny
        }
        guards.append(editorGuard)
      }
      do {
        let editorGuard = ScreenGuard(
          when: { draft.hasChanges },
          resolve: { _, resolution in
            showDiscardAlert(onDiscard: { resolution.allow() }, onCancel: { resolution.deny() })
          })
        guards.append(editorGuard)
        let editor = SimulatedScreen("Editor", backGuard: editorGuard)
        _ = editor
      }
    }
    return guards
  }
}

@MainActor @Test func editorWithChangesStaysOnEveryRoute() {
  typealias Draft = ProtectUnsavedChangesGuide.Draft
  let draft = Draft()
  // swift-format-ignore: OnlyOneTrailingClosureArgument
  let editor = SimulatedScreen("Editor", backGuard: ScreenGuard(when: { draft.hasChanges }) { _ in .deny })
  let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
  navigation.push(editor)

  draft.text = "Hello"
  #expect(navigation.goBack(by: .backButton) == .denied)
  #expect(navigation.goBack(by: .edgeSwipe) == .didNotBegin)
  #expect(navigation.goBack(by: .contentSwipe) == .didNotBegin)
  #expect(navigation.goBack(by: .backMenu) == .denied)
  #expect(navigation.topScreen === editor)

  draft.savedText = draft.text
  #expect(navigation.goBack(by: .backButton) == .allowed)
}

@MainActor @Test func discardLeavesOnceAndCancelStays() {
  var pending: BackResolution?
  let editor = SimulatedScreen("Editor", backGuard: ScreenGuard(resolve: { _, resolution in pending = resolution }))
  let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
  navigation.push(editor)

  #expect(navigation.goBack(by: .backButton) == .pending)
  #expect(navigation.goBack(by: .backButton) == .coalesced)  // a second tap does not ask again
  pending?.deny()
  #expect(navigation.topScreen === editor)

  #expect(navigation.goBack(by: .edgeSwipe) == .pending)  // the gesture does not begin; the alert shows
  pending?.allow()
  #expect(navigation.stack.count == 1)  // popped once, with animation

  var printed: [String] = []
  let observation = navigation.observe { event in print(event) }
  navigation.observe { printed.append("\($0)") }
  navigation.push(SimulatedScreen("Another"))
  navigation.pop()
  observation.cancel()
  #expect(!printed.isEmpty)
}

// MARK: - BackGuardCore.md

/// The catalog's first example: a guard that words its question by route.
enum BackGuardCoreOverview {
  @MainActor
  final class Document { var hasChanges = true }
  static func confirmDiscard(reason: BackSource) async -> Bool { reason != .edgeSwipe }

  @MainActor
  static func makeGuard() -> ScreenGuard {
    let document = Document()
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    let editorGuard = ScreenGuard(when: { document.hasChanges }) { attempt in
      await confirmDiscard(reason: attempt.source) ? .allow : .deny
    }
    return editorGuard
  }
}
