#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import Foundation
  import UIKit

  /// Scenarios about requests that wait their turn and screens that moved: an app request made while a question is
  /// open, and a request naming screens that are in another stack, or in none.
  extension UIKitScenarios {
    static let heldAndMoved: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("appRequestWhileAQuestionIsOpenRunsAfterIt", appRequestWhileAQuestionIsOpenRunsAfterIt),
      ("requestForMovedScreensGoesToTheirStack", requestForMovedScreensGoesToTheirStack),
    ]

    /// A logout arrives while the back button's question is open: it is held, and runs once after the answer, asking
    /// the guard again (docs/UIKitBehavior.md B180).
    public static func appRequestWhileAQuestionIsOpenRunsAfterIt() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 16, *) else {
        check.skip("needs backAction (iOS 16+) to open the question with a tap")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      var kept: [BackResolution] = []
      var asked: [BackSource] = []
      let editor = harness.push(
        "Editor",
        backGuard: ScreenGuard { attempt, resolution in
          asked.append(attempt.source)
          kept.append(resolution)
        })
      check.expect(harness.tapBackButtonAction(), true, "the tap runs BackGuard's back action")
      check.expect(asked, [BackSource.backButton], "the tap opened the question")
      var loggedOut = 0
      let outcome = harness.navigationController.backNavigation.requestLeave([editor], named: "logout") {
        loggedOut += 1
      }
      check.expect(outcome, BackOutcome.queued, "the logout is held, not merged into the tap")
      kept.last?.deny()
      harness.settle()
      check.expect(asked, [BackSource.backButton, .appRequest("logout")], "after the deny, the logout asks its own")
      kept.last?.allow()
      harness.settle()
      check.expect(loggedOut, 1, "and its code runs once on approval")
      return check.checks
    }

    /// A split view moved a screen to another navigation controller: a request made on the old one is asked where
    /// the screen is now; a screen in no stack is refused and its code never runs (B183).
    public static func requestForMovedScreensGoesToTheirStack() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      var asked: [BackSource] = []
      let detail = UIViewController()
      detail.title = "Detail"
      detail.backGuard = ScreenGuard { attempt in
        asked.append(attempt.source)
        return .allow
      }
      let other = BackGuardNavigationController(rootViewController: UIViewController())
      other.pushViewController(detail, animated: false)
      var ran = false
      let outcome = harness.navigationController.backNavigation.requestLeave([detail], named: "showOther") {
        ran = true
      }
      check.expect(outcome, BackOutcome.allowed, "the request went to the stack that holds the screen")
      check.expect(asked, [BackSource.appRequest("showOther")], "whose guard was asked")
      check.expect(ran, true, "and the app's code ran")

      let nowhere = UIViewController()
      nowhere.backGuard = ScreenGuard { _ in .allow }
      var ranForNowhere = false
      let refused = harness.navigationController.backNavigation.requestLeave([nowhere], named: "close") {
        ranForNowhere = true
      }
      check.expect(refused, BackOutcome.invalidDestination, "a screen in no stack is refused")
      check.expect(ranForNowhere, false, "and the app's code does not run")
      return check.checks
    }
  }
#endif
