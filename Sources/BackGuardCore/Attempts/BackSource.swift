/// The route by which the user or the app tries to leave a screen.
///
/// ```swift
/// if attempt.source == .edgeSwipe { /* the finger is still down */ }
/// ```
public enum BackSource: Hashable, Sendable, CustomStringConvertible {
  /// A tap on the system back button.
  case backButton
  /// A pick in the back button's long-press history menu (iOS 14+). It can remove several screens.
  case backMenu
  /// The system's edge swipe (`interactivePopGestureRecognizer`).
  case edgeSwipe
  /// The full-width content swipe of iOS 26 (`interactiveContentPopGestureRecognizer`).
  case contentSwipe
  /// VoiceOver's escape gesture (two-finger Z), delivered as `accessibilityPerformEscape()`.
  case accessibilityEscape
  /// A hardware keyboard's back command (⌘[ on iOS 15+).
  case keyCommand
  /// The app's own back button, for example a `leftBarButtonItem` that calls `requestBack`.
  case customBackButton
  /// A swipe down on a sheet (UIKit's `presentationControllerDidAttemptToDismiss`). It removes every screen in
  /// the sheet.
  case sheetDismiss
  /// App code: `popViewController`, `popToViewController`, `popToRootViewController` or `setViewControllers`.
  case programmatic(ProgrammaticCall)
  /// The app asked the guards before leaving in a way that is not a pop, and named it: a split view replacing its
  /// detail, a deep link replacing the stack, a logout dismissing everything
  /// (`requestLeave(_:from:animated:perform:)`). Every engaged guard is asked.
  case appRequest(String)
  /// A tap on the tab that is already selected in a tab bar controller, which pops that tab's navigation stack to its
  /// root (UIKit's `tabBarController(_:shouldSelect:)`). Every screen above the root leaves.
  case tabReselect
  /// A drag or pinch that dismisses a screen pushed with the iOS 18 zoom transition
  /// (`UIZoomTransitionOptions.interactiveDismissShouldBegin`). Answered synchronously, like a swipe.
  case zoomDismiss
  /// Closing the window that holds the screen (iPadOS, Mac Catalyst). No guard is asked by it and no attempt names
  /// it: on iOS 27 the system asks, in the words of ``ScreenGuard/windowCloseQuestion``, before the window closes.
  case windowClose

  /// Whether a person started this route, as opposed to app code (its pops and its own requests to leave).
  package var isUserInitiated: Bool {
    switch self {
    case .programmatic, .appRequest: false
    default: true
    }
  }

  /// Whether every engaged guard is asked on this route: a person's routes, and the app's own requests to leave.
  /// App code's pops ask only guards that opt in (``ScreenGuard/guardsProgrammaticPops``).
  package var asksEveryEngagedGuard: Bool {
    if case .appRequest = self { return true }
    return isUserInitiated
  }

  /// Whether this route is an interactive swipe, which must be answered before the finger moves on.
  package var isSwipe: Bool { self == .edgeSwipe || self == .contentSwipe }

  /// Whether a request on this route made during a transition is held and run when the transition ends: a person's
  /// taps, presses and picks are (iOS 26 delivers them mid-transition and UIKit would act on them). Gestures (the
  /// swipes, a sheet's swipe-down, the zoom dismissal) bounce as UIKit's own do, and the app's calls are told `.busy`.
  var isHeldDuringTransition: Bool {
    switch self {
    case .edgeSwipe, .contentSwipe, .sheetDismiss, .zoomDismiss, .windowClose: false
    default: isUserInitiated
    }
  }

  public var description: String {
    switch self {
    case .backButton: "backButton"
    case .backMenu: "backMenu"
    case .edgeSwipe: "edgeSwipe"
    case .contentSwipe: "contentSwipe"
    case .accessibilityEscape: "accessibilityEscape"
    case .keyCommand: "keyCommand"
    case .customBackButton: "customBackButton"
    case .sheetDismiss: "sheetDismiss"
    case .programmatic(let call): "programmatic(\(call))"
    case .appRequest(let name): "appRequest(\(name))"
    case .tabReselect: "tabReselect"
    case .zoomDismiss: "zoomDismiss"
    case .windowClose: "windowClose"
    }
  }
}

/// The app call behind a programmatic pop.
public enum ProgrammaticCall: Hashable, Sendable {
  /// `popViewController(animated:)`.
  case pop
  /// `popToViewController(_:animated:)`.
  case popTo
  /// `popToRootViewController(animated:)`.
  case popToRoot
  /// `setViewControllers(_:animated:)` or assigning `viewControllers`.
  case setViewControllers
  /// Screens left the stack without any call the host could announce first (for example a controller the
  /// adapter cannot intercept). The engine only learns of it after the fact.
  case unannounced
}
