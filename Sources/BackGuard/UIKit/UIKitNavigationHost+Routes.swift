#if canImport(UIKit)
  import UIKit

  // The routes that reach the host: the navigation controller's delegate proxy, BackGuard's back actions, back items,
  // escape handlers and ⌘[, and the subclass's overrides. Each becomes one call to the engine.
  extension UIKitNavigationHost {
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
      // A stack that is (or is inside) a sheet shows a screen: each presentation may bring a new presentation
      // controller, whose delegate the sheet's guard must wrap again.
      if let navigationController { UIKitSheetHost.refreshSheet(holding: navigationController) }
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
      let isInThisStack = navigationController === self.navigationController
      switch BackActionRules.target(isInThisStack: isInThisStack, isInstalled: isInstalled) {
      case .thisStack: requestBack(from: .backButton, lookingUp: viewController, animated: true)
      case .stackHoldingItNow:
        navigationController.backNavigationGuard.host.requestBack(
          from: .backButton, leaving: viewController, animated: true)
      case .plainPop: navigationController.popViewController(animated: true)
      }
    }

    /// `navigationBar(_:shouldPop:)` (iOS 15 taps, and the bar's question after every pop), from the subclass.
    func navigationBarShouldPop() -> Bool {
      guard let navigationController else { return true }
      return engine.navigationBarShouldPop(barItemCount: navigationController.navigationBar.items?.count ?? 0)
        == .allowed
    }

    /// Makes a pop an approval asked for (the engine's command, UIKit's own pop inside the bar's approved question):
    /// the subclass's pop overrides let it through, so the engine is not asked about its own approval.
    func makingApprovedPop<Result>(_ pop: () -> Result) -> Result {
      let outer = isMakingApprovedPop
      isMakingApprovedPop = true
      defer { isMakingApprovedPop = outer }
      return pop()
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
      if isMakingApprovedPop { return true }
      if call == .popToRoot, tabReselectPopFollows {
        // UIKit's pop for a re-selection the engine named (B130).
        tabReselectPopFollows = false
        return true
      }
      return engine.shouldPop(.programmatic(call), to: target?.backGuardScreenID, animated: animated) == .allowed
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

    /// A request from the top screen (its back button, its view's escape): one read of the stack, no walk through it.
    ///
    /// - Returns: What happened, or `nil` when `screen` is not the top screen above another (the caller then finds it
    ///   in the stack).
    private func requestBack(
      from source: BackSource, onTopOf stack: [UIViewController], ifTop screen: UIViewController,
      animated: Bool = true
    ) -> BackOutcome? {
      guard stack.count >= 2, stack[stack.count - 1] === screen else { return nil }
      let reported = currentScreens(reporting: stack).reported
      // Reporting a change nobody announced runs observers, which may have moved the screen: then look it up.
      guard !reported else { return nil }
      return engine.requestBack(from: source, to: nil, animated: animated)
    }
  }
#endif
