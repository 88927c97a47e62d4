#if canImport(UIKit)
  import UIKit

  @MainActor
  final class UIKitNavigationHost: NavigationHost {
    private(set) weak var navigationController: UINavigationController?
    private(set) var engine: BackNavigationEngine!
    private(set) var isInstalled = false

    var backMenuPolicy: BackMenuPolicy = .standard {
      didSet { if oldValue != backMenuPolicy { decorateScreens() } }
    }

    private(set) var delegateProxy: NavigationDelegateProxy?
    private var screenCache = ScreenCache()
    var isInstalledBySwiftUI = false

    // Written by the host's extensions (one file per concept), hence internal.
    var edgeSwipe = SwipeSlot(source: .edgeSwipe)
    var contentSwipe = SwipeSlot(source: .contentSwipe)
    var currentTouch: UInt64?
    var zoomDismissalBeginning = false
    var controllerEscape = EscapeHandlerSlot()
    var screenKeyCommand = ScreenKeyCommandSlot()
    var decorated: [WeakViewController] = []
    var leftWithLeadingButton: [WeakViewController] = []
    var isDecorating = false
    var pendingRefresh = false
    var subclassSwapsKeyCommand = false
    var isMakingApprovedPop = false
    var tabReselectPopFollows = false
    var reportedTakeovers = ReportedOnce()

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      engine = BackNavigationEngine(host: self)
      // The engine read the stack when it was made: nothing is unreported.
      _ = screenCache.takeUnreportedChange()
    }

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

    var setup: BackGuardSetup {
      guard let navigationController else { return .navigationController }
      return .detected(
        isSubclass: navigationController is BackGuardNavigationController, installedBySwiftUI: isInstalledBySwiftUI,
        hasInstalledSheetGuard: SheetBackGuard.existing(on: navigationController)?.isInstalled == true)
    }

    var era: BackGuardEra {
      BackGuardEra(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
    }

    var routeConfiguration: BackRouteTable.Configuration {
      BackRouteTable.Configuration(
        setup: setup, era: era, menuPolicy: backMenuPolicy,
        voiceOverEscapeHook: NavigationBackGuard.isVoiceOverEscapeHookInstalled)
    }

    var plan: BackPlan { engine.wiring().plan(in: routeConfiguration) }

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

    func allowsSwipeBack(for screen: ScreenID) -> Bool {
      if screenCache.screens.last == screen, let top = screenCache.top, let settings = screenCache.topSettings() {
        return ScreenBackOptions.swipeAllowed(
          explicit: settings.swipeChoice, hidesBackButton: top.navigationItem.hidesBackButton)
      }
      guard let viewController = viewController(forScreen: screen) else { return true }
      return ScreenBackOptions.swipeAllowed(
        explicit: viewController.swipeChoice, hidesBackButton: viewController.navigationItem.hidesBackButton)
    }

    private func viewController(forScreen screen: ScreenID) -> UIViewController? {
      if screenCache.screens.last == screen, let top = screenCache.top { return top }
      return ScreenRegistry.viewController(for: screen)
    }

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

    func reportStackChange() {
      // `didShow` may follow a replacement in the middle, which the cheap check cannot see: compare every entry, by
      // identity (UIKit does not say what changed), and map only the entries that changed. The engine's bookkeeping
      // then costs what changed.
      screenCache.update(navigationController?.viewControllers ?? [])
      let unchanged = screenCache.takeUnreportedChange() ?? screenCache.screens.count
      engine.stackDidChange(unchangedBottom: unchanged)
      decorateScreens()
    }

    func syncStackIfChangedUnseen() {
      guard let navigationController else { return }
      _ = currentScreens(of: navigationController.viewControllers)
    }

    func currentScreens(of stack: [UIViewController]) -> [ScreenID] {
      currentScreens(reporting: stack).screens
    }

    func currentScreens(reporting stack: [UIViewController]) -> (screens: [ScreenID], reported: Bool) {
      if !screenCache.matches(stack) { screenCache.update(stack) }
      // Only a change asks for the transition coordinator: during a transition UIKit reports the end with `didShow`.
      guard isInstalled, screenCache.hasUnreportedChange, !isTransitioning else { return (screenCache.screens, false) }
      reportStackChange()
      return (screens, true)
    }
  }
#endif
