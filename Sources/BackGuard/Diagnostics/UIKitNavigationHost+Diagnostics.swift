#if canImport(UIKit)
  import Darwin
  import Foundation
  import ObjectiveC
  @_spi(TestKit) import BackGuardCore
  import UIKit

  extension UIKitNavigationHost {
    // Every line is decided in the core (`BackPlan.diagnoses(given:)`) from what the adapter finds on UIKit now. A
    // release build (no `DEBUG`) carries neither the lines nor the gathering: it returns diagnostics that say so.
    func diagnostics() -> BackGuardDiagnostics {
      refreshTakeovers()
      #if DEBUG
        var routes: [BackGuardDiagnostics.Route] = []
        for line in plan.diagnoses(given: liveFacts()) {
          routes.append(
            BackGuardDiagnostics.Route(
              source: line.route.source, coverage: line.coverage, isGuarded: line.isGuarded,
              leavesUnasked: line.leavesUnasked, reason: line.reason))
        }
        return BackGuardDiagnostics(routes: routes, sightings: engine.sightings)
      #else
        return BackGuardDiagnostics()
      #endif
    }
  }

  #if DEBUG
    extension UIKitNavigationHost {
      private func liveFacts() -> BackPlan.LiveFacts {
        var facts = BackPlan.LiveFacts()
        guard let navigationController else {
          facts.hasNavigationController = false
          return facts
        }
        facts.isInstalled = isInstalled
        facts.tabBar = tabBarFact(of: navigationController)
        // The zoom options are the app's: BackGuard cannot see whether it wired them.
        facts.zoomOptionsWired = nil
        facts.windowConfirmation = WindowClosing.fact(for: navigationController)
        let stack = navigationController.viewControllers
        guard let top = stack.last else { return facts }
        let item = top.navigationItem
        facts.topBackAction = nil
        if #available(iOS 16, *), let action = item.backAction {
          facts.topBackAction = action.identifier == Self.backActionIdentifier ? .backGuard : .app
        }
        facts.topShowsSystemBackButton = Self.showsSystemBackButton(item)
        facts.backItemBelowIsBackGuards =
          stack.count >= 2 && stack[stack.count - 2].navigationItem.backBarButtonItem is GuardedBackBarButtonItem
        facts.topGuardsProgrammaticPops = backGuard(for: top.backGuardScreenID)?.guardsProgrammaticPops == true
        if !allowsSwipeBack(for: top.backGuardScreenID) {
          facts.topSwipeRefusal =
            item.hidesBackButton && top.swipeChoice == nil ? .backButtonHidden : .allowsSwipeBackIsFalse
        }
        facts.edgeSwipe = swipeDelegate(edgeSwipe, navigationController.interactivePopGestureRecognizer)
        facts.contentSwipe = swipeDelegate(contentSwipe, contentPopGestureRecognizer)
        facts.keyCommand =
          screenKeyCommand.isOffered(on: top) ? .offered : screenKeyCommand.screen === top ? .notListed : .absent
        return facts
      }

      private func swipeDelegate(_ slot: SwipeSlot, _ recognizer: UIGestureRecognizer?)
        -> BackPlan.LiveFacts.SwipeDelegate
      {
        guard navigationController?.isViewLoaded == true, recognizer != nil else { return .noRecognizer }
        if let holder = slot.takenOverBy { return .takenOver(by: holder) }
        return slot.isInPlace ? .gate : .uikitsOwn
      }

      private func tabBarFact(of navigationController: UINavigationController) -> BackPlan.LiveFacts.TabBar {
        guard let tabBarController = navigationController.tabBarController else { return .noTabBarController }
        guard tabBarController.viewControllers?.contains(where: { $0 === navigationController }) == true else {
          return .notATab
        }
        let tabRoutes = tabBarController.associatedValue(AssociatedKey.tabBarRoutes, as: TabBarRoutes.self)
        if let holder = tabRoutes?.takeoverHolder { return .takenOver(by: holder) }
        return tabRoutes?.isProxyInPlace == true ? .proxyInPlace : .proxyMissing
      }
    }
  #endif

  extension UIKitNavigationHost {
    func refreshTakeovers() {
      if let delegateProxy, !delegateProxy.isInPlace, let navigationController {
        reportDelegateTakeover(of: navigationController)
      }
    }

    func reportDelegateTakeover(of navigationController: UINavigationController) {
      reportTakeover(
        of: .backButton, property: "navigationController.delegate",
        by: takeoverHolderName(navigationController.delegate))
    }

    func reportOnce(_ misuse: BackMisuse.Kind) {
      if reportedTakeovers.isFirst(misuse) { engine.reportAdapterMisuse(misuse) }
    }

    func reportTakeover(of route: BackSource, property: String, by holder: String) {
      reportOnce(.routeTakenOver(route: route, property: property, by: holder))
    }
  }

  func takeoverHolderName(_ holder: AnyObject?) -> String { holder.map { String(describing: type(of: $0)) } ?? "nil" }

  @MainActor
  enum MigrationLeftovers {
    static func screenFinding(_ screen: UIViewController) -> BackMisuse.Kind? {
      AnotherLibraryLeftovers.screenLeftover(typeName: String(describing: type(of: screen))) {
        screen.responds(to: NSSelectorFromString($0))
      }
    }

    static func navigationBarCategoryFinding() -> BackMisuse.Kind? {
      let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return nil }
      var info = Dl_info()
      let implementation = unsafeBitCast(method_getImplementation(method), to: UnsafeRawPointer.self)
      guard dladdr(implementation, &info) != 0, let name = info.dli_fname else {
        return nil
      }
      return AnotherLibraryLeftovers.navigationBarLeftover(implementedIn: String(cString: name))
    }
  }

  /// Which routes out of the top screen BackGuard guards right now, and why not where it does not: one line per row of
  /// `BackRouteTable`, with how often this run heard and asked each route, and the departures no hook heard. Print it
  /// after trying the routes by hand: a route not seen yet is one to try, an unheard departure one to explain.
  ///
  /// ```swift
  /// print(navigationController.backNavigation.diagnostics())
  /// // ✓ backButton           asked: backAction · heard 3, asked 2
  /// // ✗ edgeSwipe            LEAVES UNASKED: AppSwipeDelegate took the recognizer's delegate back each time … · not seen yet
  /// // left unheard 0
  /// ```
  ///
  /// Compiled into debug builds only: in a release build (no `DEBUG`, as Xcode's Release configuration) the app
  /// carries none of the lines or their text; ``description`` says so and ``unguardedRoutes`` is empty.
  public struct BackGuardDiagnostics: Sendable, CustomStringConvertible {
    /// One route and its state (the test kit reads them; apps read ``description`` and ``unguardedRoutes``).
    @_spi(TestKit) public struct Route: Sendable, Hashable {
      /// The route, as a row of the route table.
      @_spi(TestKit) public let route: BackRoute
      /// The source a guard is told for this route (`BackRoute.source`).
      public let source: BackSource
      /// What the route table says this route does to a screen with an engaged guard, for this stack's setup, iOS
      /// version and policies. What BackGuard finds now can only make it worse: see ``isGuarded`` and
      /// ``leavesUnasked``.
      @_spi(TestKit) public let coverage: RouteCoverage
      /// Whether the top screen's guard is asked on this route now (or the route is taken away while it is in reach).
      public let isGuarded: Bool
      /// Whether a screen with an engaged guard can leave by this route now without the guard being asked: the table
      /// says so for this configuration (`RouteCoverage.canLeaveUnasked`), or BackGuard finds the route
      /// out of its hands (a delegate another object took over, a proxy or command not in place).
      public let leavesUnasked: Bool
      /// How BackGuard hears the route, or why it does not.
      public let reason: String

      /// - Parameters:
      ///   - source: The route's source; its row is `BackRoute.init(_:)`.
      ///   - coverage: The table's coverage; `nil` for `RouteCoverage.asked` where `isGuarded`, else
      ///     `RouteCoverage.notSeen`.
      ///   - isGuarded: Whether the top screen's guard is asked on this route now.
      ///   - leavesUnasked: Whether a guarded screen can leave by it unasked; `nil` for what `coverage` says.
      ///   - reason: How BackGuard hears the route, or why it does not.
      package init(
        source: BackSource, coverage: RouteCoverage? = nil, isGuarded: Bool, leavesUnasked: Bool? = nil,
        reason: String
      ) {
        let coverage = coverage ?? (isGuarded ? .asked : .notSeen)
        route = BackRoute(source)
        self.source = source
        self.coverage = coverage
        self.isGuarded = isGuarded
        self.leavesUnasked = leavesUnasked ?? coverage.canLeaveUnasked
        self.reason = reason
      }
    }

    #if DEBUG
      /// The routes, in the order of the route table (`BackRoute.allCases`); none in a release build.
      @_spi(TestKit) public let routes: [Route]
      /// What this run saw of each route so far, printed after each line.
      let sightings: RouteSightings?
    #else
      /// The routes, in the order of the route table (`BackRoute.allCases`); none in a release build.
      @_spi(TestKit) public var routes: [Route] { [] }
    #endif

    /// The route's entry, if listed: the line of the source's row (any `BackSource.programmatic(_:)` call finds the
    /// app's pops).
    @_spi(TestKit) public subscript(source: BackSource) -> Route? { self[route: BackRoute(source)] }

    /// The line of a row of the route table, if listed.
    @_spi(TestKit) public subscript(route route: BackRoute) -> Route? {
      for line in routes where line.route == route { return line }
      return nil
    }

    /// The routes by which a screen with an engaged guard can leave now without being asked, in the route table's
    /// order: what a debug build can assert is empty.
    ///
    /// ```swift
    /// let diagnostics = navigationController.backNavigation.diagnostics()
    /// assert(diagnostics.unguardedRoutes.isEmpty, "\(diagnostics)")
    /// ```
    public var unguardedRoutes: [BackSource] { unguardedLines.map(\.source) }

    /// The lines of the routes by which a screen with an engaged guard can leave now without being asked.
    @_spi(TestKit) public var unguardedLines: [Route] {
      var unguarded: [Route] = []
      for route in routes where route.leavesUnasked { unguarded.append(route) }
      return unguarded
    }

    /// One line per route, then the departures no hook heard; in a release build, a line saying the diagnostics are
    /// compiled into debug builds only.
    public var description: String {
      #if DEBUG
        var text = ""
        for route in routes {
          if !text.isEmpty { text += "\n" }
          text +=
            (route.isGuarded ? "✓ " : "✗ ")
            + route.route.description.padding(toLength: 20, withPad: " ", startingAt: 0) + " " + route.reason
          if let sightings { text += " · " + sightings.seen(route.route) }
        }
        if let sightings { text += "\nleft unheard " + String(sightings.leftUnheard) }
        return text
      #else
        return "BackGuard's diagnostics are compiled into debug builds only"
      #endif
    }
  }
#endif
