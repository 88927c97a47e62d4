@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The ready-made confirmation's twin: its buttons, extra choices included, exercised on Linux.
@MainActor
@Suite("The ready-made confirmation, tapped in tests", .misusesStayInTheTest)
struct SimulatedConfirmationTests {
  @Test("The question shows on a back tap with Discard, the extra choices and Cancel; Discard leaves, Cancel stays")
  func discardAndCancel() async {
    let confirmation = SimulatedConfirmation(
      "Discard changes?", actions: [BackConfirmationAction("Save Draft") { .allow }])
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: confirmation.screenGuard))
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(confirmation.isShowing)
    #expect(confirmation.buttonTitles == ["Discard", "Save Draft", "Cancel"])
    #expect(confirmation.shownFor?.source == .backButton)
    // A second tap merges: the question is not shown twice.
    #expect(nav.goBack(by: .backButton) == .coalesced)
    #expect(confirmation.timesShown == 1)

    confirmation.tapCancel()
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(!confirmation.isShowing)
    #expect(nav.titles == ["List", "Editor"])

    #expect(nav.goBack(by: .backButton) == .pending)
    confirmation.tapDiscard()
    #expect(await waitUntil { nav.titles == ["List"] })
  }

  @Test(
    "A question UIKit never showed does not trap the stack: the attempt is denied, it says so, and the next back tap asks again"
  )
  func questionThatNeverAppearsFreesTheStack() {
    let confirmation = SimulatedConfirmation("Discard changes?")
    confirmation.failsToAppear = true
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: confirmation.screenGuard))
    let log = EventLog(nav.engine)

    let misuses = BackMisuse.collect { #expect(nav.goBack(by: .backButton) == .denied) }

    #expect(nav.engine.pendingAttempt == nil, "nothing waits for an answer that cannot come")
    #expect(nav.titles == ["List", "Editor"])
    #expect(misuses.map(\.kind) == [.questionNeverAppeared(.init(rawValue: 1), screen: "Editor")])
    #expect(log.misuses.count == 1, "also in the stack's events, so an app can count it")
    confirmation.failsToAppear = false
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(confirmation.isShowing)
  }

  @Test("Looking for a presented question: found or answered ends the watch; never found after the last look denies")
  func presentationWatchRule() {
    var watch = PresentationWatch()
    for _ in 1..<PresentationWatch.looks {
      #expect(watch.look(isOnScreen: false, isAnswered: false) == .lookAgain)
    }
    #expect(watch.look(isOnScreen: false, isAnswered: false) == .neverAppeared)
    var shown = PresentationWatch()
    #expect(shown.look(isOnScreen: false, isAnswered: false) == .lookAgain)
    #expect(shown.look(isOnScreen: true, isAnswered: false) == .shown)
    var answered = PresentationWatch()
    #expect(answered.look(isOnScreen: false, isAnswered: true) == .shown)
    #expect(Double(PresentationWatch.looks) * PresentationWatch.interval <= 2, "a person waits two seconds at most")
  }

  @Test("An extra choice runs its work, and its answer decides: saved leaves, a failed save stays")
  func extraChoiceDecides() async {
    // A reference the Sendable action reads when it runs, not a captured copy of a local the test changes later.
    let save = SaveDraft()
    let confirmation = SimulatedConfirmation(
      "Discard changes?",
      actions: [
        BackConfirmationAction("Save Draft") {
          save.count += 1
          return save.succeeds ? .allow : .deny
        }
      ])
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: confirmation.screenGuard))

    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await confirmation.tap("Save Draft") == .deny)
    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(nav.titles == ["List", "Editor"])

    save.succeeds = true
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await confirmation.tap("Save Draft") == .allow)
    #expect(await waitUntil { nav.titles == ["List"] })
    #expect(save.count == 2)
    // No question shows: a tap does nothing.
    #expect(await confirmation.tap("Discard") == nil)
  }

  @Test("While its condition is false the confirmation passes without showing")
  func conditionFalsePasses() {
    var hasChanges = false
    let confirmation = SimulatedConfirmation("Discard changes?", when: { hasChanges })
    let nav = makeNav(
      SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: confirmation.screenGuard),
      SimulatedScreen("Preview", backGuard: confirmation.screenGuard))
    hasChanges = false
    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(confirmation.timesShown == 0)
    hasChanges = true
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(confirmation.timesShown == 1)
  }
}

/// What the extra choice in `extraChoiceDecides` reads and counts.
@MainActor private final class SaveDraft {
  var succeeds = false
  var count = 0
}
