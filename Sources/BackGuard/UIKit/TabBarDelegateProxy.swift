#if canImport(UIKit)
  import UIKit

  /// Stands in as a tab bar controller's delegate while a guard in one of its tabs needs to hear re-selection, and
  /// forwards every call to the app's own delegate.
  ///
  /// It implements only `tabBarController(_:shouldSelect:)`, and asks the app's delegate first: a selection the app
  /// refuses never reaches the guards. Every other optional method (including iOS 18's `shouldSelectTab`) reaches the
  /// app's delegate through `forwardingTarget(for:)`, and `responds(to:)` answers as the app's delegate would.
  ///
  /// UIKit reads a delegate's `responds(to:)` answers when it is assigned. When the app's delegate is deallocated,
  /// the proxy is assigned again (``DelegateDeallocationWatcher``), so UIKit never sends a call nobody can answer.
  final class TabBarDelegateProxy: NSObject, UITabBarControllerDelegate {
    /// The app's delegate, if any. Weak, as `UITabBarController.delegate` is.
    nonisolated(unsafe) private(set) weak var appDelegate: (any UITabBarControllerDelegate)?
    weak var owner: TabBarBackGuard?
    weak var tabBarController: UITabBarController?

    init(
      owner: TabBarBackGuard, tabBarController: UITabBarController, appDelegate: (any UITabBarControllerDelegate)?
    ) {
      self.owner = owner
      self.tabBarController = tabBarController
      self.appDelegate = appDelegate
      super.init()
      if let appDelegate {
        DelegateDeallocationWatcher.watch(appDelegate, for: self) { [weak self] in self?.reassign() }
      }
    }

    /// Whether this proxy is the tab bar controller's delegate now.
    var isInPlace: Bool { tabBarController?.delegate === self }

    /// Assigns the proxy again, so UIKit reads its `responds(to:)` answers afresh.
    func reassign() {
      guard let tabBarController, tabBarController.delegate === self else { return }
      tabBarController.delegate = nil
      tabBarController.delegate = self
    }

    /// Stops watching the app's delegate (the proxy is being removed).
    func stopWatching() {
      if let appDelegate { DelegateDeallocationWatcher.stopWatching(appDelegate, for: self) }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
      if appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) == false { return false }
      return owner?.shouldSelect(viewController) ?? true
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
