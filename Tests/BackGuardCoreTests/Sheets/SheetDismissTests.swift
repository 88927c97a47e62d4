@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The sheet route: a swipe-down on a sheet is going back too, with source `.sheetDismiss`, through the same rules.
@Suite("Sheets: the swipe-down is going back", .misusesStayInTheTest)
@MainActor
struct SheetDismissTests {
  private func sheet(_ content: SimulatedScreen...) -> SimulatedSheet {
    SimulatedSheet(presenter: SimulatedScreen("List"), content: content)
  }

  @Test("An unguarded sheet goes away under the finger, and is reported as left by sheetDismiss")
  func unguardedSheetDismisses() {
    let form = SimulatedScreen("Form")
    let sheet = sheet(form)
    let log = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss) == .allowed)
    #expect(sheet.isDismissed)
    #expect(log.left.count == 1)
    #expect(log.left.first?.source == .sheetDismiss)
    #expect(log.left.first?.screens == [form.id])
    #expect(
      sheet.trace.starts(with: ["presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)"]))
  }

  @Test("presentationControllerShouldDismiss asks no guard and records nothing: UIKit may call it at any time")
  func shouldDismissHasNoSideEffects() {
    var asked = 0
    let sheet = sheet(
      SimulatedScreen(
        "Form",
        backGuard: ScreenGuard { _ in
          asked += 1
          return .deny
        }))
    let log = EventLog(sheet.engine)

    #expect(sheet.engine.sheetShouldDismiss() == false)
    #expect(sheet.engine.sheetShouldDismiss() == false)
    #expect(asked == 0)
    #expect(log.events.isEmpty)
  }

  @Test("A guarded sheet springs back; its guard is asked with sheetDismiss and a deny keeps it")
  func guardedSheetDenied() {
    var sources: [BackSource] = []
    let sheet = sheet(
      SimulatedScreen(
        "Form",
        backGuard: ScreenGuard { attempt in
          sources.append(attempt.source)
          return .deny
        }))

    #expect(sheet.goBack(by: .sheetDismiss) == .denied)
    #expect(!sheet.isDismissed)
    #expect(sources == [.sheetDismiss])
    #expect(
      sheet.trace == ["presentationControllerShouldDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)"])
  }

  @Test(
    "The sheet's own Cancel button asks the same guards as customBackButton; a deny keeps it, an allow dismisses once")
  func cancelButtonAsksTheSheetsGuards() {
    var answers: [BackDecision] = [.deny, .allow]
    var sources: [BackSource] = []
    let sheet = sheet(
      SimulatedScreen(
        "Form",
        backGuard: ScreenGuard { attempt in
          sources.append(attempt.source)
          return answers.removeFirst()
        }))
    let log = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .customBackButton) == .denied)
    #expect(!sheet.isDismissed)
    #expect(sheet.goBack(by: .customBackButton) == .allowed)
    #expect(sheet.isDismissed)
    #expect(sources == [.customBackButton, .customBackButton])
    #expect(log.left.map(\.source) == [.customBackButton])
    #expect(sheet.goBack(by: .customBackButton) == .unavailable, "a dismissed sheet has no Cancel button")
  }

  @Test("A sheet goes back only by its swipe-down and its own Cancel button; other routes change nothing and say so")
  func sheetTakesOnlyItsOwnRoutes() {
    let probe = GuardProbe()
    let sheet = sheet(SimulatedScreen("Form", backGuard: probe.answering(.deny)))
    for route in [BackSource.backButton, .edgeSwipe, .windowClose] {
      let misuses = BackMisuse.collect { #expect(sheet.goBack(by: route) == .unavailable) }
      #expect(misuses.first?.message.contains("goBack(by:)") == true, "\(route)")
    }
    #expect(probe.calls == 0)
    #expect(!sheet.isDismissed)
    #expect(sheet.goBack(by: .sheetDismiss) == .denied)
    #expect(probe.calls == 1)
  }

  @Test("Allow after a confirmation dismisses the sheet exactly once, and a second answer changes nothing")
  func allowLaterDismissesOnce() {
    var kept: [BackResolution] = []
    let sheet = sheet(
      SimulatedScreen("Form", backGuard: ScreenGuard(resolve: { _, resolution in kept.append(resolution) })))
    let log = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    #expect(sheet.goBack(by: .sheetDismiss) == .coalesced)  // a second swipe while the question shows asks nothing
    #expect(kept.count == 1)
    kept[0].allow()
    kept[0].allow()

    #expect(sheet.isDismissed)
    #expect(sheet.trace.filter { $0 == "engine → dismiss(animated:)" }.count == 1)
    #expect(log.left.count == 1)
    #expect(log.left.first?.source == .sheetDismiss)
    #expect(log.misuses.count == 1)
  }

  @Test("Every screen of a sheet's own navigation stack is asked, top first")
  func everyScreenInTheSheetIsAsked() {
    var order: [String] = []
    func asking(_ name: String) -> ScreenGuard {
      ScreenGuard { _ in
        order.append(name)
        return .allow
      }
    }
    let sheet = sheet(
      SimulatedScreen("Root", backGuard: asking("Root")), SimulatedScreen("Detail", backGuard: asking("Detail")))

    #expect(sheet.goBack(by: .sheetDismiss) == .allowed)
    #expect(order == ["Detail", "Root"])
    #expect(sheet.isDismissed)
  }

  @Test(
    "With isModalInPresentation and no engaged guard, the swipe-down is the app's: its own delegate hears it, the sheet stays"
  )
  func modalInPresentationPathWithoutAGuardIsTheApps() {
    let sheet = sheet(SimulatedScreen("Form", backGuard: ScreenGuard(when: { false }, decide: { _ in .deny })))
    sheet.isModalInPresentation = true

    #expect(sheet.goBack(by: .sheetDismiss) == .denied)
    #expect(
      sheet.trace == [
        "presentationControllerDidAttemptToDismiss(_:)", "app's presentationControllerDidAttemptToDismiss(_:)",
      ])
    #expect(!sheet.isDismissed)
  }

  @Test("With isModalInPresentation and an engaged guard, the swipe-down asks the guard")
  func modalInPresentationPathWithAGuardAsksIt() {
    var asked: [BackSource] = []
    let sheet = sheet(
      SimulatedScreen(
        "Form",
        backGuard: ScreenGuard { attempt in
          asked.append(attempt.source)
          return .allow
        }))
    sheet.isModalInPresentation = true

    #expect(sheet.goBack(by: .sheetDismiss) == .allowed)
    #expect(asked == [.sheetDismiss])
    #expect(sheet.trace.first == "presentationControllerDidAttemptToDismiss(_:)")
    #expect(sheet.trace.contains("engine → dismiss(animated:)"))
  }

  @Test("A swipe-down the user brings back leaves nothing behind")
  func cancelledSwipeDown() {
    let sheet = sheet(SimulatedScreen("Form"))
    let log = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss, completes: false) == .swipeCancelled)
    #expect(!sheet.isDismissed)
    #expect(log.left.isEmpty)
    #expect(log.kinds.last == "swipeCancelled")
    #expect(sheet.engine.swipeInProgress == nil)
  }

  @Test("The app's own dismiss is not guarded, and a late allow then dismisses nothing")
  func appDismissWhilePending() {
    var kept: BackResolution?
    let sheet = sheet(SimulatedScreen("Form", backGuard: ScreenGuard(resolve: { _, resolution in kept = resolution })))
    let log = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    sheet.dismiss()
    #expect(sheet.isDismissed)
    #expect(log.cancelled.map(\.reason) == [.stackChanged])
    kept?.allow()
    #expect(sheet.trace.filter { $0.hasPrefix("engine →") }.isEmpty)
    #expect(log.dropped.count == 1)
  }

  @Test("sheetHasEngagedGuard follows the guards of the sheet's screens, and is false once the sheet is gone")
  func engagedGuardQuery() {
    let guarded = ScreenGuard(isActive: false) { _ in .deny }
    let sheet = sheet(SimulatedScreen("Root"), SimulatedScreen("Detail", backGuard: guarded))

    #expect(!sheet.engine.sheetHasEngagedGuard)
    guarded.isActive = true
    #expect(sheet.engine.sheetHasEngagedGuard)
    sheet.dismiss()
    #expect(!sheet.engine.sheetHasEngagedGuard)
  }

  @Test("The sheet's own Cancel button goes through the same guards, with its own route, and closes the sheet once")
  func cancelButtonClosesTheSheetThroughItsGuards() {
    var sources: [BackSource] = []
    var answer = BackDecision.deny
    let sheet = sheet(
      SimulatedScreen(
        "Form",
        backGuard: ScreenGuard { attempt in
          sources.append(attempt.source)
          return answer
        }))

    #expect(sheet.engine.requestSheetDismissal(from: .customBackButton) == .denied)
    #expect(!sheet.isDismissed)
    answer = .allow
    #expect(sheet.engine.requestSheetDismissal(from: .customBackButton) == .allowed)
    #expect(sheet.isDismissed)
    #expect(sources == [.customBackButton, .customBackButton])
    #expect(sheet.trace.filter { $0 == "engine → dismiss(animated:)" }.count == 1)
  }

  @Test(
    "A covered root's question that waits forever keeps the sheet's Cancel merged into it; one answered at once (deny) ends the swipe-down, and Cancel asks again"
  )
  func coveredRootsQuestionThatCannotShowEndsTheSwipeDown() async {
    // The sheet holds a stack whose guarded root is covered by a pushed screen, as SwiftUI's NavigationStack does.
    // Its question is async, like BackConfirmation.ask: one that can never be shown used to wait forever.
    var asked: [BackSource] = []
    let never = AnswerBox()
    var showable = false
    let root = SimulatedScreen(
      "Form",
      backGuard: ScreenGuard(decideAsync: { attempt in
        asked.append(attempt.source)
        // BackConfirmation now answers deny at once when it can be shown nowhere.
        return showable ? .deny : await never.wait()
      }))
    let stack = makeNav(root, SimulatedScreen("Details"))
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)

    sheet.isModalInPresentation = true  // SwiftUI's interactiveDismissDisabled, which `.backGuard` sets
    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    #expect(await waitUntil { never.isWaiting })
    #expect(sheet.engine.requestSheetDismissal(from: .customBackButton) == .coalesced)
    #expect(asked == [.sheetDismiss])
    sheet.engine.cancelPendingAttempt()
    never.give(.deny)  // the cancelled task's answer is dropped

    showable = true
    asked = []
    #expect(sheet.goBack(by: .sheetDismiss) == .pending)
    #expect(await waitUntil { sheet.engine.pendingAttempt == nil })
    #expect(!sheet.isDismissed)
    #expect(sheet.engine.requestSheetDismissal(from: .customBackButton) == .pending)
    #expect(await waitUntil { sheet.engine.pendingAttempt == nil })
    #expect(asked == [.sheetDismiss, .customBackButton])
    #expect(!sheet.isDismissed)
    #expect(stack.titles == ["Form", "Details"])
  }
}
