#if canImport(UIKit)
  import UIKit

  // The edge swipe and the iOS 26 content swipe: the gate the swipe proxies ask, the interactive pop a recognizer
  // drives, and the proxies put in place while the top screen needs the gate.
  extension UIKitNavigationHost {
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
      syncStackIfChangedUnseen()
      return engine.shouldBeginSwipe(source, touch: currentTouch) == .allowed
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

    /// The gesture driving a pop now: a zoom dismissal the gate just let begin, else the swipe whose recognizer is
    /// recognizing (`state` `.began` or `.changed`): the iOS 26 content swipe, else the edge swipe, else `nil`. UIKit starts the interactive pop from the recognizer's action while it is `.began`
    /// (docs/UIKitBehavior.md B111, assumed), so a pop made while one recognizes is that interactive pop. Reading a
    /// recognizer's `state` changes nothing UIKit does.
    func recognizingPopSwipe() -> BackSource? {
      guard let navigationController, navigationController.isViewLoaded else { return nil }
      if zoomDismissalBeginning { return .zoomDismiss }
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

    /// Puts the swipe proxies in place while the top screen needs BackGuard's gate, and gives the recognizers their
    /// own delegates back otherwise. Never during a transition: the recognizer may be mid-gesture.
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

    /// `interactiveContentPopGestureRecognizer` (iOS 26+), read through its public name at run time because the SDK
    /// this compiles against predates it.
    var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard #available(iOS 26, *), let navigationController else { return nil }
      let name = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
      return navigationController.value(forKey: name) as? UIGestureRecognizer
    }
  }
#endif
