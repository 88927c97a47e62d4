#if canImport(UIKit)
  import UIKit

  // The edge swipe and the iOS 26 content swipe: the gate the swipe proxies ask, the interactive pop a recognizer
  // drives, and the proxies put in place while the top screen needs the gate.
  extension UIKitNavigationHost {
    func swipeShouldBegin(_ source: BackSource, systemAnswer: () -> Bool) -> Bool {
      guard let navigationController, isInstalled else { return systemAnswer() }
      guard Self.swipeSafetyChecksPass(navigationController), systemAnswer() else { return false }
      // Read after UIKit's answer, which may have run an app delegate's code.
      syncStackIfChangedUnseen()
      return engine.shouldBeginSwipe(source, touch: currentTouch) == .allowed
    }

    static func swipeSafetyChecksPass(_ navigationController: UINavigationController) -> Bool {
      var situation = SwipeHooks.Situation()
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

    func updateSwipeProxies(needed: Bool) {
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

    var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard #available(iOS 26, *), let navigationController else { return nil }
      let name = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
      return navigationController.value(forKey: name) as? UIGestureRecognizer
    }
  }
#endif
