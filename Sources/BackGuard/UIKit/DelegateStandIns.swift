#if canImport(UIKit)
  import UIKit

  // The stand-ins of the forwarding proxies (``ForwardingDelegateProxy``, `DelegateForwarding` in the core): each
  // answers the optional methods of one delegate protocol that its proxy does not implement, with the answer UIKit
  // documents for a delegate that does not implement them, for calls that arrive after the app's delegate is gone
  // (docs/UIKitBehavior.md B160). Stateless, one shared object per kind. Release builds do not adopt the protocols
  // (their Objective-C descriptions would go in the app's data), so each method names its selector; debug builds
  // adopt them below, so the compiler checks the selectors.

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
    // Debug builds only: adopting the protocols here makes the compiler check every selector spelled above against
    // the protocol's own (a misspelled one is an error, a near miss a warning, and ios-sdk-check builds debug with
    // warnings as errors). A release build, the one apps ship, carries no protocol descriptions for them.
    extension NavigationDelegateStandIn: UINavigationControllerDelegate {}
    extension TabBarDelegateStandIn: UITabBarControllerDelegate {}
    extension PresentationDelegateStandIn: UIAdaptivePresentationControllerDelegate {}
  #endif

  @MainActor
  enum DelegateDefaults {
    static func supportedInterfaceOrientations(of controller: UIViewController) -> UIInterfaceOrientationMask {
      controller.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    static func currentOrientation(of controller: UIViewController) -> UIInterfaceOrientation {
      guard let orientation = controller.viewIfLoaded?.window?.windowScene?.interfaceOrientation,
        orientation != .unknown
      else { return .portrait }
      return orientation
    }
  }
#endif
