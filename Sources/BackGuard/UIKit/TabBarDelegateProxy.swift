#if canImport(UIKit)
  import UIKit

  /// Stands in as a tab bar controller's delegate while a guard in one of its tabs needs to hear re-selection, and
  /// forwards every call to the app's own delegate.
  ///
  /// It implements only `tabBarController(_:shouldSelect:)`, and asks the app's delegate first: a selection the app
  /// refuses never reaches the guards. Every other optional method (including iOS 18's `shouldSelectTab`) reaches the
  /// app's delegate through `forwardingTarget(for:)` while that delegate is alive, and `responds(to:)` answers as it
  /// would.
  ///
  /// UIKit reads a delegate's `responds(to:)` answers when it is assigned. When the app's delegate is deallocated,
  /// the proxy is assigned again (``ForwardingDelegateProxy``); a call made before that, on an answer UIKit kept,
  /// goes to ``TabBarDelegateStandIn`` (iOS 17 SDK methods; the iOS 18 `UITab` methods have no stand-in).
  final class TabBarDelegateProxy: ForwardingDelegateProxy, UITabBarControllerDelegate {
    weak var owner: TabBarBackGuard?
    weak var tabBarController: UITabBarController?

    init(
      owner: TabBarBackGuard, tabBarController: UITabBarController, appDelegate: (any UITabBarControllerDelegate)?
    ) {
      self.owner = owner
      self.tabBarController = tabBarController
      super.init(forwardingTo: appDelegate, standIn: TabBarDelegateStandIn.shared)
    }

    /// The app's delegate, if any.
    var appDelegate: (any UITabBarControllerDelegate)? { forwardee as? any UITabBarControllerDelegate }

    /// Whether this proxy is the tab bar controller's delegate now.
    var isInPlace: Bool { tabBarController?.delegate === self }

    override func reassign() {
      guard let tabBarController, tabBarController.delegate === self else { return }
      tabBarController.delegate = nil
      tabBarController.delegate = self
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
      if appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) == false { return false }
      return owner?.shouldSelect(viewController) ?? true
    }
  }
#endif
