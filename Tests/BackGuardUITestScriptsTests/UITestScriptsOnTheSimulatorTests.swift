import BackGuardCore
import BackGuardTesting
import BackGuardUITestScripts
import Testing

/// Every UI test script, run on the simulated driver for each iOS era: a wrong expectation in a script fails here
/// before it reaches a Mac. A script is skipped only for a reason the driver states, never passed without running.
@MainActor
struct UITestScriptsOnTheSimulatorTests {
  static let eras: [(profile: SimulatedProfile, iOS: Int)] = [(.iOS15, 15), (.iOS17, 17), (.iOS26, 26)]
  /// "<iOS> <script name>" for every era and script.
  nonisolated static let runs: [String] = [15, 17, 26].flatMap { iOS in
    UITestScripts.all.map { "\(iOS) \($0.name)" }
  }

  @Test(
    "Every script passes on the simulated driver, or is skipped for a stated reason",
    arguments: runs)
  func everyScriptPassesOrIsSkippedForAStatedReason(_ run: String) throws {
    let parts = run.split(separator: " ")
    let era = try #require(Self.eras.first { "\($0.iOS)" == parts[0] })
    let script = try #require(UITestScripts.named(String(parts[1])))
    let result = UITestScriptRunner.run(script, on: SimulatedDemoDriver(profile: era.profile, iOSMajorVersion: era.iOS))
    switch result {
    case .passed: break
    case .failed: Issue.record("\(script) \(result)")
    case .skipped(let reason):
      // Only two reasons are allowed: no views (the back button's look), and no content swipe before iOS 26.
      let needsViews = script.actions.contains(.readBackButton)
      let needsIOS26 = script.minimumIOS > era.iOS
      #expect(needsViews || needsIOS26, "skipped without a reason that applies: \(reason)")
      #expect(!reason.isEmpty)
    }
  }

  @Test("Each script skipped on the simulator says why")
  func skippedScriptsSayWhy() {
    let driver = SimulatedDemoDriver(profile: .iOS17, iOSMajorVersion: 17)
    let look = UITestScripts.named("backButton_UIKit_looksTheSameWithAndWithoutBackGuard")!
    #expect(
      UITestScriptRunner.run(look, on: driver)
        == .skipped(
          "the simulated driver (iOS 16-18) cannot readBackButton: the simulator has no views, so a back button has"
            + " no title or frame to compare"))
    let pan = UITestScripts.named("contentSwipe_SwiftUI_vetoedPanThenNextPanLeaves")!
    #expect(
      UITestScriptRunner.run(pan, on: driver)
        == .skipped("contentSwipe needs iOS 26; the simulated driver (iOS 16-18) is iOS 17"))
  }

  @Test("A script with a wrong expectation fails, naming the step and what was seen")
  func aWrongExpectationFails() throws {
    let script = try #require(UITestScripts.named("edgeSwipe_UIKit_vetoedSwipeThenNextSwipeLeaves"))
    // Claim the guard is asked again by the same gesture, and that nothing left.
    var steps = script.steps
    let asked = try #require(steps.lastIndex(of: .expect(.guardAsked(2))))
    steps[asked] = .expect(.guardAsked(3))
    let popped = try #require(steps.lastIndex(of: .expect(.pops(1))))
    steps[popped] = .expect(.pops(0))
    let wrong = UITestScript(script.name, route: script.route, framework: script.framework, steps: steps)
    let result = UITestScriptRunner.run(wrong, on: SimulatedDemoDriver(profile: .iOS26, iOSMajorVersion: 26))
    guard case .failed(let messages) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(messages.count == 2)
    #expect(messages[0].hasPrefix("step \(asked + 1) (expect the guard was asked 3 time(s)): saw 2"))
    #expect(messages[1].hasPrefix("step \(popped + 1) (expect screens left 0 time(s)): saw 1"))
  }

  @Test("An action with nothing to act on stops the script")
  func anActionWithNothingToActOnStopsTheScript() {
    let script = UITestScript(
      "backButton_UIKit_onTheRoot", route: .backButton, framework: .uikit,
      steps: [.launch(DemoSetup(.uikit, .guarded)), .tapBack, .expect(.pops(0))])
    let result = UITestScriptRunner.run(script, on: SimulatedDemoDriver(profile: .iOS26, iOSMajorVersion: 26))
    #expect(result == .failed(["step 2 (tap back): nothing to act on; the remaining steps were not run"]))
  }

  @Test("The guard is asked once per gesture even when both iOS 26 recognizers see the touch")
  func oneQuestionPerGestureOnIOS26() throws {
    let driver = SimulatedDemoDriver(profile: .iOS26, iOSMajorVersion: 26)
    driver.launch(DemoSetup(.uikit, .guarded))
    #expect(driver.open(.middle, waitsForTransition: true))
    #expect(driver.open(.editor, waitsForTransition: true))
    #expect(driver.edgeSwipe())
    #expect(driver.isConfirmationShowing())
    let log = try #require(driver.engineLog())
    #expect(log.asked == 1)
    #expect(log.attempts == 1)
    #expect(log.route == "edgeSwipe")
  }
}
