// The page that predicts every outcome: each route × an answer now or later → the `BackOutcome` its call returns.
// The table is played here, on the simulator, with the public API only, and README.md's rules and the DocC article
// "Every outcome" show it word for word between `<!-- outcome-table:begin -->` and `<!-- outcome-table:end -->`.
import BackGuardCore
import BackGuardTesting
import Foundation
import Testing

@Suite("Every outcome")
@MainActor
struct OutcomeTableTests {
  @Test("README.md's rules and the DocC article show the outcome table as the simulator plays it")
  func pagesShowThePlayedTable() throws {
    let expected = OutcomeTable.render()
    for page in ["README.md", "Sources/BackGuardCore/Documentation.docc/EveryOutcome.md"] {
      let text = try String(contentsOf: DocSampleCoverageTests.root.appendingPathComponent(page), encoding: .utf8)
      let begin = "<!-- outcome-table:begin -->\n"
      let end = "<!-- outcome-table:end -->"
      let start = try #require(text.range(of: begin), "\(page) needs the outcome table between \(begin) and \(end)")
      let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
      #expect(
        String(text[start.upperBound..<stop.lowerBound]) == expected,
        "\(page)'s outcome table differs from what the simulator plays. Replace it with:\n\(expected)")
    }
  }

  @Test("A later answer's allow then leaves once, and its deny keeps the screen, on every route of the table")
  func laterAnswersThenLeaveOrStay() {
    for row in OutcomeTable.rows {
      for allows in [true, false] {
        var resolution: BackResolution?
        let play = row.play(ScreenGuard(resolve: { _, answer in resolution = answer }))
        #expect(play.outcome == .pending, "\(row.name)")
        let before = play.screenCount()
        allows ? resolution?.allow() : resolution?.deny()
        #expect(play.screenCount() == (allows ? before - 1 : before), "\(row.name), allows: \(allows)")
      }
    }
  }

  @Test("A swipe a guard lets begin is .swipeCancelled when the finger lets go early")
  func swipeLetGoEarly() {
    for route in [BackSource.edgeSwipe, .contentSwipe, .zoomDismiss] {
      let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS27)
      navigation.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .allow }))
      #expect(navigation.goBack(by: route, completes: false) == .swipeCancelled, "\(route)")
      #expect(navigation.stack.count == 2)
    }
  }

  @Test("A route the setup does not hear leaves unasked (.allowed); a control the era lacks is .unavailable")
  func unaskedAndUnavailable() {
    // The route table: an iOS 15 tap outside the subclass is not heard, and iOS 15 has no content swipe.
    let navigation = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: .iOS15, setup: .navigationController)
    navigation.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }))
    #expect(navigation.goBack(by: .contentSwipe) == .unavailable)
    #expect(navigation.goBack(by: .backButton) == .allowed)
    #expect(navigation.stack.count == 1)
  }

  @Test("Closing a window calls no guard: iOS 27 shows the guard's question, earlier versions close")
  func windowClose() {
    for profile in [SimulatedProfile.iOS26, .iOS27] {
      var asked = false
      let editor = SimulatedScreen(
        "Editor",
        backGuard: ScreenGuard { _ in
          asked = true
          return .deny
        })
      editor.backGuard?.windowCloseQuestion = WindowCloseQuestion(title: "Discard changes?")
      let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: profile)
      navigation.push(editor)
      let window = SimulatedWindow(stacks: [navigation])
      let expected: SimulatedWindow.CloseOutcome =
        profile == .iOS27 ? .asked(WindowCloseQuestion(title: "Discard changes?")) : .closed
      #expect(window.close() == expected)
      #expect(!asked)
    }
  }

  @Test("Your own back button on the root screen has nothing to go back to")
  func customBackButtonOnTheRoot() {
    let root = SimulatedScreen("List", backGuard: ScreenGuard { _ in .deny })
    root.hasCustomBackButton = true
    #expect(SimulatedNavigationController(root: root).goBack(by: .customBackButton) == .nothingToGoBackTo)
  }
}

/// The table: one row per route, played on iOS 27 in `BackGuardNavigationController` (where every route is asked),
/// in a tab bar, or on a sheet for the sheet's routes.
@MainActor
enum OutcomeTable {
  /// One route, set up with a guard and played once.
  struct Row {
    let name: String
    let play: @MainActor (ScreenGuard) -> Played
  }

  /// A route played: what its call returned, how to play it again, and how many screens are left to leave.
  struct Played {
    let outcome: BackOutcome
    let again: @MainActor () -> BackOutcome
    let screenCount: @MainActor () -> Int
  }

  static let rows: [Row] = [
    stackRow("`backButton`", .backButton),
    stackRow("`backMenu`", .backMenu),
    stackRow("`edgeSwipe`", .edgeSwipe),
    stackRow("`contentSwipe` (iOS 26+)", .contentSwipe),
    stackRow("`zoomDismiss` (iOS 18+)", .zoomDismiss),
    stackRow("`accessibilityEscape`", .accessibilityEscape),
    stackRow("`keyCommand`", .keyCommand),
    stackRow("`customBackButton`: your own back button", .customBackButton),
    stackRow("`tabReselect`", .tabReselect),
    sheetRow("`sheetDismiss`: a sheet's swipe-down", .sheetDismiss),
    sheetRow("`customBackButton` on a sheet: its Cancel button", .customBackButton),
    Row(name: "`appRequest`: `requestLeave(_:named:perform:)`") { screenGuard in
      let editor = SimulatedScreen("Editor", backGuard: screenGuard)
      let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS27)
      navigation.push(editor)
      return Played(
        outcome: navigation.requestLeave([editor], named: "logout") { _ = navigation.pop(animated: false) },
        again: { navigation.requestLeave([editor], named: "logout") {} },
        screenCount: { navigation.stack.count })
    },
  ]

  private static func stackRow(_ name: String, _ route: BackSource) -> Row {
    Row(name: name) { screenGuard in
      let editor = SimulatedScreen("Editor", backGuard: screenGuard)
      editor.hasCustomBackButton = route == .customBackButton
      let navigation = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS27)
      let tabs = SimulatedTabBarController(tabs: [
        navigation, SimulatedNavigationController(root: SimulatedScreen("B")),
      ])
      navigation.push(editor)
      return Played(
        outcome: navigation.goBack(by: route),
        again: { withExtendedLifetime(tabs) { navigation.goBack(by: route) } },
        screenCount: { navigation.stack.count })
    }
  }

  private static func sheetRow(_ name: String, _ route: BackSource) -> Row {
    Row(name: name) { screenGuard in
      let sheet = SimulatedSheet(
        presenter: SimulatedScreen("List"), content: [SimulatedScreen("Form", backGuard: screenGuard)])
      return Played(
        outcome: sheet.goBack(by: route), again: { sheet.goBack(by: route) },
        screenCount: { sheet.content.count })
    }
  }

  /// The table and its notes, as README.md and the DocC article show them.
  static func render() -> String {
    var lines = [
      "| Route | The guard allows now | It denies now | It answers later | The same route again while it waits |",
      "|---|---|---|---|---|",
    ]
    for row in rows {
      let allows = row.play(ScreenGuard { _ in .allow }).outcome
      let denies = row.play(ScreenGuard { _ in .deny }).outcome
      var kept: [BackResolution] = []
      let later = row.play(ScreenGuard(resolve: { _, resolution in kept.append(resolution) }))
      let again = later.again()
      for resolution in kept { resolution.deny() }
      lines.append("| \(row.name) | \([allows, denies, later.outcome, again].map(words).joined(separator: " | ")) |")
    }
    lines += [
      "",
      "- A later answer: its allow then leaves, with animation, once; its deny keeps the screen. Observers see the",
      "  answer as `BackEvent.attemptDecided`.",
      "- A swipe: denied now, the gesture does not begin (`.didNotBegin`); answered later, it does not begin either and",
      "  the question shows (`.pending`); allowed, it begins, and a finger that lets go early gives `.swipeCancelled`.",
      "- Where the route table says a route is not asked in your setup and iOS version, UIKit acts alone: `.allowed`,",
      "  whatever the guard would say. Where it says — (no such control in that version or setup): `.unavailable`.",
      "- Closing a window calls no guard: on iOS 27 the system asks in the guard's words (`SimulatedWindow.close()`",
      "  returns `.asked`), before iOS 27 the window closes (`.closed`).",
      "- Your own back button on the root screen: `.nothingToGoBackTo`.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func words(_ outcome: BackOutcome) -> String { "`.\(outcome)`" }
}
