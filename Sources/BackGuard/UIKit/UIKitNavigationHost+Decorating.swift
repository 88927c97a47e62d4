#if canImport(UIKit)
  import UIKit

  // Wiring the guarded screens: after every change, what the engine says needs wiring gets the back action, the back
  // items, the leading button, the escape handlers, the key command and the swipe proxies; everything else is put back.
  extension UIKitNavigationHost {
    func scheduleRefresh() {
      guard !pendingRefresh else { return }
      pendingRefresh = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        pendingRefresh = false
        decorateScreens()
      }
    }

    func decorateScreens() {
      guard isInstalled, !isDecorating, let navigationController else { return }
      isDecorating = true
      defer { isDecorating = false }
      let stack = navigationController.viewControllers
      let transitioning = isTransitioning
      if !transitioning {
        for entry in leftWithLeadingButton {
          guard let viewController = entry.viewController, !stack.contains(where: { $0 === viewController }) else {
            continue
          }
          removeLeadingBackButton(from: viewController)
        }
        leftWithLeadingButton = []
      }
      decorated.removeAll { entry in
        guard let viewController = entry.viewController else { return true }
        if stack.contains(where: { $0 === viewController }) { return false }
        undecorate(viewController, keepingLeadingButton: transitioning)
        viewController.followToNewStack(leaving: navigationController)
        return true
      }
      // The core decides what needs wiring; everything else stays as UIKit and the app made it.
      let wiring = engine.wiring()
      guard wiring.guardedScreens.count == stack.count else { return }
      // Which hook serves which route in this setup and era is the core's plan; the adapter only applies it.
      let plan = wiring.plan(in: routeConfiguration)
      let backItems = plan.backItems
      for (index, screen) in stack.enumerated() {
        if let finding = MigrationLeftovers.screenFinding(screen) { reportOnce(finding) }
        ScreenNames.record(screen.backGuardDisplayName, for: screen.backGuardScreenID)
        if #available(iOS 16, *) {
          applyBackAction(to: screen, isRoot: index == 0, wanted: plan.backActions[index])
        } else {
          applyLeadingBackButton(
            to: screen, below: index >= 1 ? stack[index - 1] : nil, wanted: plan.leadingButtons[index],
            offersMenu: backItems[index] == .routedMenu)
        }
        if #available(iOS 17, *) { applyViewEscape(to: screen, wanted: plan.viewEscapes[index]) }
        guard index >= 1 else { continue }
        applyBackItem(below: screen, on: stack[index - 1], backItem: backItems[index])
      }
      screenKeyCommand.update(screen: plan.screenKeyCommand ? stack.last : nil)
      subclassSwapsKeyCommand = plan.subclassKeyCommand
      if #available(iOS 17, *) { applyControllerEscape(to: navigationController, wanted: plan.controllerEscape) }
      updateSwipeProxies(needed: plan.swipeGate)
      TabBarBackGuard.update(for: self, needed: plan.wantsTabBarProxy)
      if wiring.hasGuard, let delegateProxy, !delegateProxy.isInPlace {
        // Without `willShow`/`didShow`, pushed screens are wired late (at the next guard change or decision).
        reportDelegateTakeover(of: navigationController)
      }
    }

    func undecorate(_ viewController: UIViewController, keepingLeadingButton: Bool = false) {
      if screenKeyCommand.screen === viewController { screenKeyCommand.remove() }
      if keepingLeadingButton, showsLeadingBackButton(on: viewController) {
        leftWithLeadingButton.append(WeakViewController(viewController))
      } else {
        removeLeadingBackButton(from: viewController)
      }
      let item = viewController.navigationItem
      if #available(iOS 16, *), item.backAction?.identifier == Self.backActionIdentifier {
        item.backAction = nil
      }
      if let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self) {
        record.restore(on: item)
        item.setAssociatedValue(nil, AssociatedKey.backItemRecord)
      }
      if #available(iOS 17, *), let view = viewController.viewIfLoaded,
        let slot = view.associatedValue(AssociatedKey.viewEscapeSlot, as: EscapeHandlerSlotBox.self)
      {
        slot.slot.remove(from: view)
      }
    }

    func track(_ viewController: UIViewController) {
      if !decorated.contains(where: { $0.viewController === viewController }) {
        decorated.append(WeakViewController(viewController))
      }
    }
  }

  @MainActor
  struct WeakViewController {
    weak var viewController: UIViewController?
    init(_ viewController: UIViewController) { self.viewController = viewController }
  }
#endif
