#if canImport(UIKit)
  import UIKit

  /// Stands in as the navigation controller's delegate, tells BackGuard when the stack changes, and forwards every
  /// call to the app's own delegate.
  ///
  /// It implements only `willShow` and `didShow`. Every other optional method reaches the app's delegate through
  /// `forwardingTarget(for:)`, and `responds(to:)` answers exactly as the app's delegate would. This matters:
  /// a delegate that merely responds to `animationControllerFor…` (even returning `nil`) stops the swipes.
  final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    /// The app's delegate, if any. Weak, as `UINavigationController.delegate` is.
    nonisolated(unsafe) weak var appDelegate: (any UINavigationControllerDelegate)?
    weak var owner: NavigationBackGuard?

    init(owner: NavigationBackGuard, appDelegate: (any UINavigationControllerDelegate)?) {
      self.owner = owner
      self.appDelegate = appDelegate
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

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      return appDelegate?.responds(to: aSelector) ?? false
    }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let appDelegate, appDelegate.responds(to: aSelector) { return appDelegate }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
