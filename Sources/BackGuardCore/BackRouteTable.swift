/// How BackGuard is set up on a navigation stack. What each route out of a screen goes through depends on it
/// (`BackRouteTable`).
///
/// ```swift
/// let coverage = BackRouteTable.coverage(of: .backMenu, in: .init(setup: .swiftUI, era: .iOS26))
/// ```
public enum BackGuardSetup: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `BackGuardNavigationController`, the subclass: it also sees iOS 15 taps through `navigationBar(_:shouldPop:)`,
  /// the app's own pops, VoiceOver's escape on every iOS version and ⌘[. Recommended wherever the app creates the
  /// navigation controller.
  case backGuardNavigationController
  /// A plain `UINavigationController` (one the app does not own, a third party's) with
  /// `backNavigationGuard.install()`.
  case navigationController
  /// A stack SwiftUI owns (`NavigationStack`, `NavigationView`), set up by the `.backGuard` modifier.
  case swiftUI
  /// A plain `UINavigationController` presented as a sheet, with `backNavigationGuard.install()` and
  /// `sheetBackGuard.install()`: its stack's routes as ``navigationController``, and the swipe-down.
  case sheet

  /// The setup the README recommends, and the simulator's default.
  @_spi(Internals) public static let recommended: BackGuardSetup = .backGuardNavigationController

  /// Whether the setup is the subclass, which intercepts the app's pops, the bar's question and ⌘[ itself.
  @_spi(Internals) public var isSubclass: Bool { self == .backGuardNavigationController }

  public var description: String {
    switch self {
    case .backGuardNavigationController: "BackGuardNavigationController"
    case .navigationController: "UINavigationController + install()"
    case .swiftUI: "SwiftUI stack"
    case .sheet: "sheet"
    }
  }
}

/// The iOS versions whose UIKit differs for going back.
@_spi(Internals) public enum BackGuardEra: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// iOS 15: no `backAction`; taps reach `navigationBar(_:shouldPop:)`.
  case iOS15 = 15
  /// iOS 16: `backAction`; no `accessibilityPerformEscapeBlock`.
  case iOS16 = 16
  /// iOS 17: `accessibilityPerformEscapeBlock`.
  case iOS17 = 17
  /// iOS 18: zoom transitions (`interactiveDismissShouldBegin`), `UITab`.
  case iOS18 = 18
  /// iOS 26: the full-width content swipe (`interactiveContentPopGestureRecognizer`).
  case iOS26 = 26
  /// iOS 27: a window scene's closure confirmation (`UIWindowScene.closureConfirmation`), which a window close on
  /// iPadOS and Mac Catalyst shows. Built against its public names at run time, not verified on a device.
  case iOS27 = 27

  /// The era of an iOS major version: versions between two eras belong to the earlier one.
  ///
  /// ```swift
  /// let era = BackGuardEra(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
  /// ```
  ///
  /// - Parameter majorVersion: For example 17.
  public init(majorVersion: Int) {
    self = Self.allCases.last { $0.rawValue <= majorVersion } ?? .iOS15
  }

  /// Whether a back-button tap goes through `UINavigationItem.backAction` (iOS 16+).
  public var hasBackAction: Bool { self >= .iOS16 }
  /// Whether a view and a controller can take VoiceOver's escape as a block (iOS 17+).
  public var hasEscapeBlock: Bool { self >= .iOS17 }
  /// Whether screens can be pushed with the zoom transition, whose dismissal is a route (iOS 18+).
  public var hasZoomTransition: Bool { self >= .iOS18 }
  /// Whether the full-width content swipe exists (iOS 26+).
  public var hasContentSwipe: Bool { self >= .iOS26 }
  /// Whether a window close can ask first, with the scene's closure confirmation (iOS 27+).
  public var hasWindowClosureConfirmation: Bool { self >= .iOS27 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "iOS \(rawValue)" }
}

/// A way out of a screen, as a row of the `BackRouteTable`: one per ``BackSource`` kind.
@_spi(Internals) public enum BackRoute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The system back button.
  case backButton
  /// A pick in the back button's long-press menu.
  case backMenu
  /// The edge swipe.
  case edgeSwipe
  /// The iOS 26 full-width content swipe.
  case contentSwipe
  /// VoiceOver's escape (two-finger Z).
  case accessibilityEscape
  /// ⌘[ on a hardware keyboard.
  case keyCommand
  /// The app's own back button calling `requestBack()` (`GuardedBackButton` in SwiftUI).
  case customBackButton
  /// A sheet's swipe-down.
  case sheetDismiss
  /// Tapping the selected tab again.
  case tabReselect
  /// Dragging or pinching away a screen pushed with the iOS 18 zoom transition (the app wires one line).
  case zoomDismiss
  /// Closing the window that holds the screen, on iPadOS and Mac Catalyst: its close button, ⌘W, File ▸ Close. On
  /// iOS 27 the system asks, in the guard's ``ScreenGuard/windowCloseQuestion``; the guard's code is not called.
  case windowClose
  /// App code's `popViewController`, `popToViewController`, `popToRootViewController` and `setViewControllers`.
  case appPop
  /// The app asking first (`requestLeave`) before it leaves in a way that is not a pop.
  case appRequest

  /// The route of a source.
  ///
  /// - Parameter source: The source an attempt or event names.
  public init(_ source: BackSource) {
    switch source {
    case .backButton: self = .backButton
    case .backMenu: self = .backMenu
    case .edgeSwipe: self = .edgeSwipe
    case .contentSwipe: self = .contentSwipe
    case .accessibilityEscape: self = .accessibilityEscape
    case .keyCommand: self = .keyCommand
    case .customBackButton: self = .customBackButton
    case .sheetDismiss: self = .sheetDismiss
    case .tabReselect: self = .tabReselect
    case .zoomDismiss: self = .zoomDismiss
    case .windowClose: self = .windowClose
    case .programmatic: self = .appPop
    case .appRequest: self = .appRequest
    }
  }

  /// The source a guard is told when this route asks it (`programmatic(.pop)` and `appRequest("…")` stand for their
  /// families).
  public var source: BackSource {
    switch self {
    case .backButton: .backButton
    case .backMenu: .backMenu
    case .edgeSwipe: .edgeSwipe
    case .contentSwipe: .contentSwipe
    case .accessibilityEscape: .accessibilityEscape
    case .keyCommand: .keyCommand
    case .customBackButton: .customBackButton
    case .sheetDismiss: .sheetDismiss
    case .tabReselect: .tabReselect
    case .zoomDismiss: .zoomDismiss
    case .windowClose: .windowClose
    case .appPop: .programmatic(.pop)
    case .appRequest: .appRequest("…")
    }
  }

  /// Whether a person takes this route (the app's own pops and requests are not).
  public var isUserRoute: Bool { self != .appPop && self != .appRequest }

  /// Whether taking the route pops screens off their stack, which the events report as `screensLeft`. Closing a window
  /// does not: the stack goes away with its window, and no event tells of it.
  package var popsTheStack: Bool { self != .windowClose }

  /// Whether the route only ever removes the top screen.
  package var removesTopScreenOnly: Bool {
    switch self {
    case .backButton, .edgeSwipe, .contentSwipe, .accessibilityEscape, .keyCommand, .customBackButton, .zoomDismiss:
      true
    case .backMenu, .sheetDismiss, .tabReselect, .windowClose, .appPop, .appRequest: false
    }
  }

  public var description: String { rawValue }
}

/// What a route does to a screen whose guard is engaged.
@_spi(Internals) public enum RouteCoverage: Hashable, Sendable, CustomStringConvertible {
  /// The guard decides: nothing leaves without its approval.
  case asked
  /// The route is taken away while a guard is in reach (the back menu under
  /// ``BackMenuPolicy/hiddenWhileGuarded``): nothing can leave by it.
  case hidden
  /// The screen leaves without asking the guard, and the events name the route as this source. For the app's own
  /// pops this is the design: guards opt in with ``ScreenGuard/guardsProgrammaticPops``.
  case observed(as: BackSource)
  /// The screen leaves without asking the guard, and the events can only say
  /// ``ProgrammaticCall/unannounced``: BackGuard learns of it after the fact.
  case notSeen
  /// The route does not exist in this setup or iOS version.
  case unavailable
  /// The guard decides once the app adds the line of code named (the zoom options' `interactiveDismissShouldBegin`,
  /// a `UITab` tab bar's `shouldSelectTab`); with the defaults alone the screen can leave unasked.
  case askedWithAppCode(String)
  /// The system asks the person first, in the guard's words (``ScreenGuard/windowCloseQuestion``, else the
  /// ready-made question), and goes on only if they confirm; the guard's own code is not called, so a guard that
  /// answers later takes part with those words (a window close on iOS 27, B198). The words are set when BackGuard
  /// looks (a stack or guard change, `backGuardStateDidChange()`): a `when:` condition that turns true in between
  /// leaves the window closing unasked until the next look.
  case askedBySystem

  /// Whether the guard's screen can leave by this route without the guard's approval, with BackGuard's defaults and
  /// none of the app's own code.
  public var canLeaveUnasked: Bool {
    switch self {
    case .asked, .askedBySystem, .hidden, .unavailable: false
    case .observed, .notSeen, .askedWithAppCode: true
    }
  }

  public var description: String {
    switch self {
    case .askedWithAppCode(let code): "asked once the app adds: \(code)"
    case .asked: "asked"
    case .askedBySystem: "asked by the system, in the guard's words"
    case .hidden: "hidden"
    case .observed(let source): "observed as \(source)"
    case .notSeen: "not seen"
    case .unavailable: "unavailable"
    }
  }
}

/// Which routes out of a screen its guard decides, for each setup, iOS era and menu policy: the one statement of what
/// BackGuard covers. The UIKit adapter's wiring and `diagnostics()`, the simulator (`BackGuardTesting`), the UI-test
/// scripts and the README's table all follow it, and Linux tests hold each of them to it.
///
/// ```swift
/// let configuration = BackRouteTable.Configuration(setup: .swiftUI, era: .iOS16)
/// BackRouteTable.coverage(of: .keyCommand, in: configuration)  // .asked
/// BackRouteTable.unguardedDeparture(by: .edgeSwipe, in: configuration)  // .edgeSwipe
/// ```
@_spi(Internals) public enum BackRouteTable {
  /// Everything the table depends on.
  public struct Configuration: Hashable, Sendable, CustomStringConvertible {
    /// How BackGuard is set up on the stack.
    public var setup: BackGuardSetup
    /// The iOS era.
    public var era: BackGuardEra
    /// The back menu's policy. Default ``BackMenuPolicy/guarded``.
    public var menuPolicy: BackMenuPolicy
    /// Whether the app opted in to `NavigationBackGuard.installVoiceOverEscapeHook()` (matters on iOS 15 and 16
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
    public static var all: [Configuration] {
      BackGuardSetup.allCases.flatMap { setup in
        BackGuardEra.allCases.flatMap { era in
          BackMenuPolicy.allCases.flatMap { policy in
            [false, true].map { Configuration(setup: setup, era: era, menuPolicy: policy, voiceOverEscapeHook: $0) }
          }
        }
      }
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
  public static func unguardedUserRoutes(in configuration: Configuration) -> [BackRoute] {
    BackRoute.allCases.filter { route in
      route.isUserRoute
        && GuardedScreen.allCases.contains { coverage(of: route, in: configuration, guardedScreen: $0).canLeaveUnasked }
    }
  }
}
