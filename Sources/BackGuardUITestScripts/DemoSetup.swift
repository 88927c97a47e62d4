/// How the example app starts in UI-test mode: which framework builds the stack and whether BackGuard guards it.
///
/// The app reads it from its launch environment (``environmentKey``), so one UI test can compare the same screens
/// with and without BackGuard.
///
/// ```swift
/// app.launchEnvironment[DemoSetup.environmentKey] = DemoSetup(.uikit, .guarded).environmentValue
/// // in the app
/// let setup = DemoSetup(environment: ProcessInfo.processInfo.environment)
/// ```
public struct DemoSetup: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The framework whose navigation stack the screens live in.
  public enum Framework: String, CaseIterable, Hashable, Sendable, Codable {
    /// A `UINavigationController` with `UIViewController`s.
    case uikit = "UIKit"
    /// A SwiftUI `NavigationStack` (a stack-style `NavigationView` on iOS 15).
    case swiftui = "SwiftUI"
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

  /// The launch-environment key that carries ``environmentValue``.
  public static let environmentKey = "BACKGUARD_UITEST_SETUP"

  /// The framework.
  public var framework: Framework
  /// What BackGuard does.
  public var guarding: Guarding

  /// A setup.
  ///
  /// - Parameters:
  ///   - framework: UIKit or SwiftUI.
  ///   - guarding: Guarded, unguarded, or without BackGuard.
  public init(_ framework: Framework, _ guarding: Guarding) {
    self.framework = framework
    self.guarding = guarding
  }

  /// The value for ``environmentKey``, for example `UIKit-guarded`.
  public var environmentValue: String { "\(framework.rawValue)-\(guarding.rawValue)" }

  public var description: String { environmentValue }

  /// Reads ``environmentValue``.
  ///
  /// - Parameter environmentValue: For example `SwiftUI-withoutBackGuard`.
  /// - Returns: `nil` for anything else.
  public init?(environmentValue: String) {
    let parts = environmentValue.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let framework = Framework(rawValue: parts[0]), let guarding = Guarding(rawValue: parts[1])
    else { return nil }
    self.init(framework, guarding)
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
}
