#if canImport(UIKit)
  import UIKit

  // The guards and settings the engine asks of a stack screen: its own guard or its `BackNavigationGuarding`
  // conformance, the guards of the screens it contains, in turn, and its swipe choice.
  extension UIViewController {
    /// ``allowsSwipeBack`` if the app set it, `nil` if it never did.
    var explicitAllowsSwipeBack: Bool? { associatedValue(AssociatedKey.allowsSwipeBack, as: Bool.self) }

    /// The swipe choice the screen made itself (`ScreenBackOptions.swipeChoice(explicit:hasStandInBackButton:)`).
    var swipeChoice: Bool? {
      ScreenBackOptions.swipeChoice(explicit: explicitAllowsSwipeBack, hasStandInBackButton: hasStandInBackButton)
    }

    /// Whether a button of BackGuard's that stands in for the back button (SwiftUI's `GuardedBackButton`) is on this
    /// screen now.
    var hasStandInBackButton: Bool {
      guard let holders = associatedValue(AssociatedKey.standInBackButtonHolders, as: NSHashTable<AnyObject>.self)
      else { return false }
      return !holders.allObjects.isEmpty
    }

    /// Counts `holder` (a `.backGuard` modifier's link, held weakly) as showing a stand-in back button on this screen,
    /// or no longer; the screen's swipe choice follows.
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

    /// Whether this screen has a guard (set, or by adopting ``BackNavigationGuarding``), engaged or not: its `when:`
    /// can change at any moment, so the routes must be wired whenever a guard exists.
    var hasBackGuard: Bool { hasOwnBackGuard || hasContainedBackGuard }

    /// Whether this view controller itself has a guard (set, or by adopting ``BackNavigationGuarding``).
    var hasOwnBackGuard: Bool { backGuard != nil || self is BackNavigationGuarding }

    /// The settings the engine reads: the explicit guard, or else the screen's own ``BackNavigationGuarding``.
    ///
    /// `hidesBackButton` is read here every time: apps and SwiftUI (`.navigationBarBackButtonHidden(true)`) set it
    /// without any BackGuard setter running, so no settings generation follows it.
    var backOptions: ScreenBackOptions {
      ScreenBackOptions(
        backGuard: effectiveBackGuard, swipeChoice: swipeChoice, backButtonStyle: backButtonStyle,
        hidesBackButton: navigationItem.hidesBackButton)
    }

    /// The guard the engine asks for this stack screen: its own or, when screens contained in it have guards (a
    /// container's children, the pages of a page view controller, a navigation controller nested in it), all of them
    /// in turn: the contained screens first, then this screen's own (``ScreenGuard/init(inTurn:)``).
    var effectiveBackGuard: ScreenGuard? {
      guard hasContainedBackGuard else { return backGuard ?? conformanceGuard }
      if let made = associatedValue(AssociatedKey.guardsInTurn, as: ScreenGuard.self) { return made }
      // One object per screen, so the engine sees the same guard from one question to the next.
      let made = ScreenGuard(inTurn: { [weak self] in self?.guardsInTurn() ?? [] })
      setAssociatedValue(made, AssociatedKey.guardsInTurn)
      return made
    }

    /// The guards asked for this stack screen, in turn (``ContainedGuards/inTurn(for:leavingOut:contained:ownGuard:)``),
    /// leaving out the screens of `inner` (a sheet's inner stack, listed one by one).
    func guardsInTurn(leavingOut inner: UINavigationController? = nil) -> [ScreenGuard] {
      ContainedGuards.inTurn(
        for: self, leavingOut: inner, contained: { $0.containedScreens },
        ownGuard: { $0.backGuard ?? $0.conformanceGuard })
    }

    /// The screens contained in this one: a navigation controller's stack, top first, or the children.
    var containedScreens: [UIViewController] {
      if let navigation = self as? UINavigationController { return navigation.viewControllers.reversed() }
      return children
    }

    /// Whether a screen contained in this one, at any depth, has a guard. Most screens have no children: O(1).
    var hasContainedBackGuard: Bool {
      ContainedGuards.exist(in: self, contained: { $0.containedScreens }, hasOwnGuard: { $0.hasOwnBackGuard })
    }

    /// This view controller or a screen contained in it whose own guard is `screenGuard`.
    func screen(guardedBy screenGuard: ScreenGuard) -> UIViewController? {
      ContainedGuards.owner(
        in: self, contained: { $0.containedScreens },
        owns: { $0.backGuard === screenGuard || $0.conformanceGuard === screenGuard })
    }

    /// One guard per adopting screen, made on first use, holding the screen weakly.
    var conformanceGuard: ScreenGuard? {
      guard let screen = self as? BackNavigationGuarding else { return nil }
      if let made = associatedValue(AssociatedKey.conformanceGuard, as: ScreenGuard.self) { return made }
      let made = ScreenGuard(screen: screen)
      setAssociatedValue(made, AssociatedKey.conformanceGuard)
      return made
    }
  }
#endif
