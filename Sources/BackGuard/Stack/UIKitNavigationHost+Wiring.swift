#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  extension UIKitNavigationHost {
    func scheduleRefresh() {
      guard !pendingRefresh else { return }
      pendingRefresh = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        pendingRefresh = false
        wireScreens()
      }
    }

    package func wireScreens() {
      guard isInstalled, !isWiring, let navigationController else { return }
      isWiring = true
      defer { isWiring = false }
      let stack = navigationController.viewControllers
      wired.removeAll { entry in
        guard let viewController = entry.object else { return true }
        if stack.contains(where: { $0 === viewController }) { return false }
        unwire(viewController)
        // It may now live in another stack (a split view moved it): follow it there on the next turn.
        if viewController.hasBackGuard {
          viewController.wireOnNextTurn(installing: true, leaving: navigationController)
        }
        return true
      }
      let wiring = engine.wiring()
      guard wiring.guardedScreens.count == stack.count else { return }
      // A presented stack with a guard guards its presentation's swipe-down itself (issue 41).
      if wiring.hasGuard { navigationController.guardPresentationHoldingIt() }
      looks.look(screens: screens, transitioning: isTransitioning)
      let plan = wiring.plan(in: routeConfiguration)
      let backItems = plan.backItems
      for (index, screen) in stack.enumerated() {
        if let finding = MigrationLeftovers.screenFinding(screen) { reportOnce(finding) }
        ScreenNames.record(screen.backGuardDisplayName, for: screen.backGuardScreenID)
        if #available(iOS 16, *) { applyBackAction(to: screen, isRoot: index == 0, wanted: plan.backActions[index]) }
        if #available(iOS 17, *) { applyViewEscape(to: screen, wanted: plan.viewEscapes[index]) }
        guard index >= 1 else { continue }
        applyBackItem(below: screen, on: stack[index - 1], backItem: backItems[index])
      }
      screenKeyCommand.update(screen: plan.screenKeyCommand ? stack.last : nil)
      subclassSwapsKeyCommand = plan.subclassKeyCommand
      if #available(iOS 17, *) { applyControllerEscape(to: navigationController, wanted: plan.controllerEscape) }
      updateSwipeProxies(needed: plan.swipeGate)
      TabBarRoutes.update(for: self, needed: plan.wantsTabBarProxy)
      WindowClosing.refreshAll(and: WindowClosing.scene(of: navigationController))
      if wiring.hasGuard, let delegateProxy, !delegateProxy.isInPlace {
        // A delegate set after `install()`: wrapped again once, as the swipe recognizers' are; one that takes the slot
        // back after that is another library's, left alone (without `willShow`/`didShow`, screens are wired late).
        let holder = navigationController.delegate
        switch delegateRewraps.found(holder: holder.map { ObjectIdentifier($0) }) {
        case .wrapAgain:
          delegateProxy.wrapAgain()
          reportOnce(
            .delegateWrappedAgain(property: "navigationController.delegate", by: takeoverHolderName(holder)))
        case .leaveAlone:
          reportDelegateTakeover(of: navigationController)
        }
      }
    }

    func unwire(_ viewController: UIViewController) {
      if screenKeyCommand.screen === viewController { screenKeyCommand.remove() }
      if #available(iOS 16, *) { applyBackAction(to: viewController, isRoot: true, wanted: false) }
      restoreBackItem(on: viewController.navigationItem)
      if #available(iOS 17, *) { applyViewEscape(to: viewController, wanted: false) }
    }

    func track(_ viewController: UIViewController) {
      if !wired.holds(viewController) {
        wired.append(Weak(viewController))
      }
    }
  }

  package struct Weak<Object: AnyObject> {
    package weak var object: Object?
    package init(_ object: Object) { self.object = object }
  }

  extension Array {
    /// Drops the released entries and `object`'s own. A plain loop: `removeAll(where:)` is large at each use.
    package mutating func removeReleased<Object>(and object: Object) where Element == Weak<Object> {
      var kept: [Weak<Object>] = []
      for entry in self {
        if let other = entry.object, other !== object { kept.append(entry) }
      }
      self = kept
    }

    /// Whether an entry holds `object`. A plain loop: in Swift 6 mode, a main-actor closure given to the standard
    /// library's `contains(where:)` gets a run-time isolation check, at each use.
    func holds<Object>(_ object: Object) -> Bool where Element == Weak<Object> {
      for entry in self where entry.object === object { return true }
      return false
    }
  }

  extension Array where Element: AnyObject {
    /// The position of `object` itself, as `firstIndex { $0 === object }`. A plain loop: in Swift 6 mode, a main-actor
    /// closure given to the standard library gets a run-time isolation check, at each use.
    func index(ofObject object: AnyObject) -> Int? {
      for index in indices where self[index] === object { return index }
      return nil
    }
  }
#endif
