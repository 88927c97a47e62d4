#if canImport(UIKit)
  import UIKit

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

    var isInPlace: Bool { navigationController?.delegate === self }

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
