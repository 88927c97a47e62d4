import BackGuardCore
import BackGuardTesting
import Testing

/// What the simulator's own actions answer and count: results in `BackOutcome`'s words, a back-menu pick by its
/// destination, and every pop the engine commands.
@MainActor
@Suite(
  "The simulator's actions: results in BackOutcome's words, picks by destination, the engine's pops counted",
  .misusesStayInTheTest)
struct SimulatorActionsTests {
  @Test("The simulator's escape and a sheet's swipe-down tell denied, pending and allowed apart")
  func escapeAndSwipeDownOutcomes() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: probe.answeringLater()))
    #expect(nav.goBack(by: .accessibilityEscape) == .pending)
    probe.lastResolution?.deny()
    nav.topScreen.backGuard = ScreenGuard { _ in .deny }
    #expect(nav.goBack(by: .accessibilityEscape) == .denied)
    nav.topScreen.backGuard = nil
    #expect(nav.goBack(by: .accessibilityEscape) == .allowed)
    #expect(nav.goBack(by: .accessibilityEscape) == .nothingToGoBackTo)

    let sheet = SimulatedSheet(
      presenter: SimulatedScreen("List"), content: [SimulatedScreen("Form", backGuard: ScreenGuard { _ in .deny })])
    #expect(sheet.goBack(by: .sheetDismiss) == .denied)
    sheet.content[0].backGuard = nil
    #expect(sheet.goBack(by: .sheetDismiss) == .allowed)
  }

  @Test("goBack(by:) takes only a person's gestures on the stack; for other routes a misuse names the call to make")
  func goBackTakesOnlyGestures() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: probe.answering(.deny)))
    let routes: [(BackSource, String)] = [
      (.sheetDismiss, "SimulatedSheet.goBack(by: .sheetDismiss)"), (.windowClose, "SimulatedWindow.close()"),
      (.appRequest("Save"), "requestLeave"), (.programmatic(.pop), "pop(animated:)"),
    ]
    for (route, call) in routes {
      let misuses = BackMisuse.collect { #expect(nav.goBack(by: route) == .unavailable) }
      #expect(misuses.count == 1)
      #expect(misuses.first?.message.contains(call) == true, "\(route)")
    }
    #expect(nav.titles == ["List", "Editor"])
    #expect(probe.attempts.isEmpty)
    #expect(nav.goBack(by: .backMenu) == .denied)
    #expect(probe.attempts.map(\.source) == [.backMenu])
  }

  @Test("A back-menu entry can be picked by its destination screen")
  func pickByDestination() {
    let probe = GuardProbe()
    let list = SimulatedScreen("List")
    let nav = makeNav(list, SimulatedScreen("Detail"), SimulatedScreen("Editor", backGuard: probe.answering(.allow)))
    #expect(nav.pickBackMenuEntry(leadingTo: list) == .allowed)
    #expect(nav.titles == ["List"])
    #expect(probe.attempts.first?.destination == list.id)
    #expect(nav.pickBackMenuEntry(leadingTo: SimulatedScreen("Stranger")) == .unavailable)
  }

  @Test("enginePopCount counts every pop the engine commands, approved now or later")
  func enginePopCountCountsEveryCommandedPop() {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .allow }),
      SimulatedScreen("C", backGuard: probe.answeringLater()), profile: .iOS26)
    #expect(nav.goBack(by: .backButton) == .pending)
    probe.lastResolution?.allow()
    #expect(nav.enginePopCount == 1)
    #expect(nav.goBack(by: .backButton) == .allowed, "approved now, through backAction")
    #expect(nav.enginePopCount == 2)
  }
}
