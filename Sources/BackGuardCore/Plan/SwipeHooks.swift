/// What the UIKit adapter's swipe hooks decide from what UIKit shows them: whether a swipe may begin at all before the
/// guards are asked, which gesture drives a pop that is starting, and what a takeover report names.
package enum SwipeHooks {
  /// What the navigation controller shows when its swipe recognizer asks whether it may begin.
  package struct Situation: Equatable, Sendable {
    /// The controller's view is in a window.
    package var isOnScreen = true
    /// Something is presented over the controller.
    package var presentsSomething = false
    /// The controller itself is being presented or dismissed.
    package var isBeingPresentedOrDismissed = false
    /// A transition runs (`transitionCoordinator != nil`).
    package var isTransitioning = false
    /// The top screen's view is in the window (a push whose transition has not started leaves it out).
    package var topScreenIsOnScreen = true
    /// The navigation bar is hidden.
    package var isNavigationBarHidden = false
    /// The top screen set `allowsSwipeBack = true` itself.
    package var topScreenAskedForSwipe = false
    /// Whether BackGuard stands in front of UIKit's own delegate (`SwipeDelegateRecord.recreatesUIKitsRefusals`):
    /// in front of an app's delegate, that delegate decides about a hidden bar.
    package var recreatesUIKitsRefusals = true

    package init() {}
  }

  /// The checks a replacement swipe delegate is known to need (docs/UIKitBehavior.md B41, B42, B110): the controller
  /// is on screen, nothing is presented over it or being presented or dismissed, no transition runs, the top screen's
  /// view is in the window, and the navigation bar is shown unless the top screen asked for the swipe explicitly or an
  /// app's delegate answers the swipe.
  package static func safetyChecksPass(_ situation: Situation) -> Bool {
    guard situation.isOnScreen, !situation.presentsSomething, !situation.isBeingPresentedOrDismissed,
      !situation.isTransitioning, situation.topScreenIsOnScreen
    else { return false }
    return !situation.isNavigationBarHidden || situation.topScreenAskedForSwipe || !situation.recreatesUIKitsRefusals
  }

  /// The gesture driving a pop now: a zoom dismissal the gate just let begin, else the swipe whose recognizer is
  /// recognizing, the iOS 26 content swipe before the edge swipe, else none. UIKit starts the interactive pop from
  /// the recognizer's action while it is `.began` (docs/UIKitBehavior.md B111, assumed).
  package static func drivingGesture(
    zoomDismissalBeginning: Bool, contentSwipeRecognizing: Bool, edgeSwipeRecognizing: Bool
  ) -> BackSource? {
    if zoomDismissalBeginning { return .zoomDismiss }
    if contentSwipeRecognizing { return .contentSwipe }
    if edgeSwipeRecognizing { return .edgeSwipe }
    return nil
  }

  /// The property an app would have assigned to take the swipe of `source` over, as takeover reports name it.
  package static func delegateProperty(of source: BackSource) -> String {
    source == .contentSwipe
      ? "interactiveContentPopGestureRecognizer.delegate" : "interactivePopGestureRecognizer.delegate"
  }
}

extension BackGuardSetup {
  /// The setup of a stack as the UIKit adapter finds it: the subclass first, then a stack SwiftUI's `.backGuard`
  /// installed on, then a controller whose sheetDismissal is installed, else a plain controller with `install()`.
  package static func detected(
    isSubclass: Bool, installedBySwiftUI: Bool, hasInstalledSheetDismissal: Bool
  ) -> BackGuardSetup {
    if isSubclass { return .backGuardNavigationController }
    if installedBySwiftUI { return .swiftUI }
    return hasInstalledSheetDismissal ? .sheet : .navigationController
  }
}
