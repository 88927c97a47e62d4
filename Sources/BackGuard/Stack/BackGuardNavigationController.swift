#if canImport(UIKit)
  import ObjectiveC
  @_spi(TestKit) import BackGuardCore
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
  ///
  /// **Your delegate stays yours.** BackGuard hears pushes, pops and transitions through this class's own overrides
  /// and the transition coordinator, never through the delegate: `delegate` reads back exactly what you set, and a
  /// subclass that is its own delegate works unchanged. A subclass may override `delegate`, the push, pop and
  /// `setViewControllers` methods, `navigationBar(_:shouldPop:)`, `viewWillDisappear(_:)` and `keyCommands`, calling
  /// `super` (docs/UIKitAdapter.md, "Subclassing"):
  ///
  /// ```swift
  /// class AppNavigationController: BackGuardNavigationController, UINavigationControllerDelegate {
  ///   weak var externalDelegate: (any UINavigationControllerDelegate)?
  ///   override var delegate: (any UINavigationControllerDelegate)? {
  ///     get { externalDelegate }
  ///     set { externalDelegate = newValue }
  ///   }
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     super.delegate = self
  ///   }
  /// }
  /// ```
  open class BackGuardNavigationController: UINavigationController, UINavigationBarDelegate {
    // Kept to spare an associated-object read on each of the bar's questions; the host holds this controller weakly.
    private lazy var host: UIKitNavigationHost = backNavigation.host

    public override init(rootViewController: UIViewController) {
      super.init(rootViewController: rootViewController)
      host.install(throughOverrides: true)
    }

    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
      super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
      host.install(throughOverrides: true)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      host.install(throughOverrides: true)
    }

    public required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      host.install(throughOverrides: true)
    }

    open override func viewDidLoad() {
      super.viewDidLoad()
      host.wireScreens()
    }

    /// UIKit asks this before the bar pops an item: first for a back-button tap, after the pop for app code's pops.
    /// An override must call `super`, whose answer BackGuard's guards decide.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
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

    /// Wires a guard the pushed screen already has at once.
    open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      super.pushViewController(viewController, animated: animated)
      host.stackCallDidReturn(animated: animated)
    }

    open override func popViewController(animated: Bool) -> UIViewController? {
      if host.isInstalled, let swipe = host.recognizingPopSwipe() {
        // The swipe's own interactive pop, already under way (B111): refusing it would freeze the app (B41). Its
        // guard was asked at the gate; the engine names it by its route.
        host.interactivePopDidBegin(swipe)
        let popped = super.popViewController(animated: animated)
        host.stackCallDidReturn(animated: animated)
        return popped
      }
      guard host.shouldPop(.pop, to: nil, animated: animated) else { return nil }
      let popped = super.popViewController(animated: animated)
      host.stackCallDidReturn(animated: animated)
      return popped
    }

    open override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
      guard host.shouldPop(.popTo, to: viewController, animated: animated) else { return nil }
      let popped = super.popToViewController(viewController, animated: animated)
      host.stackCallDidReturn(animated: animated)
      return popped
    }

    open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
      if let root = viewControllers.first, !host.shouldPop(.popToRoot, to: root, animated: animated) {
        return nil
      }
      let popped = super.popToRootViewController(animated: animated)
      host.stackCallDidReturn(animated: animated)
      return popped
    }

    open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      let allowed = host.shouldReplaceStack(with: viewControllers, animated: animated) {
        [weak self] in
        self?.replaceStackWithoutAsking(viewControllers, animated: animated)
      }
      guard allowed else { return }
      super.setViewControllers(viewControllers, animated: animated)
      host.stackCallDidReturn(animated: animated)
    }

    private func replaceStackWithoutAsking(_ viewControllers: [UIViewController], animated: Bool) {
      super.setViewControllers(viewControllers, animated: animated)
      host.stackCallDidReturn(animated: animated)
    }

    /// A presented stack being dismissed with no `sheetDismissal` that hears it (the app's `dismiss`, or a swipe-down
    /// on a sheet nobody installed on) reads its guards here, while its screens are surely alive: a screen whose
    /// guard is engaged is reported as lost work once the dismissal completes.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      if host.isInstalled { host.stackWillDisappear() }
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
      // A plain loop, not `filter` and `first(where:)`: main-actor closures given to the standard library get a
      // run-time isolation check each (Swift 6 mode).
      var others: [UIKeyCommand] = []
      var uikitsBack: UIKeyCommand?
      for command in inherited {
        if !Self.isBackKeyCommand(command) {
          others.append(command)
        } else if uikitsBack == nil {
          uikitsBack = command
        }
      }
      let title = uikitsBack?.discoverabilityTitle ?? BackGuardString.back.localized
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
