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
      BackTitles.firstNonBlank([backGuardScreenName, navigationItem.title, title]) ?? String(describing: type(of: self))
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

    /// One of this screen's settings changed: wire it in the stack that holds it (installing BackGuard there first
    /// when `installing`), or on the next main-actor turn when it is in no stack yet.
    func screenSettingsDidChange(installing: Bool) {
      // A guard set or changed in a sheet: the sheet may be on a new presentation controller by now.
      UIKitSheetHost.refreshSheet(holding: self)
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
