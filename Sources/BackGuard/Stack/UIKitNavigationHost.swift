#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  @MainActor
  package final class UIKitNavigationHost: NavigationHost {
    private(set) weak var navigationController: UINavigationController?
    package private(set) var engine: BackNavigationEngine!
    private(set) var isInstalled = false

    var backMenuPolicy: BackMenuPolicy = .guarded {
      didSet { if oldValue != backMenuPolicy { wireScreens() } }
    }

    private(set) var delegateProxy: NavigationDelegateProxy?
    private var screenCache = ScreenCache()
    // The wirings so far: whether an item found replaced is a self-check sign (core: `WiringLooks`).
    var looks = WiringLooks()
    package var isInstalledBySwiftUI = false

    var edgeSwipe = SwipeSlot(source: .edgeSwipe)
    var contentSwipe = SwipeSlot(source: .contentSwipe)
    var currentTouch: UInt64?
    var zoomDismissalBeginning = false
    var controllerEscape = EscapeHandlerSlot()
    var screenKeyCommand = ScreenKeyCommandSlot()
    var wired: [Weak<UIViewController>] = []
    var isWiring = false
    var pendingRefresh = false
    var subclassSwapsKeyCommand = false
    var reportedTakeovers = ReportedOnce()
    // The delegates set after `install()` that the proxy was put back in front of (core: `DelegateRewrapRecord`).
    var delegateRewraps = DelegateRewrapRecord()

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      engine = BackNavigationEngine(host: self)
      // The engine read the stack when it was made: nothing is unreported.
      _ = screenCache.takeUnreportedChange()
    }

    /// Whether UIKit's pushes, pops and transitions are heard through the subclass's own overrides and the transition
    /// coordinator (`BackGuardNavigationController`), so the app keeps its delegate; otherwise through a proxy.
    private(set) var hearsThroughOverrides = false

    func install() { install(throughOverrides: navigationController is BackGuardNavigationController) }

    func install(throughOverrides: Bool) {
      guard !isInstalled, let navigationController else { return }
      isInstalled = true
      hearsThroughOverrides = throughOverrides
      if !throughOverrides {
        let proxy = NavigationDelegateProxy(
          owner: self, navigationController: navigationController, appDelegate: navigationController.delegate)
        delegateProxy = proxy
        navigationController.delegate = proxy
      }
      if let finding = MigrationLeftovers.navigationBarCategoryFinding() { reportOnce(finding) }
      WindowClosing.hostInstalled(self)
      reportStackChange()
    }

    func uninstall() {
      guard isInstalled else { return }
      isInstalled = false
      engine.cancelPendingAttempt()
      delegateProxy?.detach()
      delegateProxy = nil
      edgeSwipe.detach()
      contentSwipe.detach()
      if let navigationController { controllerEscape.remove(from: navigationController) }
      screenKeyCommand.remove()
      for entry in wired { entry.object.map { unwire($0) } }
      wired = []
      TabBarRoutes.update(for: self, needed: false)
      WindowClosing.hostUninstalled(self)
    }

    var forwardedDelegate: (any UINavigationControllerDelegate)? {
      get {
        guard isInstalled, let delegateProxy else { return navigationController?.delegate }
        return delegateProxy.appsDelegate as? any UINavigationControllerDelegate
      }
      set {
        guard isInstalled, let delegateProxy else {
          navigationController?.delegate = newValue
          return
        }
        delegateProxy.appsDelegate = newValue
      }
    }

    var setup: BackGuardSetup {
      guard let navigationController else { return .navigationController }
      return .detected(
        isSubclass: navigationController is BackGuardNavigationController, installedBySwiftUI: isInstalledBySwiftUI,
        hasInstalledSheetDismissal: SheetDismissal.existing(on: navigationController)?.host.isInstalled == true)
    }

    var era: BackGuardEra { BackGuardEra(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion) }

    var routeConfiguration: BackRouteTable.Configuration {
      BackRouteTable.Configuration(
        setup: setup, era: era, menuPolicy: backMenuPolicy,
        voiceOverEscapeHook: BackNavigation.isVoiceOverEscapeHookInstalled)
    }

    var plan: BackPlan { engine.wiring().plan(in: routeConfiguration) }

    // O(1) while the count and the top two entries are unchanged (UIKit signals no replacement in the middle; a
    // decision involves only the top two); `didShow` compares every entry.
    package var screens: [ScreenID] {
      guard let navigationController else { return [] }
      let stack = navigationController.viewControllers
      if !screenCache.matches(stack) { screenCache.update(stack) }
      return screenCache.screens
    }

    package var isTransitioning: Bool { navigationController?.transitionCoordinator != nil }

    package func backOptions(for screen: ScreenID) -> ScreenBackOptions {
      viewController(forScreen: screen)?.backOptions ?? ScreenBackOptions()
    }

    package func backGuard(for screen: ScreenID) -> ScreenGuard? {
      if screenCache.screens.last == screen, let settings = screenCache.topSettings() { return settings.backGuard }
      return viewController(forScreen: screen)?.effectiveBackGuard
    }

    // The top screen's swipe choice is kept between setters; `hidesBackButton` is read now (no setter of ours runs).
    // The edge recognizer's holder counts for both swipes: the content proxy forwards UIKit's own checks (B59).
    package func allowsSwipeBack(for screen: ScreenID) -> Bool {
      guard let viewController = viewController(forScreen: screen) else { return true }
      let settings = screenCache.screens.last == screen ? screenCache.topSettings() : nil
      return ScreenBackOptions.swipeAllowed(
        explicit: settings.map(\.swipeChoice) ?? viewController.swipeChoice,
        hidesBackButton: viewController.navigationItem.hidesBackButton,
        recreatesUIKitsRefusals: edgeSwipe.record.recreatesUIKitsRefusals)
    }

    private func viewController(forScreen screen: ScreenID) -> UIViewController? {
      if screenCache.screens.last == screen, let top = screenCache.top { return top }
      return ScreenRegistry.viewController(for: screen)
    }

    package func popScreens(to destination: ScreenID, animated: Bool) {
      guard let navigationController, let target = ScreenRegistry.viewController(for: destination) else { return }
      let stack = navigationController.viewControllers
      let index = stack.index(ofObject: target)
      guard let call = BackActionRules.popCall(destinationIndex: index, stackCount: stack.count) else { return }
      // Through the subclass's overrides (the app's own among them): the engine recognises its pop there.
      switch call {
      case .popOne: _ = navigationController.popViewController(animated: animated)
      case .popTo: _ = navigationController.popToViewController(target, animated: animated)
      }
    }

    // After a vetoed tap UIKit can leave the back button half-faded: hiding and showing it rebuilds it (B13, B19).
    package func restoreBackButton() {
      Task { @MainActor [weak self] in
        guard let item = self?.navigationController?.navigationBar.topItem, !item.hidesBackButton else { return }
        item.setHidesBackButton(true, animated: false)
        item.setHidesBackButton(false, animated: false)
      }
    }

    package func backNavigationStateDidChange() { wireScreens() }

    package func swipeGateInPlace(for source: BackSource) -> Bool {
      source == .contentSwipe ? contentSwipe.isInPlace : source == .edgeSwipe && edgeSwipe.isInPlace
    }

    package var selfCheckConfiguration: BackRouteTable.Configuration? { routeConfiguration }

    package var selfCheckContext: String {
      let version = ProcessInfo.processInfo.operatingSystemVersionString
      let idiom = navigationController?.traitCollection.userInterfaceIdiom
      let device = idiom == .pad ? "iPad" : idiom == .mac ? "Mac" : "iPhone"
      return "\(device), \(version), \(setup)"
    }

    // A debug build prints each sign once, with how the stack is wired now; every build emits the event.
    package func assumptionFailed(_ failure: AssumptionFailure) {
      DebugNotice.once("self-check-\(failure.sign)", "\(failure)\n\(diagnostics())")
    }

    // One line per departure, in a debug build; every build emits the event.
    package func workWasLost(_ lost: LostWork) {
      #if DEBUG
        print(lost)
      #endif
    }

    package var isInTabBar: Bool { navigationController?.tabBarController != nil }

    func reportStackChange() {
      screenCache.update(navigationController?.viewControllers ?? [])
      let unchanged = screenCache.takeUnreportedChange() ?? screenCache.screens.count
      engine.stackDidChange(unchangedBottom: unchanged)
      wireScreens()
    }

    // Reports a change of `stack` (the controller's, just read) that no `didShow` announced (another object took the
    // delegate over), before the engine decides anything. Returns whether it did, which ran observers.
    @discardableResult
    func syncStackIfChangedUnseen(_ stack: [UIViewController]? = nil) -> Bool {
      guard let stack = stack ?? navigationController?.viewControllers else { return false }
      if !screenCache.matches(stack) { screenCache.update(stack) }
      // Only a change asks for the transition coordinator: during a transition UIKit reports the end with `didShow`.
      guard isInstalled, screenCache.hasUnreportedChange, !isTransitioning else { return false }
      reportStackChange()
      return true
    }
  }
#endif
