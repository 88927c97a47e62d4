@_spi(TestKit) import BackGuardCore
import BackGuardUITestScripts
import Foundation
import Testing

/// The catalog of scripts covers the routes XCUITest can drive, for UIKit and SwiftUI; its expectations come from the
/// route table, era by era; and the XCUITest target has one test method per script.
@MainActor
struct UITestScriptCatalogTests {
  @Test("Script names are unique, the same in every era, and start with their route and framework")
  func namesEncodeRouteAndFramework() {
    let names = UITestScripts.names
    #expect(Set(names).count == names.count)
    for era in BackGuardEra.allCases {
      #expect(UITestScripts.all(for: era).map(\.name) == names, "\(era)")
      for script in UITestScripts.all(for: era) {
        #expect(script.name.hasPrefix("\(script.route)_\(script.framework.rawValue)_"), "\(script)")
        #expect(script.testMethodName == "test_\(script.name)")
      }
    }
  }

  @Test("Every user route that XCUITest can drive has scripts, for UIKit and for SwiftUI")
  func everyDrivableRouteIsCovered() {
    let drivable: [BackSource] = [
      .backButton, .backMenu, .edgeSwipe, .contentSwipe, .keyCommand, .sheetDismiss, .tabReselect,
    ]
    for framework in DemoSetup.Framework.allCases {
      let routes = Set(UITestScripts.scripts(for: framework, era: .iOS26).map(\.route))
      #expect(routes == Set(drivable), "\(framework)")
    }
  }

  @Test("Every script that runs starts with a launch and checks something; one that does not says why")
  func everyScriptLaunchesAndChecks() {
    for era in BackGuardEra.allCases {
      for script in UITestScripts.all(for: era) {
        if let reason = script.skipReason {
          #expect(reason.hasPrefix("BackRouteTable: "), "\(script)")
          #expect(script.steps.isEmpty, "\(script)")
          continue
        }
        guard case .launch = script.steps.first else {
          Issue.record("\(script) does not start with a launch")
          continue
        }
        #expect(script.steps.contains { if case .expect = $0 { true } else { false } }, "\(script)")
        // Only the SwiftUI scripts that push without a link need iOS 16 (NavigationStack).
        let needsStack = script.framework == .swiftui && script.setups.contains { $0.has(.pathStack) }
        let pushesOnTouchDown = script.framework == .swiftui && script.actions.contains(.edgeSwipeDuringPush)
        #expect(script.minimumIOS == (needsStack || pushesOnTouchDown ? 16 : 15), "\(script)")
      }
    }
  }

  @Test("A route the table calls unavailable in an era gives a skipped script there, and only there")
  func unavailableRoutesAreSkipped() throws {
    for era in BackGuardEra.allCases {
      for framework in DemoSetup.Framework.allCases {
        let pan = try #require(UITestScripts.named("contentSwipe_\(framework.rawValue)_guardedScreen", era: era))
        #expect((pan.skipReason == nil) == era.hasContentSwipe, "\(era) \(framework)")
      }
    }
  }

  @Test("Expectations follow the route table: what the first design hard-coded is now derived")
  func expectationsComeFromTheTable() throws {
    func steps(_ name: String, _ era: BackGuardEra = .iOS17) throws -> [UITestStep] {
      try #require(UITestScripts.named(name, era: era)).steps
    }
    // A SwiftUI stack hears nothing of an unguarded tap or ⌘[: UIKit pops, the events say `unannounced`.
    let unannounced = UITestStep.expect(.lastLeftBy(.programmatic(.unannounced)))
    #expect(try steps("backButton_SwiftUI_unguardedScreen").contains(unannounced))
    #expect(try steps("keyCommand_SwiftUI_unguardedScreen").contains(unannounced))
    // The subclass hears UIKit's own ⌘[ as a pop, and its own tap through the bar.
    #expect(try steps("keyCommand_UIKit_unguardedScreen").contains(.expect(.lastLeftBy(.programmatic(.pop)))))
    #expect(try steps("backButton_UIKit_unguardedScreen").contains(.expect(.lastLeftBy(.backButton))))
    // A swipe nobody gates is still named a swipe.
    #expect(try steps("edgeSwipe_SwiftUI_unguardedScreen").contains(.expect(.lastLeftBy(.edgeSwipe))))
    // The back menu's policies: asked, hidden, or UIKit's own menu (seen by the subclass only).
    #expect(try steps("backMenu_UIKit_guardedPolicy").contains(.expect(.lastLeftBy(.backMenu))))
    #expect(try steps("backMenu_UIKit_hiddenWhileGuardedPolicy").contains(.expect(.backMenuOffers(.root, false))))
    let system = try steps("backMenu_UIKit_systemPolicy")
    #expect(system.contains(.expect(.guardAsked(0))))
    #expect(system.contains(.expect(.lastLeftBy(.programmatic(.popTo)))))
    #expect(try steps("backMenu_SwiftUI_systemPolicy").contains(unannounced))
    // A pick past a guarded screen below the top: the table's `belowTop` row.
    for framework in DemoSetup.Framework.allCases {
      let past = try steps("backMenu_\(framework.rawValue)_pickPastAGuardedScreen")
      #expect(past.contains(.expect(.lastLeftBy(.backMenu))), "\(framework)")
      #expect(past.contains(.expect(.screensLeft(3))), "\(framework)")
      #expect(past.contains(.expect(.top(.middle))), "\(framework)")
    }
    // SwiftUI's stack is not the tab's own controller: a re-selection is not seen.
    #expect(try steps("tabReselect_SwiftUI_guardedScreen").contains(unannounced))
    #expect(try steps("tabReselect_UIKit_guardedScreen").contains(.expect(.lastLeftBy(.tabReselect))))
    // No guard in any tab: the tab bar keeps the app's delegate (issue 41), so UIKit's own pop to the root is named by
    // the subclass's override.
    #expect(try steps("tabReselect_UIKit_unguardedScreen").contains(.expect(.lastLeftBy(.programmatic(.popToRoot)))))
    // Each of them agrees with the table's own answer, whatever it is in that era.
    for era in BackGuardEra.allCases {
      let configuration = BackRouteTable.Configuration(setup: .swiftUI, era: era, menuPolicy: .system)
      let coverage = BackRouteTable.coverage(of: .backMenu, in: configuration)
      let script = try steps("backMenu_SwiftUI_systemPolicy", era)
      switch coverage {
      case .asked, .askedWithAppCode: #expect(script.contains(.expect(.lastLeftBy(.backMenu))), "\(era)")
      case .hidden: #expect(script.contains(.expect(.backMenuOffers(.root, false))), "\(era)")
      case .observed(let source): #expect(script.contains(.expect(.lastLeftBy(source))), "\(era)")
      case .notSeen: #expect(script.contains(unannounced), "\(era)")
      case .unavailable: #expect(script.isEmpty, "\(era)")
      case .askedBySystem: Issue.record("the back menu is never asked by the system (\(era))")
      }
    }
  }

  @Test("The XCUITest file has exactly one test method per script")
  func theUITestFileHasOneMethodPerScript() throws {
    // This file is Examples/BackGuardTestKit/Tests/BackGuardUITestScriptsTests/UITestScriptCatalogTests.swift.
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = examples.appendingPathComponent("BackGuardExample/UITests/BackGuardExampleUITests.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let declared = source.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("func test_") else { return nil }
      return String(trimmed.dropFirst("func ".count).prefix { $0 != "(" })
    }
    #expect(declared.sorted() == UITestScripts.names.map { "test_\($0)" }.sorted())
  }
}
