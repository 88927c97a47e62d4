@_spi(Internals) import BackGuardCore
@_spi(Internals) import BackGuardTesting
import Foundation
import Testing

/// The example README.md shows under "The core, and testing your own guards", kept word for word so the README cannot
/// drift from what runs.
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

    #expect(nav.tapBack() == .denied)
    #expect(nav.swipeBack(.content) == .didNotBegin)
    #expect(nav.pickBackMenuEntry(0) == .denied)
    #expect(nav.performAccessibilityEscape() == .denied)
    #expect(asked == [.backButton, .contentSwipe, .backMenu, .accessibilityEscape])
    #expect(nav.topScreen === editor)
  }

  @Test("README: in a SwiftUI stack with UIKit's own menu, a pick goes through unasked, as on a phone")
  func swiftUIWithUIKitsOwnMenuLetsPicksThrough() {
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
    let nav = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: .iOS17, setup: .swiftUI, menuPolicy: .system)
    nav.push(editor)

    #expect(nav.pickBackMenuEntry(0) == .allowed)  // as on a phone: UIKit's own menu asks nobody
  }
}
