#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// A real `UINavigationController` in a real `UIWindow`, with BackGuard installed, and the calls UIKit makes for
  /// each route, made the way UIKit makes them.
  @MainActor
  public final class ScenarioHarness {
    public let window: UIWindow
    public let navigationController: UINavigationController
    /// Every engine event since the harness was made.
    public private(set) var events: [BackEvent] = []
    private var observation: BackObservation?

    /// - Parameters:
    ///   - subclass: Use ``BackGuardNavigationController`` (installs itself) instead of a plain controller with
    ///     `install()`.
    ///   - rootTitle: The root screen's title.
    ///   - installs: Whether to install BackGuard now (`false` to look at the stack before `install()`).
    public init(subclass: Bool, rootTitle: String = "Root", installs: Bool = true) {
      // Hosted in an app (the example's hosted unit tests), the window joins the app's scene so it is really on
      // screen: a window without a scene is never shown on iOS 13+. Without a host app there is no scene.
      let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
      if let scene {
        window = UIWindow(windowScene: scene)
        window.windowLevel = .normal + 1  // above the host app's own window
      } else {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      }
      let root = UIViewController()
      root.title = rootTitle
      navigationController =
        subclass
        ? BackGuardNavigationController(rootViewController: root) : UINavigationController(rootViewController: root)
      window.rootViewController = navigationController
      window.isHidden = false
      if installs { navigationController.backNavigation.install() }
      observation = navigationController.backNavigation.observe { [weak self] event in
        self?.events.append(event)
      }
      settle()
    }

    /// Ends the window's life so the next scenario starts clean.
    public func tearDown() {
      navigationController.backNavigation.uninstall()
      window.isHidden = true
      window.rootViewController = nil
    }

    /// Pushes a screen without animation and lets UIKit finish.
    @discardableResult
    public func push(_ title: String, backGuard: ScreenGuard? = nil) -> UIViewController {
      let screen = UIViewController()
      screen.title = title
      screen.backGuard = backGuard
      navigationController.pushViewController(screen, animated: false)
      settle()
      return screen
    }

    /// Lets the run loop turn until UIKit has finished the running transition and delivered `didShow` (at most two
    /// seconds).
    public func settle() {
      let deadline = Date().addingTimeInterval(2)
      repeat {
        navigationController.view.layoutIfNeeded()
        RunLoop.current.run(until: Date().addingTimeInterval(0.02))
      } while navigationController.transitionCoordinator != nil && Date() < deadline
      navigationController.view.layoutIfNeeded()
    }

    /// The titles of the stack, root first.
    public var titles: [String] { navigationController.viewControllers.map { $0.title ?? "?" } }

    /// The engine events of the kinds a rule talks about, as short strings ("decided deny", "left backButton").
    public var eventSummary: [String] {
      events.compactMap { event in
        switch event {
        case .attemptDecided(let attempt, let decision, _): "\(attempt.source) \(decision)"
        case .attemptPending(let attempt, _): "\(attempt.source) pending"
        case .attemptCoalesced(_, let source): "\(source) coalesced"
        case .screensLeft(let screens, let source, _): "left \(screens.count) by \(source)"
        default: nil
        }
      }
    }

    public func clearEvents() { events = [] }

    // MARK: Routes, as UIKit drives them

    /// Asks the edge swipe's delegate, as UIKit does when a finger starts at the edge.
    public func edgeSwipeShouldBegin() -> Bool? {
      guard let recognizer = navigationController.interactivePopGestureRecognizer else { return nil }
      return recognizer.delegate?.gestureRecognizerShouldBegin?(recognizer)
    }

    /// Asks the iOS 26 content swipe's delegate. `nil` where there is no such recognizer.
    public func contentSwipeShouldBegin() -> Bool? {
      guard let recognizer = contentPopGestureRecognizer else { return nil }
      return recognizer.delegate?.gestureRecognizerShouldBegin?(recognizer)
    }

    /// `interactiveContentPopGestureRecognizer`, by its public name (iOS 26+).
    public var contentPopGestureRecognizer: UIGestureRecognizer? {
      let name = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
      return navigationController.value(forKey: name) as? UIGestureRecognizer
    }

    /// Runs the top screen's `navigationItem.backAction` (iOS 16+), as the back button does.
    ///
    /// - Returns: `false` if the top screen has no back action.
    @discardableResult
    public func tapBackButtonAction() -> Bool {
      guard #available(iOS 16, *), let action = navigationController.topViewController?.navigationItem.backAction
      else { return false }
      perform(action)
      settle()
      return true
    }

    /// Asks the bar's delegate (the navigation controller) whether to pop the top item, as a tap does on iOS 15; on
    /// approval UIKit's own implementation pops.
    public func navigationBarShouldPopTopItem() -> Bool? {
      let bar = navigationController.navigationBar
      guard let item = bar.topItem, let delegate = bar.delegate else { return nil }
      let answer = delegate.navigationBar?(bar, shouldPop: item)
      settle()
      return answer
    }

    /// VoiceOver's escape, delivered to the navigation controller.
    public func accessibilityEscape() -> Bool {
      let handled = navigationController.accessibilityPerformEscape()
      settle()
      return handled
    }

    /// Performs a `UIAction` through a control, the public way to run an action's handler.
    public func perform(_ action: UIAction) {
      let button = UIButton(primaryAction: action)
      button.sendActions(for: .primaryActionTriggered)
    }
  }
#endif
