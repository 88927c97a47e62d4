#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// Scenarios of the cheaper decision path: the top screen's settings kept between decisions must never be
  /// stale, and the stack read once per route must still see what changed.
  extension UIKitScenarios {
    static let decisionPath: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("guardChangedBetweenTwoDecisionsIsTheOneAsked", guardChangedBetweenTwoDecisionsIsTheOneAsked),
      ("guardOfAChildAddedAfterADecisionIsAsked", guardOfAChildAddedAfterADecisionIsAsked),
      ("screenReplacedInTheMiddleIsReportedAtDidShow", screenReplacedInTheMiddleIsReportedAtDidShow),
    ]

    public static func guardChangedBetweenTwoDecisionsIsTheOneAsked() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("List")
      var firstAsked = 0
      let editor = harness.push(
        "Editor",
        backGuard: ScreenGuard { _ in
          firstAsked += 1
          return .deny
        })
      check.expect(harness.edgeSwipeShouldBegin(), false, "the first guard refuses the swipe")
      var secondAsked = 0
      editor.backGuard = ScreenGuard { _ in
        secondAsked += 1
        return .deny
      }
      harness.settle()
      check.expect(harness.edgeSwipeShouldBegin(), false, "the new guard refuses it too")
      check.expect(firstAsked, 1, "the replaced guard is not asked again")
      check.expect(secondAsked, 1, "the guard set between the two decisions is asked")
      editor.backGuard = ScreenGuard { _ in .allow }
      editor.allowsSwipeBack = false
      harness.settle()
      check.expect(harness.edgeSwipeShouldBegin(), false, "a swipe turned off between two decisions stays off")
      return check.checks
    }

    public static func guardOfAChildAddedAfterADecisionIsAsked() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("List")
      let container = harness.push("Container", backGuard: ScreenGuard { _ in .allow })
      check.expect(
        harness.edgeSwipeShouldBegin() != false, "the container's own guard allows (the swipe is not refused)")
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      harness.navigationController.pushViewController(container, animated: false)
      harness.settle()
      // A child whose guard was set before it was added: no setter runs after the container's settings were read.
      let child = UIViewController()
      var childAsked = 0
      child.backGuard = ScreenGuard { _ in
        childAsked += 1
        return .deny
      }
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
      check.expect(harness.edgeSwipeShouldBegin(), false, "the child's guard refuses the swipe")
      check.expect(childAsked, 1, "the child added after a decision is asked")
      return check.checks
    }

    public static func screenReplacedInTheMiddleIsReportedAtDidShow() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("A")
      harness.push("B")
      harness.push("C", backGuard: ScreenGuard { _ in .deny })
      let stack = harness.navigationController.viewControllers
      let replacement = UIViewController()
      replacement.title = "A2"
      harness.clearEvents()
      // The top two stay: only a full comparison at `didShow` can see that A left.
      harness.navigationController.setViewControllers(
        [stack[0], replacement, stack[2], stack[3]], animated: false)
      harness.settle()
      check.expect(harness.titles, ["Root", "A2", "B", "C"], "the middle screen was replaced")
      check.expect(
        harness.eventSummary.contains { $0.hasPrefix("left 1") }, "the replaced screen is reported as having left")
      return check.checks
    }
  }
#endif
