/// Everything the engine asks a host about one screen.
package struct ScreenBackOptions: Sendable {
  /// The screen's guard, if it has one.
  package var backGuard: ScreenGuard?
  /// Whether the swipes may take this screen back. Default `true`, even with a custom leading button
  /// (`leftBarButtonItem`): set `false` to turn the swipe off for this screen on purpose. A hidden back button turns
  /// it off as UIKit does, unless the screen asked for the swipe (see ``swipeAllowed(explicit:hidesBackButton:)``).
  package var allowsSwipeBack: Bool
  /// The screen's own back-button style, or `nil` for ``BackButtonStyle/appDefault``.
  package var backButtonStyle: BackButtonStyle?
  /// Whether the screen asked for the swipe itself (`allowsSwipeBack = true` set on purpose): it keeps the swipe even
  /// without a guard, where UIKit would turn it off (a custom leading button, a hidden back button).
  package var asksForSwipeBack: Bool
  /// Whether the screen hides its back button. UIKit then refuses the swipe itself, so BackGuard needs no gate for it.
  package var hidesBackButton: Bool

  /// - Parameters:
  ///   - backGuard: The screen's guard, if any.
  ///   - allowsSwipeBack: Whether the swipes may take this screen back.
  ///   - backButtonStyle: The screen's own back-button style, or `nil` for the app default.
  ///   - asksForSwipeBack: Whether the screen asked for the swipe itself.
  ///   - hidesBackButton: Whether the screen hides its back button.
  package init(
    backGuard: ScreenGuard? = nil, allowsSwipeBack: Bool = true, backButtonStyle: BackButtonStyle? = nil,
    asksForSwipeBack: Bool = false, hidesBackButton: Bool = false
  ) {
    self.backGuard = backGuard
    self.allowsSwipeBack = allowsSwipeBack
    self.backButtonStyle = backButtonStyle
    self.asksForSwipeBack = asksForSwipeBack
    self.hidesBackButton = hidesBackButton
  }

  /// Whether the screen made a choice about the swipe that UIKit's own recognizer delegate would not carry out: it
  /// turned the swipe off while UIKit would let it begin, or asked for it where UIKit would refuse. Only then does an
  /// unguarded screen need BackGuard's gate.
  package var setsItsOwnSwipe: Bool { asksForSwipeBack || (!allowsSwipeBack && !hidesBackButton) }

  /// Whether the swipes may take a screen back, from what the screen chose and whether it hides its back button.
  ///
  /// A screen that hides its back button (UIKit's `hidesBackButton`, SwiftUI's `.navigationBarBackButtonHidden(true)`)
  /// loses the swipe in UIKit and SwiftUI (docs/UIKitBehavior.md B43, B91): apps hide it to block the swipe, so BackGuard
  /// keeps that refusal, guarded or not, unless the screen asked for the swipe (`allowsSwipeBack = true`, or
  /// SwiftUI's `GuardedBackButton`, which stands in for the back button). A custom leading button does not turn it
  /// off on a guarded screen: the guard answers the swipe and the button alike.
  ///
  /// ```swift
  /// ScreenBackOptions.swipeAllowed(explicit: nil, hidesBackButton: true)  // false
  /// ScreenBackOptions.swipeAllowed(explicit: true, hidesBackButton: true)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - explicit: The screen's own `allowsSwipeBack`, or `nil` where it never set it.
  ///   - hidesBackButton: Whether the screen hides its back button.
  /// - Returns: The screen's ``allowsSwipeBack``.
  package static func swipeAllowed(explicit: Bool?, hidesBackButton: Bool) -> Bool {
    explicit ?? !hidesBackButton
  }

  /// The same, where an app's object may hold the swipe recognizer's delegate: a hidden back button refuses the swipe
  /// only where BackGuard stands in front of UIKit's own delegate (`SwipeDelegateRecord.recreatesUIKitsRefusals`);
  /// in front of the app's, that delegate's answer stands.
  package static func swipeAllowed(explicit: Bool?, hidesBackButton: Bool, recreatesUIKitsRefusals: Bool) -> Bool {
    swipeAllowed(explicit: explicit, hidesBackButton: hidesBackButton && recreatesUIKitsRefusals)
  }
}

extension ScreenBackOptions {
  /// The swipe choice a screen made itself: its own `allowsSwipeBack` if it set one, else `true` while a button of
  /// BackGuard's stands in for its back button (SwiftUI's `GuardedBackButton` asks for the swipe as
  /// `allowsSwipeBack = true` does), else none. `hasStandInBackButton` is read only without an explicit choice.
  package static func swipeChoice(explicit: Bool?, hasStandInBackButton: @autoclosure () -> Bool) -> Bool? {
    if let explicit { return explicit }
    return hasStandInBackButton() ? true : nil
  }

  /// A screen's options from what it chose: the swipe follows ``swipeAllowed(explicit:hidesBackButton:)``, and a
  /// choice of `true` forces it.
  ///
  /// - Parameters:
  ///   - backGuard: The screen's guard, if any.
  ///   - swipeChoice: The screen's own swipe choice (``swipeChoice(explicit:hasStandInBackButton:)``), if any.
  ///   - backButtonStyle: The screen's own back-button style, if any.
  ///   - hidesBackButton: Whether the screen hides its back button now.
  package init(
    backGuard: ScreenGuard?, swipeChoice: Bool?, backButtonStyle: BackButtonStyle?, hidesBackButton: Bool
  ) {
    self.init(
      backGuard: backGuard,
      allowsSwipeBack: Self.swipeAllowed(explicit: swipeChoice, hidesBackButton: hidesBackButton),
      backButtonStyle: backButtonStyle, asksForSwipeBack: swipeChoice == true, hidesBackButton: hidesBackButton)
  }
}
