#if canImport(UIKit)
  @_spi(Internals) import BackGuardCore
  import UIKit

  /// BackGuard on one `UINavigationController`: every route out of a screen meets that screen's guard.
  ///
  /// Get it from ``UIKit/UINavigationController/backNavigationGuard`` and install it once. It works on any navigation
  /// controller, including SwiftUI's and a third-party container's, without a subclass:
  ///
  /// ```swift
  /// navigationController.backNavigationGuard.install()
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// ```
  ///
  /// The routes and how each is heard: docs/UIKitAdapter.md; on this stack now: ``diagnostics()``.
  @MainActor
  public final class NavigationBackGuard {
    let host: UIKitNavigationHost

    init(navigationController: UINavigationController) {
      host = UIKitNavigationHost(navigationController: navigationController)
    }

    /// The navigation controller. Held weakly: the controller owns this object.
    public var navigationController: UINavigationController? { host.navigationController }

    /// Whether BackGuard is installed: the controller's delegate proxy is in place and guarded screens are wired.
    public var isInstalled: Bool { host.isInstalled }

    /// Installs BackGuard on the navigation controller. Calling it again does nothing. The app's delegate keeps
    /// receiving every call; screens without a guard are left as they are.
    ///
    /// From now on `navigationController.delegate` returns BackGuard's forwarding proxy, not your object: read and
    /// set yours through ``forwardedDelegate``. The proxy goes on here and nowhere else, so a cast such as
    /// `navigationController.delegate as! AppCoordinator` fails on the first run, not late in QA.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.install()
    /// let coordinator = navigationController.backNavigationGuard.forwardedDelegate as? AppCoordinator
    /// ```
    public func install() { host.install() }

    /// The navigation controller's delegate as your app set it: the object BackGuard's proxy forwards every call to
    /// while BackGuard is installed (then `navigationController.delegate` returns the proxy), or the controller's own
    /// `delegate` while it is not. Setting it while installed keeps the proxy in place and forwards to the new object;
    /// assigning `navigationController.delegate` instead would take the proxy away (BackGuard then reports it).
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.forwardedDelegate = coordinator
    /// ```
    public var forwardedDelegate: (any UINavigationControllerDelegate)? {
      get { host.forwardedDelegate }
      set { host.forwardedDelegate = newValue }
    }

    /// Puts back everything ``install()`` changed that no one else replaced since. Calling it again does nothing. A
    /// pending attempt is cancelled.
    public func uninstall() { host.uninstall() }

    /// What happens to the back button's long-press menu where a guard is in reach. Default
    /// ``BackMenuPolicy/guarded`` (the default): a pick asks the guards of every screen it would remove.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.backMenuPolicy = .system  // UIKit's look; picks are not asked
    /// ```
    public var backMenuPolicy: BackMenuPolicy {
      get { host.backMenuPolicy }
      set { host.backMenuPolicy = newValue }
    }

    /// Goes back through the guards, as the system back button would. Installs BackGuard if needed.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestBack(to: listViewController)
    /// ```
    ///
    /// - Parameters:
    ///   - source: The route to report. Default ``BackSource/customBackButton``.
    ///   - destination: The screen to go back to; `nil` for the one below the top.
    ///   - animated: Whether the pop animates.
    /// - Returns: What happened.
    @discardableResult
    public func requestBack(
      from source: BackSource = .customBackButton, to destination: UIViewController? = nil, animated: Bool = true
    ) -> BackOutcome {
      host.requestBack(from: source, to: destination, animated: animated)
    }

    /// Asks the guards of `viewControllers` before your code removes them in a way that is not a pop, then runs
    /// `perform` on approval: a split view replacing its detail, a deep link replacing the stack, a logout.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestLeave(
    ///   Array(navigationController.viewControllers.dropFirst()), named: "logout"
    /// ) {
    ///   session.logOut()  // once, now or after the person confirms; never if the stack changed meanwhile
    /// }
    /// ```
    ///
    /// Same rules as every route; your own pops and `setViewControllers` inside `perform` pass without asking again.
    ///
    /// - Parameters:
    ///   - viewControllers: The screens that would go (children of a screen count as that screen).
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that removes them.
    /// - Returns: What happened.
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
    ///
    /// - Parameters:
    ///   - viewControllers: The screens that would go.
    ///   - name: The route's name in events.
    ///   - animated: Passed along in the attempt.
    /// - Returns: ``BackOutcome/allowed`` once approved, otherwise why not.
    public func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool = true
    ) async -> BackOutcome {
      await host.requestLeave(viewControllers, named: name, animated: animated)
    }

    /// Re-selection of this stack's tab, through the guards of every screen above the root. Installs BackGuard if
    /// needed. The tab bar proxy calls it; call it yourself from a tab bar of your own.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.requestTabReselect()
    /// ```
    ///
    /// - Parameter animated: Whether the pop to the root animates.
    /// - Returns: What happened; an approval pops to the root once.
    @discardableResult
    public func requestTabReselect(animated: Bool = true) -> BackOutcome { host.requestTabReselect(animated: animated) }

    /// The entries of the back button's long-press menu as BackGuard shows them: the earlier screens, nearest first.
    /// Choosing one asks the guards of every screen it would remove (source ``BackSource/backMenu``).
    ///
    /// - Returns: One action per screen below the top.
    @_spi(Internals) public func backMenuActions() -> [UIAction] { host.backMenuActions() }

    /// What this run saw of each route on this stack: how often each was heard and asked, and how many departures no
    /// hook heard (the self-check's record). Print it after trying the routes by hand.
    ///
    /// ```swift
    /// print(navigationController.backNavigationGuard.sightings)
    /// ```
    public var sightings: RouteSightings { host.engine.sightings }

    /// The attempt waiting for a guard's later answer, if any. There is at most one per stack.
    public var pendingAttempt: BackAttempt? { host.engine.pendingAttempt }

    /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation: the
    /// screen stays, and a later answer to it is dropped (``BackEvent/CancelReason/cancelledByApp``).
    public func cancelPendingAttempt() { host.engine.cancelPendingAttempt() }

    /// Calls `handler` with every event of this stack, for as long as the navigation controller lives, or until you
    /// call `cancel()` on the returned observation. Dropping the result does not stop it, so the obvious code works:
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.observe { event in
    ///   if case .screensLeft(let screens, let source, _) = event { print(screens.compactMap(\.name), source) }
    /// }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor, in order.
    /// - Returns: The observation, to cancel it.
    @discardableResult
    public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
      host.engine.observeForItsLifetime(handler)
    }

    /// A stream of every event of this stack from now on. Each access makes a new stream. It finishes when this
    /// object goes away with its navigation controller, so a `for await` loop over it ends too.
    ///
    /// ```swift
    /// for await event in navigationController.backNavigationGuard.events where event.decision == .deny {
    ///   print("stayed:", event)
    /// }
    /// ```
    public var events: AsyncStream<BackEvent> { host.engine.events }

    /// The view controller behind a screen identity from an event or attempt, while it exists. For its name, also
    /// after it is gone, use ``ScreenID/name``.
    ///
    /// - Parameter screen: The identity.
    /// - Returns: The view controller, or `nil` once it is released.
    public func viewController(for screen: ScreenID) -> UIViewController? { ScreenRegistry.viewController(for: screen) }

    /// Which routes out of the top screen are guarded now, and why not where they are not. Print it while debugging:
    ///
    /// ```swift
    /// print(navigationController.backNavigationGuard.diagnostics())
    /// ```
    ///
    /// Each line is one row of `BackRouteTable` for this stack's configuration, with what makes it worse now (not
    /// installed, the root screen, no guard, a delegate taken over). A route that leaves unasked says so.
    ///
    /// - Returns: One line per route of the table.
    public func diagnostics() -> BackGuardDiagnostics { host.diagnostics() }

    /// Whether BackGuard's proxy answers for the edge swipe now: while the top screen has a guard (or an explicit
    /// ``UIKit/UIViewController/allowsSwipeBack``), and not after another object took the recognizer's delegate over.
    @_spi(Internals) public var gatesEdgeSwipe: Bool { host.edgeSwipe.isInPlace }

    /// Whether BackGuard's proxy answers for the iOS 26 content swipe now. Always `false` before iOS 26.
    @_spi(Internals) public var gatesContentSwipe: Bool { host.contentSwipe.isInPlace }
  }

  extension UINavigationController {
    /// BackGuard for this navigation controller: one per controller, made on first use, not yet installed.
    ///
    /// Works on any navigation controller, including SwiftUI's and a third-party container's; no subclass needed.
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
