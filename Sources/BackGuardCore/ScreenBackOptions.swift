/// Everything the engine asks a host about one screen.
public struct ScreenBackOptions: Sendable {
  /// The screen's guard, if it has one.
  public var backGuard: ScreenGuard?
  /// Whether the swipes may take this screen back. Default `true`, even with a custom leading button
  /// (`leftBarButtonItem`) or a hidden back button: set `false` to turn the swipe off for this screen on purpose.
  public var allowsSwipeBack: Bool
  /// The screen's own back-button style, or `nil` for ``BackButtonStyle/appDefault``.
  public var backButtonStyle: BackButtonStyle?
  /// Whether the screen asked for the swipe itself (`allowsSwipeBack = true` set on purpose): it keeps the swipe even
  /// without a guard, where UIKit would turn it off (a custom leading button, a hidden back button).
  public var forcesSwipeBack: Bool

  /// - Parameters:
  ///   - backGuard: The screen's guard, if any.
  ///   - allowsSwipeBack: Whether the swipes may take this screen back.
  ///   - backButtonStyle: The screen's own back-button style, or `nil` for the app default.
  ///   - forcesSwipeBack: Whether the screen asked for the swipe itself.
  public init(
    backGuard: ScreenGuard? = nil, allowsSwipeBack: Bool = true, backButtonStyle: BackButtonStyle? = nil,
    forcesSwipeBack: Bool = false
  ) {
    self.backGuard = backGuard
    self.allowsSwipeBack = allowsSwipeBack
    self.backButtonStyle = backButtonStyle
    self.forcesSwipeBack = forcesSwipeBack
  }

  /// The old name of ``backButtonStyle``.
  @available(*, deprecated, renamed: "backButtonStyle")
  public var backButtonTitle: BackButtonStyle? {
    get { backButtonStyle }
    set { backButtonStyle = newValue }
  }

  /// The old initializer, with the old name of `backButtonStyle`.
  @available(*, deprecated, renamed: "init(backGuard:allowsSwipeBack:backButtonStyle:)")
  public init(backGuard: ScreenGuard? = nil, allowsSwipeBack: Bool = true, backButtonTitle: BackButtonStyle?) {
    self.init(backGuard: backGuard, allowsSwipeBack: allowsSwipeBack, backButtonStyle: backButtonTitle)
  }
}
