@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import BackGuardUITestScripts
import Foundation
import Testing

/// The one-line engine log the example app shows and UI tests read back.
@MainActor
struct EngineLogSnapshotTests {
  static func filled() -> EngineLogSnapshot {
    var log = EngineLogSnapshot()
    log.route = "programmatic(popTo)"
    (log.asked, log.attempts, log.pending, log.allowed, log.denied) = (1, 2, 3, 4, 5)
    (log.coalesced, log.cancelled, log.swipeCancels, log.dropped, log.misuses) = (6, 7, 8, 9, 10)
    log.lostWork = 14
    log.decision = "deny"
    (log.screensLeft, log.pops, log.pings) = (11, 12, 13)
    log.leftBy = "sheetDismiss"
    return log
  }

  @Test("The text form reads back to the same log, filled or empty")
  func textRoundTrip() {
    for log in [Self.filled(), EngineLogSnapshot()] {
      #expect(EngineLogSnapshot(text: log.text) == log, "\(log.text)")
    }
    #expect(
      Self.filled().text
        == "route=programmatic(popTo) asked=1 attempts=2 pending=3 allowed=4 denied=5 coalesced=6 cancelled=7"
        + " swipeCancels=8 dropped=9 misuses=10 lostWork=14 decision=deny left=11 pops=12 leftBy=sheetDismiss pings=13")
  }

  @Test("The Codable form round-trips through JSON")
  func jsonRoundTrip() throws {
    let data = try JSONEncoder().encode(Self.filled())
    #expect(try JSONDecoder().decode(EngineLogSnapshot.self, from: data) == Self.filled())
  }

  @Test("Reading ignores unknown keys and rejects a malformed number or a text without any known key")
  func readingIsStrictAboutValuesOnly() {
    var expected = EngineLogSnapshot()
    expected.pops = 2
    #expect(EngineLogSnapshot(text: "pops=2 future=thing") == expected)
    #expect(EngineLogSnapshot(text: "pops=two") == nil)
    #expect(EngineLogSnapshot(text: "pops=-1") == nil)
    #expect(EngineLogSnapshot(text: "") == nil)
    #expect(EngineLogSnapshot(text: "Loading…") == nil)
  }

  @Test("Recording a real engine's events counts attempts, decisions and what left, by route")
  func recordsARealEngine() {
    var log = EngineLogSnapshot()
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
    let nav = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: .iOS17)
    let observation = nav.engine.observe { log.record($0) }
    nav.push(SimulatedScreen("Middle"))
    nav.push(editor)
    #expect(nav.goBack(by: .backButton) == .denied)
    // Still guarded (so the adapter's routed menu is in place), now allowing.
    editor.backGuard = ScreenGuard { _ in .allow }
    #expect(nav.pickBackMenuEntry(1) == .allowed)
    observation.cancel()
    #expect(log.attempts == 2)
    #expect(log.denied == 1)
    #expect(log.allowed == 1)
    #expect(log.decision == "allow")
    #expect(log.route == "backMenu")
    #expect(log.pops == 1)
    #expect(log.screensLeft == 2)
    #expect(log.leftBy == "backMenu")
    #expect(log.asked == 0, "only the app counts its guard closures")
  }

  @Test("A setup round-trips through the launch environment; anything else is not a UI-test launch")
  func setupRoundTrip() {
    for framework in DemoSetup.Framework.allCases {
      for guarding in DemoSetup.Guarding.allCases {
        for policy in DemoSetup.MenuPolicy.allCases {
          for variants in [[], DemoSetup.Variant.allCases, [.tabBar], [.pathStack, .answerDuringPush]] {
            let setup = DemoSetup(framework, guarding, menuPolicy: policy, variants: Set(variants))
            #expect(DemoSetup(environment: [DemoSetup.environmentKey: setup.environmentValue]) == setup)
          }
        }
      }
    }
    // The first design's values still read, with the standard menu policy and no variant.
    #expect(DemoSetup(environmentValue: "UIKit-guarded") == DemoSetup(.uikit, .guarded))
    #expect(DemoSetup(.uikit, .guarded).menuPolicy.policy == .guarded)
    #expect(
      DemoSetup(.swiftui, .guarded, menuPolicy: .system, variants: [.tabBar, .pathStack]).environmentValue
        == "SwiftUI-guarded+menu=system+tabBar+pathStack")
    #expect(DemoSetup(environment: [:]) == nil)
    #expect(DemoSetup(environmentValue: "UIKit") == nil)
    #expect(DemoSetup(environmentValue: "AppKit-guarded") == nil)
    #expect(DemoSetup(environmentValue: "UIKit-sometimes") == nil)
    #expect(DemoSetup(environmentValue: "UIKit-guarded+menu=never") == nil)
    #expect(DemoSetup(environmentValue: "UIKit-guarded+tabBar+tabBar") == nil)
    #expect(DemoSetup(environmentValue: "UIKit-guarded+") == nil)
  }

  @Test(
    "Each framework follows the route table's row of the setup the example app uses; a sheet's swipe-down the sheet's")
  func setupsFollowTheTable() {
    #expect(DemoSetup.Framework.uikit.backGuardSetup == .backGuardNavigationController)
    #expect(DemoSetup.Framework.swiftui.backGuardSetup == .swiftUI)
    let setup = DemoSetup(.swiftui, .guarded, menuPolicy: .hiddenWhileGuarded)
    #expect(
      setup.routeConfiguration(for: .backMenu, era: .iOS18)
        == BackRouteTable.Configuration(setup: .swiftUI, era: .iOS18, menuPolicy: .hiddenWhileGuarded))
    #expect(setup.routeConfiguration(for: .sheetDismiss, era: .iOS18).setup == .sheet)
  }
}
