#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  extension UIKitNavigationHost {
    func swipeShouldBegin(_ source: BackSource, systemAnswer: () -> Bool) -> Bool {
      guard let navigationController, isInstalled else { return systemAnswer() }
      let slot = source == .contentSwipe ? contentSwipe : edgeSwipe
      guard Self.swipeSafetyChecksPass(navigationController, recreatingUIKitsRefusals: slot.record), systemAnswer()
      else { return false }
      // Read after UIKit's answer, which may have run an app delegate's code.
      syncStackIfChangedUnseen()
      return engine.shouldBeginSwipe(source, touch: currentTouch) == .allowed
    }

    static func swipeSafetyChecksPass(
      _ navigationController: UINavigationController, recreatingUIKitsRefusals record: SwipeDelegateRecord
    ) -> Bool {
      var situation = SwipeHooks.Situation()
      situation.recreatesUIKitsRefusals = record.recreatesUIKitsRefusals
      situation.isOnScreen = navigationController.viewIfLoaded?.window != nil
      situation.presentsSomething = navigationController.presentedViewController != nil
      situation.isBeingPresentedOrDismissed =
        navigationController.isBeingPresented || navigationController.isBeingDismissed
      situation.isTransitioning = navigationController.transitionCoordinator != nil
      let top = navigationController.topViewController
      situation.topScreenIsOnScreen = top?.viewIfLoaded?.window != nil
      situation.isNavigationBarHidden = navigationController.isNavigationBarHidden
      situation.topScreenAskedForSwipe = top?.explicitAllowsSwipeBack == true
      return SwipeHooks.safetyChecksPass(situation)
    }

    func recognizingPopSwipe() -> BackSource? {
      guard let navigationController, navigationController.isViewLoaded else { return nil }
      return SwipeHooks.drivingGesture(
        zoomDismissalBeginning: zoomDismissalBeginning,
        contentSwipeRecognizing: Self.isRecognizing(contentPopGestureRecognizer),
        edgeSwipeRecognizing: Self.isRecognizing(navigationController.interactivePopGestureRecognizer))
    }

    private static func isRecognizing(_ recognizer: UIGestureRecognizer?) -> Bool {
      guard let state = recognizer?.state else { return false }
      return state == .began || state == .changed
    }

    func interactivePopDidBegin(_ swipe: BackSource) {
      guard isInstalled else { return }
      engine.interactivePopDidBegin(swipe)
    }

    // Also during a transition: the gates go on at once, and come off only after it (`SwipeDelegateRecord`, B191).
    func updateSwipeProxies(needed: Bool) {
      guard let navigationController, navigationController.isViewLoaded else { return }
      let transitioning = isTransitioning
      update(
        &edgeSwipe, recognizer: navigationController.interactivePopGestureRecognizer, needed: needed,
        transitioning: transitioning)
      update(&contentSwipe, recognizer: contentPopGestureRecognizer, needed: needed, transitioning: transitioning)
    }

    private func update(_ slot: inout SwipeSlot, recognizer: UIGestureRecognizer?, needed: Bool, transitioning: Bool) {
      guard let recognizer else { return }
      switch slot.update(recognizer: recognizer, needed: needed, transitioning: transitioning, owner: self) {
      case .fine: break
      case .takenOver(let holder): reportTakeover(of: slot.source, property: slot.propertyName, by: holder)
      case .gateReplacedByUIKitsDelegate:
        engine.hookFoundReplaced(.swipeGateReplacedByUIKitsDelegate, route: BackRoute(slot.source))
      }
    }

    var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard #available(iOS 26, *), let navigationController else { return nil }
      let name = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
      return navigationController.value(forKey: name) as? UIGestureRecognizer
    }
  }

  extension UIViewController {
    /// The answer for an iOS 18 zoom transition's `interactiveDismissShouldBegin`: whether a drag or pinch may dismiss
    /// this screen, decided by its guard, synchronously, like the edge swipe (``BackSource/zoomDismiss``).
    ///
    /// The SDK BackGuard compiles against predates `UIViewController.Transition`, so BackGuard does not set the zoom
    /// options itself: wire them in one line of your own iOS 18 code.
    ///
    /// ```swift
    /// if #available(iOS 18, *) {
    ///   editor.preferredTransition = .zoom(
    ///     options: {
    ///       let options = UIViewController.Transition.ZoomOptions()
    ///       options.interactiveDismissShouldBegin = { [weak editor] _ in editor?.shouldBeginZoomDismiss() ?? true }
    ///       return options
    ///     }(),
    ///     sourceViewProvider: { [weak cell] _ in cell })
    /// }
    /// ```
    ///
    /// A guard that answers later gets `false` (the gesture does not begin) and an approval then pops the screen. A
    /// screen without a guard, or in no navigation stack, gets `true`.
    ///
    /// - Returns: `true` if the dismissal gesture may begin.
    public func shouldBeginZoomDismiss() -> Bool {
      guard let navigationController = stackNavigationController else { return true }
      if navigationController.installedNavigationHost == nil, !hasBackGuard { return true }
      return navigationController.backNavigation.host.zoomDismissShouldBegin(leaving: self)
    }
  }

  extension UIKitNavigationHost {
    func zoomDismissShouldBegin(leaving screen: UIViewController) -> Bool {
      guard let navigationController, let entry = screen.stackEntry(in: navigationController),
        entry === navigationController.topViewController
      else { return true }
      prepareForRequest()
      let allowed = engine.shouldBeginZoomDismiss() == .allowed
      if allowed {
        // UIKit starts the dismissal's interactive pop right after this answer (ledger B133, assumed): until the next
        // main-actor turn, a pop is that gesture's, as a pop made while a swipe recognizer recognizes is the swipe's.
        zoomDismissalBeginning = true
        Task { @MainActor [weak self] in self?.zoomDismissalBeginning = false }
      }
      return allowed
    }
  }
#endif
