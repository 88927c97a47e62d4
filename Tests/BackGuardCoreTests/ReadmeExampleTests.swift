import BackGuardCore
import BackGuardTesting
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

  @Test("README: the list of outcomes names every case of BackOutcome")
  func readmeNamesEveryOutcome() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "Every action returns a `BackOutcome`"))
    let rest = readme[start.lowerBound...]
    let paragraph = rest.range(of: "\n\n").map { rest[..<$0.lowerBound] } ?? rest
    let missing = Self.everyOutcome.map(Self.name(of:)).filter { !paragraph.contains("`.\($0)`") }
    #expect(missing.isEmpty, "README.md's outcome list leaves out \(missing)")
  }

  /// Every case. A new case does not compile until `name(of:)` names it; list it here too.
  private static let everyOutcome: [BackOutcome] = [
    .allowed, .denied, .pending, .coalesced, .cancelled, .busy, .queued, .nothingToGoBackTo, .invalidDestination,
    .didNotBegin, .swipeCancelled, .swipeInProgress, .unavailable,
  ]

  private static func name(of outcome: BackOutcome) -> String {
    switch outcome {
    case .allowed: "allowed"
    case .denied: "denied"
    case .pending: "pending"
    case .coalesced: "coalesced"
    case .cancelled: "cancelled"
    case .busy: "busy"
    case .queued: "queued"
    case .nothingToGoBackTo: "nothingToGoBackTo"
    case .invalidDestination: "invalidDestination"
    case .didNotBegin: "didNotBegin"
    case .swipeCancelled: "swipeCancelled"
    case .swipeInProgress: "swipeInProgress"
    case .unavailable: "unavailable"
    }
  }
}
