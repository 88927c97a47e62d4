#if canImport(UIKit)
  import Foundation
  @_spi(TestKit) import BackGuardCore
  import UIKit

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
    /// controller (see ``BackGuardInstallation/install()``).
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
    /// Set `false` to turn the swipes off for this screen, or `true` to keep them with a hidden back button. Where an
    /// object of your app holds `interactivePopGestureRecognizer.delegate`, its answer stands instead of UIKit's
    /// refusal, and BackGuard's gate asks the guard after it.
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
      return navigationController.backNavigation.host.requestBack(from: source, leaving: self, animated: animated)
    }

    /// Runs your code that takes this screen away on purpose (its own "Discard" button, a pop or `dismiss` right after
    /// saving), without asking its guard and without a lost-work report.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(
    ///   title: "Discard", primaryAction: UIAction { [unowned self] _ in
    ///     leaveWithoutAsking { navigationController?.popViewController(animated: true) }
    ///   })
    /// ```
    ///
    /// It covers the navigation stack this screen is in and the sheet around it, where BackGuard is on them.
    ///
    /// - Parameter perform: Your code that removes the screen.
    public func leaveWithoutAsking(_ perform: () -> Void) {
      var engines: [BackNavigationEngine] = []
      if let host = stackNavigationController?.installedNavigationHost { engines.append(host.engine) }
      var root: UIViewController = self
      while let parent = root.parent { root = parent }
      if let sheet = SheetDismissal.existing(on: root)?.host, sheet.isInstalled { engines.append(sheet.engine) }
      BackNavigationEngine.leaveWithoutAsking(in: engines[...], perform)
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

    var backGuardDisplayName: String {
      BackTitles.firstNonBlank([backGuardScreenName, navigationItem.title, title]) ?? String(describing: type(of: self))
    }

    var backGuardScreenID: ScreenID {
      if let box = associatedValue(AssociatedKey.screenID, as: ScreenIDBox.self) { return box.id }
      let id = ScreenID.make()
      setAssociatedValue(ScreenIDBox(id), AssociatedKey.screenID)
      ScreenRegistry.register(self, as: id)
      return id
    }

    package var stackNavigationController: UINavigationController? {
      let entry = nearestInParentChain { screen in
        screen.navigationController?.viewControllers.index(ofObject: screen) != nil
      }
      return entry?.navigationController
    }

    package func stackEntry(in navigationController: UINavigationController) -> UIViewController? {
      nearestInParentChain { screen in navigationController.viewControllers.index(ofObject: screen) != nil }
    }

    package func isInside(_ ancestor: UIViewController) -> Bool { nearestInParentChain { $0 === ancestor } != nil }

    func nearestInParentChain(where matches: (UIViewController) -> Bool) -> UIViewController? {
      var current: UIViewController? = self
      while let candidate = current {
        if matches(candidate) { return candidate }
        current = candidate.parent
      }
      return nil
    }

    func screenSettingsDidChange(installing: Bool) {
      // A guard set or changed in a sheet: the sheet may be on a new presentation controller by now.
      UIKitSheetHost.refreshSheet(holding: self)
      if installing { guardPresentationHoldingIt(lookingAgainNextTurn: true) }
      guard let navigationController = stackNavigationController else {
        // A sheet's own screen: what its window asks on close follows the guard (iOS 27).
        WindowClosing.refreshAll(and: WindowClosing.scene(of: self))
        // Not in a stack yet (set before the push): look again on the next turn, after a push made right away.
        wireOnNextTurn(installing: installing)
        return
      }
      wire(in: navigationController, installing: installing)
    }

    private func wire(in navigationController: UINavigationController, installing: Bool) {
      var current: UINavigationController? = navigationController
      while let stack = current {
        if installing { stack.backNavigation.install() }
        stack.backNavigation.host.wireScreens()
        current = stack.stackNavigationController
      }
    }

    /// A guard in a presented screen, or in a stack that is presented: the presentation's swipe-down and its Cancel go
    /// through the guards with no `sheetDismissal.install()` of the app's, as a stack installs itself when a guard
    /// appears (issue 41). A guard set before `present` is looked at again on the next turn.
    func guardPresentationHoldingIt(lookingAgainNextTurn: Bool = false) {
      var root: UIViewController = self
      while let parent = root.parent { root = parent }
      guard SheetDismissal.existing(on: root)?.host.isInstalled != true else { return }
      guard root.presentingViewController != nil else {
        guard lookingAgainNextTurn else { return }
        Task { @MainActor [weak root] in
          guard let root, root.presentingViewController != nil, root.hasGuardInside else { return }
          if SheetDismissal.existing(on: root)?.host.isInstalled != true { root.sheetDismissal.install() }
        }
        return
      }
      root.sheetDismissal.install()
    }

    /// Whether this controller or one inside it (its children, a stack's screens) has a guard.
    var hasGuardInside: Bool {
      if hasBackGuard { return true }
      for child in children where child.hasGuardInside { return true }
      return false
    }

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

    package func setStandInBackButton(_ isShown: Bool, by holder: AnyObject) {
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

    var hasOwnBackGuard: Bool { backGuard != nil }

    var backOptions: ScreenBackOptions {
      ScreenBackOptions(
        backGuard: effectiveBackGuard, swipeChoice: swipeChoice, backButtonStyle: backButtonStyle,
        hidesBackButton: navigationItem.hidesBackButton)
    }

    var effectiveBackGuard: ScreenGuard? {
      guard hasContainedBackGuard else { return backGuard }
      // One object per screen, so the engine sees the same guard from one question to the next.
      return associatedObject(AssociatedKey.guardsInTurn) {
        ScreenGuard(inTurn: { [weak self] in self?.guardsInTurn() ?? [] })
      }
    }

    func guardsInTurn(leavingOut inner: UINavigationController? = nil) -> [ScreenGuard] {
      ContainedGuards.inTurn(
        for: self, leavingOut: inner, contained: { $0.containedScreens },
        ownGuard: { $0.backGuard })
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
        owns: { $0.backGuard === screenGuard })
    }
  }

  extension NSObject {
    @MainActor
    package func associatedObject<T: AnyObject>(_ key: UnsafeRawPointer, orMake make: () -> T) -> T {
      if let existing = associatedValue(key, as: T.self) { return existing }
      let made = make()
      setAssociatedValue(made, key)
      return made
    }
  }

  // A debug build prints each notice once. In a release build (no `DEBUG`) `once` is empty and the optimizer inlines
  // it, so the call sites' autoclosures (the notices' text, the diagnostics a self-check sign prints) are never built:
  // an app linked by ios-app-size holds none of the notices' strings.
  @MainActor
  enum DebugNotice {
    private static var said: Set<String> = []

    static func once(_ key: @autoclosure () -> String, _ message: @autoclosure () -> String) {
      #if DEBUG
        guard said.insert(key()).inserted else { return }
        print(message())
      #endif
    }
  }
#endif
