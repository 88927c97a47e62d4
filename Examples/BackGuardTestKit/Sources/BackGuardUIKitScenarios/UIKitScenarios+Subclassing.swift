#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// Scenarios of a subclass of `BackGuardNavigationController` shaped as apps write theirs (Signal iOS's
  /// `OWSNavigationController`): its own delegate, an overridden `delegate` that hands out the app's, and its own
  /// `navigationBar(_:shouldPop:)` and pop overrides calling `super` (issue 41).
  extension UIKitScenarios {
    static let subclassing: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("aSubclassThatIsItsOwnDelegateKeepsItAndIsStillGuarded", aSubclassThatIsItsOwnDelegateKeepsItAndIsStillGuarded)
    ]

    public static func aSubclassThatIsItsOwnDelegateKeepsItAndIsStillGuarded() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let root = UIViewController()
      root.title = "Root"
      let navigationController = SelfDelegatingNavigationController(rootViewController: root)
      let coordinator = RecordingNavigationDelegate()
      navigationController.delegate = coordinator
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigationController
      window.isHidden = false
      defer {
        window.isHidden = true
        window.rootViewController = nil
      }
      var lostWork = 0
      let observation = navigationController.backNavigation.observe { event in
        if case .lostWork = event { lostWork += 1 }
      }
      defer { observation.cancel() }

      check.expect(navigationController.delegate === coordinator, "delegate reads back exactly what the app set")
      check.expect(navigationController.superDelegate === navigationController, "UIKit still talks to the subclass")
      let editor = UIViewController()
      editor.title = "Editor"
      editor.backGuard = ScreenGuard { _ in .deny }
      navigationController.pushViewController(editor, animated: false)
      check.expect(coordinator.didShowCount >= 1, "the app's coordinator hears didShow through the subclass")
      check.expect(navigationController.backNavigation.isInstalled, "BackGuard is installed without the delegate")
      if let item = navigationController.navigationBar.topItem {
        check.expect(
          navigationController.navigationBar(navigationController.navigationBar, shouldPop: item), false,
          "the tap's question reaches the app's override, and the guard decides super's answer")
      }
      check.expect(navigationController.barQuestions, 1, "the app's override was asked once")
      check.expect(navigationController.viewControllers.count, 2, "a deny keeps the editor")
      _ = navigationController.popViewController(animated: false)
      check.expect(navigationController.popsSeen, 1, "the app's pop override stays in the chain")
      check.expect(navigationController.viewControllers.count, 1, "the app's own pop passes (no opt-in)")
      check.expect(lostWork, 1, "and its engaged editor is reported as lost work")
      return check.checks
    }
  }

  /// Signal's shape: the controller is its own delegate and hands out the app's from `delegate`.
  @MainActor
  final class SelfDelegatingNavigationController: BackGuardNavigationController, UINavigationControllerDelegate {
    private weak var externalDelegate: (any UINavigationControllerDelegate)?
    private(set) var barQuestions = 0
    private(set) var popsSeen = 0

    override var delegate: (any UINavigationControllerDelegate)? {
      get { externalDelegate }
      set { externalDelegate = newValue }
    }

    var superDelegate: (any UINavigationControllerDelegate)? { super.delegate }

    override init(rootViewController: UIViewController) {
      super.init(rootViewController: rootViewController)
      super.delegate = self
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      super.delegate = self
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      externalDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      barQuestions += 1
      return super.navigationBar(navigationBar, shouldPop: item)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
      popsSeen += 1
      return super.popViewController(animated: animated)
    }
  }
#endif
