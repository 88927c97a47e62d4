#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  extension UIKitNavigationHost {
    func navigationControllerWillShow(_ viewController: UIViewController, animated: Bool) {
      // UIKit still holds the screens that leave: their guards' engagement is read now (the lost-work rule).
      engine.stackWillChange()
      if navigationController?.transitionCoordinator?.isInteractive == true {
        engine.interactivePopDidBegin(recognizingPopSwipe())
      }
      wireScreens()
      // A stack that is (or is inside) a sheet shows a screen: each presentation may bring a new presentation
      // controller, whose delegate the sheet's dismissal handling must wrap again.
      if let navigationController { UIKitSheetHost.refreshSheet(holding: navigationController) }
      guard let coordinator = navigationController?.transitionCoordinator else { return }
      // The wiring is looked at again when the transition ends, however it ends (B191): after a cancel no `didShow` comes.
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        guard let self else { return }
        // Only an interactive transition can end cancelled (B46).
        if context.isCancelled { engine.swipeDidCancel() }
        wireScreens()
        // The coordinator may still be set while its completions run: a gate that can come off comes off next turn.
        scheduleRefresh()
      }
    }

    // The subclass's `viewWillDisappear`: a dismissal of the presentation holding this stack that no `sheetDismissal`
    // of BackGuard's hears takes the whole stack (the engine decides what is lost work; B203).
    func stackWillDisappear() {
      guard let navigationController else { return }
      var root: UIViewController = navigationController
      while let parent = root.parent { root = parent }
      guard root.isBeingDismissed else { return }
      if let sheet = SheetDismissal.existing(on: root)?.host, sheet.isInstalled {
        sheet.presentationWillGoAway()
        return
      }
      engine.stackMayGoAway()
      guard let coordinator = root.transitionCoordinator else {
        engine.stackWentAway(by: .sheetDismiss)
        return
      }
      coordinator.animate(alongsideTransition: nil) { context in
        let cancelled = context.isCancelled
        MainActorBridge.run(from: nil) { [weak self] in
          guard let self else { return }
          if cancelled { engine.stackStayed() } else { engine.stackWentAway(by: .sheetDismiss) }
        }
      }
    }

    // The subclass's push, pop or replacement returned from UIKit: what a delegate proxy hears at `willShow`, and at
    // the end of the transition (its coordinator's completion, B07) what it hears at `didShow`; the app keeps its
    // delegate (B215). A call that changed nothing reports nothing.
    func stackCallDidReturn(animated: Bool) {
      guard isInstalled, hearsThroughOverrides, let navigationController else { return }
      navigationControllerWillShow(navigationController.topViewController ?? navigationController, animated: animated)
      guard let coordinator = navigationController.transitionCoordinator else {
        navigationControllerDidShow(navigationController)
        return
      }
      coordinator.animate(alongsideTransition: nil) { context in
        // A cancelled interactive pop is reported by `navigationControllerWillShow`'s own completion.
        guard !context.isCancelled else { return }
        MainActorBridge.run(from: nil) { [weak self] in
          guard let self, let navigationController = self.navigationController else { return }
          navigationControllerDidShow(navigationController)
        }
      }
    }

    func navigationControllerDidShow(_ viewController: UIViewController) {
      reportStackChange()
      // SwiftUI applies toolbars, and apps set items, after the push too: look again on the next turn.
      scheduleRefresh()
    }

    func backButtonTapped(on viewController: UIViewController) {
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
        navigationController.backNavigation.host.requestBack(
          from: .backButton, leaving: viewController, animated: true)
      case .plainPop: navigationController.popViewController(animated: true)
      }
    }

    func navigationBarShouldPop() -> Bool {
      guard let navigationController else { return true }
      return engine.navigationBarShouldPop(barItemCount: navigationController.navigationBar.items?.count ?? 0)
        == .allowed
    }

    func accessibilityEscape() -> Bool {
      syncStackIfChangedUnseen()
      return engine.requestBack(from: .accessibilityEscape) != .nothingToGoBackTo
    }

    func keyCommandBack() {
      syncStackIfChangedUnseen()
      engine.requestBack(from: .keyCommand)
    }

    // App code's pops and `setViewControllers` (the subclass's overrides) pass unasked while BackGuard is not installed.
    func shouldPop(_ call: ProgrammaticCall, to target: UIViewController?, animated: Bool) -> Bool {
      guard isInstalled else { return true }
      return engine.shouldPop(.programmatic(call), to: target?.backGuardScreenID, animated: animated) == .allowed
    }

    // A screen's settings changed (SwiftUI's `isActive` flipped): wire the screens again.
    package func screenSettingsDidChange() { wireScreens() }

    func shouldReplaceStack(
      with viewControllers: [UIViewController], animated: Bool, perform: @escaping () -> Void
    ) -> Bool {
      guard isInstalled else { return true }
      return engine.shouldReplaceStack(
        with: viewControllers.map(\.backGuardScreenID), animated: animated, perform: perform) == .allowed
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
        let index = navigationController.viewControllers.index(ofObject: entry), index >= 1
      else { return .nothingToGoBackTo }
      let destination = navigationController.viewControllers[index - 1]
      return engine.requestBack(from: source, to: destination.backGuardScreenID, animated: animated)
    }

    private func requestBack(
      from source: BackSource, onTopOf stack: [UIViewController], ifTop screen: UIViewController,
      animated: Bool = true
    ) -> BackOutcome? {
      guard stack.count >= 2, stack[stack.count - 1] === screen else { return nil }
      // Reporting a change nobody announced runs observers, which may have moved the screen: then look it up.
      guard !syncStackIfChangedUnseen(stack) else { return nil }
      return engine.requestBack(from: source, to: nil, animated: animated)
    }
  }

  extension UIKitNavigationHost {
    package func prepareForRequest() {
      install()
      syncStackIfChangedUnseen()
    }

    @discardableResult
    func requestBack(from source: BackSource, to destination: UIViewController?, animated: Bool) -> BackOutcome {
      prepareForRequest()
      return engine.requestBack(from: source, to: destination?.backGuardScreenID, animated: animated)
    }

    @discardableResult
    func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool,
      perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      let (host, screens) = hostAsked(about: viewControllers)
      return host.engine.requestLeave(screens, from: .appRequest(name), animated: animated) {
        MainActorBridge.assumeMainActor { perform() }
      }
    }

    func requestLeave(_ viewControllers: [UIViewController], named name: String, animated: Bool) async -> BackOutcome {
      let (host, screens) = hostAsked(about: viewControllers)
      return await host.engine.requestLeave(screens, from: .appRequest(name), animated: animated)
    }

    @discardableResult
    func requestTabReselect(animated: Bool) -> BackOutcome {
      prepareForRequest()
      return engine.requestTabReselect(animated: animated)
    }

    // This host, or the one of the stack holding all of `viewControllers` now (a split view moved them), made ready;
    // and their stack entries (a child counts as its screen; one in no entry keeps its identity, for the refusal).
    private func hostAsked(about viewControllers: [UIViewController]) -> (UIKitNavigationHost, [ScreenID]) {
      let other = MovedScreens.otherStack(holding: viewControllers, insteadOf: navigationController) {
        $0.stackNavigationController
      }
      let host = other?.backNavigation.host ?? self
      host.prepareForRequest()
      let stack = host.navigationController
      return (
        host,
        viewControllers.map { screen in (stack.flatMap { screen.stackEntry(in: $0) } ?? screen).backGuardScreenID }
      )
    }
  }
#endif
