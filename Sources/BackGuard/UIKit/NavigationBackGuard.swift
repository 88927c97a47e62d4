#if canImport(UIKit)
  import UIKit

  /// BackGuard on one `UINavigationController`: every route out of a screen meets that screen's guard.
  ///
  /// ```swift
  /// navigationController.backNavigationGuard.install()
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// ```
  @MainActor
  public final class NavigationBackGuard {
    let host: UIKitNavigationHost

    init(navigationController: UINavigationController) {
      host = UIKitNavigationHost(navigationController: navigationController)
    }

    /// The navigation controller.
    public var navigationController: UINavigationController? { host.navigationController }

    /// Whether BackGuard is installed: the controller's delegate proxy is in place and guarded screens are wired.
    public var isInstalled: Bool { host.isInstalled }

    /// Installs BackGuard on the navigation controller.
    public func install() { host.install() }

    /// Puts back everything ``install()`` changed that no one else replaced since.
    public func uninstall() { host.uninstall() }

    /// What happens to the back button's long-press menu where a guard is in reach.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.backMenuPolicy = .system  // UIKit's look; picks are not asked
    /// ```
    public var backMenuPolicy: BackMenuPolicy {
      get { host.backMenuPolicy }
      set { host.backMenuPolicy = newValue }
    }

    /// Goes back through the guards, as the system back button would.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestBack(to: listViewController)
    /// ```
    @discardableResult
    public func requestBack(
      from source: BackSource = .customBackButton, to destination: UIViewController? = nil, animated: Bool = true
    ) -> BackOutcome {
      host.requestBack(from: source, to: destination, animated: animated)
    }

    /// Asks the guards of `viewControllers` before your code removes them, then runs `perform` on approval.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestLeave(
    ///   Array(navigationController.viewControllers.dropFirst()), named: "logout"
    /// ) {
    ///   session.logOut()  // once, now or after the person confirms; never if the stack changed meanwhile
    /// }
    /// ```
    @discardableResult
    public func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool = true,
      perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      host.requestLeave(viewControllers, named: name, animated: animated, perform: perform)
    }

    /// Asks the guards of `viewControllers`, waits, and tells the answer; your code acts afterwards.
    ///
    /// ```swift
    /// if await navigationController.backNavigationGuard.requestLeave([productForm], named: "showOther") == .allowed {
    ///   splitViewController.setViewController(other, for: .secondary)
    /// }
    /// ```
    public func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool = true
    ) async -> BackOutcome {
      await host.requestLeave(viewControllers, named: name, animated: animated)
    }

    /// Re-selection of this stack's tab, through the guards of every screen above the root.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestTabReselect()
    /// ```
    @discardableResult
    public func requestTabReselect(animated: Bool = true) -> BackOutcome { host.requestTabReselect(animated: animated) }

    /// The entries of the back button's long-press menu as BackGuard shows them: the earlier screens, nearest first.
    public func backMenuActions() -> [UIAction] { host.backMenuActions() }

    /// The attempt waiting for a guard's later answer, if any.
    public var pendingAttempt: BackAttempt? { host.engine.pendingAttempt }

    /// Ends the pending attempt without an answer: the screen stays, and a later answer is dropped.
    public func cancelPendingAttempt() { host.engine.cancelPendingAttempt() }

    /// Calls `handler` with every event of this stack while the controller lives, or until cancelled.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.observe { event in
    ///   if case .screensLeft(let screens, let source, _) = event { print(screens.compactMap(\.name), source) }
    /// }
    /// ```
    @discardableResult
    public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
      host.engine.observeForItsLifetime(handler)
    }

    /// A stream of every event of this stack from now on.
    ///
    /// ```swift
    /// for await event in navigationController.backNavigationGuard.events where event.decision == .deny {
    ///   print("stayed:", event)
    /// }
    /// ```
    public var events: AsyncStream<BackEvent> { host.engine.events }

    /// The view controller behind a screen identity from an event or attempt, while it exists.
    public func viewController(for screen: ScreenID) -> UIViewController? { ScreenRegistry.viewController(for: screen) }

    /// Which routes out of the top screen are guarded now, and why not where they are not.
    ///
    /// ```swift
    /// print(navigationController.backNavigationGuard.diagnostics())
    /// ```
    public func diagnostics() -> BackGuardDiagnostics { host.diagnostics() }

    /// Whether BackGuard's proxy answers for the edge swipe now.
    public var gatesEdgeSwipe: Bool { host.edgeSwipe.isInPlace }

    /// Whether BackGuard's proxy answers for the iOS 26 content swipe now.
    public var gatesContentSwipe: Bool { host.contentSwipe.isInPlace }
  }

  extension UINavigationController {
    /// BackGuard for this navigation controller: one per controller, made on first use, not yet installed.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.install()
    /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
    /// ```
    public var backNavigationGuard: NavigationBackGuard {
      associatedObject(AssociatedKey.navigationBackGuard) { NavigationBackGuard(navigationController: self) }
    }

    var installedNavigationHost: UIKitNavigationHost? {
      associatedValue(AssociatedKey.navigationBackGuard, as: NavigationBackGuard.self).flatMap {
        $0.isInstalled ? $0.host : nil
      }
    }
  }
#endif
