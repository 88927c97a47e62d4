#if canImport(UIKit)
  import UIKit

  /// Counts the changes of any screen's guard or swipe setting, so a host can keep the top screen's settings between
  /// decisions and read them again only after a change.
  @MainActor
  enum ScreenSettingsGeneration {
    private(set) static var current: UInt64 = 0
    static func bump() { current &+= 1 }
  }

  extension UIViewController {
    /// The guard asked before this screen leaves its navigation stack, by any route.
    ///
    /// ```swift
    /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
    /// ```
    ///
    /// Setting a guard on a screen that is already in a navigation controller installs BackGuard on that
    /// controller (see ``NavigationBackGuard/install()``). A screen adopting ``BackNavigationGuarding`` is
    /// guarded by itself when this property is `nil`.
    public var backGuard: ScreenGuard? {
      get { associatedValue(AssociatedKey.backGuard) }
      set {
        setAssociatedValue(newValue, AssociatedKey.backGuard)
        ScreenSettingsGeneration.bump()
        screenSettingsDidChange(installing: newValue != nil)
      }
    }

    /// Whether the edge swipe (and the iOS 26 content swipe) may take this screen back. Default `true`, also with a
    /// custom `leftBarButtonItem`; `false` while the screen hides its back button (`navigationItem.hidesBackButton`,
    /// SwiftUI's `.navigationBarBackButtonHidden(true)`), whose refusal of the swipe BackGuard keeps, guarded or not.
    /// Set `false` to turn the swipes off for this screen, or `true` to keep them with a hidden back button.
    ///
    /// ```swift
    /// signatureViewController.allowsSwipeBack = false   // the pen must not go back by accident
    /// ```
    public var allowsSwipeBack: Bool {
      get { ScreenBackOptions.swipeAllowed(explicit: swipeChoice, hidesBackButton: navigationItem.hidesBackButton) }
      set {
        setAssociatedValue(newValue, AssociatedKey.allowsSwipeBack)
        ScreenSettingsGeneration.bump()
        screenSettingsDidChange(installing: false)
      }
    }

    /// How the back button on this screen is labelled, or `nil` for ``BackButtonStyle/appDefault``.
    ///
    /// ```swift
    /// BackButtonStyle.appDefault = .minimal           // arrow only, everywhere
    /// settings.backButtonStyle = .custom("Done")      // except on this screen
    /// ```
    public var backButtonStyle: BackButtonStyle? {
      get { associatedValue(AssociatedKey.backButtonStyle, as: BackButtonStyle.self) }
      set {
        setAssociatedValue(newValue, AssociatedKey.backButtonStyle)
        screenSettingsDidChange(installing: false)
      }
    }

    /// Goes back from this screen through its guards, as the system back button would. Use it for your own back
    /// button; the edge swipe keeps working.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = UIBarButtonItem(
    ///   title: "Cancel", primaryAction: UIAction { [unowned self] _ in requestBack() })
    /// ```
    ///
    /// - Parameters:
    ///   - source: The route to report. Default ``BackSource/customBackButton``.
    ///   - animated: Whether the pop animates.
    /// - Returns: What happened; ``BackOutcome/nothingToGoBackTo`` when the screen is not in a navigation
    ///   stack above another screen.
    @discardableResult
    public func requestBack(from source: BackSource = .customBackButton, animated: Bool = true) -> BackOutcome {
      guard let navigationController = stackNavigationController else { return .nothingToGoBackTo }
      return navigationController.backNavigationGuard.host.requestBack(from: source, leaving: self, animated: animated)
    }

    /// This screen's name in BackGuard's events, for analytics (``ScreenID/name``). Without it, the
    /// navigation item's title, the title, or the type's name is used.
    ///
    /// ```swift
    /// productForm.backGuardScreenName = "Product form"
    /// ```
    public var backGuardScreenName: String? {
      get { associatedValue(AssociatedKey.screenName, as: String.self) }
      set {
        setAssociatedValue(newValue, AssociatedKey.screenName)
        ScreenNames.record(backGuardDisplayName, for: backGuardScreenID)
      }
    }

    /// The name events report: ``backGuardScreenName``, else the titles, else the type's name.
    var backGuardDisplayName: String {
      for case let name? in [backGuardScreenName, navigationItem.title, title] where !name.allSatisfy(\.isWhitespace) {
        return name
      }
      return String(describing: type(of: self))
    }

    // MARK: - Internals

    /// The identity the engine sees. Made once per view controller and never reused (unlike its address).
    var backGuardScreenID: ScreenID {
      if let box = associatedValue(AssociatedKey.screenID, as: ScreenIDBox.self) { return box.id }
      let id = ScreenID.make()
      setAssociatedValue(ScreenIDBox(id), AssociatedKey.screenID)
      ScreenRegistry.register(self, as: id)
      return id
    }

    /// ``allowsSwipeBack`` if the app set it, `nil` if it never did.
    var explicitAllowsSwipeBack: Bool? { associatedValue(AssociatedKey.allowsSwipeBack, as: Bool.self) }

    /// The swipe choice the screen made itself: ``allowsSwipeBack`` if the app set it, else `true` while a SwiftUI
    /// `GuardedBackButton` stands in for its back button (it asks for the swipe as `allowsSwipeBack = true` does),
    /// else `nil`.
    var swipeChoice: Bool? {
      if let explicit = explicitAllowsSwipeBack { return explicit }
      return hasStandInBackButton ? true : nil
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
      // Read once: every decision asks the top screen's options (one associated-object lookup fewer).
      let chosenSwipe = swipeChoice
      let hidesBackButton = navigationItem.hidesBackButton
      return ScreenBackOptions(
        backGuard: effectiveBackGuard,
        allowsSwipeBack: ScreenBackOptions.swipeAllowed(explicit: chosenSwipe, hidesBackButton: hidesBackButton),
        backButtonStyle: backButtonStyle, forcesSwipeBack: chosenSwipe == true, hidesBackButton: hidesBackButton)
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

    /// The guards asked for this stack screen, in order: each contained screen's own contained screens before it,
    /// children in `children` order (a nested navigation controller's screens top first), then this screen's own.
    func guardsInTurn() -> [ScreenGuard] {
      var guards: [ScreenGuard] = []
      appendContainedGuards(to: &guards)
      if let own = backGuard ?? conformanceGuard { guards.append(own) }
      return guards
    }

    private func appendContainedGuards(to guards: inout [ScreenGuard]) {
      for child in containedScreens {
        child.appendContainedGuards(to: &guards)
        if let own = child.backGuard ?? child.conformanceGuard { guards.append(own) }
      }
    }

    /// The screens contained in this one: a navigation controller's stack, top first, or the children.
    var containedScreens: [UIViewController] {
      if let navigation = self as? UINavigationController { return navigation.viewControllers.reversed() }
      return children
    }

    /// Whether a screen contained in this one, at any depth, has a guard. Most screens have no children: O(1).
    var hasContainedBackGuard: Bool {
      containedScreens.contains { $0.hasOwnBackGuard || $0.hasContainedBackGuard }
    }

    /// This view controller or a screen contained in it whose own guard is `screenGuard`.
    func screen(guardedBy screenGuard: ScreenGuard) -> UIViewController? {
      if backGuard === screenGuard || conformanceGuard === screenGuard { return self }
      for child in containedScreens {
        if let found = child.screen(guardedBy: screenGuard) { return found }
      }
      return nil
    }

    /// The navigation controller whose stack holds this screen, or holds the container this screen is a child of.
    var stackNavigationController: UINavigationController? {
      var current: UIViewController? = self
      while let candidate = current {
        if let navigationController = candidate.navigationController,
          navigationController.viewControllers.contains(where: { $0 === candidate })
        {
          return navigationController
        }
        current = candidate.parent
      }
      return nil
    }

    /// The view controller in `navigationController.viewControllers` that is this screen or contains it.
    func stackEntry(in navigationController: UINavigationController) -> UIViewController? {
      var current: UIViewController? = self
      while let candidate = current {
        if navigationController.viewControllers.contains(where: { $0 === candidate }) { return candidate }
        current = candidate.parent
      }
      return nil
    }

    /// One guard per adopting screen, made on first use, holding the screen weakly.
    var conformanceGuard: ScreenGuard? {
      guard let screen = self as? BackNavigationGuarding else { return nil }
      if let made = associatedValue(AssociatedKey.conformanceGuard, as: ScreenGuard.self) { return made }
      let made = ScreenGuard(screen: screen)
      setAssociatedValue(made, AssociatedKey.conformanceGuard)
      return made
    }

    private func screenSettingsDidChange(installing: Bool) {
      guard let navigationController = stackNavigationController else {
        // Not in a stack yet (a guard set in an initializer, before the push): look again on the next main-actor
        // turn, which comes after a push made right away. A later push is wired by `willShow`/`didShow`, or by the
        // subclass's push, or at the first decision.
        wireOnNextTurn(installing: installing)
        return
      }
      wire(in: navigationController, installing: installing)
    }

    /// Wires this screen in the stack that holds it, and in the stacks around that one: a navigation controller nested
    /// in a stack screen has its guards asked by the outer stacks too, for their screen.
    private func wire(in navigationController: UINavigationController, installing: Bool) {
      var current: UINavigationController? = navigationController
      while let stack = current {
        if installing { stack.backNavigationGuard.install() }
        stack.backNavigationGuard.host.screenSettingsDidChange()
        current = stack.stackNavigationController
      }
    }

    /// Wires this screen on the next main-actor turn, in whatever stack holds it then: after a push made right away,
    /// or after UIKit moved it to another stack (`old`, which it left, is skipped).
    func wireOnNextTurn(installing: Bool, leaving old: UINavigationController? = nil) {
      guard associatedValue(AssociatedKey.pendingGuardCheck, as: Bool.self) != true else { return }
      setAssociatedValue(true, AssociatedKey.pendingGuardCheck)
      Task { @MainActor [weak self, weak old] in
        guard let self else { return }
        setAssociatedValue(nil, AssociatedKey.pendingGuardCheck)
        guard let current = stackNavigationController, current !== old else { return }
        wire(in: current, installing: installing && hasBackGuard)
      }
    }
  }
#endif
