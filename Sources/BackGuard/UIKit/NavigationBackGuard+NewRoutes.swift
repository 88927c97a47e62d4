#if canImport(UIKit)
  import UIKit

  extension NavigationBackGuard {
    /// Re-selection of this stack's tab, through the guards of every screen above the root. Installs BackGuard if
    /// needed. The tab bar proxy calls it; call it yourself from a tab bar of your own.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestTabReselect()
    /// ```
    ///
    /// - Parameter animated: Whether the pop to the root animates.
    /// - Returns: What happened; an approval pops to the root once.
    @discardableResult
    public func requestTabReselect(animated: Bool = true) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestTabReselect(animated: animated)
    }

    /// A zoom-transition screen's `interactiveDismissShouldBegin`, for ``UIKit/UIViewController/shouldBeginZoomDismiss()``.
    func zoomDismissShouldBegin(leaving screen: UIViewController) -> Bool {
      guard let navigationController, let entry = screen.stackEntry(in: navigationController),
        entry === navigationController.topViewController
      else { return true }
      install()
      syncStackIfChangedUnseen()
      return engine.shouldBeginZoomDismiss() == .allowed
    }
  }
#endif
