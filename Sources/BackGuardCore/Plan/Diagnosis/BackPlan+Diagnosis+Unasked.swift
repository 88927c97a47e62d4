#if DEBUG
  extension BackPlan {
    // MARK: - Routes this configuration leaves unasked

    /// Why a guarded top screen leaves by `route` without its guard being asked in this configuration, and what happens
    /// then; `nil` when its guard decides (or the route is hidden or unavailable).
    func configurationUnasked(_ route: BackRoute) -> String? {
      let coverage = coverage(of: route)
      // A route that needs the app's line has a hook: what the adapter finds there says whether the line is in place.
      if case .askedWithAppCode = coverage { return nil }
      guard coverage.canLeaveUnasked else { return nil }
      return "LEAVES UNASKED (" + coverage.description + "): " + whyNoHook(route) + ": " + unheard(route)
    }

    private func whyNoHook(_ route: BackRoute) -> String {
      switch route {
      case .backMenu: return "backMenuPolicy is .system, which keeps UIKit's own menu (the default policy asks)"
      case .accessibilityEscape:
        return "before iOS 17 outside BackGuardNavigationController, BackGuard hears VoiceOver's escape only through "
          + "BackNavigation.installVoiceOverEscapeHook(), called at launch (or use BackGuardNavigationController)"
      case .tabReselect:
        return configuration.setup.isSwiftUI
          ? "SwiftUI's navigation controller is not the tab's own view controller, so BackGuard puts no proxy on the "
            + "tab bar controller"
          : "BackGuard's tab bar proxy is not in place"
      case .zoomDismiss: return "SwiftUI's zoom transition offers no interactiveDismissShouldBegin to wire"
      case .windowClose: return "before iOS 27 a window scene offers no closure confirmation"
      case .appPop:
        return configuration.setup.isSubclass
          ? "app code's pops are the app's own, unless a guard opts in"
          : "app code's pops are not seen outside BackGuardNavigationController (ask first with requestBack(to:) or "
            + "requestLeave)"
      case .edgeSwipe, .contentSwipe:
        return swipeDelegateTakenOver
          ? "another object keeps taking the recognizer's delegate back" : "BackGuard's gate is not on the recognizer"
      default: return "no hook of BackGuard's hears it here"
      }
    }

    /// What UIKit does on `route` when no hook of BackGuard's hears it, as this plan says.
    func unheard(_ route: BackRoute) -> String {
      let reported = departureName(of: route)?.description ?? "nothing"
      let clause = Self.clause(route)
      switch hearing(of: route) {
      case .hook(.popOverride(let call)):
        return clause + " through BackGuardNavigationController's " + call.methodName + " override, which asks only a "
          + "guard that sets guardsProgrammaticPops; reported as " + reported
      case .uikit(.call(let call)):
        return clause + " without asking (UIKit calls " + call.methodName
          + "); BackGuard learns of it after the fact, as "
          + reported
      case .uikit(.interactive(.some)):
        return clause + " without asking, named " + reported + " after the fact"
      case .uikit(.interactive(nil)):
        return clause + " without asking; BackGuard learns of it after the fact, as " + reported
      case .uikit(.windowClosed):
        return clause + " without asking, and no event tells of it (on iPadOS and Mac Catalyst)"
      case .hook(let hook): return "heard by " + hook.name
      case .hidden: return "hidden"
      case .unavailable: return "unavailable"
      }
    }

    /// What a person or the app does on `route`, as the start of a sentence ending in how it leaves.
    static func clause(_ route: BackRoute) -> String {
      switch route {
      case .backButton: "a tap on the system back button pops"
      case .backMenu: "a pick in UIKit's back menu pops"
      case .edgeSwipe: "an edge swipe the recognizer's delegate lets begin pops"
      case .contentSwipe: "a content swipe the recognizer's delegate lets begin pops"
      case .accessibilityEscape: "VoiceOver's escape pops"
      case .keyCommand: "UIKit's own ⌘[ pops"
      case .customBackButton, .appRequest: "the app's call leaves"
      case .sheetDismiss: "the swipe-down dismisses the sheet"
      case .tabReselect: "re-selecting the tab pops to the root"
      case .zoomDismiss: "a zoom dismissal pops"
      case .windowClose: "closing the window takes its screens with it"
      case .appPop: "app code's pop runs"
      }
    }
  }
#endif
