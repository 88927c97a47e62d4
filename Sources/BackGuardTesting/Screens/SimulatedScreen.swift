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
  public var backGuard: ScreenGuard?
  /// The simulated controller whose stack last held this screen: a request naming it elsewhere goes there, as the
  /// adapter sends it to the navigation controller that holds the view controller now.
  weak var lastStack: SimulatedNavigationController?
  /// The guard as SwiftUI's `.backGuard` would hold it (answering later), made once per guard set.
  private var laterAnswering: (original: ScreenGuard, later: ScreenGuard)?

  /// ``backGuard`` as a SwiftUI stack holds it: the same guard, always answering later.
  func backGuardAnsweringLater() -> ScreenGuard? {
    guard let backGuard else { return nil }
    if let laterAnswering, laterAnswering.original === backGuard { return laterAnswering.later }
    let later = backGuard.answeringLater()
    laterAnswering = (backGuard, later)
    return later
  }
  /// Whether the swipes may take this screen back, like `viewController.allowsSwipeBack`: until set, `true`, or `false`
  /// on a screen that hides its back button (``hidesBackButton``), as UIKit turns the swipe off there. Setting it is a
  /// choice the adapter carries out: `false` turns the swipe off, `true` keeps it where UIKit would turn it off (a
  /// custom leading button or a hidden back button on a screen without a guard).
  public var allowsSwipeBack: Bool {
    get { swipeAllowed }
    set { explicitAllowsSwipeBack = newValue }
  }
  /// ``allowsSwipeBack`` as set, or `nil` where it never was.
  package private(set) var explicitAllowsSwipeBack: Bool?
  /// The screen's own back-button style, or `nil` for `BackButtonStyle/appDefault`.
  public var backButtonStyle: BackButtonStyle?
  /// The screen replaced the system back button with its own `leftBarButtonItem`.
  /// Tap it with `goBack(by: .customBackButton)`. UIKit then turns the swipe off; on a
  /// guarded screen BackGuard's gate keeps it, and the guard answers it.
  public var hasCustomBackButton: Bool
  /// The screen hides the back button (`navigationItem.hidesBackButton`). The swipe is off, as UIKit makes it, guarded
  /// or not, unless the screen sets ``allowsSwipeBack`` to `true`.
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
    self.explicitAllowsSwipeBack = nil
    self.backButtonStyle = nil
    self.hasCustomBackButton = false
    self.hidesBackButton = false
    ScreenNames.record(title, for: id)
  }

  /// Whether the system back button is on screen.
  @_spi(TestKit) public var showsSystemBackButton: Bool { !hasCustomBackButton && !hidesBackButton }

  var backOptions: ScreenBackOptions {
    // The adapter's rule: the same options from the same choices.
    ScreenBackOptions(
      backGuard: backGuard, swipeChoice: explicitAllowsSwipeBack, backButtonStyle: backButtonStyle,
      hidesBackButton: hidesBackButton)
  }

  /// Whether the swipes may take this screen back, the adapter's rule (`ScreenBackOptions.swipeAllowed`).
  var swipeAllowed: Bool { swipeAllowed(recreatingUIKitsRefusals: true) }

  /// The same, in front of the delegate the edge recognizer has (an app's delegate decides about a hidden back button).
  func swipeAllowed(recreatingUIKitsRefusals: Bool) -> Bool {
    ScreenBackOptions.swipeAllowed(
      explicit: explicitAllowsSwipeBack, hidesBackButton: hidesBackButton,
      recreatesUIKitsRefusals: recreatingUIKitsRefusals)
  }

  public nonisolated var description: String { "\(id)" }
}
