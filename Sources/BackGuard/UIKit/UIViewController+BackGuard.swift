#if canImport(UIKit)
  import UIKit

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
        screenSettingsDidChange(installing: newValue != nil)
      }
    }

    /// Whether the edge swipe (and the iOS 26 content swipe) may take this screen back. Default `true`, also with a
    /// custom `leftBarButtonItem` or a hidden back button. Set `false` to turn the swipes off for this screen.
    ///
    /// ```swift
    /// signatureViewController.allowsSwipeBack = false   // the pen must not go back by accident
    /// ```
    public var allowsSwipeBack: Bool {
      get { explicitAllowsSwipeBack ?? true }
      set {
        setAssociatedValue(newValue, AssociatedKey.allowsSwipeBack)
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
      return navigationController.backNavigationGuard.requestBack(from: source, leaving: self, animated: animated)
    }

    /// This screen's name in BackGuard's events, for analytics (``BackGuardCore/ScreenID/name``). Without it, the
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

    /// Whether this screen has a guard (set, or by adopting ``BackNavigationGuarding``), engaged or not: its `when:`
    /// can change at any moment, so the routes must be wired whenever a guard exists.
    var hasBackGuard: Bool { backGuard != nil || self is BackNavigationGuarding }

    /// Whether the swipes need BackGuard's gate while this screen is on top: it has a guard, or it set
    /// ``allowsSwipeBack`` itself (to keep the swipe with a custom left button, or to turn it off).
    var needsSwipeGate: Bool { hasBackGuard || explicitAllowsSwipeBack != nil }

    /// The settings the engine reads: the explicit guard, or else the screen's own ``BackNavigationGuarding``.
    var backOptions: ScreenBackOptions {
      ScreenBackOptions(
        backGuard: backGuard ?? conformanceGuard, allowsSwipeBack: allowsSwipeBack,
        backButtonStyle: backButtonStyle)
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
    private var conformanceGuard: ScreenGuard? {
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
        scheduleSettingsCheck(installing: installing)
        return
      }
      let navigationGuard = navigationController.backNavigationGuard
      if installing { navigationGuard.install() }
      navigationGuard.screenSettingsDidChange()
    }

    private func scheduleSettingsCheck(installing: Bool) {
      guard associatedValue(AssociatedKey.pendingGuardCheck, as: Bool.self) != true else { return }
      setAssociatedValue(true, AssociatedKey.pendingGuardCheck)
      Task { @MainActor [weak self] in
        guard let self else { return }
        setAssociatedValue(nil, AssociatedKey.pendingGuardCheck)
        guard let navigationController = stackNavigationController else { return }
        let navigationGuard = navigationController.backNavigationGuard
        if installing && backGuard != nil { navigationGuard.install() }
        navigationGuard.screenSettingsDidChange()
      }
    }
  }
#endif
