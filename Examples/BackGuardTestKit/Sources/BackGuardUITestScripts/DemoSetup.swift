@_spi(TestKit) import BackGuardCore

/// How the example app starts in UI-test mode: which framework builds the stack, whether BackGuard guards it, the back
/// menu's policy, and the variants a few scripts need (a tab bar, a custom transition, a path-driven stack, an answer
/// given during a push).
///
/// The app reads it from its launch environment (``environmentKey``), so one UI test can compare the same screens
/// with and without BackGuard.
///
/// ```swift
/// app.launchEnvironment[DemoSetup.environmentKey] = DemoSetup(.uikit, .guarded, menuPolicy: .system).environmentValue
/// // in the app
/// let setup = DemoSetup(environment: ProcessInfo.processInfo.environment)
/// ```
public struct DemoSetup: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The framework whose navigation stack the screens live in.
  public enum Framework: String, CaseIterable, Hashable, Sendable, Codable {
    /// A `BackGuardNavigationController` with `UIViewController`s (a plain `UINavigationController` without
    /// BackGuard).
    case uikit = "UIKit"
    /// A SwiftUI `NavigationStack` (a stack-style `NavigationView` on iOS 15).
    case swiftui = "SwiftUI"

    /// How the app sets BackGuard up on this framework's stack, the row of `BackRouteTable` its routes follow:
    /// `BackGuardNavigationController` for UIKit, the `.backGuard` modifier's stack for SwiftUI.
    package var backGuardSetup: BackGuardSetup {
      switch self {
      case .uikit: .backGuardNavigationController
      case .swiftui: .swiftUI
      }
    }
  }

  /// What BackGuard does on the screens.
  public enum Guarding: String, CaseIterable, Hashable, Sendable, Codable {
    /// BackGuard is installed and the editor (in the stack and in the sheet) asks "Discard changes?".
    case guarded
    /// BackGuard is installed and no screen has a guard.
    case unguarded
    /// BackGuard is not used at all: the reference for the back button's look.
    case withoutBackGuard
  }

  /// The back menu's policy the app sets on every stack it installs BackGuard on
  /// (`backNavigation.backMenuPolicy`): one case per `BackMenuPolicy`.
  public enum MenuPolicy: String, CaseIterable, Hashable, Sendable, Codable {
    /// `BackMenuPolicy.guarded`, the standard policy.
    case guarded
    /// `BackMenuPolicy.hiddenWhileGuarded`.
    case hiddenWhileGuarded
    /// `BackMenuPolicy.system`.
    case system

    /// The policy of `policy`.
    ///
    /// - Parameter policy: A BackGuard menu policy.
    public init(_ policy: BackMenuPolicy) {
      switch policy {
      case .guarded: self = .guarded
      case .hiddenWhileGuarded: self = .hiddenWhileGuarded
      case .system: self = .system
      }
    }

    /// The BackGuard policy the app sets.
    public var policy: BackMenuPolicy {
      switch self {
      case .guarded: .guarded
      case .hiddenWhileGuarded: .hiddenWhileGuarded
      case .system: .system
      }
    }
  }

  /// A variation of the UI-test screens that only some scripts need.
  public enum Variant: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The stack is the first tab ("Stack", ``DemoIdentifiers/stackTab``) of a tab bar controller (a `TabView` in
    /// SwiftUI), next to a second tab; for tapping the selected tab again.
    case tabBar
    /// UIKit: the navigation controller's delegate returns an animator of the app's own from
    /// `navigationController(_:animationControllerFor:from:to:)` for every push and pop.
    case customTransition
    /// SwiftUI (iOS 16+): a `NavigationStack(path:)` whose path the app owns and shows (``DemoIdentifiers/pathCount``).
    case pathStack
    /// The editor's guard shows no confirmation: its answer waits for the "push, then answer" button
    /// (``DemoIdentifiers/pushThenAnswer(_:)``), which pushes a screen and answers Discard while the push runs.
    case answerDuringPush

    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The launch-environment key that carries ``environmentValue``.
  public static let environmentKey = "BACKGUARD_UITEST_SETUP"

  /// The framework.
  public var framework: Framework
  /// What BackGuard does.
  public var guarding: Guarding
  /// The back menu's policy. Default: BackGuard's standard policy.
  public var menuPolicy: MenuPolicy
  /// The variants, none by default.
  public var variants: Set<Variant>

  /// A setup.
  ///
  /// - Parameters:
  ///   - framework: UIKit or SwiftUI.
  ///   - guarding: Guarded, unguarded, or without BackGuard.
  ///   - menuPolicy: The back menu's policy. Default `BackMenuPolicy.guarded`.
  ///   - variants: The variants. Default none.
  public init(
    _ framework: Framework, _ guarding: Guarding, menuPolicy: MenuPolicy = MenuPolicy(.guarded),
    variants: Set<Variant> = []
  ) {
    self.framework = framework
    self.guarding = guarding
    self.menuPolicy = menuPolicy
    self.variants = variants
  }

  /// The value for ``environmentKey``: `UIKit-guarded`, then `+menu=<policy>` when the policy is not the standard
  /// one and `+<variant>` per variant, for example `SwiftUI-guarded+menu=system+tabBar`.
  public var environmentValue: String {
    var value = "\(framework.rawValue)-\(guarding.rawValue)"
    if menuPolicy != MenuPolicy(.guarded) { value += "+menu=\(menuPolicy.rawValue)" }
    for variant in variants.sorted() { value += "+\(variant.rawValue)" }
    return value
  }

  public var description: String { environmentValue }

  /// Reads ``environmentValue``.
  ///
  /// - Parameter environmentValue: For example `SwiftUI-withoutBackGuard` or `UIKit-guarded+customTransition`.
  /// - Returns: `nil` for anything else, an unknown part included.
  public init?(environmentValue: String) {
    var parts = environmentValue.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    let base = parts.removeFirst().split(separator: "-", maxSplits: 1).map(String.init)
    guard base.count == 2, let framework = Framework(rawValue: base[0]), let guarding = Guarding(rawValue: base[1])
    else { return nil }
    self.init(framework, guarding)
    for part in parts {
      if part.hasPrefix("menu="), let policy = MenuPolicy(rawValue: String(part.dropFirst("menu=".count))) {
        menuPolicy = policy
      } else if let variant = Variant(rawValue: part), !variants.contains(variant) {
        variants.insert(variant)
      } else {
        return nil
      }
    }
  }

  /// Reads the setup from a process environment.
  ///
  /// - Parameter environment: `ProcessInfo.processInfo.environment` in the app.
  /// - Returns: `nil` when the app was not launched by a UI test (it then shows its normal demo).
  public init?(environment: [String: String]) {
    guard let value = environment[Self.environmentKey] else { return nil }
    self.init(environmentValue: value)
  }

  /// Whether BackGuard is installed on the stack.
  public var usesBackGuard: Bool { guarding != .withoutBackGuard }
  /// Whether the editor has a guard.
  public var guardsEditor: Bool { guarding == .guarded }

  /// Whether the setup has `variant`.
  ///
  /// - Parameter variant: The variant.
  public func has(_ variant: Variant) -> Bool { variants.contains(variant) }

  /// The same setup with one more variant.
  ///
  /// - Parameter variant: The variant to add.
  /// - Returns: The setup.
  public func with(_ variant: Variant) -> DemoSetup {
    var copy = self
    copy.variants.insert(variant)
    return copy
  }

  /// The row of `BackRouteTable` that `route` follows in this setup on `era`: the framework's stack
  /// (`Framework.backGuardSetup`) with this setup's menu policy, and `BackGuardSetup.sheet` for a sheet's swipe-down
  /// (the app's sheets install `sheetDismissal`, directly in UIKit, through `.backGuard` in SwiftUI).
  ///
  /// ```swift
  /// let coverage = BackRouteTable.coverage(of: .backMenu, in: setup.routeConfiguration(for: .backMenu, era: .iOS17))
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - era: The iOS era of the device.
  /// - Returns: The configuration to read the table with.
  package func routeConfiguration(for route: BackRoute, era: BackGuardEra)
    -> BackRouteTable.Configuration
  {
    BackRouteTable.Configuration(
      setup: route == .sheetDismiss ? .sheet : framework.backGuardSetup, era: era, menuPolicy: menuPolicy.policy)
  }
}
