#if canImport(UIKit)
  import UIKit

  // The guards and settings the engine asks of a stack screen: its own guard or its `BackNavigationGuarding`
  // conformance, the guards of the screens it contains, in turn, and its swipe choice.
  extension UIViewController {
    var explicitAllowsSwipeBack: Bool? { associatedValue(AssociatedKey.allowsSwipeBack, as: Bool.self) }

    var swipeChoice: Bool? {
      ScreenBackOptions.swipeChoice(explicit: explicitAllowsSwipeBack, hasStandInBackButton: hasStandInBackButton)
    }

    var hasStandInBackButton: Bool {
      guard let holders = associatedValue(AssociatedKey.standInBackButtonHolders, as: NSHashTable<AnyObject>.self)
      else { return false }
      return !holders.allObjects.isEmpty
    }

    func setStandInBackButton(_ isShown: Bool, by holder: AnyObject) {
      var holders = associatedValue(AssociatedKey.standInBackButtonHolders, as: NSHashTable<AnyObject>.self)
      if holders == nil, isShown {
        holders = NSHashTable<AnyObject>.weakObjects()
        setAssociatedValue(holders, AssociatedKey.standInBackButtonHolders)
      }
      guard let holders, holders.contains(holder) != isShown else { return }
      if isShown { holders.add(holder) } else { holders.remove(holder) }
      ScreenSettingsGeneration.bump()
      screenSettingsDidChange(installing: false)
    }

    var hasBackGuard: Bool { hasOwnBackGuard || hasContainedBackGuard }

    var hasOwnBackGuard: Bool { backGuard != nil || self is BackNavigationGuarding }

    var backOptions: ScreenBackOptions {
      ScreenBackOptions(
        backGuard: effectiveBackGuard, swipeChoice: swipeChoice, backButtonStyle: backButtonStyle,
        hidesBackButton: navigationItem.hidesBackButton)
    }

    var effectiveBackGuard: ScreenGuard? {
      guard hasContainedBackGuard else { return backGuard ?? conformanceGuard }
      if let made = associatedValue(AssociatedKey.guardsInTurn, as: ScreenGuard.self) { return made }
      // One object per screen, so the engine sees the same guard from one question to the next.
      let made = ScreenGuard(inTurn: { [weak self] in self?.guardsInTurn() ?? [] })
      setAssociatedValue(made, AssociatedKey.guardsInTurn)
      return made
    }

    func guardsInTurn(leavingOut inner: UINavigationController? = nil) -> [ScreenGuard] {
      ContainedGuards.inTurn(
        for: self, leavingOut: inner, contained: { $0.containedScreens },
        ownGuard: { $0.backGuard ?? $0.conformanceGuard })
    }

    var containedScreens: [UIViewController] {
      if let navigation = self as? UINavigationController { return navigation.viewControllers.reversed() }
      return children
    }

    var hasContainedBackGuard: Bool {
      ContainedGuards.exist(in: self, contained: { $0.containedScreens }, hasOwnGuard: { $0.hasOwnBackGuard })
    }

    func screen(guardedBy screenGuard: ScreenGuard) -> UIViewController? {
      ContainedGuards.owner(
        in: self, contained: { $0.containedScreens },
        owns: { $0.backGuard === screenGuard || $0.conformanceGuard === screenGuard })
    }

    var conformanceGuard: ScreenGuard? {
      guard let screen = self as? BackNavigationGuarding else { return nil }
      if let made = associatedValue(AssociatedKey.conformanceGuard, as: ScreenGuard.self) { return made }
      let made = ScreenGuard(screen: screen)
      setAssociatedValue(made, AssociatedKey.conformanceGuard)
      return made
    }
  }
#endif
