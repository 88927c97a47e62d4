#if canImport(UIKit)
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
    public var backGuard: ScreenGuard? {
      get { associatedValue(AssociatedKey.backGuard) }
      set {
        setAssociatedValue(newValue, AssociatedKey.backGuard)
        ScreenSettingsGeneration.bump()
        screenSettingsDidChange(installing: newValue != nil)
      }
    }

    /// Whether the edge swipe (and the iOS 26 content swipe) may take this screen back.
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

    /// Goes back from this screen through its guards, as the system back button would.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = UIBarButtonItem(
    ///   title: "Cancel", primaryAction: UIAction { [unowned self] _ in requestBack() })
    /// ```
    @discardableResult
    public func requestBack(from source: BackSource = .customBackButton, animated: Bool = true) -> BackOutcome {
      guard let navigationController = stackNavigationController else { return .nothingToGoBackTo }
      return navigationController.backNavigationGuard.host.requestBack(from: source, leaving: self, animated: animated)
    }

    /// This screen's name in BackGuard's events, for analytics (``ScreenID/name``).
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

    func stackEntry(in navigationController: UINavigationController) -> UIViewController? {
      var current: UIViewController? = self
      while let candidate = current {
        if navigationController.viewControllers.contains(where: { $0 === candidate }) { return candidate }
        current = candidate.parent
      }
      return nil
    }

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

    private func wire(in navigationController: UINavigationController, installing: Bool) {
      var current: UINavigationController? = navigationController
      while let stack = current {
        if installing { stack.backNavigationGuard.install() }
        stack.backNavigationGuard.host.screenSettingsDidChange()
        current = stack.stackNavigationController
      }
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
#endif
