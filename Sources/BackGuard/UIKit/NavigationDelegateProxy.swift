#if canImport(UIKit)
  import UIKit

  /// Stands in as the navigation controller's delegate, tells BackGuard when the stack changes, and forwards every
  /// call to the app's own delegate.
  ///
  /// It implements only `willShow` and `didShow`. Every other optional method reaches the app's delegate through
  /// forwarding (``ForwardingDelegateProxy``), and is claimed only while that delegate is alive and answers it. This
  /// matters: a delegate that merely responds to `animationControllerFor…` (even returning `nil`) stops the swipes.
  /// A call UIKit makes after the app's delegate is gone, on an answer it kept, goes to
  /// ``NavigationDelegateStandIn``, whose methods give the documented defaults and which UIKit is never told about.
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
