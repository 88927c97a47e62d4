#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// The answer for an iOS 18 zoom transition's `interactiveDismissShouldBegin`: whether a drag or pinch may dismiss
    /// this screen, decided by its guard, synchronously, like the edge swipe (``BackSource/zoomDismiss``).
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
    public func shouldBeginZoomDismiss() -> Bool {
      guard let navigationController = stackNavigationController else { return true }
      if navigationController.installedNavigationHost == nil, !hasBackGuard { return true }
      return navigationController.backNavigationGuard.host.zoomDismissShouldBegin(leaving: self)
    }
  }

  extension UIKitNavigationHost {
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
