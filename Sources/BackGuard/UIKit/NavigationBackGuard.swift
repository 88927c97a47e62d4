#if canImport(UIKit)
  import UIKit

  /// BackGuard on one `UINavigationController`: every route out of a screen meets that screen's guard.
  ///
  /// Get it from ``UIKit/UINavigationController/backNavigationGuard`` and install it once. It works on any navigation
  /// controller, including SwiftUI's and a third-party container's, without a subclass:
  ///
  /// ```swift
  /// navigationController.backNavigationGuard.install()
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// ```
  ///
  /// It only translates. Each UIKit callback becomes one call to its ``engine``, and each engine command becomes one
  /// UIKit call. The routes, and how each one is wired (see docs/UIKitAdapter.md):
  /// - back-button tap: `navigationItem.backAction` on iOS 16+; `navigationBar(_:shouldPop:)` on iOS 15, through
  ///   ``BackGuardNavigationController`` or ``installSystemHooks()``;
  /// - long-press back menu: a back item whose menu BackGuard builds, each pick a request to the engine;
  /// - edge swipe and iOS 26 content swipe: a delegate proxy that answers `gestureRecognizerShouldBegin(_:)`;
  /// - VoiceOver escape: `accessibilityPerformEscapeBlock` (iOS 17+), the subclass, or ``installSystemHooks()``;
  /// - ⌘[: the subclass's key command;
  /// - app code's pops: the subclass's pop methods; otherwise reported after the fact as
  ///   ``ProgrammaticCall/unannounced``.
  @MainActor
  public final class NavigationBackGuard: NavigationHost {
    /// The navigation controller. Held weakly: the controller owns this object.
    public private(set) weak var navigationController: UINavigationController?
    /// The rules engine for this stack. Observe its events, or cancel a pending attempt, here.
    public private(set) var engine: BackNavigationEngine!
    /// Whether BackGuard is installed: the delegate proxies are in place and the screens are decorated.
    public private(set) var isInstalled = false

    private var delegateProxy: NavigationDelegateProxy?
    private var edgeSwipeProxy: SwipeGestureProxy?
    private var contentSwipeProxy: SwipeGestureProxy?
    private var previousEscapeBlock: Any?
    private var didSetEscapeBlock = false
    /// The stack as last reported to the engine.
    private var reportedScreens: [ScreenID] = []
    /// View controllers whose navigation items BackGuard changed, so they can be put back.
    private var decorated: [WeakViewController] = []
    private var isDecorating = false

    static let backActionIdentifier = UIAction.Identifier("BackGuard.backAction")

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      engine = BackNavigationEngine(host: self)
      reportedScreens = screens
    }

    // MARK: - Installing

    /// Installs BackGuard on the navigation controller. Calling it again does nothing.
    ///
    /// It replaces the controller's delegate and the swipe recognizers' delegates with proxies that keep and forward
    /// to the ones they replace, and decorates the screens' navigation items (`backAction`, back-button title, back
    /// menu). ``uninstall()`` puts everything back.
    public func install() {
      guard !isInstalled, let navigationController else { return }
      isInstalled = true
      let proxy = NavigationDelegateProxy(owner: self, appDelegate: navigationController.delegate)
      delegateProxy = proxy
      navigationController.delegate = proxy
      attachSwipeProxies()
      if !(navigationController is BackGuardNavigationController), #available(iOS 17, *) {
        previousEscapeBlock = navigationController.accessibilityPerformEscapeBlock
        navigationController.accessibilityPerformEscapeBlock = { [weak self] in
          self?.accessibilityEscape() ?? false
        }
        didSetEscapeBlock = true
      }
      reportStackChange()
    }

    /// Puts back everything ``install()`` replaced: the controller's delegate, the recognizers' delegates (unless
    /// someone else replaced them since, in which case theirs stay), and the navigation items. Calling it again does
    /// nothing. A pending attempt is cancelled.
    public func uninstall() {
      guard isInstalled else { return }
      isInstalled = false
      engine.cancelPendingAttempt()
      if let navigationController, let delegateProxy, navigationController.delegate === delegateProxy {
        navigationController.delegate = delegateProxy.appDelegate
      }
      delegateProxy = nil
      for proxy in [edgeSwipeProxy, contentSwipeProxy].compactMap({ $0 }) where proxy.isInPlace {
        proxy.recognizer?.delegate = proxy.original
      }
      edgeSwipeProxy = nil
      contentSwipeProxy = nil
      if didSetEscapeBlock, let navigationController, #available(iOS 17, *) {
        navigationController.accessibilityPerformEscapeBlock = previousEscapeBlock as? () -> Bool
      }
      didSetEscapeBlock = false
      previousEscapeBlock = nil
      for entry in decorated { entry.viewController.map(undecorate) }
      decorated = []
    }

    /// Whether BackGuard's proxy still answers for the edge swipe. `false` once another library replaced the
    /// recognizer's delegate: BackGuard then leaves it alone rather than fight over it.
    public var gatesEdgeSwipe: Bool { edgeSwipeProxy?.isInPlace ?? false }

    /// Whether BackGuard's proxy answers for the iOS 26 content swipe. Always `false` before iOS 26.
    public var gatesContentSwipe: Bool { contentSwipeProxy?.isInPlace ?? false }

    // MARK: - Going back from app code

    /// Goes back through the guards, as the system back button would. Installs BackGuard if needed.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestBack(to: listViewController)
    /// ```
    ///
    /// - Parameters:
    ///   - source: The route to report. Default ``BackSource/customBackButton``.
    ///   - destination: The screen to go back to; `nil` for the one below the top.
    ///   - animated: Whether the pop animates.
    /// - Returns: What happened.
    @discardableResult
    public func requestBack(
      from source: BackSource = .customBackButton, to destination: UIViewController? = nil, animated: Bool = true
    ) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestBack(from: source, to: destination?.backGuardScreenID, animated: animated)
    }

    /// The entries of the back button's long-press menu as BackGuard shows them: the earlier screens, nearest first.
    /// Choosing one asks the guards of every screen it would remove (source ``BackSource/backMenu``).
    ///
    /// - Returns: One action per screen below the top.
    public func backMenuActions() -> [UIAction] {
      guard let navigationController else { return [] }
      let stack = navigationController.viewControllers
      guard stack.count >= 2 else { return [] }
      return stack.dropLast().reversed().map { viewController in
        UIAction(title: Self.menuTitle(of: viewController)) { [weak self, weak viewController] _ in
          guard let self, let viewController else { return }
          self.requestBack(from: .backMenu, to: viewController)
        }
      }
    }

    /// Calls `handler` with every event of this stack. Keep the returned observation as long as you want events.
    ///
    /// - Parameter handler: Called on the main actor, in order.
    /// - Returns: The observation.
    public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
      engine.observe(handler)
    }

    // MARK: - NavigationHost

    public var screens: [ScreenID] { navigationController?.viewControllers.map(\.backGuardScreenID) ?? [] }

    public var isTransitioning: Bool { navigationController?.transitionCoordinator != nil }

    public func backOptions(for screen: ScreenID) -> ScreenBackOptions {
      viewController(for: screen)?.backOptions ?? ScreenBackOptions()
    }

    public func popScreens(to destination: ScreenID, animated: Bool) {
      guard let navigationController, let target = viewController(for: destination),
        navigationController.viewControllers.contains(where: { $0 === target })
      else { return }
      navigationController.popToViewController(target, animated: animated)
    }

    /// After a vetoed tap UIKit can leave the back button half-faded. Hiding and showing the back button through
    /// the public `setHidesBackButton(_:animated:)` makes the bar rebuild it, without touching its private views.
    public func restoreBackButton() {
      Task { @MainActor [weak self] in
        guard let item = self?.navigationController?.navigationBar.topItem, !item.hidesBackButton else { return }
        item.setHidesBackButton(true, animated: false)
        item.setHidesBackButton(false, animated: false)
      }
    }

    public func backNavigationStateDidChange() {
      decorateScreens()
    }

    // MARK: - Routes (called by the proxies, the subclass and the hooks)

    /// The edge or content swipe recognizer asks whether it may begin.
    func swipeShouldBegin(_ source: BackSource) -> Bool {
      syncStackIfChangedUnseen()
      return engine.shouldBeginSwipe(source, touch: currentTouch)
    }

    /// The touch sequence the swipe recognizers last received, identified by its first timestamp: on iOS 26 both
    /// recognizers see the same touch, and the engine asks the guard once for it.
    var currentTouch: UInt64?

    /// `navigationController(_:willShow:animated:)`: decorate the new stack before the bar animates, and watch an
    /// interactive pop for the user letting go.
    func navigationControllerWillShow(_ viewController: UIViewController, animated: Bool) {
      decorateScreens()
      guard let coordinator = navigationController?.transitionCoordinator, coordinator.isInteractive else { return }
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        guard let self, context.isCancelled else { return }
        self.engine.swipeDidCancel()
        // The screen that almost left is back on top: give it back its back action and back item.
        self.decorateScreens()
      }
    }

    /// `navigationController(_:didShow:animated:)`: the push, pop or replacement completed.
    func navigationControllerDidShow(_ viewController: UIViewController) {
      reportStackChange()
      // UIKit may rebuild the swipe recognizers (iOS 26 split views), which drops their delegates.
      attachSwipeProxies()
    }

    /// `navigationItem.backAction` of `viewController` ran (iOS 16+): a back-button tap.
    func backButtonTapped(on viewController: UIViewController) {
      guard let navigationController = viewController.stackNavigationController else { return }
      guard navigationController === self.navigationController, isInstalled else {
        // The screen moved to another stack, or BackGuard was uninstalled: behave as the plain back button.
        navigationController.popViewController(animated: true)
        return
      }
      requestBack(from: .backButton, leaving: viewController, animated: true)
    }

    /// `navigationBar(_:shouldPop:)` (iOS 15 taps, and the bar's question after every pop).
    func navigationBarShouldPop() -> Bool {
      guard let navigationController else { return true }
      return engine.navigationBarShouldPop(barItemCount: navigationController.navigationBar.items?.count ?? 0)
    }

    /// VoiceOver's escape reached the navigation controller.
    ///
    /// - Returns: `false` only when there is nothing to go back to, so the escape travels further up.
    func accessibilityEscape() -> Bool {
      syncStackIfChangedUnseen()
      return engine.requestBack(from: .accessibilityEscape) != .nothingToGoBackTo
    }

    /// ⌘[ on a hardware keyboard.
    func keyCommandBack() {
      syncStackIfChangedUnseen()
      engine.requestBack(from: .keyCommand)
    }

    /// App code calls `popViewController`, `popToViewController` or `popToRootViewController` (subclass only).
    func shouldPop(_ call: ProgrammaticCall, to target: UIViewController?, animated: Bool) -> Bool {
      engine.shouldPop(.programmatic(call), to: target?.backGuardScreenID, animated: animated)
    }

    /// App code calls `setViewControllers` (subclass only).
    func shouldReplaceStack(
      with viewControllers: [UIViewController], animated: Bool, perform: @escaping () -> Void
    ) -> Bool {
      engine.shouldReplaceStack(with: viewControllers.map(\.backGuardScreenID), animated: animated, perform: perform)
    }

    /// A screen's guard, swipe setting or back-button style changed.
    func screenSettingsDidChange() {
      guard isInstalled else { return }
      decorateScreens()
    }

    /// A request from a screen (or a child of one) in this stack.
    @discardableResult
    func requestBack(from source: BackSource, leaving screen: UIViewController, animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      guard let navigationController, let entry = screen.stackEntry(in: navigationController),
        let index = navigationController.viewControllers.firstIndex(where: { $0 === entry }), index >= 1
      else { return .nothingToGoBackTo }
      let destination = navigationController.viewControllers[index - 1]
      return engine.requestBack(from: source, to: destination.backGuardScreenID, animated: animated)
    }

    // MARK: - Internals

    /// The view controller behind an identity, in O(1): the engine asks about the screens of every decision.
    private func viewController(for screen: ScreenID) -> UIViewController? {
      ScreenRegistry.viewController(for: screen)
    }

    /// Reports the current stack to the engine (`didShow`, and installation).
    private func reportStackChange() {
      reportedScreens = screens
      engine.stackDidChange()
      decorateScreens()
    }

    /// If the stack changed while no `didShow` reached BackGuard (someone replaced the controller's delegate after
    /// installation), reports it now, before the engine decides anything.
    private func syncStackIfChangedUnseen() {
      guard isInstalled, !isTransitioning, screens != reportedScreens else { return }
      reportStackChange()
    }

    /// The subclass's `viewDidLoad`: the recognizers exist from now on.
    func navigationControllerViewDidLoad() {
      attachSwipeProxies()
    }

    private func attachSwipeProxies() {
      // Before the view loads, asking for the recognizers could load it early (in an initializer, for example).
      // The first `didShow` comes after the view loaded, and attaches them then.
      guard isInstalled, let navigationController, navigationController.isViewLoaded else { return }
      attach(&edgeSwipeProxy, to: navigationController.interactivePopGestureRecognizer, source: .edgeSwipe)
      attach(&contentSwipeProxy, to: contentPopGestureRecognizer, source: .contentSwipe)
    }

    /// Puts a proxy on `recognizer` unless it already has one from BackGuard, or had one and someone replaced it
    /// since (then theirs stays: two libraries fighting over a delegate end with neither working).
    private func attach(_ proxy: inout SwipeGestureProxy?, to recognizer: UIGestureRecognizer?, source: BackSource) {
      guard let recognizer else { return }
      if let existing = proxy, existing.recognizer === recognizer { return }
      let made = SwipeGestureProxy(
        owner: self, recognizer: recognizer, source: source, forwardsOnlyPublicProtocol: source == .edgeSwipe)
      recognizer.delegate = made
      proxy = made
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26+), read through its public name at run time because the SDK
    /// this compiles against predates it.
    private var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard #available(iOS 26, *), let navigationController else { return nil }
      let name = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
      return navigationController.value(forKey: name) as? UIGestureRecognizer
    }

    // MARK: Decorating navigation items

    /// Applies `backAction`, the back-button title policy and the guarded back menu to every screen in the stack, and
    /// puts back the items of screens that left it.
    private func decorateScreens() {
      guard isInstalled, !isDecorating, let navigationController else { return }
      isDecorating = true
      defer { isDecorating = false }
      let stack = navigationController.viewControllers
      for entry in decorated {
        guard let viewController = entry.viewController else { continue }
        if !stack.contains(where: { $0 === viewController }) { undecorate(viewController) }
      }
      decorated.removeAll { entry in
        guard let viewController = entry.viewController else { return true }
        return !stack.contains { $0 === viewController }
      }
      let routedMenus = engine.backMenusNeedingRouting()
      for (index, screen) in stack.enumerated() {
        if #available(iOS 16, *) { applyBackAction(to: screen, isRoot: index == 0) }
        guard index >= 1 else { continue }
        applyBackItem(
          below: screen, on: stack[index - 1], guardedMenu: routedMenus.indices.contains(index) && routedMenus[index])
      }
    }

    @available(iOS 16, *)
    private func applyBackAction(to screen: UIViewController, isRoot: Bool) {
      let item = screen.navigationItem
      let isOurs = item.backAction?.identifier == Self.backActionIdentifier
      // Where no back button is naturally present, a back action would make UIKit synthesize one.
      let hasSystemBackButton =
        !isRoot && !item.hidesBackButton
        && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
      if !hasSystemBackButton {
        if isOurs { item.backAction = nil }
        return
      }
      guard item.backAction == nil else { return }  // ours already, or the app's own: keep it
      item.backAction = UIAction(identifier: Self.backActionIdentifier) { [weak self, weak screen] _ in
        guard let screen else { return }
        if let self {
          self.backButtonTapped(on: screen)
        } else {
          screen.navigationController?.popViewController(animated: true)
        }
      }
      track(screen)
    }

    /// Sets, on `below`'s navigation item, the back button that `screen` shows.
    private func applyBackItem(below screen: UIViewController, on below: UIViewController, guardedMenu: Bool) {
      let appearance = engine.backButtonAppearance(for: screen.backGuardScreenID)
      let item = below.navigationItem
      let saved = item.associatedValue(AssociatedKey.savedBackItem, as: SavedBackItem.self)
      let isSystemLook = appearance == BackButtonStyle.system.appearance
      if isSystemLook && !guardedMenu {
        if let saved {
          saved.restore(on: item)
          item.setAssociatedValue(nil, AssociatedKey.savedBackItem)
        }
        return
      }
      let original = saved ?? SavedBackItem(item)
      if saved == nil {
        item.setAssociatedValue(original, AssociatedKey.savedBackItem)
        track(below)
      }
      let displayMode =
        isSystemLook ? original.displayMode : UINavigationItem.BackButtonDisplayMode(appearance.displayMode)
      if item.backButtonDisplayMode != displayMode { item.backButtonDisplayMode = displayMode }
      let title = appearance.title ?? original.backButtonTitle
      if item.backButtonTitle != title { item.backButtonTitle = title }
      if guardedMenu {
        let backItem: GuardedBackBarButtonItem
        if let existing = item.backBarButtonItem as? GuardedBackBarButtonItem {
          backItem = existing
        } else {
          backItem = GuardedBackBarButtonItem(owner: self, copying: original.backBarButtonItem)
          item.backBarButtonItem = backItem
        }
        // A back item's own title wins over `backButtonTitle`, so a custom title goes here too. For the system look
        // it is the title UIKit would have used: whether UIKit fills in a back item without a title is not documented.
        let itemTitle =
          appearance.title ?? original.backBarButtonItem?.title
          ?? (isSystemLook ? original.backButtonTitle ?? below.navigationItem.title ?? below.title : nil)
        if backItem.title != itemTitle { backItem.title = itemTitle }
      } else if item.backBarButtonItem is GuardedBackBarButtonItem {
        item.backBarButtonItem = original.backBarButtonItem
      }
    }

    /// Puts back what BackGuard changed on one view controller's navigation item.
    private func undecorate(_ viewController: UIViewController) {
      let item = viewController.navigationItem
      if #available(iOS 16, *), item.backAction?.identifier == Self.backActionIdentifier {
        item.backAction = nil
      }
      if let saved = item.associatedValue(AssociatedKey.savedBackItem, as: SavedBackItem.self) {
        saved.restore(on: item)
        item.setAssociatedValue(nil, AssociatedKey.savedBackItem)
      }
    }

    private func track(_ viewController: UIViewController) {
      if !decorated.contains(where: { $0.viewController === viewController }) {
        decorated.append(WeakViewController(viewController))
      }
    }

    /// The title of a screen in the back menu. Never blank: blank entries are what the empty-title trick left.
    static func menuTitle(of viewController: UIViewController) -> String {
      let candidates = [
        viewController.navigationItem.backButtonTitle, viewController.navigationItem.title, viewController.title,
      ]
      for case let title? in candidates where !title.allSatisfy(\.isWhitespace) { return title }
      return "Back"
    }
  }

  /// A weak reference to a view controller.
  @MainActor
  struct WeakViewController {
    weak var viewController: UIViewController?
    init(_ viewController: UIViewController) { self.viewController = viewController }
  }

  extension UINavigationItem.BackButtonDisplayMode {
    init(_ mode: BackButtonAppearance.DisplayMode) {
      switch mode {
      case .default: self = .default
      case .generic: self = .generic
      case .minimal: self = .minimal
      }
    }
  }
#endif
