// What an app's own tests can play with the public API alone: every setup BackGuard supports, on every iOS version
// from 15 to 27. This file imports without `@_spi`, as an app's test target does, so it compiles only while that stays
// true. The expected outcomes are the README's route table, route by route.
import BackGuardCore
import BackGuardTesting
import Testing

@Suite("Setups and eras, with the public API only")
@MainActor
struct SetupsAndErasTests {
  /// An editor whose guard says no at once.
  private func denyingEditor() -> SimulatedScreen {
    SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
  }

  @Test(
    "Each stack setup on each iOS version: the routes the route table marks asked keep the editor, the others leave unasked",
    arguments: BackGuardSetup.allCases, SimulatedProfile.all)
  func everyStackSetupInEveryEra(setup: BackGuardSetup, profile: SimulatedProfile) {
    let outside = setup != .backGuardNavigationController
    let tapUnheard = outside && profile == .iOS15
    let escapeUnheard = outside && [SimulatedProfile.iOS15, .iOS16].contains(profile)
    let hasContentSwipe = [SimulatedProfile.iOS26, .iOS27].contains(profile)

    func play(_ route: BackSource) -> BackOutcome {
      let navigation = SimulatedNavigationController(
        root: SimulatedScreen("List"), profile: profile, setup: setup)
      navigation.push(denyingEditor())
      return navigation.goBack(by: route)
    }
    // A SwiftUI stack's guard answers later, as `.backGuard` builds it: every asked route is pending first.
    let denied: BackOutcome = setup == .swiftUI ? .pending : .denied
    let swipeRefused: BackOutcome = setup == .swiftUI ? .pending : .didNotBegin
    #expect(play(.backButton) == (tapUnheard ? .allowed : denied), "\(setup), \(profile)")
    #expect(play(.backMenu) == denied)
    #expect(play(.edgeSwipe) == swipeRefused)
    #expect(play(.contentSwipe) == (hasContentSwipe ? swipeRefused : .unavailable))
    #expect(play(.accessibilityEscape) == (escapeUnheard ? .allowed : denied))
    #expect(play(.keyCommand) == denied)
  }

  @Test("A version between two eras plays the earlier one, and the versions run from iOS 15 to 27")
  func versionsByNumber() {
    #expect(SimulatedProfile(iOS: 17) == .iOS17)
    #expect(SimulatedProfile(iOS: 19) == .iOS18)
    #expect(SimulatedProfile(iOS: 14) == .iOS15)
    #expect(SimulatedProfile.all.map(\.name) == ["iOS 15", "iOS 16", "iOS 17", "iOS 18", "iOS 26", "iOS 27"])
  }

  @Test("A UIKit sheet: the swipe-down asks the form's guard, and its events say so", arguments: SimulatedProfile.all)
  func uikitSheet(profile: SimulatedProfile) {
    let form = denyingEditor()
    let stack = SimulatedNavigationController(root: form, profile: profile, setup: .sheet)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
    var sources: [BackSource] = []
    sheet.observe { event in
      if case .attemptDecided(let attempt, .deny, _) = event { sources.append(attempt.source) }
    }

    #expect(sheet.goBack(by: .sheetDismiss) == .denied)
    #expect(sheet.goBack(by: .customBackButton) == .denied)  // the sheet's own Cancel button
    #expect(!sheet.isDismissed)
    #expect(sources == [.sheetDismiss, .customBackButton])
  }

  @Test(
    "A SwiftUI sheet (.backGuard sets interactiveDismissDisabled): the swipe-down and Cancel ask, approval dismisses",
    arguments: SimulatedProfile.all)
  func swiftUISheet(profile: SimulatedProfile) async {
    var allows = false
    var asked = 0
    let form = SimulatedScreen(
      "Form",
      backGuard: ScreenGuard { _ in
        asked += 1
        return allows ? .allow : .deny
      })
    let stack = SimulatedNavigationController(root: form, profile: profile, setup: .swiftUI)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
    sheet.isModalInPresentation = true  // what .backGuard(isActive: true) sets
    // Each answer is awaited as the event that tells it, never against a clock.
    let (decisions, decided) = AsyncStream<BackDecision>.makeStream()
    sheet.observe { event in if let decision = event.decision { decided.yield(decision) } }
    var answers = decisions.makeAsyncIterator()

    // SwiftUI's guard answers later, as on the phone: each question is pending until its answer arrives.
    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    #expect(await answers.next() == .deny)
    #expect(!sheet.isDismissed)
    #expect(sheet.goBack(by: .customBackButton) == .pending)
    #expect(await answers.next() == .deny)
    #expect(asked == 2)
    allows = true
    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    #expect(await answers.next() == .allow)
    #expect(sheet.isDismissed)
  }

  @Test("A tab bar: re-selecting the tab asks in the UIKit setups on every version, and not in SwiftUI's")
  func tabBar() {
    for profile in SimulatedProfile.all {
      for setup in [BackGuardSetup.backGuardNavigationController, .navigationController, .swiftUI] {
        let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: profile, setup: setup)
        let tabs = SimulatedTabBarController(tabs: [
          navigation, SimulatedNavigationController(root: SimulatedScreen("B")),
        ])
        navigation.push(denyingEditor())
        #expect(tabs.tapTab(0) == (setup == .swiftUI ? .allowed : .denied), "\(setup), \(profile)")
      }
    }
  }

  @Test("A window on iOS 27 asks the guard's question when closed; a test reads its words and picks its choice")
  func windowOnIOS27() async {
    var saved = false
    let editor = denyingEditor()
    editor.backGuard?.windowCloseQuestion = WindowCloseQuestion(
      title: "Discard changes?", message: "The draft is not saved.", closeTitle: "Discard",
      choices: [
        BackConfirmationAction("Save Draft") {
          saved = true
          return .allow
        }
      ])
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS27)
    navigation.push(editor)
    let window = SimulatedWindow(stacks: [navigation])

    guard case .asked(let question) = window.close() else {
      Issue.record("iOS 27 asks before the window closes")
      return
    }
    #expect(question.title == "Discard changes?")
    #expect(question.message == "The draft is not saved.")
    #expect(question.closeTitle == "Discard")
    #expect(question.cancelTitle == nil)  // the system's "Cancel"
    #expect(question.choices.map(\.title) == ["Save Draft"])
    #expect(!window.isClosed)

    #expect(await window.close(picking: "Save Draft") == .allowed)
    #expect(saved)
    #expect(window.isClosed)
  }

  @Test(
    "A window before iOS 27 closes unasked, and its events report the editor's work as lost",
    arguments: SimulatedProfile.all.filter { $0 != .iOS27 })
  func windowBeforeIOS27(profile: SimulatedProfile) {
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: profile)
    navigation.push(denyingEditor())
    let window = SimulatedWindow(stacks: [navigation])
    var lost: [LostWork] = []
    window.observe { event in if case .lostWork(let work) = event { lost.append(work) } }

    #expect(window.close() == .closed)
    #expect(window.isClosed)
    #expect(lost.count == 1)
    #expect(lost.first?.route == .windowClose)
  }
}
