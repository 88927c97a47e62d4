#if DEBUG
  extension BackPlan {
    // MARK: - The stack as a whole

    /// What leaves every route of the stack unguarded now, if anything: no navigation controller, BackGuard not
    /// installed, the root screen on top, no guard on the top screen (a tab's re-selection: no guard in the stack).
    func stackFact(_ route: BackRoute, _ facts: LiveFacts) -> String? {
      guard facts.hasNavigationController else { return "no navigation controller (it was deallocated)" }
      guard facts.isInstalled else { return "not installed" }
      guard wiring.guardedScreens.count >= 2 else { return "nothing to go back to (root screen)" }
      if route == .tabReselect {
        // Where no proxy would hear it even with a guard (SwiftUI's stack), the configuration's line says why.
        let hooked = Self.guardedTop(in: configuration).hearing(of: route) == .hook(.tabBarProxy)
        guard !wiring.hasGuard, hooked else { return nil }
        if let fact = Self.notPoppedByATab(facts.tabBar) { return fact }
        var live = self
        live.tabBarProxyInPlace = facts.tabBar == .proxyInPlace
        return "no guard in this tab: " + live.withoutAGuard(route)
      }
      if route == .windowClose {
        // Every engaged guard of the window takes part, not only the top screen's.
        return wiring.hasGuard ? nil : "no guard in this stack: the window closes without BackGuard's question"
      }
      guard wiring.guardedScreens.last != true else { return nil }
      return "no guard on the top screen: " + withoutAGuard(route)
    }

    /// What happens on `route` while no guard is in reach.
    private func withoutAGuard(_ route: BackRoute) -> String {
      let reported = departureName(of: route).map { ", reported as " + $0.description } ?? ""
      switch hearing(of: route) {
      case .hook(let hook): return "heard by " + hook.name + reported
      case .hidden: return "taken away while a guard below it is in reach"
      case .uikit, .unavailable: return "UIKit's own behaviour" + reported
      }
    }

    func unavailableReason(_ route: BackRoute) -> String {
      switch route {
      case .contentSwipe: "no content swipe before iOS 26"
      case .zoomDismiss: "no zoom transition before iOS 18"
      case .windowClose: "no closure confirmation before iOS 27"
      case .sheetDismiss: "this navigation controller is not a sheet with sheetDismissal installed"
      case .tabReselect: "a sheet is not a tab"
      default: "not in " + configuration.description
      }
    }
  }
#endif
