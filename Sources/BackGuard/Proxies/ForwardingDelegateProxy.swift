#if canImport(UIKit)
  import ObjectiveC
  @_spi(Internals) import BackGuardCore
  import UIKit

  // A delegate in front of another one: a subclass implements what BackGuard needs; every other optional method goes
  // to `forwardee` by `DelegateForwarding`'s rule (core), and a call after the forwardee is gone goes to `standIn`
  // (docs/UIKitBehavior.md B102, B108, B160).
  @MainActor
  class ForwardingDelegateProxy: NSObject {
    // nonisolated(unsafe): read by the Objective-C runtime in `responds(to:)` and `forwardingTarget(for:)`, on the main
    // thread, where it is written.
    nonisolated(unsafe) private(set) weak var forwardee: NSObjectProtocol?
    nonisolated(unsafe) private let standIn: NSObject?

    init(forwardingTo forwardee: NSObjectProtocol?, standIn: NSObject?) {
      self.forwardee = forwardee
      self.standIn = standIn
      super.init()
      if let forwardee { watch(forwardee) }
    }

    var heldDelegate: AnyObject? { nil }
    func holdDelegate(_ delegate: AnyObject?) {}

    var isInPlace: Bool { heldDelegate === self }

    // Assigned again, UIKit reads the `responds(to:)` answers afresh.
    func reassign() {
      guard isInPlace else { return }
      holdDelegate(nil)
      holdDelegate(self)
    }

    func detach() {
      if isInPlace { holdDelegate(forwardee) }
    }

    // The delegate the app set: the forwardee while this proxy is in place, else whatever holds the slot now.
    // Setting it keeps the proxy in place and forwards to the new object.
    var appsDelegate: AnyObject? {
      get { isInPlace ? forwardee : heldDelegate }
      set {
        if isInPlace { forward(to: newValue as? NSObjectProtocol) } else { holdDelegate(newValue) }
      }
    }

    func forward(to newForwardee: NSObjectProtocol?) {
      let old = forwardee
      // Forwarding to itself would loop on the first call.
      guard old !== newForwardee, newForwardee !== self else { return }
      if let old { DelegateDeallocationWatcher.stopWatching(old, for: self) }
      forwardee = newForwardee
      if let newForwardee { watch(newForwardee) }
      reassign()
    }

    /// Puts the proxy back in front of whatever holds the slot now, forwarding to it: a delegate the app set after
    /// `install()` (a coordinator) keeps every call, and BackGuard hears `willShow` and `didShow` again.
    func wrapAgain() {
      guard !isInPlace else { return }
      forward(to: heldDelegate as? NSObjectProtocol)
      holdDelegate(self)
    }

    func stopWatching() {
      if let forwardee { DelegateDeallocationWatcher.stopWatching(forwardee, for: self) }
    }

    nonisolated func forwards(_ selector: Selector) -> Bool { true }

    private func watch(_ target: NSObjectProtocol) {
      DelegateDeallocationWatcher.watch(target, for: self) { [weak self] in self?.reassign() }
    }

    // Set while the forwardee is asked what it answers: a forwardee that forwards back here (it wrapped this proxy)
    // is told no, instead of the question going round for ever. Main thread only, like the rest.
    nonisolated(unsafe) private var isRouting = false

    private nonisolated func route(_ selector: Selector) -> (DelegateForwarding.Answer, NSObjectProtocol?) {
      let original = isRouting ? nil : forwardee
      isRouting = true
      defer { isRouting = false }
      let method = DelegateForwarding.method(
        proxyImplements: super.responds(to: selector), standInImplements: standIn?.responds(to: selector) ?? false,
        forwardsOthers: forwards(selector))
      return (
        DelegateForwarding.answer(for: method, originalResponds: original?.responds(to: selector) ?? false), original
      )
    }

    override nonisolated func responds(to aSelector: Selector!) -> Bool { route(aSelector).0.claims }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      let (answer, original) = route(aSelector)
      switch answer.target {
      case .original: return original
      case .standIn: return standIn
      case .proxy, .nobody: return super.forwardingTarget(for: aSelector)
      }
    }
  }

  // Tells a proxy that its forwardee was deallocated, so it is assigned again (a kept "yes" from `responds(to:)` would
  // crash once the forwardee is gone). An associated object on the forwardee, released after weak references read
  // `nil`: calls in that gap go to the stand-in (B160).
  final class DelegateDeallocationWatcher: NSObject {
    private let onRelease: @MainActor @Sendable () -> Void
    private var isCancelled = false

    private init(onRelease: @escaping @MainActor @Sendable () -> Void) {
      self.onRelease = onRelease
    }

    deinit {
      guard !isCancelled else { return }
      // Objects are usually released on the main thread, where the re-assignment then happens before the next call.
      MainActorBridge.run(from: nil, onRelease)
    }

    static func watch(
      _ target: AnyObject, for proxy: AnyObject, onRelease: @escaping @MainActor @Sendable () -> Void
    ) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      objc_setAssociatedObject(
        target, key, DelegateDeallocationWatcher(onRelease: onRelease), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    static func stopWatching(_ target: AnyObject, for proxy: AnyObject) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      guard let watcher = objc_getAssociatedObject(target, key) as? DelegateDeallocationWatcher else { return }
      watcher.isCancelled = true
      objc_setAssociatedObject(target, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  // Answers `willShow` and `didShow` for the host, then the app's delegate; the rest is forwarded. Claiming a method only
  // while the app's delegate answers it matters: answering `animationControllerFor…` at all stops the swipes (B48).
  final class NavigationDelegateProxy: ForwardingDelegateProxy, UINavigationControllerDelegate {
    weak var owner: UIKitNavigationHost?
    weak var navigationController: UINavigationController?

    init(
      owner: UIKitNavigationHost, navigationController: UINavigationController,
      appDelegate: (any UINavigationControllerDelegate)?
    ) {
      self.owner = owner
      self.navigationController = navigationController
      super.init(forwardingTo: appDelegate, standIn: NavigationDelegateStandIn.shared)
    }

    var appDelegate: (any UINavigationControllerDelegate)? { forwardee as? any UINavigationControllerDelegate }

    override var heldDelegate: AnyObject? { navigationController?.delegate }

    override func holdDelegate(_ delegate: AnyObject?) {
      navigationController?.delegate = delegate as? any UINavigationControllerDelegate
    }

    // Set while a call is forwarded: a delegate that forwards back here (it wrapped this proxy) is not called again.
    private var isForwarding = false

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      guard !isForwarding else { return }
      owner?.navigationControllerWillShow(viewController, animated: animated)
      isForwarding = true
      defer { isForwarding = false }
      appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      guard !isForwarding else { return }
      owner?.navigationControllerDidShow(viewController)
      isForwarding = true
      defer { isForwarding = false }
      appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }
  }

  // The stand-ins: the optional methods a proxy does not implement, with UIKit's documented answer for a delegate that
  // does not implement them (B160). Stateless. Each names its selector, so release builds carry no protocol
  // descriptions; debug builds adopt the protocols (below), so the compiler checks the selectors.
  @MainActor
  final class NavigationDelegateStandIn: NSObject {
    static let shared = NavigationDelegateStandIn()

    @objc(navigationControllerSupportedInterfaceOrientations:)
    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      DelegateDefaults.supportedInterfaceOrientations(of: navigationController)
    }

    @objc(navigationControllerPreferredInterfaceOrientationForPresentation:)
    func navigationControllerPreferredInterfaceOrientationForPresentation(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
      DelegateDefaults.currentOrientation(of: navigationController)
    }

    // nil: UIKit's own transition, and no interactive one.
    @objc(navigationController:interactionControllerForAnimationController:)
    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    @objc(navigationController:animationControllerForOperation:fromViewController:toViewController:)
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  }

  // As of the iOS 17 SDK: iOS 18's `UITab` methods cannot be named here and have no stand-in.
  @MainActor
  final class TabBarDelegateStandIn: NSObject {
    static let shared = TabBarDelegateStandIn()

    @objc(tabBarController:didSelectViewController:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    @objc(tabBarController:willBeginCustomizingViewControllers:)
    func tabBarController(
      _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}

    @objc(tabBarController:willEndCustomizingViewControllers:changed:)
    func tabBarController(
      _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}

    @objc(tabBarController:didEndCustomizingViewControllers:changed:)
    func tabBarController(
      _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}

    @objc(tabBarControllerSupportedInterfaceOrientations:)
    func tabBarControllerSupportedInterfaceOrientations(
      _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientationMask {
      DelegateDefaults.supportedInterfaceOrientations(of: tabBarController)
    }

    @objc(tabBarControllerPreferredInterfaceOrientationForPresentation:)
    func tabBarControllerPreferredInterfaceOrientationForPresentation(
      _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientation {
      DelegateDefaults.currentOrientation(of: tabBarController)
    }

    @objc(tabBarController:interactionControllerForAnimationController:)
    func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    @objc(tabBarController:animationControllerForTransitionFromViewController:toViewController:)
    func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  }

  @MainActor
  final class PresentationDelegateStandIn: NSObject {
    static let shared = PresentationDelegateStandIn()

    // `.none`: what `UIPresentationController.adaptivePresentationStyle(for:)` documents for "no delegate".
    @objc(adaptivePresentationStyleForPresentationController:)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }

    @objc(adaptivePresentationStyleForPresentationController:traitCollection:)
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }

    // nil: the presented view controller stays.
    @objc(presentationController:viewControllerForAdaptivePresentationStyle:)
    func presentationController(
      _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }

    @objc(presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:)
    func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}

    @objc(presentationController:prepareAdaptivePresentationController:)
    func presentationController(
      _ presentationController: UIPresentationController,
      prepare adaptivePresentationController: UIPresentationController
    ) {}
  }

  #if DEBUG
    extension NavigationDelegateStandIn: UINavigationControllerDelegate {}
    extension TabBarDelegateStandIn: UITabBarControllerDelegate {}
    extension PresentationDelegateStandIn: UIAdaptivePresentationControllerDelegate {}
  #endif

  @MainActor
  enum DelegateDefaults {
    // The documented default. The controller's own property is not read: UIKit's implementation asks the delegate.
    static func supportedInterfaceOrientations(of controller: UIViewController) -> UIInterfaceOrientationMask {
      controller.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    // BackGuard's choice (UIKit documents no default): the window scene's orientation now, else portrait. From iOS 16
    // it is read from the effective geometry: the scene's own property is deprecated in iOS 26.
    static func currentOrientation(of controller: UIViewController) -> UIInterfaceOrientation {
      guard let scene = controller.viewIfLoaded?.window?.windowScene else { return .portrait }
      let orientation: UIInterfaceOrientation
      if #available(iOS 16, *) {
        orientation = scene.effectiveGeometry.interfaceOrientation
      } else {
        orientation = scene.interfaceOrientation
      }
      return orientation == .unknown ? .portrait : orientation
    }
  }
#endif
