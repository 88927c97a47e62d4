#if canImport(UIKit)
  import UIKit

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
#endif
