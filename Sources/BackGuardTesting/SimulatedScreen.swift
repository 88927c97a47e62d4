import BackGuardCore

/// A screen in a ``SimulatedNavigationController``: the stand-in for a view controller in your tests.
///
/// ```swift
/// let editor = SimulatedScreen("Editor")
/// editor.backGuard = ScreenGuard(when: { model.hasChanges }) { _ in .deny }
/// ```
@MainActor
public final class SimulatedScreen: Identifiable, CustomStringConvertible {
  /// The identity the engine sees.
  public let id: ScreenID
  /// The title, shown in the back-button menu of later screens, and the screen's name in events
  /// (`ScreenID/name`).
  public var title: String {
    didSet { ScreenNames.record(title, for: id) }
  }
  /// The screen's guard, like `viewController.backGuard` in the UIKit adapter.
  @exclusivity(unchecked)
  public var backGuard: ScreenGuard?
  /// Whether the swipes may take this screen back. Default `true`.
  @exclusivity(unchecked)
  public var allowsSwipeBack: Bool
  /// The screen's own back-button style, or `nil` for `BackButtonStyle/appDefault`.
  @exclusivity(unchecked)
  public var backButtonStyle: BackButtonStyle?
  /// The old name of ``backButtonStyle``.
  @available(*, deprecated, renamed: "backButtonStyle")
  public var backButtonTitle: BackButtonStyle? {
    get { backButtonStyle }
    set { backButtonStyle = newValue }
  }
  /// The screen replaced the system back button with its own `leftBarButtonItem`.
  /// Tap it with ``SimulatedNavigationController/tapCustomBackButton()``. The swipe keeps working.
  public var hasCustomBackButton: Bool
  /// The screen hides the back button (`navigationItem.hidesBackButton`). The swipe keeps working.
  public var hidesBackButton: Bool

  /// Makes a screen.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - backGuard: Its guard, if any.
  public init(_ title: String, backGuard: ScreenGuard? = nil) {
    self.id = ScreenID.make()
    self.title = title
    self.backGuard = backGuard
    self.allowsSwipeBack = true
    self.backButtonStyle = nil
    self.hasCustomBackButton = false
    self.hidesBackButton = false
    ScreenNames.record(title, for: id)
  }

  /// Whether the system back button is on screen.
  public var showsSystemBackButton: Bool { !hasCustomBackButton && !hidesBackButton }

  var backOptions: ScreenBackOptions {
    ScreenBackOptions(backGuard: backGuard, allowsSwipeBack: allowsSwipeBack, backButtonStyle: backButtonStyle)
  }

  public nonisolated var description: String { "\(id)" }
}
