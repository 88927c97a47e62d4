@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// A third choice in a confirmation ("Save Draft"): its work decides.
@MainActor
@Suite("Confirmation actions", .misusesStayInTheTest)
struct ConfirmationActionTests {
  @Test("An extra choice whose work succeeds lets the screen leave; one that fails keeps it, and nothing is lost")
  func actionWorkDecides() async {
    let draft = Draft()
    let save = BackConfirmationAction("Save Draft") {
      draft.saves += 1
      return draft.saveSucceeds ? .allow : .deny
    }
    let editor = SimulatedScreen(
      "Editor", backGuard: ScreenGuard(resolve: { _, resolution in save.run(answering: resolution) }))
    let nav = makeNav(SimulatedScreen("List"), editor)
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { draft.saves == 1 && nav.engine.pendingAttempt == nil })
    #expect(nav.titles == ["List", "Editor"], "saving failed: the editor stays")
    draft.saveSucceeds = true
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(await waitUntil { nav.titles == ["List"] })
    #expect(draft.saves == 2)
  }

  /// What the "Save Draft" work sees and does.
  @MainActor
  final class Draft {
    var saves = 0
    var saveSucceeds = false
  }
}
