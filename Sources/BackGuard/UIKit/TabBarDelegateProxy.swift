#if canImport(UIKit)
  import UIKit

  /// Stands in as a tab bar controller's delegate while a tab needs to hear re-selections: implements only
  /// `tabBarController(_:shouldSelect:)`, asking the app's delegate first (its refusal never reaches the guards), and
  /// forwards the rest by `DelegateForwarding`'s rule (``ForwardingDelegateProxy``, ``TabBarDelegateStandIn``; the
  /// iOS 18 `UITab` methods have no stand-in).
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
