#if canImport(UIKit)
  import UIKit

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

    var appDelegate: (any UITabBarControllerDelegate)? { forwardee as? any UITabBarControllerDelegate }

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
