#if canImport(UIKit)
  import UIKit

  // The routes that reach the host: the navigation controller's delegate proxy, BackGuard's back actions, back items,
  // escape handlers and ⌘[, and the subclass's overrides. Each becomes one call to the engine.
  extension UIKitNavigationHost {
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

    func navigationControllerDidShow(_ viewController: UIViewController) {
      reportStackChange()
      // SwiftUI applies toolbars, and apps set items, after the push too: look again on the next turn.
      scheduleRefresh()
    }

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

    func navigationBarShouldPop() -> Bool {
      guard let navigationController else { return true }
      return engine.navigationBarShouldPop(barItemCount: navigationController.navigationBar.items?.count ?? 0)
        == .allowed
    }

    func makingApprovedPop<Result>(_ pop: () -> Result) -> Result {
      let outer = isMakingApprovedPop
      isMakingApprovedPop = true
      defer { isMakingApprovedPop = outer }
      return pop()
    }

    func accessibilityEscape() -> Bool {
      syncStackIfChangedUnseen()
      return engine.requestBack(from: .accessibilityEscape) != .nothingToGoBackTo
    }

    func accessibilityEscape(leaving screen: UIViewController) -> Bool {
      requestBack(from: .accessibilityEscape, leaving: screen, animated: true) != .nothingToGoBackTo
    }

    func keyCommandBack() {
      syncStackIfChangedUnseen()
      engine.requestBack(from: .keyCommand)
    }

    func shouldPop(_ call: ProgrammaticCall, to target: UIViewController?, animated: Bool) -> Bool {
      if isMakingApprovedPop { return true }
      if call == .popToRoot, tabReselectPopFollows {
        // UIKit's pop for a re-selection the engine named (B130).
        tabReselectPopFollows = false
        return true
      }
      return engine.shouldPop(.programmatic(call), to: target?.backGuardScreenID, animated: animated) == .allowed
    }

    func shouldReplaceStack(
      with viewControllers: [UIViewController], animated: Bool, perform: @escaping () -> Void
    ) -> Bool {
      engine.shouldReplaceStack(with: viewControllers.map(\.backGuardScreenID), animated: animated, perform: perform)
        == .allowed
    }

    func screenSettingsDidChange() {
      guard isInstalled else { return }
      decorateScreens()
    }

    func navigationControllerViewDidLoad() {
      decorateScreens()
    }

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
