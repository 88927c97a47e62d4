#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  /// BackGuard on one `UINavigationController`: every route out of a screen meets that screen's guard.
  ///
  /// Get it from ``UIKit/UINavigationController/backNavigation`` and install it once (``BackGuardInstallation/install()``). It works on any navigation
  /// controller, including SwiftUI's and a third-party container's, without a subclass:
  ///
  /// ```swift
  /// navigationController.backNavigation.install()
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// ```
  ///
  /// The routes and how each is heard: docs/UIKitAdapter.md; on this stack now: ``diagnostics()``.
  @MainActor
  public final class BackNavigation: BackGuardInstallation {
    package let host: UIKitNavigationHost

    init(navigationController: UINavigationController) {
      host = UIKitNavigationHost(navigationController: navigationController)
      super.init(host)
    }

    /// The navigation controller. Held weakly: the controller owns this object.
    package var navigationController: UINavigationController? { host.navigationController }

    /// The navigation controller's delegate as your app set it: the object BackGuard's proxy forwards every call to
    /// while BackGuard is installed (then `navigationController.delegate` returns the proxy), or the controller's own
    /// `delegate` while it is not. Setting it while installed keeps the proxy in place and forwards to the new object;
    /// assigning `navigationController.delegate` instead would take the proxy away (BackGuard then reports it).
    ///
    /// ```swift
    /// navigationController.backNavigation.forwardedDelegate = coordinator
    /// ```
    public var forwardedDelegate: (any UINavigationControllerDelegate)? {
      get { host.forwardedDelegate }
      set { host.forwardedDelegate = newValue }
    }

    /// What happens to the back button's long-press menu where a guard is in reach. Default
    /// ``BackMenuPolicy/guarded`` (the default): a pick asks the guards of every screen it would remove.
    ///
    /// ```swift
    /// navigationController.backNavigation.backMenuPolicy = .system  // UIKit's look; picks are not asked
    /// ```
    public var backMenuPolicy: BackMenuPolicy {
      get { host.backMenuPolicy }
      set { host.backMenuPolicy = newValue }
    }

    /// Goes back through the guards, as the system back button would. Installs BackGuard if needed.
    ///
    /// ```swift
    /// navigationController.backNavigation.requestBack(to: listViewController)
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
    /// navigationController.backNavigation.requestLeave(
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

    /// Runs your code that removes screens on purpose, without asking their guards and without a lost-work report: a
    /// "Discard" button of your own, or a pop right after saving.
    ///
    /// ```swift
    /// navigationController.backNavigation.leaveWithoutAsking {
    ///   navigationController.popViewController(animated: true)
    /// }
    /// ```
    ///
    /// Your pops and `setViewControllers` inside `perform` pass unasked, and the screens they remove (now, or when the
    /// transition they start ends) are not reported as lost work. Anything else that removes a screen whose guard is
    /// engaged without asking is reported in a debug build (``LostWork``).
    ///
    /// - Parameter perform: Your code that removes the screens.
    public func leaveWithoutAsking(_ perform: () -> Void) {
      host.engine.leaveWithoutAsking(perform)
    }

    /// Asks the guards of `viewControllers`, waits, and tells the answer; your code acts afterwards.
    ///
    /// ```swift
    /// if await navigationController.backNavigation.requestLeave([productForm], named: "showOther") == .allowed {
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
    /// navigationController.backNavigation.requestTabReselect()
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
    @_spi(TestKit) public func backMenuActions() -> [UIAction] { host.backMenuActions() }

    /// What this run saw of each route on this stack: how often each was heard and asked, and how many departures no
    /// hook heard (the self-check's record). ``diagnostics()`` prints it with each route.
    @_spi(TestKit) public var sightings: RouteSightings { host.engine.sightings }

    /// The view controller behind a screen identity from an event or attempt, while it exists. For its name, also
    /// after it is gone, use ``ScreenID/name``.
    ///
    /// - Parameter screen: The identity.
    /// - Returns: The view controller, or `nil` once it is released.
    package func viewController(for screen: ScreenID) -> UIViewController? {
      ScreenRegistry.viewController(for: screen)
    }

    /// Which routes out of the top screen are guarded now, and why not where they are not. Print it while debugging:
    ///
    /// ```swift
    /// print(navigationController.backNavigation.diagnostics())
    /// ```
    ///
    /// Each line is one row of `BackRouteTable` for this stack's configuration, with what makes it worse now (not
    /// installed, the root screen, no guard, a delegate taken over). A route that leaves unasked says so.
    ///
    /// - Returns: One line per route of the table.
    public func diagnostics() -> BackGuardDiagnostics { host.diagnostics() }

    /// Whether BackGuard's proxy answers for the edge swipe now: while the top screen has a guard (or an explicit
    /// ``UIKit/UIViewController/allowsSwipeBack``), and not after another object took the recognizer's delegate over.
    @_spi(TestKit) public var gatesEdgeSwipe: Bool { host.edgeSwipe.isInPlace }

    /// Whether BackGuard's proxy answers for the iOS 26 content swipe now. Always `false` before iOS 26.
    @_spi(TestKit) public var gatesContentSwipe: Bool { host.contentSwipe.isInPlace }
  }

  extension UINavigationController {
    /// BackGuard for this navigation controller: one per controller, made on first use, not yet installed.
    ///
    /// Works on any navigation controller, including SwiftUI's and a third-party container's; no subclass needed.
    ///
    /// ```swift
    /// navigationController.backNavigation.install()
    /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
    /// ```
    public var backNavigation: BackNavigation {
      associatedObject(AssociatedKey.backNavigation) { BackNavigation(navigationController: self) }
    }

    // Read on a swipe's decision: the host directly, not through the shared façade's existential.
    var installedNavigationHost: UIKitNavigationHost? {
      guard let navigation = associatedValue(AssociatedKey.backNavigation, as: BackNavigation.self),
        navigation.host.isInstalled
      else { return nil }
      return navigation.host
    }
  }
#endif
