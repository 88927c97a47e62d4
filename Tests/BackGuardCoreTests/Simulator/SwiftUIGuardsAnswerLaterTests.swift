@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// On a phone `.backGuard` always builds a guard that answers later (a question SwiftUI shows and awaits). The
/// simulator's SwiftUI setup plays every guard that way (issue 43), so a test gets the phone's outcomes without
/// knowing to choose `ScreenGuard(decideAsync:)`.
@Suite("Simulator: a SwiftUI stack's guards answer later, as .backGuard builds them", .misusesStayInTheTest)
@MainActor
struct SwiftUIGuardsAnswerLaterTests {
  private func stack(_ editorGuard: ScreenGuard) -> (SimulatedNavigationController, SimulatedScreen) {
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26, setup: .swiftUI)
    let editor = SimulatedScreen("Editor", backGuard: editorGuard)
    nav.push(editor, animated: false)
    return (nav, editor)
  }

  @Test("A guard that answers now is pending first in the SwiftUI setup; its allow then pops once")
  func tapIsPendingFirst() async {
    var asked = 0
    let (nav, _) = stack(
      ScreenGuard { _ in
        asked += 1
        return .allow
      })

    let events = nav.engine.events
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(nav.titles == ["List", "Editor"], "nothing left yet")
    for await event in events { if case .screensLeft = event { break } }
    #expect(nav.titles == ["List"])
    #expect(asked == 1)
    #expect(nav.enginePopCount == 1)
  }

  @Test("A guarded swipe in the SwiftUI setup does not follow the finger: pending, then a deny keeps the screen")
  func swipeIsPendingAndNeverBegins() async {
    let (nav, editor) = stack(ScreenGuard { _ in .deny })
    let events = nav.engine.events

    #expect(nav.goBack(by: .edgeSwipe) == .pending)
    for await event in events where event.decision == .deny { break }
    #expect(nav.topScreen === editor)
    #expect(nav.engine.swipeInProgress == nil)
  }

  @Test("The same guard in the subclass answers now; playsGuardsAsGiven plays it so in the SwiftUI setup too")
  func otherSetupsAndTheOptOutAnswerNow() {
    let subclass = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26)
    subclass.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }), animated: false)
    #expect(subclass.goBack(by: .backButton) == .denied)

    let (swiftUI, _) = stack(ScreenGuard { _ in .deny })
    swiftUI.playsGuardsAsGiven = true
    #expect(swiftUI.goBack(by: .backButton) == .denied)
  }

  @Test("Its engagement follows the guard's: a switched-off guard lets the swipe begin at once")
  func disengagedGuardIsNotAsked() {
    let editorGuard = ScreenGuard { _ in .deny }
    editorGuard.isActive = false
    let (nav, _) = stack(editorGuard)

    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
    #expect(nav.titles == ["List"])
  }
}
