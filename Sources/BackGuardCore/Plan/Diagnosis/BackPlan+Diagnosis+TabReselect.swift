#if DEBUG
  extension BackPlan {
    // MARK: - A tab's re-selection

    /// Re-selecting the stack's tab: BackGuard's proxy on the tab bar controller's delegate.
    func tabReselectFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      if let fact = Self.notPoppedByATab(facts.tabBar) { return .notGuarded(fact) }
      switch facts.tabBar {
      case .takenOver(let holder):
        return missing(
          route, "tabBarController.delegate was taken over by " + holder + ", and BackGuard leaves it alone", facts)
      case .proxyMissing: return missing(route, "BackGuard's tab bar proxy is not in place", facts)
      case .proxyInPlace, .noTabBarController, .notATab:
        // Where the plan needs the app's line (a UITab tab bar, iOS 18+), the line says so.
        guard case .askedWithAppCode(let line) = coverage(of: route) else { return .asked(hook.name) }
        return .asked(hook.name + "; a UITab tab bar asks only once the app adds: " + line)
      }
    }

    /// Why a tab re-selection does not pop this stack, if it does not.
    static func notPoppedByATab(_ tabBar: LiveFacts.TabBar) -> String? {
      switch tabBar {
      case .noTabBarController: "not in a tab bar controller"
      case .notATab: "not a tab's own view controller: re-selecting a tab does not pop this stack"
      case .proxyInPlace, .proxyMissing, .takenOver: nil
      }
    }
  }
#endif
