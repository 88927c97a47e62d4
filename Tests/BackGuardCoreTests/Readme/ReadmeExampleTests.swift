import BackGuardCore
import BackGuardTesting
import Foundation
import Testing

/// The examples README.md shows: the test under "The core, and testing your own guards", kept word for word so the
/// README cannot drift from what runs, and the observe snippet, run as written.
@Suite("README example", .misusesStayInTheTest)
@MainActor
struct ReadmeExampleTests {
  @Test("README: the editor's guard is asked on every route and the editor stays")
  func editorAsksBeforeEveryRoute() {
    var asked: [BackSource] = []
    let editor = SimulatedScreen(
      "Editor",
      backGuard: ScreenGuard { attempt in
        asked.append(attempt.source)
        return .deny
      })
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26)
    nav.push(editor)

    #expect(nav.goBack(by: .backButton) == .denied)
    #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
    #expect(nav.goBack(by: .backMenu) == .denied)
    #expect(nav.goBack(by: .accessibilityEscape) == .denied)
    #expect(asked == [.backButton, .contentSwipe, .backMenu, .accessibilityEscape])
    #expect(nav.topScreen === editor)
  }

  @Test("README: in a SwiftUI stack with UIKit's own menu, a pick goes through unasked, as on a phone")
  func swiftUIWithUIKitsOwnMenuLetsPicksThrough() {
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
    let nav = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: .iOS17, setup: .swiftUI, menuPolicy: .system)
    nav.push(editor)

    #expect(nav.goBack(by: .backMenu) == .allowed)  // as on a phone: UIKit's own menu asks nobody
  }

  @Test("README: the observe snippet, copied as written, receives events for the controller's lifetime")
  func readmeObserveSnippetWorksAsWritten() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    var printed: [String] = []
    // As in the README, with `navigationController.backNavigation` read as `nav`, and print collected.
    nav.observe { event in
      if case .screensLeft(let screens, let source, _) = event {
        printed.append("\(screens.compactMap(\.name)) left by \(source)")
      }
    }
    nav.goBack(by: .backButton)
    #expect(printed == ["[\"Editor\"] left by backButton"])
  }
}
