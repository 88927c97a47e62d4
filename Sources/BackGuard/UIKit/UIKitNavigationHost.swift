#if canImport(UIKit)
  import UIKit

  /// BackGuard's side of one `UINavigationController`: the engine's host, which only translates (one UIKit callback,
  /// one engine call; one engine command, one UIKit call). Which hook hears each route is the core's plan
  /// (`BackPlan`, docs/UIKitAdapter.md); a stack with no guard is left exactly as UIKit and the app made it.
  @MainActor
  final class UIKitNavigationHost: NavigationHost {
    /// The navigation controller. Held weakly: the controller owns the ``NavigationBackGuard`` that owns this object.
    private(set) weak var navigationController: UINavigationController?
    /// The rules engine for this stack.
    private(set) var engine: BackNavigationEngine!
    /// Whether BackGuard is installed: the controller's delegate proxy is in place and guarded screens are wired.
    private(set) var isInstalled = false

    /// What happens to the back button's long-press menu where a guard is in reach
    /// (``NavigationBackGuard/backMenuPolicy``).
    var backMenuPolicy: BackMenuPolicy = .standard {
      didSet { if oldValue != backMenuPolicy { decorateScreens() } }
    }

    private(set) var delegateProxy: NavigationDelegateProxy?
    /// The identities of `viewControllers` as last mapped, so a decision does not map the whole stack again, and what
    /// of them the engine has not been told yet.
    private var screenCache = ScreenCache()
    /// Whether SwiftUI's `.backGuard` modifier installed BackGuard here: the stack is SwiftUI's (``setup``).
    var isInstalledBySwiftUI = false

    // Written by the host's extensions (one file per concept), hence internal.
    var edgeSwipe = SwipeSlot(source: .edgeSwipe)
    var contentSwipe = SwipeSlot(source: .contentSwipe)
    /// The touch sequence the swipe recognizers last received, identified by its first timestamp: on iOS 26 both
    /// recognizers see the same touch, and the engine asks the guard once for it.
    var currentTouch: UInt64?
    /// A zoom dismissal the gate let begin in this main-actor turn: the pop that follows is its interactive pop.
    var zoomDismissalBeginning = false
    /// BackGuard's escape handler on the navigation controller (iOS 17+, outside the subclass).
    var controllerEscape = EscapeHandlerSlot()
    /// BackGuard's ⌘[ on the guarded top screen, outside the subclass.
    var screenKeyCommand = ScreenKeyCommandSlot()
    /// View controllers whose navigation items BackGuard changed, so they can be put back.
    var decorated: [WeakViewController] = []
    /// Screens that left in a transition with BackGuard's iOS 15 leading button still on, put back once it ends.
    var leftWithLeadingButton: [WeakViewController] = []
    /// Whether the screens are being wired now (wiring runs app code, which may ask for it again).
    var isDecorating = false
    /// Whether the screens are wired again on the next main-actor turn.
    var pendingRefresh = false
    /// Whether the subclass swaps UIKit's ⌘[ for its own, as the screens were last wired (`BackWiring.Hooks`).
    var subclassSwapsKeyCommand = false
    /// Set while the host makes a pop an approval asked for (``makingApprovedPop(_:)``).
    var isMakingApprovedPop = false
    /// Set from an unguarded tab re-selection until UIKit's pop to the root for it, or the next turn.
    var tabReselectPopFollows = false
    /// The takeovers and leftovers reported so far, each reported once.
    var reportedTakeovers = ReportedOnce()

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      engine = BackNavigationEngine(host: self)
      // The engine read the stack when it was made: nothing is unreported.
      _ = screenCache.takeUnreportedChange()
    }

    // MARK: - Installing

    /// ``NavigationBackGuard/install()``: a forwarding proxy in front of the controller's delegate, then the screens
    /// that have a guard are wired. Calling it again does nothing.
    func install() {
      guard !isInstalled, let navigationController else { return }
      isInstalled = true
      let proxy = NavigationDelegateProxy(
        owner: self, navigationController: navigationController, appDelegate: navigationController.delegate)
      delegateProxy = proxy
      navigationController.delegate = proxy
      if let finding = MigrationLeftovers.navigationBarCategoryFinding() { reportOnce(finding) }
      reportStackChange()
    }

    /// ``NavigationBackGuard/uninstall()``: puts back everything ``install()`` changed. Calling it again does
    /// nothing. A pending attempt is cancelled.
    func uninstall() {
      guard isInstalled else { return }
      isInstalled = false
      engine.cancelPendingAttempt()
      if let navigationController, let delegateProxy, navigationController.delegate === delegateProxy {
        navigationController.delegate = delegateProxy.appDelegate
      }
      delegateProxy = nil
      edgeSwipe.detach()
      contentSwipe.detach()
      if let navigationController { controllerEscape.remove(from: navigationController) }
      screenKeyCommand.remove()
      for entry in decorated { entry.viewController.map { undecorate($0) } }
      decorated = []
      for entry in leftWithLeadingButton { entry.viewController.map(removeLeadingBackButton(from:)) }
      leftWithLeadingButton = []
      TabBarBackGuard.update(for: self, needed: false)
    }

    // MARK: - Setup and era

    /// How BackGuard is set up on this stack, for the route table: the subclass, a stack SwiftUI's `.backGuard`
    /// installed on, a controller whose sheet guard is installed, or a plain controller with ``install()``.
    var setup: BackGuardSetup {
      guard let navigationController else { return .navigationController }
      return .detected(
        isSubclass: navigationController is BackGuardNavigationController, installedBySwiftUI: isInstalledBySwiftUI,
        hasInstalledSheetGuard: SheetBackGuard.existing(on: navigationController)?.isInstalled == true)
    }

    /// The iOS era this process runs on.
    var era: BackGuardEra {
      BackGuardEra(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
    }

    /// Everything the route table needs to say which routes out of this stack's screens their guards decide.
    var routeConfiguration: BackRouteTable.Configuration {
      BackRouteTable.Configuration(
        setup: setup, era: era, menuPolicy: backMenuPolicy,
        voiceOverEscapeHook: NavigationBackGuard.isVoiceOverEscapeHookInstalled)
    }

    /// Which hook hears each route on this stack as it is now: the core's plan.
    var plan: BackPlan { engine.wiring().plan(in: routeConfiguration) }

    // MARK: - NavigationHost

    /// O(1) while the stack is unchanged: UIKit gives no signal for a replacement in the middle of the stack, so the
    /// cache is trusted while the count and the top two entries are the same, and dropped at every `didShow`. A screen
    /// replaced in the middle without `didShow` is seen at the next one; a decision only involves the top two.
    var screens: [ScreenID] {
      guard let navigationController else { return [] }
      let stack = navigationController.viewControllers
      if !screenCache.matches(stack) { screenCache.update(stack) }
      return screenCache.screens
    }

    var isTransitioning: Bool { navigationController?.transitionCoordinator != nil }

    func backOptions(for screen: ScreenID) -> ScreenBackOptions {
      viewController(forScreen: screen)?.backOptions ?? ScreenBackOptions()
    }

    func backGuard(for screen: ScreenID) -> ScreenGuard? {
      if screenCache.screens.last == screen, let settings = screenCache.topSettings() { return settings.backGuard }
      return viewController(forScreen: screen)?.effectiveBackGuard
    }

    /// The same answer as ``backOptions(for:)``: the screen's own swipe choice (kept for the top screen between
    /// setters), and `hidesBackButton` read now, since nothing of BackGuard's runs when it changes.
    func allowsSwipeBack(for screen: ScreenID) -> Bool {
      if screenCache.screens.last == screen, let top = screenCache.top, let settings = screenCache.topSettings() {
        return ScreenBackOptions.swipeAllowed(
          explicit: settings.swipeChoice, hidesBackButton: top.navigationItem.hidesBackButton)
      }
      guard let viewController = viewController(forScreen: screen) else { return true }
      return ScreenBackOptions.swipeAllowed(
        explicit: viewController.swipeChoice, hidesBackButton: viewController.navigationItem.hidesBackButton)
    }

    /// Every decision asks about the top screen: found through the cache, without the registry.
    private func viewController(forScreen screen: ScreenID) -> UIViewController? {
      if screenCache.screens.last == screen, let top = screenCache.top { return top }
      return ScreenRegistry.viewController(for: screen)
    }

    /// Carries out an approved pop with the call ``BackActionRules/popCall(destinationIndex:stackCount:)`` names.
    func popScreens(to destination: ScreenID, animated: Bool) {
      guard let navigationController, let target = ScreenRegistry.viewController(for: destination) else { return }
      let stack = navigationController.viewControllers
      let index = stack.firstIndex { $0 === target }
      guard let call = BackActionRules.popCall(destinationIndex: index, stackCount: stack.count) else { return }
      makingApprovedPop {
        switch call {
        case .popOne: _ = navigationController.popViewController(animated: animated)
        case .popTo: _ = navigationController.popToViewController(target, animated: animated)
        }
      }
    }

    /// After a vetoed tap UIKit can leave the back button half-faded. Hiding and showing the back button through
    /// the public `setHidesBackButton(_:animated:)` makes the bar rebuild it, without touching its private views.
    func restoreBackButton() {
      Task { @MainActor [weak self] in
        guard let item = self?.navigationController?.navigationBar.topItem, !item.hidesBackButton else { return }
        item.setHidesBackButton(true, animated: false)
        item.setHidesBackButton(false, animated: false)
      }
    }

    func backNavigationStateDidChange() {
      decorateScreens()
    }

    // MARK: - The stack as the engine knows it

    /// Reports the current stack to the engine (`didShow`, and installation).
    func reportStackChange() {
      // `didShow` may follow a replacement in the middle, which the cheap check cannot see: compare every entry, by
      // identity (UIKit does not say what changed), and map only the entries that changed. The engine's bookkeeping
      // then costs what changed.
      screenCache.update(navigationController?.viewControllers ?? [])
      let unchanged = screenCache.takeUnreportedChange() ?? screenCache.screens.count
      engine.stackDidChange(unchangedBottom: unchanged)
      decorateScreens()
    }

    /// If the stack changed while no `didShow` reached BackGuard (someone replaced the controller's delegate after
    /// installation), reports it now, before the engine decides anything.
    func syncStackIfChangedUnseen() {
      guard let navigationController else { return }
      _ = currentScreens(of: navigationController.viewControllers)
    }

    /// The identities of `stack` (the controller's `viewControllers`, just read), after reporting a change no `didShow`
    /// announced (see ``syncStackIfChangedUnseen()``). While the stack is unchanged: the cheap check and a flag.
    func currentScreens(of stack: [UIViewController]) -> [ScreenID] {
      currentScreens(reporting: stack).screens
    }

    /// ``currentScreens(of:)``, and whether it reported a change (which ran observers: `stack` may be stale).
    func currentScreens(reporting stack: [UIViewController]) -> (screens: [ScreenID], reported: Bool) {
      if !screenCache.matches(stack) { screenCache.update(stack) }
      // Only a change asks for the transition coordinator: during a transition UIKit reports the end with `didShow`.
      guard isInstalled, screenCache.hasUnreportedChange, !isTransitioning else { return (screenCache.screens, false) }
      reportStackChange()
      return (screens, true)
    }
  }
#endif
