#if canImport(UIKit)
  import UIKit

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
      return navigationController.backNavigationGuard.host.zoomDismissShouldBegin(leaving: self)
    }
  }

  extension UIKitNavigationHost {
    /// A zoom-transition screen's `interactiveDismissShouldBegin`, for ``UIKit/UIViewController/shouldBeginZoomDismiss()``.
    func zoomDismissShouldBegin(leaving screen: UIViewController) -> Bool {
      guard let navigationController, let entry = screen.stackEntry(in: navigationController),
        entry === navigationController.topViewController
      else { return true }
      install()
      syncStackIfChangedUnseen()
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
