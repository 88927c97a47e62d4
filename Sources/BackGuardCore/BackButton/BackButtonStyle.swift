/// How the back button that leads away from a screen looks: UIKit's title, the arrow only, "Back", or your text.
///
/// One name everywhere: the type is `BackButtonStyle`, and every per-screen setting is `backButtonStyle`
/// (`SimulatedScreen.backButtonStyle`, `UIViewController.backButtonStyle`).
///
/// ```swift
/// BackButtonStyle.appDefault = .minimal          // arrow only, everywhere
/// editorOptions.backButtonStyle = .custom("Library")   // except here
/// ```
public enum BackButtonStyle: Hashable, Sendable {
  /// Whatever UIKit shows by itself: the previous screen's title, shortened when space is short.
  case system
  /// The arrow only. The tap area stays the system's.
  case minimal
  /// The word "Back", localized by the system.
  case generic
  /// Your own text. A blank text falls back to ``minimal``: blank titles leave blank long-press menu entries.
  case custom(String)

  /// The style every screen gets unless it says otherwise. Set it once at launch.
  @MainActor public static var appDefault: BackButtonStyle = .system

  /// The style a screen ends up with.
  ///
  /// - Parameter screenOverride: The screen's own choice, if any.
  /// - Returns: The override, or else ``appDefault``.
  @MainActor package static func effective(_ screenOverride: BackButtonStyle?) -> BackButtonStyle {
    screenOverride ?? appDefault
  }

  /// What an adapter sets on the navigation item that becomes the back item.
  package var appearance: BackButtonAppearance {
    switch self {
    case .system: BackButtonAppearance(displayMode: .default, title: nil)
    case .minimal: BackButtonAppearance(displayMode: .minimal, title: nil)
    case .generic: BackButtonAppearance(displayMode: .generic, title: nil)
    case .custom(let text):
      text.allSatisfy(\.isWhitespace)
        ? BackButtonAppearance(displayMode: .minimal, title: nil, wasBlank: true)
        : BackButtonAppearance(displayMode: .default, title: text)
    }
  }
}

/// The data an adapter applies to UIKit: `backButtonDisplayMode` and `backButtonTitle` (never an empty string).
package struct BackButtonAppearance: Equatable, Sendable {
  /// Mirrors `UINavigationItem.BackButtonDisplayMode`.
  package enum DisplayMode: Equatable, Sendable {
    case `default`, generic, minimal
  }

  /// The display mode to set.
  package let displayMode: DisplayMode
  /// The `backButtonTitle` to set, or `nil` to leave UIKit's own.
  package let title: String?
  /// Whether a blank custom title was replaced by the arrow-only style (a misuse worth reporting).
  package let wasBlank: Bool

  package init(displayMode: DisplayMode, title: String?, wasBlank: Bool = false) {
    self.displayMode = displayMode
    self.title = title
    self.wasBlank = wasBlank
  }
}
