#if canImport(UIKit)
  import UIKit

  /// BackGuard's side of one `UINavigationController`: the engine's host, which only translates. Each UIKit callback
  /// becomes one call to its engine, and each engine command becomes one UIKit call. It touches UIKit only where a
  /// guard is in reach: a stack with no guard keeps every navigation item, back button, menu and swipe delegate
  /// exactly as UIKit and the app made them.
  ///
  /// Apps see it through ``NavigationBackGuard``, which owns it. The delegate proxies, the swipe proxies, BackGuard's
  /// back items and ``BackGuardNavigationController`` call its route handlers. The routes (docs/UIKitAdapter.md):
  /// - back-button tap: `navigationItem.backAction` on guarded screens (iOS 16+); on iOS 15 the subclass's
  ///   `navigationBar(_:shouldPop:)`, and elsewhere BackGuard's own leading button in place of the system back button
  ///   while a guard is in reach (built, not verified on a device);
  /// - long-press back menu: as `backMenuPolicy` says (by default, picks ask the guards);
  /// - edge swipe and iOS 26 content swipe: while the top screen is guarded, a delegate proxy that keeps UIKit's own
  ///   answer and adds the engine's gate;
  /// - VoiceOver escape: `accessibilityPerformEscapeBlock` on the guarded screen's view and on the controller
  ///   (iOS 17+), or the subclass;
  /// - ⌘[: the subclass swaps UIKit's own command; otherwise the guarded top screen offers a ⌘[ of BackGuard's
  ///   (`addKeyCommand(_:)`), found before the controller's own along the responder chain;
  /// - app code's pops: the subclass; otherwise they are reported after the fact as ``ProgrammaticCall/unannounced``.
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
    private(set) var edgeSwipe = SwipeSlot(source: .edgeSwipe)
    private(set) var contentSwipe = SwipeSlot(source: .contentSwipe)
    private var controllerEscape = EscapeHandlerSlot()
    /// BackGuard's ⌘[ on the guarded top screen, outside the subclass.
    private(set) var screenKeyCommand = ScreenKeyCommandSlot()
    /// The identities of `viewControllers` as last mapped, so a decision does not map the whole stack again, and what
    /// of them the engine has not been told yet. Read on every decision and never accessed across a call into app code,
    /// so its dynamic exclusivity checks are off, as for the engine's state.
    @exclusivity(unchecked) private var screenCache = ScreenCache()
    /// View controllers whose navigation items BackGuard changed, so they can be put back.
    private var decorated: [WeakViewController] = []
    /// Screens that left in a transition with BackGuard's iOS 15 leading button still on, put back once it ends.
    private var leftWithLeadingButton: [WeakViewController] = []
    private var isDecorating = false
    private var reportedTakeovers: Set<String> = []
    /// Whether a screen of the stack had a guard when the screens were last wired.
    private(set) var hasGuardInReach = false
    private var pendingRefresh = false
    /// Whether SwiftUI's `.backGuard` modifier installed BackGuard here: the stack is SwiftUI's (``setup``).
    var isInstalledBySwiftUI = false

    static let backActionIdentifier = UIAction.Identifier("BackGuard.backAction")

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
      if let finding = MigrationLeftovers.navigationBarCategoryFinding() { reportLeftover(finding) }
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
      if navigationController is BackGuardNavigationController { return .backGuardNavigationController }
      if isInstalledBySwiftUI { return .swiftUI }
      if SheetBackGuard.registry.object(forKey: navigationController)?.isInstalled == true { return .sheet }
      return .navigationController
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

    // MARK: - Going back from app code

    /// ``NavigationBackGuard/requestBack(from:to:animated:)``.
    @discardableResult
    func requestBack(from source: BackSource, to destination: UIViewController?, animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestBack(from: source, to: destination?.backGuardScreenID, animated: animated)
    }

    /// ``NavigationBackGuard/requestLeave(_:named:animated:perform:)``.
    @discardableResult
    func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool,
      perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestLeave(screenIDs(of: viewControllers), from: .appRequest(name), animated: animated) {
        MainActorBridge.assumeMainActor { perform() }
      }
    }

    /// ``NavigationBackGuard/requestLeave(_:named:animated:)``.
    func requestLeave(_ viewControllers: [UIViewController], named name: String, animated: Bool) async -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return await engine.requestLeave(screenIDs(of: viewControllers), from: .appRequest(name), animated: animated)
    }

    /// ``NavigationBackGuard/requestTabReselect(animated:)``.
    @discardableResult
    func requestTabReselect(animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestTabReselect(animated: animated)
    }

    /// The stack entries holding `viewControllers` (a child counts as the screen that contains it).
    private func screenIDs(of viewControllers: [UIViewController]) -> [ScreenID] {
      guard let navigationController else { return [] }
      return viewControllers.compactMap { $0.stackEntry(in: navigationController)?.backGuardScreenID }
    }

    /// The entries of the back button's long-press menu as BackGuard shows them: the earlier screens, nearest first.
    /// Choosing one asks the guards of every screen it would remove (source ``BackSource/backMenu``).
    func backMenuActions() -> [UIAction] {
      guard let navigationController else { return [] }
      let stack = navigationController.viewControllers
      guard stack.count >= 2 else { return [] }
      return stack.dropLast().reversed().map { viewController in
        UIAction(title: Self.menuTitle(of: viewController)) { [weak self, weak viewController] _ in
          guard let self, let viewController else { return }
          self.requestBack(from: .backMenu, to: viewController, animated: true)
        }
      }
    }

    /// ``NavigationBackGuard/diagnostics()``.
    func diagnostics() -> BackGuardDiagnostics {
      refreshTakeovers()
      return BackGuardDiagnostics(routes: diagnosedRoutes())
    }

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

    /// Whether a swipe recognizer is driving a pop now. UIKit starts the interactive pop from the recognizer's action,
    /// sent when its state becomes `.began` (docs/UIKitBehavior.md B111, assumed). Only a recognizer BackGuard's gate
    /// answered can carry a swipe approval, so the recognizers of the swipe slots are the ones to look at.
    var isSwipeGestureActive: Bool { edgeSwipe.isRecognizing || contentSwipe.isRecognizing }

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

    /// Carries out an approved pop. A one-level pop goes through `popViewController(animated:)`, the call UIKit's
    /// own back button makes, so subclasses that override it see it as usual.
    func popScreens(to destination: ScreenID, animated: Bool) {
      guard let navigationController, let target = ScreenRegistry.viewController(for: destination) else { return }
      let stack = navigationController.viewControllers
      guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return }
      if index == stack.count - 2 {
        navigationController.popViewController(animated: animated)
      } else {
        navigationController.popToViewController(target, animated: animated)
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

    // MARK: - Routes (called by the proxies and the subclass)

    /// The edge or content swipe recognizer asks whether it may begin.
    ///
    /// UIKit's own answer and BackGuard's safety checks come first, so the guard is asked only about a swipe that
    /// would really begin.
    ///
    /// - Parameters:
    ///   - source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe``.
    ///   - systemAnswer: The answer of the delegate the proxy replaced (UIKit's own checks).
    func swipeShouldBegin(_ source: BackSource, systemAnswer: () -> Bool) -> Bool {
      guard let navigationController, isInstalled else { return systemAnswer() }
      guard Self.swipeSafetyChecksPass(navigationController), systemAnswer() else { return false }
      // Read after UIKit's answer, which may have run an app delegate's code.
      let screens = currentScreens(of: navigationController.viewControllers)
      return engine.shouldBeginSwipe(source, touch: currentTouch, host: self, screens: screens) == .allowed
    }

    /// The checks a replacement swipe delegate is known to need (docs/UIKitBehavior.md B41, B42, B110): the controller
    /// is on screen, nothing is presented over it or being presented or dismissed, the top screen's view is in the
    /// window (a push whose transition has not started yet leaves it out), and the navigation bar is shown unless the
    /// top screen asked for the swipe explicitly.
    static func swipeSafetyChecksPass(_ navigationController: UINavigationController) -> Bool {
      guard navigationController.viewIfLoaded?.window != nil,
        navigationController.presentedViewController == nil,
        !navigationController.isBeingPresented, !navigationController.isBeingDismissed,
        navigationController.transitionCoordinator == nil,
        let top = navigationController.topViewController, top.viewIfLoaded?.window != nil
      else { return false }
      if navigationController.isNavigationBarHidden, top.explicitAllowsSwipeBack != true { return false }
      return true
    }

    /// The touch sequence the swipe recognizers last received, identified by its first timestamp: on iOS 26 both
    /// recognizers see the same touch, and the engine asks the guard once for it.
    var currentTouch: UInt64?

    /// `navigationController(_:willShow:animated:)`: wire the new stack before the bar animates, and watch an
    /// interactive pop for the user letting go.
    ///
    /// An interactive transition that a pop recognizer drives is a swipe: if BackGuard's gate did not answer it (no
    /// guard in reach, so UIKit's own delegate let it begin), the engine is told first, so the screen that leaves is
    /// named by its route instead of ``ProgrammaticCall/unannounced``. An interactive transition without a recognizing
    /// pop recognizer (a zoom dismissal, an app's own interactive transition) only confirms a dismissal the gate let
    /// begin (`nil`): the engine then knows the gesture did begin, and names nothing new.
    func navigationControllerWillShow(_ viewController: UIViewController, animated: Bool) {
      if navigationController?.transitionCoordinator?.isInteractive == true {
        engine.interactivePopDidBegin(recognizingPopSwipe())
      }
      decorateScreens()
      guard let coordinator = navigationController?.transitionCoordinator, coordinator.isInteractive else { return }
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        guard let self, context.isCancelled else { return }
        self.engine.swipeDidCancel()
        // The screen that almost left is back on top: give it back its back action and back item.
        self.decorateScreens()
      }
    }

    /// The swipe whose recognizer is recognizing now (`state` `.began` or `.changed`): the iOS 26 content swipe, else
    /// the edge swipe, else `nil`. UIKit starts the interactive pop from the recognizer's action while it is `.began`
    /// (docs/UIKitBehavior.md B111, assumed), so a pop made while one recognizes is that interactive pop. Reading a
    /// recognizer's `state` changes nothing UIKit does.
    func recognizingPopSwipe() -> BackSource? {
      guard let navigationController, navigationController.isViewLoaded else { return nil }
      if Self.isRecognizing(contentPopGestureRecognizer) { return .contentSwipe }
      if Self.isRecognizing(navigationController.interactivePopGestureRecognizer) { return .edgeSwipe }
      return nil
    }

    private static func isRecognizing(_ recognizer: UIGestureRecognizer?) -> Bool {
      guard let state = recognizer?.state else { return false }
      return state == .began || state == .changed
    }

    /// The subclass's `popViewController(animated:)` runs the interactive pop of `swipe`: the engine names it (or keeps
    /// the swipe its gate let begin), and nothing is refused.
    func interactivePopDidBegin(_ swipe: BackSource) {
      guard isInstalled else { return }
      engine.interactivePopDidBegin(swipe)
    }

    /// `navigationController(_:didShow:animated:)`: the push, pop or replacement completed.
    func navigationControllerDidShow(_ viewController: UIViewController) {
      reportStackChange()
      // SwiftUI applies toolbars, and apps set items, after the push too: look again on the next turn.
      scheduleRefresh()
    }

    /// `navigationItem.backAction` of `viewController` ran (iOS 16+): a back-button tap.
    func backButtonTapped(on viewController: UIViewController) {
      // The tapped screen is the top one: found without walking the stack.
      if let navigationController, isInstalled,
        requestBack(from: .backButton, onTopOf: navigationController.viewControllers, ifTop: viewController) != nil
      {
        return
      }
      let owner = self.navigationController.flatMap { $0.topViewController === viewController ? $0 : nil }
      guard let navigationController = owner ?? viewController.stackNavigationController else { return }
      guard navigationController === self.navigationController, isInstalled else {
        // The screen moved to another stack (a split view collapsed or expanded): its guard goes with it.
        if isInstalled {
          navigationController.backNavigationGuard.host.requestBack(
            from: .backButton, leaving: viewController, animated: true)
          return
        }
        // BackGuard was uninstalled: behave as the plain back button.
        navigationController.popViewController(animated: true)
        return
      }
      requestBack(from: .backButton, lookingUp: viewController, animated: true)
    }

    /// `navigationBar(_:shouldPop:)` (iOS 15 taps, and the bar's question after every pop), from the subclass.
    func navigationBarShouldPop() -> Bool {
      guard let navigationController else { return true }
      return engine.navigationBarShouldPop(
        barItemCount: navigationController.navigationBar.items?.count ?? 0, host: self) == .allowed
    }

    /// VoiceOver's escape reached the navigation controller.
    ///
    /// - Returns: `false` only when there is nothing to go back to, so the escape travels further up.
    func accessibilityEscape() -> Bool {
      syncStackIfChangedUnseen()
      return engine.requestBack(from: .accessibilityEscape) != .nothingToGoBackTo
    }

    /// VoiceOver's escape reached a guarded screen's own view (iOS 17+).
    func accessibilityEscape(leaving screen: UIViewController) -> Bool {
      requestBack(from: .accessibilityEscape, leaving: screen, animated: true) != .nothingToGoBackTo
    }

    /// ⌘[ on a hardware keyboard.
    func keyCommandBack() {
      syncStackIfChangedUnseen()
      engine.requestBack(from: .keyCommand)
    }

    /// App code calls `popViewController`, `popToViewController` or `popToRootViewController` (subclass only).
    func shouldPop(_ call: ProgrammaticCall, to target: UIViewController?, animated: Bool) -> Bool {
      engine.shouldPop(.programmatic(call), to: target?.backGuardScreenID, animated: animated) == .allowed
    }

    /// App code calls `setViewControllers` (subclass only).
    func shouldReplaceStack(
      with viewControllers: [UIViewController], animated: Bool, perform: @escaping () -> Void
    ) -> Bool {
      engine.shouldReplaceStack(with: viewControllers.map(\.backGuardScreenID), animated: animated, perform: perform)
        == .allowed
    }

    /// A screen's guard, swipe setting or back-button style changed, or a screen was pushed (subclass).
    func screenSettingsDidChange() {
      guard isInstalled else { return }
      decorateScreens()
    }

    /// The subclass's `viewDidLoad`: the recognizers exist from now on.
    func navigationControllerViewDidLoad() {
      decorateScreens()
    }

    /// A request from a screen (or a child of one) in this stack.
    @discardableResult
    func requestBack(from source: BackSource, leaving screen: UIViewController, animated: Bool) -> BackOutcome {
      install()
      if let navigationController, isInstalled,
        let outcome = requestBack(
          from: source, onTopOf: navigationController.viewControllers, ifTop: screen, animated: animated)
      {
        return outcome
      }
      return requestBack(from: source, lookingUp: screen, animated: animated)
    }

    /// A request from a screen that is not simply the top one (a child of a stack screen, or a screen that observers
    /// moved): found in the stack.
    @discardableResult
    private func requestBack(from source: BackSource, lookingUp screen: UIViewController, animated: Bool)
      -> BackOutcome
    {
      syncStackIfChangedUnseen()
      guard let navigationController, let entry = screen.stackEntry(in: navigationController),
        let index = navigationController.viewControllers.firstIndex(where: { $0 === entry }), index >= 1
      else { return .nothingToGoBackTo }
      let destination = navigationController.viewControllers[index - 1]
      return engine.requestBack(from: source, to: destination.backGuardScreenID, animated: animated)
    }

    /// A request from the top screen (its back button, its view's escape): one read of the stack, no walk through it,
    /// and its identities handed to the engine.
    ///
    /// - Returns: What happened, or `nil` when `screen` is not the top screen above another (the caller then finds it
    ///   in the stack).
    private func requestBack(
      from source: BackSource, onTopOf stack: [UIViewController], ifTop screen: UIViewController,
      animated: Bool = true
    ) -> BackOutcome? {
      guard stack.count >= 2, stack[stack.count - 1] === screen else { return nil }
      let (screens, reported) = currentScreens(reporting: stack)
      // Reporting a change nobody announced runs observers, which may have moved the screen: then look it up.
      guard !reported else { return nil }
      return engine.requestBack(from: source, to: nil, animated: animated, host: self, screens: screens)
    }

    // MARK: - Internals

    /// Reports the current stack to the engine (`didShow`, and installation).
    private func reportStackChange() {
      // `didShow` may follow a replacement in the middle, which the cheap check cannot see: compare every entry, by
      // identity (UIKit does not say what changed), and map only the entries that changed. The engine's bookkeeping
      // then costs what changed.
      screenCache.update(navigationController?.viewControllers ?? [])
      let unchanged = screenCache.takeUnreportedChange() ?? screenCache.screens.count
      engine.stackDidChange(unchangedBottom: unchanged, host: self)
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
    private func currentScreens(reporting stack: [UIViewController]) -> (screens: [ScreenID], reported: Bool) {
      if !screenCache.matches(stack) { screenCache.update(stack) }
      // Only a change asks for the transition coordinator: during a transition UIKit reports the end with `didShow`.
      guard isInstalled, screenCache.hasUnreportedChange, !isTransitioning else { return (screenCache.screens, false) }
      reportStackChange()
      return (screens, true)
    }

    private func scheduleRefresh() {
      guard !pendingRefresh else { return }
      pendingRefresh = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        pendingRefresh = false
        decorateScreens()
      }
    }

    // MARK: Wiring the guarded screens

    /// Wires every screen that has a guard in reach, and unwires the rest: `backAction`, the back item the menu
    /// policy asks for, the back-button style, the escape handlers and the swipe proxies.
    private func decorateScreens() {
      guard isInstalled, !isDecorating, let navigationController else { return }
      isDecorating = true
      defer { isDecorating = false }
      let stack = navigationController.viewControllers
      let transitioning = isTransitioning
      if !transitioning {
        for entry in leftWithLeadingButton {
          guard let viewController = entry.viewController, !stack.contains(where: { $0 === viewController }) else {
            continue
          }
          removeLeadingBackButton(from: viewController)
        }
        leftWithLeadingButton = []
      }
      decorated.removeAll { entry in
        guard let viewController = entry.viewController else { return true }
        if stack.contains(where: { $0 === viewController }) { return false }
        undecorate(viewController, keepingLeadingButton: transitioning)
        viewController.followToNewStack(leaving: navigationController)
        return true
      }
      // The core decides what needs wiring; everything else stays as UIKit and the app made it.
      let wiring = engine.wiring()
      guard wiring.guardedScreens.count == stack.count else { return }
      let routedMenus = wiring.routedBackMenus
      let isSubclass = navigationController is BackGuardNavigationController
      for (index, screen) in stack.enumerated() {
        if let finding = MigrationLeftovers.screenFinding(screen) { reportLeftover(finding) }
        ScreenNames.record(screen.backGuardDisplayName, for: screen.backGuardScreenID)
        let guarded = wiring.guardedScreens[index]
        if #available(iOS 16, *) {
          applyBackAction(to: screen, isRoot: index == 0, wanted: guarded)
        } else if !isSubclass {
          // iOS 15 taps reach only the subclass's `navigationBar(_:shouldPop:)`: elsewhere BackGuard's own leading
          // button stands in for the system back button while a guard is in reach.
          applyLeadingBackButton(to: screen, below: index >= 1 ? stack[index - 1] : nil, wanted: guarded)
        }
        if #available(iOS 17, *) { applyViewEscape(to: screen, wanted: guarded) }
        guard index >= 1 else { continue }
        let replacesItem = backMenuPolicy.replacesBackItem(routingNeeded: routedMenus[index])
        applyBackItem(below: screen, on: stack[index - 1], replacesItem: replacesItem)
      }
      // ⌘[: the subclass swaps UIKit's own in its `keyCommands`; elsewhere the guarded top screen offers its own.
      screenKeyCommand.update(screen: !isSubclass && wiring.guardedScreens.last == true ? stack.last : nil)
      let anyGuard = wiring.hasGuard
      hasGuardInReach = anyGuard
      if #available(iOS 17, *) {
        if anyGuard && !isSubclass {
          controllerEscape.install(on: navigationController) { [weak self] in self?.accessibilityEscape() ?? false }
        } else {
          controllerEscape.remove(from: navigationController)
        }
      }
      updateSwipeProxies(needed: wiring.needsSwipeGate)
      TabBarBackGuard.update(for: self, needed: anyGuard)
      if anyGuard, let delegateProxy, !delegateProxy.isInPlace {
        // Without `willShow`/`didShow`, pushed screens are wired late (at the next guard change or decision).
        reportTakeover(
          of: .backButton, property: "navigationController.delegate",
          by: navigationController.delegate.map { String(describing: type(of: $0)) } ?? "nil")
      }
    }

    /// Puts the swipe proxies in place while the top screen needs BackGuard's gate, and gives the recognizers their
    /// own delegates back otherwise. Never during a transition: the recognizer may be mid-gesture.
    private func updateSwipeProxies(needed: Bool) {
      guard let navigationController, navigationController.isViewLoaded, !isTransitioning else { return }
      update(&edgeSwipe, recognizer: navigationController.interactivePopGestureRecognizer, needed: needed)
      update(&contentSwipe, recognizer: contentPopGestureRecognizer, needed: needed)
    }

    private func update(_ slot: inout SwipeSlot, recognizer: UIGestureRecognizer?, needed: Bool) {
      guard let recognizer else { return }
      switch slot.update(recognizer: recognizer, needed: needed, owner: self) {
      case .fine: break
      case .takenOver(let holder): reportTakeover(of: slot.source, property: slot.propertyName, by: holder)
      }
    }

    /// Looks for proxies that someone replaced, and reports each once.
    private func refreshTakeovers() {
      if let delegateProxy, !delegateProxy.isInPlace, let navigationController {
        reportTakeover(
          of: .backButton, property: "navigationController.delegate",
          by: navigationController.delegate.map { String(describing: type(of: $0)) } ?? "nil")
      }
      guard let navigationController, navigationController.isViewLoaded else { return }
      if let holder = edgeSwipe.foreignHolder(of: navigationController.interactivePopGestureRecognizer) {
        reportTakeover(of: .edgeSwipe, property: edgeSwipe.propertyName, by: holder)
      }
      if let holder = contentSwipe.foreignHolder(of: contentPopGestureRecognizer) {
        reportTakeover(of: .contentSwipe, property: contentSwipe.propertyName, by: holder)
      }
    }

    private func reportLeftover(_ finding: MigrationLeftovers.Finding) {
      guard reportedTakeovers.insert("leftover|\(finding.found)").inserted else { return }
      engine.reportAdapterMisuse(.leftoverFromAnotherLibrary(found: finding.found, remedy: finding.remedy))
    }

    private func reportTakeover(of route: BackSource, property: String, by holder: String) {
      guard reportedTakeovers.insert("\(route)|\(property)|\(holder)").inserted else { return }
      engine.reportAdapterMisuse(.routeTakenOver(route: route, property: property, by: holder))
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26+), read through its public name at run time because the SDK
    /// this compiles against predates it.
    var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard #available(iOS 26, *), let navigationController else { return nil }
      let name = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
      return navigationController.value(forKey: name) as? UIGestureRecognizer
    }

    /// Sets BackGuard's back action on a guarded screen that shows a system back button, and takes it off anywhere
    /// else. An app's own `backAction` is never replaced.
    @available(iOS 16, *)
    private func applyBackAction(to screen: UIViewController, isRoot: Bool, wanted: Bool) {
      let item = screen.navigationItem
      let isOurs = item.backAction?.identifier == Self.backActionIdentifier
      // Where no back button is naturally present, a back action would make UIKit synthesize one (Apple, backAction).
      let hasSystemBackButton =
        !isRoot && !item.hidesBackButton
        && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
      guard wanted, hasSystemBackButton else {
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

    /// VoiceOver's escape walks up from the focused element, so a guarded screen's own view hears it before the
    /// controller does (iOS 17+). The previous handler is kept and runs when there is nothing to go back to.
    @available(iOS 17, *)
    private func applyViewEscape(to screen: UIViewController, wanted: Bool) {
      guard let view = screen.viewIfLoaded else { return }
      var slot = view.associatedValue(AssociatedKey.viewEscapeSlot, as: EscapeHandlerSlotBox.self)
      if wanted {
        if slot == nil {
          slot = EscapeHandlerSlotBox()
          view.setAssociatedValue(slot, AssociatedKey.viewEscapeSlot)
        }
        slot?.slot.install(on: view) { [weak self, weak screen] in
          guard let self, let screen else { return false }
          return self.accessibilityEscape(leaving: screen)
        }
        track(screen)
      } else if let slot {
        slot.slot.remove(from: view)
      }
    }

    /// Applies, on `below`'s navigation item, the back button that `screen` shows: the back-button style asked for,
    /// and BackGuard's back item where the menu policy needs one. Every value is read from the items as they are now;
    /// nothing saved earlier is written back over a change the app made since.
    private func applyBackItem(below screen: UIViewController, on below: UIViewController, replacesItem: Bool) {
      let appearance = engine.backButtonAppearance(for: screen.backGuardScreenID)
      let item = below.navigationItem
      let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      let isSystemLook = appearance == BackButtonStyle.system.appearance
      if isSystemLook && !replacesItem {
        if let record {
          record.restore(on: item)
          item.setAssociatedValue(nil, AssociatedKey.backItemRecord)
        }
        return
      }
      let current = record ?? BackItemRecord()
      if record == nil {
        item.setAssociatedValue(current, AssociatedKey.backItemRecord)
        track(below)
      }
      current.applyStyle(isSystemLook ? nil : appearance, on: item)
      if replacesItem {
        current.applyGuardedItem(
          owner: self, offersMenu: backMenuPolicy.offersMenu, title: backItemTitle(appearance, below: below),
          on: item)
      } else {
        current.removeGuardedItem(from: item)
      }
      if current.isEmpty { item.setAssociatedValue(nil, AssociatedKey.backItemRecord) }
    }

    /// The title of BackGuard's back item, never blank: a custom title, or else the app's own back item's title, or
    /// the title UIKit would have used for the default style, or the localized "Back".
    private func backItemTitle(_ appearance: BackButtonAppearance, below: UIViewController) -> String {
      if let title = appearance.title, !title.allSatisfy(\.isWhitespace) { return title }
      let record = below.navigationItem.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      let appItem =
        record?.appBackItem
        ?? below.navigationItem.backBarButtonItem.flatMap {
          $0 is GuardedBackBarButtonItem ? nil : $0
        }
      if let title = appItem?.title, !title.allSatisfy(\.isWhitespace) { return title }
      guard appearance.displayMode == .default else { return Self.genericBackTitle }
      return Self.menuTitle(of: below)
    }

    /// The title the back button of `screen` would show (``backItemTitle(_:below:)``), for BackGuard's leading button
    /// on iOS 15.
    func leadingBackButtonTitle(for screen: UIViewController, below: UIViewController) -> String {
      backItemTitle(engine.backButtonAppearance(for: screen.backGuardScreenID), below: below)
    }

    /// Puts back what BackGuard changed on one view controller.
    ///
    /// - Parameter keepingLeadingButton: Whether the screen is leaving in a transition: its bar item is on screen until
    ///   the transition ends, so BackGuard's iOS 15 leading button comes off after it, not mid-animation.
    private func undecorate(_ viewController: UIViewController, keepingLeadingButton: Bool = false) {
      if screenKeyCommand.screen === viewController { screenKeyCommand.remove() }
      if keepingLeadingButton, showsLeadingBackButton(on: viewController) {
        leftWithLeadingButton.append(WeakViewController(viewController))
      } else {
        removeLeadingBackButton(from: viewController)
      }
      let item = viewController.navigationItem
      if #available(iOS 16, *), item.backAction?.identifier == Self.backActionIdentifier {
        item.backAction = nil
      }
      if let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self) {
        record.restore(on: item)
        item.setAssociatedValue(nil, AssociatedKey.backItemRecord)
      }
      if #available(iOS 17, *), let view = viewController.viewIfLoaded,
        let slot = view.associatedValue(AssociatedKey.viewEscapeSlot, as: EscapeHandlerSlotBox.self)
      {
        slot.slot.remove(from: view)
      }
    }

    func track(_ viewController: UIViewController) {
      if !decorated.contains(where: { $0.viewController === viewController }) {
        decorated.append(WeakViewController(viewController))
      }
    }

    // MARK: Titles

    /// The word BackGuard shows where it needs a title and has none.
    static var genericBackTitle: String { menuTitle(of: nil) }

    /// The title of a screen in the back menu. Never blank: blank entries are what the empty-title trick left.
    static func menuTitle(of viewController: UIViewController?) -> String {
      let candidates = [
        viewController?.navigationItem.backButtonTitle, viewController?.navigationItem.title, viewController?.title,
      ]
      for case let title? in candidates where !title.allSatisfy(\.isWhitespace) { return title }
      return BackGuardString.back.localized
    }
  }

  /// `NavigationBackGuard`'s identities of the stack, what its cheap change check compares, and what the engine has not
  /// been told yet.
  @MainActor
  struct ScreenCache {
    /// The identities of ``controllers``.
    private(set) var screens: [ScreenID] = []
    /// `viewControllers` as last mapped. Held strongly: they are in the stack (which holds them anyway) until the next
    /// `didShow` or decision maps it again, and a new screen cannot take the address of one that left unseen while
    /// they are compared.
    private var controllers: [UIViewController] = []
    /// How many bottom entries are still the ones last reported to the engine, when a change is not reported yet.
    private var unreportedFrom: Int?
    /// The top screen's own settings as read at a settings generation: still right while no setter ran, as long as the
    /// top contains no screens (their guards would be asked too, and UIKit says nothing when children come and go).
    private var cachedTopSettings: (generation: UInt64, settings: TopSettings)?
    /// Whether the top screen is itself a navigation controller, whose stack's guards are asked too.
    private var topIsNavigationController = false

    /// The guard the engine asks for the top screen, and the swipe choice it made itself (`swipeChoice`). Its
    /// `hidesBackButton` is not kept: nothing of BackGuard's runs when it changes, so the host reads it each time.
    struct TopSettings {
      let backGuard: ScreenGuard?
      let swipeChoice: Bool?
    }

    /// The top view controller, as last mapped.
    var top: UIViewController? { controllers.last }

    /// Whether the stack changed since the engine was last told.
    var hasUnreportedChange: Bool { unreportedFrom != nil }

    /// The cheap check: whether `stack` has the count and the top two entries the identities were mapped from.
    func matches(_ stack: [UIViewController]) -> Bool {
      let count = controllers.count
      return count > 0 && stack.count == count && stack[count - 1] === controllers[count - 1]
        && (count < 2 || stack[count - 2] === controllers[count - 2])
    }

    /// Maps `stack` to identities: entries compared by identity, O(depth) without any lookup; only the entries that
    /// changed are mapped.
    mutating func update(_ stack: [UIViewController]) {
      let common = BackNavigationEngine.commonPrefix(controllers, stack, by: ===)
      guard common < stack.count || common < controllers.count else { return }
      screens.removeSubrange(common...)
      screens.append(contentsOf: stack[common...].lazy.map(\.backGuardScreenID))
      unreportedFrom = min(unreportedFrom ?? common, common)
      topIsNavigationController = stack.last is UINavigationController
      cachedTopSettings = nil
      controllers = stack
    }

    /// The count of bottom entries unchanged since the engine was last told, or `nil` when nothing changed; from now
    /// on the engine knows.
    mutating func takeUnreportedChange() -> Int? {
      defer { unreportedFrom = nil }
      return unreportedFrom
    }

    /// The top screen's settings: kept between decisions, read again after any setter ran or while it contains screens.
    mutating func topSettings() -> TopSettings? {
      guard let top else { return nil }
      let holdsNoScreens = !topIsNavigationController && top.children.isEmpty
      if holdsNoScreens, let cached = cachedTopSettings, cached.generation == ScreenSettingsGeneration.current {
        return cached.settings
      }
      let settings = TopSettings(
        backGuard: top.effectiveBackGuard, swipeChoice: top.swipeChoice)
      cachedTopSettings = holdsNoScreens ? (ScreenSettingsGeneration.current, settings) : nil
      return settings
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
