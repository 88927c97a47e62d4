#if canImport(UIKit)
  import UIKit

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
