#if canImport(UIKit)
  import Foundation

  /// Which routes out of the top screen BackGuard guards right now, and why not where it does not: one line per row of
  /// `BackRouteTable`.
  ///
  /// ```swift
  /// print(navigationController.backNavigationGuard.diagnostics())
  /// // ✓ backButton           asked: backAction
  /// // ✗ edgeSwipe            LEAVES UNASKED: the recognizer's delegate was taken over by EditorViewController …
  /// ```
  public struct BackGuardDiagnostics: Sendable, CustomStringConvertible {
    /// One route and its state.
    public struct Route: Sendable, Hashable {
      /// The route, as a row of the route table.
      public let route: BackRoute
      /// The source a guard is told for this route (`BackRoute.source`).
      public let source: BackSource
      /// What the route table says this route does to a screen with an engaged guard, for this stack's setup, iOS
      /// version and policies.
      public let coverage: RouteCoverage
      /// Whether the top screen's guard is asked on this route now (or the route is taken away while it is in reach).
      public let isGuarded: Bool
      /// Whether a screen with an engaged guard can leave by this route now without the guard being asked: the table
      /// says so for this configuration (`RouteCoverage.canLeaveUnasked`), or BackGuard finds the route out of its
      /// hands (a delegate another object took over, a proxy or command not in place).
      public let leavesUnasked: Bool
      /// How BackGuard hears the route, or why it does not.
      public let reason: String

      /// A line; `coverage` defaults to `.asked` where `isGuarded`, else `.notSeen`, and `leavesUnasked` to its answer.
      public init(
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

    /// The routes, in the order of the route table (`BackRoute.allCases`).
    public let routes: [Route]

    /// The route's entry, if listed: the line of the source's row (any ``BackSource/programmatic(_:)`` call finds the
    /// app's pops).
    public subscript(source: BackSource) -> Route? {
      let route = BackRoute(source)
      return routes.first { $0.route == route }
    }

    /// The line of a row of the route table, if listed.
    public subscript(route route: BackRoute) -> Route? { routes.first { $0.route == route } }

    /// The lines of the routes by which a screen with an engaged guard can leave now without being asked.
    public var unguardedRoutes: [Route] { routes.filter(\.leavesUnasked) }

    public var description: String {
      routes.map { route in
        let name = "\(route.route)".padding(toLength: 20, withPad: " ", startingAt: 0)
        return "\(route.isGuarded ? "✓" : "✗") \(name) \(route.reason)"
      }.joined(separator: "\n")
    }
  }
#endif
