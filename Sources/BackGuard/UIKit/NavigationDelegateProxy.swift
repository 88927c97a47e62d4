#if canImport(UIKit)
  import UIKit

  /// Stands in as the navigation controller's delegate, tells BackGuard when the stack changes, and forwards every
  /// call to the app's own delegate.
  ///
  /// It implements only `willShow` and `didShow`. Every other optional method reaches the app's delegate through
  /// `forwardingTarget(for:)`, and `responds(to:)` answers exactly as the app's delegate would. This matters:
  /// a delegate that merely responds to `animationControllerFor…` (even returning `nil`) stops the swipes.
  ///
  /// UIKit keeps the `responds(to:)` answers it read when the proxy was assigned. When the app's delegate is
  /// deallocated, or the app sets another one, the proxy is assigned again so UIKit asks afresh and never sends a
  /// call that nobody can answer.
  final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    /// The app's delegate, if any. Weak, as `UINavigationController.delegate` is.
    nonisolated(unsafe) private(set) weak var appDelegate: (any UINavigationControllerDelegate)?
    weak var owner: NavigationBackGuard?
    weak var navigationController: UINavigationController?

    init(
      owner: NavigationBackGuard, navigationController: UINavigationController,
      appDelegate: (any UINavigationControllerDelegate)?
    ) {
      self.owner = owner
      self.navigationController = navigationController
      self.appDelegate = appDelegate
      super.init()
      if let appDelegate { watch(appDelegate) }
    }

    /// Whether this proxy is the controller's delegate now.
    var isInPlace: Bool { navigationController?.delegate === self }

    /// Assigns the proxy again, so UIKit reads its `responds(to:)` answers afresh.
    func reassign() {
      guard let navigationController, navigationController.delegate === self else { return }
      if let subclass = navigationController as? BackGuardNavigationController {
        // Its `delegate` setter treats any other value as the app's new delegate.
        subclass.assignDelegateAgain(self)
      } else {
        navigationController.delegate = nil
        navigationController.delegate = self
      }
    }

    /// Forwards to `delegate` from now on, and assigns the proxy again so UIKit reads what it answers.
    func replaceAppDelegate(with delegate: (any UINavigationControllerDelegate)?) {
      let old = appDelegate
      guard old !== delegate else { return }
      if let old { DelegateDeallocationWatcher.stopWatching(old, for: self) }
      appDelegate = delegate
      if let delegate { watch(delegate) }
      reassign()
    }

    private func watch(_ target: any UINavigationControllerDelegate) {
      DelegateDeallocationWatcher.watch(target, for: self) { [weak self] in self?.reassign() }
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
