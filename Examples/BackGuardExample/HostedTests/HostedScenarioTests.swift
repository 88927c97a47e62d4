// Type-checked on Linux by `.ci/run` (`ios-sdk-check --xctest-file`) against a stand-in of Apple's documented XCTest
// declarations, never compiled against the real XCTest nor run: run it on a Mac with `scripts/verify-on-mac`. The
// scenarios it runs (../BackGuardTestKit/Sources/BackGuardUIKitScenarios) are compiled by ios-sdk-check. It imports
// BackGuardUIKitScenarios without linking it: the app links it (project.yml), so the test process, which is the app's,
// holds one copy of BackGuard.
import BackGuardUIKitScenarios
import XCTest

/// The UIKit scenario harness, run inside the example app (the test host): its windows join the app's window scene,
/// so controls send their actions and alerts can be presented, which a package test bundle without a host cannot do.
@MainActor
final class HostedScenarioTests: XCTestCase {
  /// Every scenario of `UIKitScenarioCatalog`, each reported on its own; the method name is read by
  /// `scripts/verify-on-mac` as the route-table row "hostedScenarios".
  func test_hostedScenarios_allUIKitScenarios() throws {
    XCTAssertFalse(UIKitScenarioCatalog.all.isEmpty)
    var skipped: [String] = []
    for scenario in UIKitScenarioCatalog.all {
      XCTContext.runActivity(named: scenario.name) { _ in
        let checks = scenario.run()
        XCTAssertFalse(checks.isEmpty, "\(scenario.name) checked nothing")
        for check in checks where !check.passed {
          XCTFail("\(scenario.name): \(check.description)")
        }
        if let reason = checks.first(where: { $0.skipReason != nil })?.skipReason {
          skipped.append("\(scenario.name): \(reason)")
        }
      }
    }
    if !skipped.isEmpty {
      let note = XCTAttachment(string: skipped.joined(separator: "\n"))
      note.name = "Scenarios that do not apply on this iOS version"
      note.lifetime = .keepAlways
      add(note)
    }
  }
}
