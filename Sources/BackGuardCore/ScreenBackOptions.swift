/// Everything the engine asks a host about one screen.
public struct ScreenBackOptions: Sendable {
  /// The screen's guard, if it has one.
  public var backGuard: ScreenGuard?
  /// Whether the swipes may take this screen back. Default `true`, even with a custom leading button
  /// (`leftBarButtonItem`) or a hidden back button: set `false` to turn the swipe off for this screen on purpose.
  public var allowsSwipeBack: Bool
  /// The screen's own back-button style, or `nil` for ``BackButtonTitle/appDefault``.
  public var backButtonTitle: BackButtonTitle?

  public init(backGuard: ScreenGuard? = nil, allowsSwipeBack: Bool = true, backButtonTitle: BackButtonTitle? = nil) {
    self.backGuard = backGuard
    self.allowsSwipeBack = allowsSwipeBack
    self.backButtonTitle = backButtonTitle
  }
}
