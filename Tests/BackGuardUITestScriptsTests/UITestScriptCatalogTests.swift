import BackGuardCore
import BackGuardUITestScripts
import Foundation
import Testing

/// The catalog of scripts covers the routes of issue 9 for UIKit and SwiftUI, and the XCUITest target has one test
/// method per script.
@MainActor
struct UITestScriptCatalogTests {
  @Test("Script names are unique and start with their route and framework, so a test log names the route")
  func namesEncodeRouteAndFramework() {
    let names = UITestScripts.all.map(\.name)
    #expect(Set(names).count == names.count)
    for script in UITestScripts.all {
      #expect(script.name.hasPrefix("\(script.route)_\(script.framework.rawValue)_"), "\(script)")
      #expect(script.testMethodName == "test_\(script.name)")
    }
  }

  @Test("Every user route that XCUITest can drive has scripts, for UIKit and for SwiftUI")
  func everyDrivableRouteIsCovered() {
    let drivable: [BackSource] = [.backButton, .backMenu, .edgeSwipe, .contentSwipe, .keyCommand, .sheetDismiss]
    for framework in DemoSetup.Framework.allCases {
      let routes = Set(UITestScripts.scripts(for: framework).map(\.route))
      #expect(routes == Set(drivable), "\(framework)")
    }
  }

  @Test("Every script starts with a launch and checks something; only the content swipe needs iOS 26")
  func everyScriptLaunchesAndChecks() {
    for script in UITestScripts.all {
      guard case .launch = script.steps.first else {
        Issue.record("\(script) does not start with a launch")
        continue
      }
      #expect(script.steps.contains { if case .expect = $0 { true } else { false } }, "\(script)")
      #expect(script.minimumIOS == (script.route == .contentSwipe ? 26 : 15), "\(script)")
    }
  }

  @Test("The XCUITest file has exactly one test method per script")
  func theUITestFileHasOneMethodPerScript() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let file = root.appendingPathComponent("Examples/BackGuardExample/UITests/BackGuardExampleUITests.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let declared = source.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("func test_") else { return nil }
      return String(trimmed.dropFirst("func ".count).prefix { $0 != "(" })
    }
    #expect(declared.sorted() == UITestScripts.all.map(\.testMethodName).sorted())
  }
}
