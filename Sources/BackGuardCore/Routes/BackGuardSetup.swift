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
  /// `backNavigation.install()`.
  case navigationController
  /// A stack SwiftUI owns (`NavigationStack`, `NavigationView`), set up by the `.backGuard` modifier.
  case swiftUI
  /// A plain `UINavigationController` presented as a sheet, with `backNavigation.install()` and
  /// `sheetDismissal.install()`: its stack's routes as `navigationController`, and the swipe-down.
  case sheet

  /// The setup the README recommends, and the simulator's default.
  @_spi(TestKit) public static let recommended: BackGuardSetup = .backGuardNavigationController

  // These match the case: on Apple platforms `==` on a String-backed enum compares the raw strings.
  /// Whether the setup is the subclass, which intercepts the app's pops, the bar's question and ⌘[ itself.
  package var isSubclass: Bool { if case .backGuardNavigationController = self { true } else { false } }
  /// Whether this is SwiftUI's stack.
  package var isSwiftUI: Bool { if case .swiftUI = self { true } else { false } }
  /// Whether this is a sheet's stack.
  package var isSheet: Bool { if case .sheet = self { true } else { false } }

  public var description: String {
    switch self {
    case .backGuardNavigationController: "BackGuardNavigationController"
    case .navigationController: "UINavigationController + install()"
    case .swiftUI: "SwiftUI stack"
    case .sheet: "sheet"
    }
  }
}
