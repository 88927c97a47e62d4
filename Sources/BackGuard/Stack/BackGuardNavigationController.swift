#if canImport(UIKit)
  import ObjectiveC
  @_spi(Internals) import BackGuardCore
  import UIKit

  /// A `UINavigationController` with BackGuard installed, which also sees the routes that only a subclass can:
  /// back-button taps on iOS 15, app code's pops, VoiceOver's escape and ⌘[.
  ///
  /// ```swift
  /// let navigationController = BackGuardNavigationController(rootViewController: ListViewController())
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// navigationController.pushViewController(editor, animated: true)
  /// ```
  ///
  /// App code's pops pass unless the leaving screen's guard sets ``ScreenGuard/guardsProgrammaticPops``; either way
  /// the engine reports them with their call (``ProgrammaticCall``).
  open class BackGuardNavigationController: UINavigationController, UINavigationBarDelegate {
    // Kept to spare an associated-object read on each of the bar's questions; the host holds this controller weakly.
    private lazy var host: UIKitNavigationHost = backNavigation.host

    public override init(rootViewController: UIViewController) {
      super.init(rootViewController: rootViewController)
      host.install()
    }

    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
      super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
      host.install()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      host.install()
    }

    public required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      host.install()
    }

    open override func viewDidLoad() {
      super.viewDidLoad()
      host.wireScreens()
    }

    /// The delegate. Setting it while BackGuard is installed makes it the delegate BackGuard forwards to; reading it
    /// returns BackGuard's forwarding proxy in that case: read yours through
    /// ``BackNavigation/forwardedDelegate``. UIKit may read a delegate through its getter, so the getter keeps
    /// returning the proxy UIKit must talk to (docs/UIKitBehavior.md B192).
    open override var delegate: (any UINavigationControllerDelegate)? {
      get { super.delegate }
      set {
        guard let proxy = super.delegate as? NavigationDelegateProxy, host.isInstalled else {
          super.delegate = newValue
          return
        }
        guard newValue !== proxy else { return }
        // Assigning again inside makes UIKit ask the proxy afresh which optional methods it implements.
        proxy.forward(to: newValue)
      }
    }

    func assignSuperDelegate(_ delegate: (any UINavigationControllerDelegate)?) { super.delegate = delegate }

    /// UIKit asks this before the bar pops an item: first for a back-button tap, after the pop for app code's pops.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      guard host.isInstalled else { return Self.systemNavigationBar(self, navigationBar, shouldPop: item) }
      guard host.navigationBarShouldPop() else { return false }
      // On an approved tap UIKit's own handler makes the pop (B12); the engine recognises it as the approval's.
      return Self.systemNavigationBar(self, navigationBar, shouldPop: item)
    }

    static func systemNavigationBar(
      _ controller: UINavigationController, _ navigationBar: UINavigationBar, shouldPop item: UINavigationItem
    ) -> Bool {
      typealias ShouldPop = @convention(c) (AnyObject, Selector, UINavigationBar, UINavigationItem) -> Bool
      let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return true }
      let implementation = unsafeBitCast(method_getImplementation(method), to: ShouldPop.self)
      return implementation(controller, selector, navigationBar, item)
    }

    /// A presented stack being dismissed with no `sheetDismissal` that hears it (the app's `dismiss`, or a swipe-down
    /// on a sheet nobody installed on) reads its guards here, while its screens are surely alive: a screen whose
    /// guard is engaged is reported as lost work once the dismissal completes.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      if host.isInstalled { host.stackWillDisappear() }
    }

    /// Wires a guard the pushed screen already has at once, without waiting for `didShow`: the app may have replaced
    /// the controller's delegate.
    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      super.pushViewController(viewController, animated: animated)
      host.wireScreens()
    }

    open override func popViewController(animated: Bool) -> UIViewController? {
      if host.isInstalled, let swipe = host.recognizingPopSwipe() {
        // The swipe's own interactive pop, already under way (B111): refusing it would freeze the app (B41). Its
        // guard was asked at the gate; the engine names it by its route.
        host.interactivePopDidBegin(swipe)
        return super.popViewController(animated: animated)
      }
      guard host.shouldPop(.pop, to: nil, animated: animated) else { return nil }
      return super.popViewController(animated: animated)
    }

    open override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
      guard host.shouldPop(.popTo, to: viewController, animated: animated) else { return nil }
      return super.popToViewController(viewController, animated: animated)
    }

    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
      if let root = viewControllers.first, !host.shouldPop(.popToRoot, to: root, animated: animated) {
        return nil
      }
      return super.popToRootViewController(animated: animated)
    }

    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      let allowed = host.shouldReplaceStack(with: viewControllers, animated: animated) {
        [weak self] in
        self?.replaceStackWithoutAsking(viewControllers, animated: animated)
      }
      if allowed { super.setViewControllers(viewControllers, animated: animated) }
    }

    private func replaceStackWithoutAsking(_ viewControllers: [UIViewController], animated: Bool) {
      super.setViewControllers(viewControllers, animated: animated)
    }

    open override func accessibilityPerformEscape() -> Bool {
      let handled: Bool? = MainActorBridge.assumeMainActor {
        host.isInstalled ? host.accessibilityEscape() : nil
      }
      return handled ?? super.accessibilityPerformEscape()
    }

    /// UIKit's own ⌘[ (iOS 15+, listed in `super.keyCommands`) is swapped for one that goes through the guards, while
    /// a guard is in the stack; otherwise UIKit's own stays.
    open override var keyCommands: [UIKeyCommand]? {
      let inherited = super.keyCommands ?? []
      guard host.isInstalled, host.subclassSwapsKeyCommand, viewControllers.count >= 2 else {
        return super.keyCommands
      }
      let others = inherited.filter { !Self.isBackKeyCommand($0) }
      let title = inherited.first(where: Self.isBackKeyCommand)?.discoverabilityTitle ?? BackGuardString.back.localized
      let back = UIKeyCommand(
        title: title, action: #selector(goBackFromKeyboard(_:)), input: "[", modifierFlags: .command)
      back.discoverabilityTitle = title
      back.wantsPriorityOverSystemBehavior = true
      return others + [back]
    }

    @objc private func goBackFromKeyboard(_ sender: UIKeyCommand) { host.keyCommandBack() }

    static func isBackKeyCommand(_ command: UIKeyCommand) -> Bool {
      command.input == "[" && command.modifierFlags == .command
    }
  }
#endif
