#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// Scenarios of the routes no other library guards: tab re-selection, the iOS 18 zoom dismissal, and
  /// screens that move between navigation controllers (split views).
  extension UIKitScenarios {
    static let newRoutes: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("tabReselectAsksTheGuardsAndPopsToTheRootOnce", tabReselectAsksTheGuardsAndPopsToTheRootOnce),
      ("tabBarProxyKeepsForwardsAndSurvivesTheAppsDelegate", tabBarProxyKeepsForwardsAndSurvivesTheAppsDelegate),
      ("tabBarProxyGoesOnAtInstallAndTakeoversAreReported", tabBarProxyGoesOnAtInstallAndTakeoversAreReported),
      ("zoomDismissHelperAnswersLikeTheSwipeGate", zoomDismissHelperAnswersLikeTheSwipeGate),
      ("movedScreensBackTapMeetsItsGuardInTheNewStack", movedScreensBackTapMeetsItsGuardInTheNewStack),
    ]

    /// A tab bar controller in a window, with one navigation controller per tab.
    @MainActor
    private final class TabHarness {
      let window: UIWindow
      let tabBarController = UITabBarController()
      let tabs: [UINavigationController]
      private(set) var events: [BackEvent] = []
      private var observation: BackObservation?

      init(appDelegate: (any UITabBarControllerDelegate)? = nil) {
        let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
        if let scene {
          window = UIWindow(windowScene: scene)
          window.windowLevel = .normal + 1
        } else {
          window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        tabs = ["Inbox", "Settings"].map { title in
          let root = UIViewController()
          root.title = title
          return UINavigationController(rootViewController: root)
        }
        tabBarController.viewControllers = tabs
        tabBarController.delegate = appDelegate
        window.rootViewController = tabBarController
        window.isHidden = false
        tabs[0].backNavigation.install()
        observation = tabs[0].backNavigation.observe { [weak self] event in self?.events.append(event) }
        settle()
      }

      /// Pushes onto the first tab without animation.
      @discardableResult
      func push(_ title: String, backGuard: ScreenGuard? = nil) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        screen.backGuard = backGuard
        tabs[0].pushViewController(screen, animated: false)
        settle()
        return screen
      }

      /// Taps a tab as UIKit reports it to the delegate: `shouldSelect` first, then the selection.
      @discardableResult
      func tapTab(_ index: Int) -> Bool {
        let target = tabs[index]
        let allowed = tabBarController.delegate?.tabBarController?(tabBarController, shouldSelect: target) ?? true
        if allowed {
          if tabBarController.selectedViewController === target {
            target.popToRootViewController(animated: false)  // UIKit's own re-selection (B130)
          } else {
            tabBarController.selectedViewController = target
          }
        }
        settle()
        return allowed
      }

      func settle() {
        let deadline = Date().addingTimeInterval(2)
        repeat {
          tabBarController.view.layoutIfNeeded()
          RunLoop.current.run(until: Date().addingTimeInterval(0.02))
        } while tabs[0].transitionCoordinator != nil && Date() < deadline
      }

      var titles: [String] { tabs[0].viewControllers.map { $0.title ?? "?" } }

      var left: [String] {
        events.compactMap {
          if case .screensLeft(let screens, let source, _) = $0 { "\(screens.count) \(source)" } else { nil }
        }
      }

      var misuses: [BackMisuse.Kind] {
        events.compactMap { if case .misuse(let misuse) = $0 { misuse.kind } else { nil } }
      }

      func tearDown() {
        tabs[0].backNavigation.uninstall()
        window.isHidden = true
        window.rootViewController = nil
      }
    }

    /// An app's tab bar delegate that records what reaches it.
    private final class RecordingTabBarDelegate: NSObject, UITabBarControllerDelegate {
      var allowsSelection = true
      private(set) var shouldSelectCalls = 0
      private(set) var didSelectCalls = 0

      func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
      {
        shouldSelectCalls += 1
        return allowsSelection
      }

      func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelectCalls += 1
      }
    }

    public static func tabReselectAsksTheGuardsAndPopsToTheRootOnce() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = TabHarness()
      defer { harness.tearDown() }
      var decision = BackDecision.deny
      var asked: [BackSource] = []
      harness.push("List")
      harness.push(
        "Editor",
        backGuard: ScreenGuard { attempt in
          asked.append(attempt.source)
          return decision
        })
      check.expect(harness.tapTab(0), false, "a re-selection with a guard in reach is refused to UIKit")
      check.expect(harness.titles, ["Inbox", "List", "Editor"], "a deny keeps every screen")
      check.expect(asked, [.tabReselect], "the guard is told the route")
      decision = .allow
      check.expect(harness.tapTab(0), false, "the engine, not UIKit, pops on approval")
      harness.settle()
      check.expect(harness.titles, ["Inbox"], "an approval pops to the root")
      check.expect(harness.left, ["2 tabReselect"], "once, named tabReselect")
      check.expect(harness.tapTab(1), true, "selecting another tab is UIKit's own")
      return check.checks
    }

    public static func tabBarProxyKeepsForwardsAndSurvivesTheAppsDelegate() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      var appDelegate: RecordingTabBarDelegate? = RecordingTabBarDelegate()
      let harness = TabHarness(appDelegate: appDelegate)
      defer { harness.tearDown() }
      let proxy = harness.tabBarController.delegate
      check.expect(proxy !== appDelegate && proxy != nil, "installed on a tab: the proxy is in place, before any guard")
      check.expect(
        harness.tabBarController.backGuardForwardedDelegate === appDelegate, "the app reads its own delegate back")
      harness.push("Editor", backGuard: ScreenGuard { _ in .deny })
      check.expect(harness.tabBarController.delegate === proxy, "a guard changes nothing on the tab bar")
      let didSelect = #selector(UITabBarControllerDelegate.tabBarController(_:didSelect:))
      check.expect(proxy?.responds(to: didSelect), true, "the proxy answers for the app's optional method")
      proxy?.tabBarController?(harness.tabBarController, didSelect: harness.tabs[0])
      check.expect(appDelegate?.didSelectCalls, 1, "and forwards it")
      appDelegate?.allowsSelection = false
      check.expect(harness.tapTab(0), false, "the app's own refusal stands")
      check.expect(appDelegate?.shouldSelectCalls, 1, "the app's shouldSelect is asked first")
      check.expect(harness.events.contains { $0.source == .tabReselect }, false, "a refused selection asks no guard")
      appDelegate = nil
      check.expect(proxy?.responds(to: didSelect), false, "a released app delegate is no longer announced")
      check.expect(harness.tabBarController.delegate === proxy, "the proxy stays, assigned again")
      check.expect(harness.tapTab(0), false, "the guard still answers after the app's delegate is gone")
      check.expect(harness.titles, ["Inbox", "Editor"], "and the deny keeps the screen")
      return check.checks
    }

    public static func tabBarProxyGoesOnAtInstallAndTakeoversAreReported() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let appDelegate = RecordingTabBarDelegate()
      let harness = TabHarness(appDelegate: appDelegate)
      defer { harness.tearDown() }
      let editor = harness.push("Editor")
      let proxy = harness.tabBarController.delegate
      check.expect(proxy !== appDelegate, "the proxy went on at install, not when a guard appears (B192)")
      check.expect(harness.tapTab(0), true, "an unguarded re-selection is let through")
      check.expect(harness.titles, ["Inbox"], "UIKit pops to the root")
      check.expect(harness.events.contains { $0.source == .tabReselect }, true, "named tabReselect")
      harness.tabs[0].pushViewController(editor, animated: false)
      harness.settle()
      editor.backGuard = ScreenGuard { _ in .deny }
      editor.backGuard = nil
      harness.settle()
      check.expect(harness.tabBarController.delegate === proxy, "guards coming and going leave the delegate as it is")
      let other = RecordingTabBarDelegate()
      harness.tabBarController.delegate = other
      editor.backGuard = ScreenGuard { _ in .deny }
      editor.backGuard = ScreenGuard { _ in .deny }
      let takeovers = harness.misuses.filter {
        if case .routeTakenOver(.tabReselect, _, _) = $0 { true } else { false }
      }
      check.expect(takeovers.count, 1, "another delegate is left alone and reported once")
      check.expect(harness.tabBarController.delegate === other, "BackGuard does not fight over the delegate")
      return check.checks
    }

    public static func zoomDismissHelperAnswersLikeTheSwipeGate() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let plain = harness.push("Plain")
      check.expect(plain.shouldBeginZoomDismiss(), true, "an unguarded screen: the dismissal begins")
      var resolution: BackResolution?
      let photo = harness.push(
        "Photo",
        backGuard: ScreenGuard(resolve: { _, given in resolution = given }))
      harness.clearEvents()
      check.expect(photo.shouldBeginZoomDismiss(), false, "a later answer: the gesture does not begin")
      check.expect(harness.eventSummary, ["zoomDismiss pending"], "the route is named zoomDismiss")
      check.expect(photo.shouldBeginZoomDismiss(), false, "nor while the answer is pending")
      resolution?.allow()
      harness.settle()
      check.expect(harness.titles, ["Root", "Plain"], "an approval pops the screen once")
      check.expect(plain.shouldBeginZoomDismiss(), true, "the gate opens again")
      return check.checks
    }

    public static func movedScreensBackTapMeetsItsGuardInTheNewStack() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 16, *) else {
        check.skip("backAction exists from iOS 16")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var asked: [BackSource] = []
      let detail = harness.push(
        "Detail",
        backGuard: ScreenGuard { attempt in
          asked.append(attempt.source)
          return .deny
        })
      // A split view's collapse moves the detail onto another navigation controller (public calls only).
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      let listRoot = UIViewController()
      listRoot.title = "List"
      let primary = UINavigationController(rootViewController: listRoot)
      primary.pushViewController(detail, animated: false)
      harness.window.rootViewController = primary
      harness.settle()
      if let action = detail.navigationItem.backAction { harness.perform(action) }
      check.expect(primary.viewControllers.count, 2, "the guard's deny keeps the moved screen")
      check.expect(asked, [.backButton], "the guard was asked in its new stack")
      check.expect(primary.backNavigation.isInstalled, true, "BackGuard is installed where the screen now lives")
      harness.window.rootViewController = harness.navigationController
      return check.checks
    }
  }
#endif
