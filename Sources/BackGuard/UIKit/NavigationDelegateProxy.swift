#if canImport(UIKit)
  import UIKit

  /// Stands in as the navigation controller's delegate: implements only `willShow` and `didShow`, which tell BackGuard
  /// the stack changed, and forwards the rest to the app's delegate by `DelegateForwarding`'s rule
  /// (``ForwardingDelegateProxy``, ``NavigationDelegateStandIn``). Claiming a method only while the app's delegate
  /// answers it matters: answering `animationControllerFor…` at all stops the swipes (docs/UIKitBehavior.md B48).
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

    /// The app's delegate, if any.
    var appDelegate: (any UINavigationControllerDelegate)? { forwardee as? any UINavigationControllerDelegate }

    /// Whether this proxy is the controller's delegate now.
    var isInPlace: Bool { navigationController?.delegate === self }

    /// Forwards to `delegate` from now on (the subclass's `delegate` setter).
    func replaceAppDelegate(with delegate: (any UINavigationControllerDelegate)?) {
      forward(to: delegate)
    }

    override func reassign() {
      guard let navigationController, navigationController.delegate === self else { return }
      if let subclass = navigationController as? BackGuardNavigationController {
        // Its `delegate` setter treats any other value as the app's new delegate.
        subclass.assignDelegateAgain(self)
      } else {
        navigationController.delegate = nil
        navigationController.delegate = self
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      owner?.navigationControllerWillShow(viewController, animated: animated)
      appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      owner?.navigationControllerDidShow(viewController)
      appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }
  }
#endif
