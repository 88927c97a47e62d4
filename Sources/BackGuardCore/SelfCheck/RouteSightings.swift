import Foundation

/// What this run saw of each route: how often it was heard (an attempt started) and asked (a guard was called), and
/// how many departures no hook heard. Print it at the end of a manual test pass; routes never heard are the ones to
/// try by hand, and a departure left unheard is one to explain.
///
/// ```swift
/// print(nav.engine.sightings)  // the simulator; in an app, `backNavigation.diagnostics()` prints it with each route
/// // backButton           heard 3, asked 2
/// // edgeSwipe            not seen yet
/// ```
@_spi(TestKit) public struct RouteSightings: Equatable, Sendable, CustomStringConvertible {
  // Counted by the row's place, not hashed: this runs on every decision.
  private var heard = [Int](repeating: 0, count: BackRoute.allCases.count)
  private var asked = [Int](repeating: 0, count: BackRoute.allCases.count)
  /// Departures no hook heard (`ProgrammaticCall.unannounced`).
  public private(set) var leftUnheard = 0

  package init() {}

  /// How often `route` was heard.
  @_spi(TestKit) public func timesHeard(_ route: BackRoute) -> Int { heard[route.index] }

  /// How often a guard was asked on `route`.
  @_spi(TestKit) public func timesAsked(_ route: BackRoute) -> Int { asked[route.index] }

  mutating func noteHeard(_ source: BackSource) { heard[BackRoute(source).index] += 1 }
  mutating func noteAsked(_ source: BackSource) { asked[BackRoute(source).index] += 1 }
  mutating func noteLeftUnheard() { leftUnheard += 1 }

  /// "heard 3, asked 2", or "not seen yet". A release build (no `DEBUG`) carries none of this text and says so;
  /// ``timesHeard(_:)``, ``timesAsked(_:)`` and ``leftUnheard`` count in every build.
  ///
  /// - Parameter route: The route.
  /// - Returns: What this run saw of it.
  package func seen(_ route: BackRoute) -> String {
    #if DEBUG
      let heard = timesHeard(route)
      return heard == 0 ? "not seen yet" : "heard " + String(heard) + ", asked " + String(timesAsked(route))
    #else
      return Self.debugBuildsOnly
    #endif
  }

  /// One line per route, then the departures left unheard; a release build (no `DEBUG`) says it prints them in debug
  /// builds only.
  public var description: String {
    #if DEBUG
      var text = ""
      for route in BackRoute.allCases {
        text += route.description.padding(toLength: 20, withPad: " ", startingAt: 0) + " " + seen(route) + "\n"
      }
      return text + "left unheard         " + String(leftUnheard)
    #else
      return Self.debugBuildsOnly
    #endif
  }

  #if !DEBUG
    private static var debugBuildsOnly: String { "route sightings are printed in debug builds only" }
  #endif
}

extension BackRoute {
  /// The row's place in ``allCases``, without building the array (the switch is exhaustive: a new row needs one).
  fileprivate var index: Int {
    switch self {
    case .backButton: 0
    case .backMenu: 1
    case .edgeSwipe: 2
    case .contentSwipe: 3
    case .accessibilityEscape: 4
    case .keyCommand: 5
    case .customBackButton: 6
    case .sheetDismiss: 7
    case .tabReselect: 8
    case .zoomDismiss: 9
    case .windowClose: 10
    case .appPop: 11
    case .appRequest: 12
    }
  }
}
