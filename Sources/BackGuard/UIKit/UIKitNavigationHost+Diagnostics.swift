#if canImport(UIKit)
  import UIKit

  // Diagnostics: the core decides every line from the plan (`BackPlan.diagnoses(given:)`); the adapter only gathers
  // what it finds on UIKit now, which the plan cannot know.
  extension UIKitNavigationHost {
    func diagnostics() -> BackGuardDiagnostics {
      refreshTakeovers()
      return BackGuardDiagnostics(routes: diagnosedRoutes())
    }

    func diagnosedRoutes() -> [BackGuardDiagnostics.Route] {
      plan.diagnoses(given: liveFacts()).map { line in
        BackGuardDiagnostics.Route(
          source: line.route.source, coverage: line.coverage, isGuarded: line.isGuarded,
          leavesUnasked: line.leavesUnasked, reason: line.reason)
      }
    }

    private func liveFacts() -> BackPlan.LiveFacts {
      var facts = BackPlan.LiveFacts()
      guard let navigationController else {
        facts.hasNavigationController = false
        return facts
      }
      facts.isInstalled = isInstalled
      facts.tabBar = tabBarFact(of: navigationController)
      // The zoom options are the app's: BackGuard cannot see whether it wired them.
      facts.zoomOptionsWired = nil
      let stack = navigationController.viewControllers
      guard let top = stack.last else { return facts }
      let item = top.navigationItem
      facts.topBackAction = nil
      if #available(iOS 16, *), let action = item.backAction {
        facts.topBackAction = action.identifier == Self.backActionIdentifier ? .backGuard : .app
      }
      facts.topShowsLeadingButton = showsLeadingBackButton(on: top)
      facts.topShowsSystemBackButton = Self.showsSystemBackButton(item)
      facts.backItemBelowIsBackGuards =
        stack.count >= 2 && stack[stack.count - 2].navigationItem.backBarButtonItem is GuardedBackBarButtonItem
      facts.topGuardsProgrammaticPops = backGuard(for: top.backGuardScreenID)?.guardsProgrammaticPops == true
      if !allowsSwipeBack(for: top.backGuardScreenID) {
        facts.topSwipeRefusal =
          item.hidesBackButton && top.swipeChoice == nil ? .backButtonHidden : .allowsSwipeBackIsFalse
      }
      facts.edgeSwipe = swipeDelegate(edgeSwipe, navigationController.interactivePopGestureRecognizer)
      facts.contentSwipe = swipeDelegate(contentSwipe, contentPopGestureRecognizer)
      facts.keyCommand =
        screenKeyCommand.isOffered(on: top) ? .offered : screenKeyCommand.screen === top ? .notListed : .absent
      return facts
    }

    private func swipeDelegate(_ slot: SwipeSlot, _ recognizer: UIGestureRecognizer?)
      -> BackPlan.LiveFacts.SwipeDelegate
    {
      guard navigationController?.isViewLoaded == true, let recognizer else { return .noRecognizer }
      if let holder = slot.takenOverBy ?? slot.foreignHolder(of: recognizer) { return .takenOver(by: holder) }
      return slot.isInPlace ? .gate : .uikitsOwn
    }

    private func tabBarFact(of navigationController: UINavigationController) -> BackPlan.LiveFacts.TabBar {
      guard let tabBarController = navigationController.tabBarController else { return .noTabBarController }
      guard tabBarController.viewControllers?.contains(where: { $0 === navigationController }) == true else {
        return .notATab
      }
      let tabGuard = tabBarController.associatedValue(AssociatedKey.tabBarBackGuard, as: TabBarBackGuard.self)
      if let holder = tabGuard?.takeoverHolder { return .takenOver(by: holder) }
      return tabGuard?.isProxyInPlace == true ? .proxyInPlace : .proxyMissing
    }
  }
#endif
