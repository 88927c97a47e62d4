#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  @MainActor
  final class TabBarRoutes {
    private weak var tabBarController: UITabBarController?
    private var proxy: TabBarDelegateProxy?
    private var needing: [Weak<UIKitNavigationHost>] = []
    private var record = DelegateProxyRecord()
    // UIKit may ask through both the old and the iOS 18 delegate method for one tap: the guards are asked once a turn.
    private var lastAnswer: (viewController: ObjectIdentifier, answer: Bool)?

    private init(tabBarController: UITabBarController) {
      self.tabBarController = tabBarController
    }

    static func of(_ tabBarController: UITabBarController) -> TabBarRoutes {
      tabBarController.associatedObject(AssociatedKey.tabBarRoutes) {
        TabBarRoutes(tabBarController: tabBarController)
      }
    }

    // Only a tab's own navigation controller counts, the one UIKit pops on re-selection (B130).
    static func update(for host: UIKitNavigationHost, needed: Bool) {
      guard let navigationController = host.navigationController,
        let tabBarController = navigationController.tabBarController
      else { return }
      let isTab = tabBarController.viewControllers?.index(ofObject: navigationController) != nil
      let existing = tabBarController.associatedValue(AssociatedKey.tabBarRoutes, as: TabBarRoutes.self)
      guard needed && isTab || existing != nil else { return }
      of(tabBarController).set(host, needed: needed && isTab)
    }

    func shouldSelect(_ viewController: UIViewController?) -> Bool {
      guard let tabBarController, let viewController, viewController === tabBarController.selectedViewController,
        let navigationController = viewController as? UINavigationController,
        let host = navigationController.installedNavigationHost
      else { return true }
      let key = ObjectIdentifier(viewController)
      if let lastAnswer, lastAnswer.viewController == key { return lastAnswer.answer }
      host.prepareForRequest()
      // UIKit's own pop would skip the guards: when the engine takes the tap over, UIKit is told no.
      // With no guard to ask, the engine only names UIKit's coming pop to the root after the tap (B130); if UIKit
      // does not pop in this turn, that naming approval is forgotten on the next.
      let answer = host.engine.takeOverTabReselect() == nil
      lastAnswer = (key, answer)
      Task { @MainActor [weak self, weak host] in
        self?.lastAnswer = nil
        host?.engine.tabReselectDidEnd()
      }
      return answer
    }

    var forwardedDelegate: (any UITabBarControllerDelegate)? {
      get {
        guard let proxy else { return tabBarController?.delegate }
        return proxy.appsDelegate as? any UITabBarControllerDelegate
      }
      set {
        guard let proxy else {
          tabBarController?.delegate = newValue
          return
        }
        proxy.appsDelegate = newValue
      }
    }

    var takeoverHolder: String? { record.reportedHolder }

    var isProxyInPlace: Bool { proxy?.isInPlace == true }

    private func set(_ host: UIKitNavigationHost, needed: Bool) {
      needing.removeReleased(and: host)
      if needed { needing.append(Weak(host)) }
      guard let tabBarController else { return }
      let step = record.update(needed: !needing.isEmpty, proxyInPlace: proxy?.isInPlace == true) {
        takeoverHolderName(tabBarController.delegate)
      }
      switch step {
      case .none: break
      case .release:
        proxy?.detach()
        proxy?.stopWatching()
        proxy = nil
      case .reportTakeover(let holder):
        host.engine.reportAdapterMisuse(
          .routeTakenOver(route: .tabReselect, property: "tabBarController.delegate", by: holder))
      case .install:
        let made = TabBarDelegateProxy(
          owner: self, tabBarController: tabBarController, appDelegate: tabBarController.delegate)
        proxy = made
        tabBarController.delegate = made
      }
    }
  }

  extension UIViewController {
    var installedNavigationDescendant: UINavigationController? {
      var level = children
      while !level.isEmpty {
        var next: [UIViewController] = []
        for child in level {
          if let found = child as? UINavigationController, found.installedNavigationHost != nil { return found }
          next += child.children
        }
        level = next
      }
      return nil
    }
  }

  extension UITabBarController {
    /// Answers a tab selection through BackGuard: for the selected tab tapped again, the guards of every screen that
    /// would leave are asked, and an approval pops to the root once. Call it from your own
    /// `tabBarController(_:shouldSelectTab:)` when you use iOS 18's `UITab` API; the classic
    /// `tabBarController(_:shouldSelect:)` needs nothing.
    ///
    /// ```swift
    /// func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    ///   tabBarController.backGuardShouldSelect(tab.viewController)
    /// }
    /// ```
    ///
    /// - Parameter viewController: The tapped tab's view controller (`UITab.viewController`).
    /// - Returns: `false` when BackGuard took the re-selection over (it pops itself on approval); `true` otherwise.
    public func backGuardShouldSelect(_ viewController: UIViewController?) -> Bool {
      TabBarRoutes.of(self).shouldSelect(viewController)
    }

    /// The tab bar controller's delegate as your app set it.
    ///
    /// Once BackGuard is installed on a navigation controller that is one of this controller's tabs, it puts a
    /// forwarding proxy in `delegate` to hear tab re-selection, and keeps it there until every such stack is
    /// uninstalled: `delegate` then returns the proxy, not your object. Read and set yours here; the proxy forwards
    /// every call to it, asking it first.
    ///
    /// ```swift
    /// let coordinator = tabBarController.backGuardForwardedDelegate as? AppCoordinator
    /// tabBarController.backGuardForwardedDelegate = newCoordinator
    /// ```
    public var backGuardForwardedDelegate: (any UITabBarControllerDelegate)? {
      get {
        guard let tabRoutes = associatedValue(AssociatedKey.tabBarRoutes, as: TabBarRoutes.self) else {
          return delegate
        }
        return tabRoutes.forwardedDelegate
      }
      set {
        if let tabRoutes = associatedValue(AssociatedKey.tabBarRoutes, as: TabBarRoutes.self) {
          tabRoutes.forwardedDelegate = newValue
        } else {
          delegate = newValue
        }
      }
    }

    /// Asks the guards of every tab's screens above its root, one tab at a time, before the app leaves them all: a
    /// logout, or a deep link that replaces the whole interface.
    ///
    /// ```swift
    /// if await tabBarController.requestLeaveEveryTab(named: "logout") == .allowed { showLogin() }
    /// ```
    ///
    /// The selected tab first, then tab order; the first refusal ends it. With `revealsEachTab`, a tab is selected
    /// before its guards are asked. Nothing stays approved: act right after the answer.
    ///
    /// - Parameters:
    ///   - name: The route's name, ``BackSource/appRequest(_:)``.
    ///   - revealsEachTab: Whether a tab is selected before its guards are asked. Default `true`.
    ///   - animated: Passed along in each attempt.
    /// - Returns: ``BackOutcome/allowed`` when every tab approved; otherwise the first refusal (``BackOutcome/denied``,
    ///   ``BackOutcome/cancelled``, …).
    public func requestLeaveEveryTab(
      named name: String, revealsEachTab: Bool = true, animated: Bool = true
    ) async -> BackOutcome {
      let tabs = viewControllers ?? []
      let selected = tabs.firstIndex { $0 === selectedViewController }
      return await EveryTabRequest.askInTurn(tabs, selected: selected) { tab in
        // A SwiftUI tab's stack is inside the tab's own view controller, not the tab itself.
        guard let navigationController = tab as? UINavigationController ?? tab.installedNavigationDescendant,
          navigationController.viewControllers.count > 1
        else { return nil }
        if revealsEachTab, selectedViewController !== tab { selectedViewController = tab }
        return await navigationController.backNavigation.requestLeave(
          Array(navigationController.viewControllers.dropFirst()), named: name, animated: animated)
      }
    }
  }

  // Asks the app's delegate first (its refusal never reaches the guards), then the tab bar routes.
  final class TabBarDelegateProxy: ForwardingDelegateProxy, UITabBarControllerDelegate {
    weak var owner: TabBarRoutes?
    weak var tabBarController: UITabBarController?

    init(
      owner: TabBarRoutes, tabBarController: UITabBarController, appDelegate: (any UITabBarControllerDelegate)?
    ) {
      self.owner = owner
      self.tabBarController = tabBarController
      super.init(forwardingTo: appDelegate, standIn: TabBarDelegateStandIn.shared)
    }

    var appDelegate: (any UITabBarControllerDelegate)? { forwardee as? any UITabBarControllerDelegate }

    override var heldDelegate: AnyObject? { tabBarController?.delegate }
    override func holdDelegate(_ delegate: AnyObject?) {
      tabBarController?.delegate = delegate as? any UITabBarControllerDelegate
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
      if appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) == false { return false }
      return owner?.shouldSelect(viewController) ?? true
    }
  }
#endif
