/// Which routes out of a screen its guard decides, for each setup, iOS era and menu policy: the one statement of what
/// BackGuard covers. The UIKit adapter's wiring and `diagnostics()`, the simulator (`BackGuardTesting`), the UI-test
/// scripts and the README's table all follow it, and Linux tests hold each of them to it.
///
/// ```swift
/// let configuration = BackRouteTable.Configuration(setup: .swiftUI, era: .iOS16)
/// BackRouteTable.coverage(of: .keyCommand, in: configuration)  // .asked
/// BackRouteTable.unguardedDeparture(by: .edgeSwipe, in: configuration)  // .edgeSwipe
/// ```
@_spi(TestKit) public enum BackRouteTable {
  /// Everything the table depends on.
  public struct Configuration: Hashable, Sendable, CustomStringConvertible {
    /// How BackGuard is set up on the stack.
    public var setup: BackGuardSetup
    /// The iOS era.
    public var era: BackGuardEra
    /// The back menu's policy. Default ``BackMenuPolicy/guarded``.
    public var menuPolicy: BackMenuPolicy
    /// Whether the app opted in to `BackNavigation.installVoiceOverEscapeHook()` (matters on iOS 15 and 16
    /// outside the subclass).
    public var voiceOverEscapeHook: Bool

    /// - Parameters:
    ///   - setup: How BackGuard is set up.
    ///   - era: The iOS era.
    ///   - menuPolicy: The back menu's policy.
    ///   - voiceOverEscapeHook: Whether the opt-in VoiceOver hook is installed.
    public init(
      setup: BackGuardSetup = .recommended, era: BackGuardEra, menuPolicy: BackMenuPolicy = .guarded,
      voiceOverEscapeHook: Bool = false
    ) {
      self.setup = setup
      self.era = era
      self.menuPolicy = menuPolicy
      self.voiceOverEscapeHook = voiceOverEscapeHook
    }

    /// Every configuration: each setup, era and menu policy, with and without the VoiceOver hook.
    package static var all: [Configuration] {
      var all: [Configuration] = []
      for setup in BackGuardSetup.allCases {
        for era in BackGuardEra.allCases {
          for policy in BackMenuPolicy.allCases {
            for hook in [false, true] {
              all.append(Configuration(setup: setup, era: era, menuPolicy: policy, voiceOverEscapeHook: hook))
            }
          }
        }
      }
      return all
    }

    public var description: String {
      "\(setup), \(era), menu \(menuPolicy)\(voiceOverEscapeHook ? ", VoiceOver hook" : "")"
    }
  }

  /// Where the guarded screen is in the stack.
  public enum GuardedScreen: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The guarded screen is on top: every route out of the top screen meets it.
    case top
    /// The guarded screen is below an unguarded top screen: only the routes that remove several screens (a back-menu
    /// pick past it, a tab re-selection, a sheet's swipe-down, the app's pops to it or past it) can take it away.
    case belowTop

    public var description: String { self == .top ? "top" : "below the top" }
  }

  /// What `route` does to a screen whose guard is engaged (a guard with default options: it does not opt in to the
  /// app's pops).
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - configuration: The setup, era and policies.
  ///   - guardedScreen: Where the guarded screen is. Default ``GuardedScreen/top``.
  /// - Returns: Whether the guard is asked, and if not, what the events say; `RouteCoverage/unavailable` when the
  ///   route cannot take that screen away.
  public static func coverage(
    of route: BackRoute, in configuration: Configuration, guardedScreen: GuardedScreen = .top
  ) -> RouteCoverage {
    switch guardedScreen {
    case .top:
      return BackWiring(guardedScreens: [false, false, true], needsSwipeGate: true).plan(in: configuration)
        .coverage(of: route)
    case .belowTop:
      // Only the routes that remove several screens reach a screen below the top.
      if route.removesTopScreenOnly { return .unavailable }
      return BackWiring(guardedScreens: [false, true, false], needsSwipeGate: false).plan(in: configuration)
        .coverage(of: route)
    }
  }

  /// What the events call a departure by `route` from a stack where BackGuard is installed and no screen has a
  /// guard: BackGuard touches nothing there, so it names only what it can see without changing UIKit.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - configuration: The setup, era and policies.
  /// - Returns: The source in the `screensLeft` event, or `nil` when the route does not exist here or no event tells
  ///   of it (a window closing takes its screens with it).
  public static func unguardedDeparture(by route: BackRoute, in configuration: Configuration) -> BackSource? {
    BackWiring(guardedScreens: [false, false, false], needsSwipeGate: false).plan(in: configuration)
      .departureName(of: route)
  }

  /// The user routes by which a screen with an engaged guard, on top or below it, can leave unasked in this
  /// configuration, with BackGuard's defaults and none of the app's own lines: for the recommended setup with the
  /// default policies, only the routes that need one (`RouteCoverage/askedWithAppCode(_:)`: a zoom dismissal and a
  /// `UITab` tab bar's re-selection, iOS 18+), and closing the window before iOS 27 (iPadOS, Mac Catalyst).
  ///
  /// - Parameter configuration: The setup, era and policies.
  /// - Returns: The routes, in table order.
  @_spi(TestKit) public static func unguardedUserRoutes(in configuration: Configuration) -> [BackRoute] {
    var routes: [BackRoute] = []
    for route in BackRoute.allCases where route.isUserRoute {
      for screen in GuardedScreen.allCases
      where coverage(of: route, in: configuration, guardedScreen: screen).canLeaveUnasked {
        routes.append(route)
        break
      }
    }
    return routes
  }
}
