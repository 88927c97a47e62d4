@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import BackGuardUITestScripts
import Testing

/// Every UI test script, run on the simulated driver in every iOS era: a wrong expectation in a script fails here
/// before it reaches a Mac. A script is skipped only for a reason that applies, never passed without running.
@MainActor
struct UITestScriptsOnTheSimulatorTests {
  /// "<iOS> <script name>" for every era and script.
  nonisolated static let runs: [String] = BackGuardEra.allCases.flatMap { era in
    UITestScripts.names.map { "\(era.rawValue) \($0)" }
  }

  static func driver(_ era: BackGuardEra) -> SimulatedDemoDriver {
    SimulatedDemoDriver(profile: SimulatedProfile(era))
  }

  @Test(
    "Every script passes on the simulated driver, or is skipped for a stated reason",
    arguments: runs)
  func everyScriptPassesOrIsSkippedForAStatedReason(_ run: String) throws {
    let parts = run.split(separator: " ")
    let era = try #require(Int(parts[0]).flatMap(BackGuardEra.init(rawValue:)))
    let script = try #require(UITestScripts.named(String(parts[1]), era: era))
    let result = UITestScriptRunner.run(script, on: Self.driver(era))
    switch result {
    case .passed: break
    case .failed: Issue.record("\(script) on \(era): \(result)")
    case .skipped(let reason):
      // The reasons allowed: the route table says the route does not exist there; no views (the back button's look);
      // no animators (a custom transition); an app feature that needs a newer iOS (SwiftUI's NavigationStack).
      let unavailable = script.skipReason != nil
      let needsViews = script.actions.contains(.readBackButton)
      let needsAnimators = script.setups.contains { $0.has(.customTransition) }
      let needsNewerIOS = script.minimumIOS > era.rawValue
      #expect(unavailable || needsViews || needsAnimators || needsNewerIOS, "skipped without a reason: \(reason)")
      #expect(!reason.isEmpty)
    }
  }

  @Test("Each script skipped on the simulator says why")
  func skippedScriptsSayWhy() throws {
    let driver = Self.driver(.iOS17)
    let look = try #require(UITestScripts.named("backButton_UIKit_looksTheSameWithAndWithoutBackGuard", era: .iOS17))
    #expect(
      UITestScriptRunner.run(look, on: driver)
        == .skipped(
          "the simulated driver (iOS 17) cannot readBackButton: the simulator has no views, so a back button has"
            + " no title or frame to compare"))
    let pan = try #require(UITestScripts.named("contentSwipe_SwiftUI_guardedScreen", era: .iOS17))
    #expect(
      UITestScriptRunner.run(pan, on: driver)
        == .skipped("BackRouteTable: contentSwipe is unavailable (SwiftUI stack, iOS 17, menu guarded)"))
    let animated = try #require(UITestScripts.named("backButton_UIKit_customTransition", era: .iOS17))
    guard case .skipped(let reason) = UITestScriptRunner.run(animated, on: driver) else {
      Issue.record("the custom transition ran on the simulator")
      return
    }
    #expect(reason.hasPrefix("the simulated driver (iOS 17) cannot launch UIKit-guarded+customTransition: "))
    let path = try #require(UITestScripts.named("backMenu_SwiftUI_pathFollowsMultiLevelLeave", era: .iOS15))
    #expect(
      UITestScriptRunner.run(path, on: Self.driver(.iOS15))
        == .skipped("backMenu_SwiftUI_pathFollowsMultiLevelLeave needs iOS 16; the simulated driver (iOS 15) is iOS 15")
    )
  }

  @Test("A script with a wrong expectation fails, naming the step and what was seen")
  func aWrongExpectationFails() throws {
    let script = try #require(UITestScripts.named("edgeSwipe_UIKit_guardedScreen", era: .iOS26))
    // Claim the guard is asked again by the same gesture, and that nothing left.
    var steps = script.steps
    let asked = try #require(steps.lastIndex(of: .expect(.guardAsked(2))))
    steps[asked] = .expect(.guardAsked(3))
    let popped = try #require(steps.lastIndex(of: .expect(.pops(1))))
    steps[popped] = .expect(.pops(0))
    let wrong = UITestScript(script.name, route: script.route, framework: script.framework, steps: steps)
    let result = UITestScriptRunner.run(wrong, on: Self.driver(.iOS26))
    guard case .failed(let messages) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(messages.count == 2)
    #expect(messages[0].hasPrefix("step \(asked + 1) (expect the guard was asked 3 time(s)): saw 2"))
    #expect(messages[1].hasPrefix("step \(popped + 1) (expect screens left 0 time(s)): saw 1"))
  }

  @Test("The first design's hard-coded expectations fail where the table says otherwise")
  func theFirstDesignsExpectationsFail() throws {
    // The SwiftUI stack does not hear an unguarded tap: the first design expected `.backButton`.
    let tap = try #require(UITestScripts.named("backButton_SwiftUI_unguardedScreen", era: .iOS17))
    let derived = UITestStep.expect(.lastLeftBy(.programmatic(.unannounced)))
    let index = try #require(tap.steps.firstIndex(of: derived))
    var steps = tap.steps
    steps[index] = .expect(.lastLeftBy(.backButton))
    let firstDesign = UITestScript(tap.name, route: tap.route, framework: tap.framework, steps: steps)
    #expect(UITestScriptRunner.run(tap, on: Self.driver(.iOS17)) == .passed)
    guard case .failed(let messages) = UITestScriptRunner.run(firstDesign, on: Self.driver(.iOS17)) else {
      Issue.record("the first design's expectation passed")
      return
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "step \(index + 1) (expect screens last left by backButton): saw programmatic(unannounced) (log: ") == true)
  }

  @Test("An action with nothing to act on stops the script")
  func anActionWithNothingToActOnStopsTheScript() {
    let script = UITestScript(
      "backButton_UIKit_onTheRoot", route: .backButton, framework: .uikit,
      steps: [.launch(DemoSetup(.uikit, .guarded)), .tapBack, .expect(.pops(0))])
    let result = UITestScriptRunner.run(script, on: Self.driver(.iOS26))
    #expect(result == .failed(["step 2 (tap back): nothing to act on; the remaining steps were not run"]))
  }

  @Test("A settle that times out fails its step loudly and stops the script")
  func aSettleThatNeverEndsFails() throws {
    let driver = Self.driver(.iOS17)
    driver.settleNeverEnds = true
    let script = try #require(UITestScripts.named("backButton_UIKit_guardedScreen", era: .iOS17))
    #expect(
      UITestScriptRunner.run(script, on: driver)
        == .failed([
          "step 1 (launch UIKit-guarded): the app did not show that its transitions ended (transition state never"
            + " read idle); the remaining steps were not run"
        ]))
  }

  @Test("Running by name builds the script for the driver's era")
  func runningByNameUsesTheDriversEra() {
    #expect(
      UITestScriptRunner.run(named: "contentSwipe_UIKit_guardedScreen", on: Self.driver(.iOS18))
        == .skipped("BackRouteTable: contentSwipe is unavailable (BackGuardNavigationController, iOS 18, menu guarded)")
    )
    #expect(UITestScriptRunner.run(named: "contentSwipe_UIKit_guardedScreen", on: Self.driver(.iOS26)) == .passed)
    #expect(
      UITestScriptRunner.run(named: "noSuchScript", on: Self.driver(.iOS26))
        == .failed(["no script is named noSuchScript"]))
  }

  @Test("The guard is asked once per gesture even when both iOS 26 recognizers see the touch")
  func oneQuestionPerGestureOnIOS26() throws {
    let driver = Self.driver(.iOS26)
    driver.launch(DemoSetup(.uikit, .guarded))
    #expect(driver.open(.middle) && driver.settle())
    #expect(driver.open(.editor) && driver.settle())
    #expect(driver.edgeSwipe())
    #expect(driver.isConfirmationShowing())
    let log = try #require(driver.engineLog())
    #expect(log.asked == 1)
    #expect(log.attempts == 1)
    #expect(log.route == "edgeSwipe")
  }

  @Test("A guarded screen swiped during its push: the swipe does not begin and nobody is asked")
  func aSwipeDuringThePushDoesNotBegin() throws {
    for era in BackGuardEra.allCases {
      for framework in DemoSetup.Framework.allCases {
        let driver = Self.driver(era)
        driver.launch(DemoSetup(framework, .guarded))
        #expect(driver.open(.middle) && driver.settle())
        #expect(driver.edgeSwipeDuringPush(of: .editor) && driver.settle())
        let log = try #require(driver.engineLog())
        #expect(log.asked == 0, "\(era) \(framework)")
        #expect(log.pops == 0, "\(era) \(framework)")
        #expect(driver.topScreen() == .editor, "\(era) \(framework)")
      }
    }
  }
}
