#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// Scenarios of what app developers hit first: contained screens, asking before acting, covered screens,
  /// leftovers of other libraries, names for analytics.
  extension UIKitScenarios {
    static let appDevelopers: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      (
        "guardsOnContainedScreensTakePartInTheStackScreensDecision",
        guardsOnContainedScreensTakePartInTheStackScreensDecision
      ),
      (
        "aNestedNavigationControllersGuardsAreAskedWhenTheOuterStackPops",
        aNestedNavigationControllersGuardsAreAskedWhenTheOuterStackPops
      ),
      ("requestLeaveAsksThenRunsTheAppsCodeOnce", requestLeaveAsksThenRunsTheAppsCodeOnce),
      (
        "aCoveredScreensConfirmationIsShownFromTheVisibleScreen", aCoveredScreensConfirmationIsShownFromTheVisibleScreen
      ),
      ("leftoversOfOtherLibrariesAreReportedAtInstall", leftoversOfOtherLibrariesAreReportedAtInstall),
      ("screensLeftAreNamedForAnalytics", screensLeftAreNamedForAnalytics),
    ]

    public static func guardsOnContainedScreensTakePartInTheStackScreensDecision() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var asked: [String] = []
      let container = harness.push("Container")
      let form = UIViewController()
      container.addChild(form)
      container.view.addSubview(form.view)
      form.didMove(toParent: container)
      form.backGuard = ScreenGuard { _ in
        asked.append("form")
        return .deny
      }
      container.backGuard = ScreenGuard { _ in
        asked.append("container")
        return .allow
      }
      check.expect(container.requestBack(), .denied, "a child's guard takes part in its stack screen's decision")
      check.expect(asked, ["form"], "contained screens are asked first; the first deny wins")
      if #available(iOS 16, *) {
        form.backGuard = nil
        container.backGuard = nil
        form.backGuard = ScreenGuard { _ in .deny }
        check.expect(
          container.navigationItem.backAction != nil, "a guard on a child alone wires its stack screen's back button")
      }
      return check.checks
    }

    public static func aNestedNavigationControllersGuardsAreAskedWhenTheOuterStackPops() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let container = harness.push("Collapsed split")
      let innerRoot = UIViewController()
      let inner = UINavigationController(rootViewController: innerRoot)
      container.addChild(inner)
      container.view.addSubview(inner.view)
      inner.didMove(toParent: container)
      let detail = UIViewController()
      inner.pushViewController(detail, animated: false)
      var asked = 0
      detail.backGuard = ScreenGuard { _ in
        asked += 1
        return .deny
      }
      check.expect(container.requestBack(), .denied, "the outer pop asks the nested stack's guard")
      check.expect(asked, 1, "once")
      check.expect(detail.requestBack(), .denied, "and the nested stack's own back is guarded by its own engine")
      check.expect(inner.viewControllers.count, 2, "nothing left the nested stack")
      return check.checks
    }

    public static func requestLeaveAsksThenRunsTheAppsCodeOnce() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      var answer = BackDecision.deny
      let form = harness.push("Form", backGuard: ScreenGuard(guardsProgrammaticPops: true) { _ in answer })
      var performed = 0
      let navigationGuard = harness.navigationController.backNavigation
      let root = harness.navigationController.viewControllers[0]
      check.expect(
        navigationGuard.requestLeave([form], named: "logout") { performed += 1 }, .denied,
        "a deny keeps the screen and runs nothing")
      answer = .allow
      check.expect(
        navigationGuard.requestLeave([form], named: "logout") {
          performed += 1
          harness.navigationController.popToViewController(root, animated: false)
        }, .allowed, "an allow runs the app's code")
      harness.settle()
      check.expect(performed, 1, "once")
      check.expect(harness.titles, ["Root"], "and the app's own pop inside it passes without asking again")
      return check.checks
    }

    public static func aCoveredScreensConfirmationIsShownFromTheVisibleScreen() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("Editor", backGuard: .confirm("Discard changes?", message: "Your edits will be lost."))
      let preview = harness.push("Preview")
      let root = harness.navigationController.viewControllers[0]
      check.expect(
        harness.navigationController.backNavigation.requestBack(from: .backMenu, to: root), .pending,
        "a menu pick past a covered guarded screen waits for the person, instead of being denied")
      harness.settle()
      let alert = preview.presentedViewController as? UIAlertController
      check.expect(alert != nil, "the alert is shown from the visible screen")
      check.expect(alert?.message?.hasPrefix("Editor"), true, "and names the guarded screen")
      let navigationGuard = harness.navigationController.backNavigation
      check.expect(navigationGuard.pendingAttempt?.source, .backMenu, "the pick is the stack's pending attempt")
      navigationGuard.cancelPendingAttempt()
      check.expect(navigationGuard.pendingAttempt == nil, "until the app cancels it")
      preview.dismiss(animated: false)
      harness.settle()
      return check.checks
    }

    public static func leftoversOfOtherLibrariesAreReportedAtInstall() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false, installs: false)
      defer { harness.tearDown() }
      harness.push("Old", backGuard: nil)
      let old = QMUIStyleScreen()
      harness.navigationController.pushViewController(old, animated: false)
      harness.settle()
      var found: [String] = []
      let observation = harness.navigationController.backNavigation.observe { event in
        if case .misuse(let misuse) = event, case .leftoverFromAnotherLibrary(let what, _) = misuse.kind {
          found.append(what)
        }
      }
      harness.navigationController.backNavigation.install()
      check.expect(
        found.contains { $0.contains("shouldPopViewControllerByBackButtonOrPopGesture") }, true,
        "a screen with QMUI's method is reported, once, with what to do")
      observation.cancel()
      return check.checks
    }

    public static func screensLeftAreNamedForAnalytics() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let form = harness.push("Product form")
      form.backGuardScreenName = "ProductForm"
      var names: [String] = []
      harness.navigationController.backNavigation.observe { event in
        if case .screensLeft(let screens, _, _) = event { names += screens.compactMap(\.name) }
      }
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      check.expect(names, ["ProductForm"], "the screen that left is named, after it left")
      return check.checks
    }
  }

  /// A screen still carrying QMUI's back hook.
  final class QMUIStyleScreen: UIViewController {
    @objc func shouldPopViewControllerByBackButtonOrPopGesture(_ byPopGesture: Bool) -> Bool { true }
  }
#endif
