extension BackNavigationEngine {
  /// Answers an iOS 18 zoom transition's `interactiveDismissShouldBegin`, synchronously, like the swipe gate.
  ///
  /// Never on the root screen, never during a transition or while an attempt is pending. Otherwise the top screen's
  /// guard decides. If it answers later, the gesture does not begin, the confirmation starts, and an approval pops
  /// with animation, as the other routes do. `UIViewController/allowsSwipeBack` does not apply: it is about
  /// the edge and content swipes.
  ///
  /// ```swift
  /// options.interactiveDismissShouldBegin = { _ in engine.shouldBeginZoomDismiss() }
  /// ```
  ///
  /// If the user lets go and the screen stays, call `swipeDidCancel()` (the UIKit adapter does this from the
  /// transition coordinator).
  ///
  /// - Returns: `true` if the dismissal gesture may begin.
  package func shouldBeginZoomDismiss() -> BackOutcome {
    shouldBeginSwipe(.zoomDismiss)
  }
}
