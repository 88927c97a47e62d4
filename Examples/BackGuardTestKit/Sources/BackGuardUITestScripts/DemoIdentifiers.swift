/// The accessibility identifiers and texts that the example app's UI-test mode and the UI tests agree on.
public enum DemoIdentifiers {
  /// The text element that shows ``EngineLogSnapshot/text``.
  public static let engineLog = "backguard.engine-log"
  /// The text element whose label is ``idle`` once every transition of the app has ended and nothing the app scheduled
  /// is pending, and ``busy`` otherwise. UI tests wait for ``idle`` instead of sleeping.
  public static let transitionState = "backguard.transition-state"
  /// ``transitionState`` when the app is idle.
  public static let idle = "idle"
  /// ``transitionState`` while a transition runs or app work is pending.
  public static let busy = "busy"
  /// The text element that shows how many screens the app's own navigation path holds (the SwiftUI path stack,
  /// ``DemoSetup/Variant/pathStack``), or `-` without a path.
  public static let pathCount = "backguard.path-count"
  /// The button, on every screen, that counts a tap in the log (``EngineLogSnapshot/pings``).
  public static let ping = "backguard.ping"
  /// The button, on every screen of the stack, that presents the sheet.
  public static let presentSheet = "backguard.present-sheet"
  /// The title of the tab that holds the stack (``DemoSetup/Variant/tabBar``).
  public static let stackTab = "Stack"
  /// The title of the other tab.
  public static let otherTab = "Other"

  /// The button that pushes `screen`.
  ///
  /// - Parameter screen: The screen to push.
  /// - Returns: Its identifier, for example `backguard.push.Editor`.
  public static func push(_ screen: DemoScreen) -> String { "backguard.push.\(screen.title)" }

  /// A narrow control at the leading edge of every screen, below the buttons, that pushes `screen` as soon as a finger
  /// touches it (`touchDown`): a drag that starts on it is an edge swipe that begins while the push animates.
  ///
  /// - Parameter screen: The screen it pushes.
  /// - Returns: Its identifier, for example `backguard.push-on-touch-down.Editor`.
  public static func pushOnTouchDown(_ screen: DemoScreen) -> String { "backguard.push-on-touch-down.\(screen.title)" }

  /// The button (``DemoSetup/Variant/answerDuringPush``) that pushes `screen` and, once the push has started, gives
  /// the pending answer, Discard, while the push still runs.
  ///
  /// - Parameter screen: The screen to push.
  /// - Returns: Its identifier, for example `backguard.push-then-answer.Middle`.
  public static func pushThenAnswer(_ screen: DemoScreen) -> String { "backguard.push-then-answer.\(screen.title)" }

  /// A text element present only while `screen` is on screen, in the stack's top position or (with `inSheet`) on top
  /// of the sheet.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - inSheet: Whether the screen is in the sheet. Default `false`.
  /// - Returns: Its identifier, for example `backguard.screen.Editor` or `backguard.sheet-screen.Editor`.
  public static func marker(of screen: DemoScreen, inSheet: Bool = false) -> String {
    "backguard.\(inSheet ? "sheet-screen" : "screen").\(screen.title)"
  }

  /// A text element present only while the sheet shows.
  public static let sheetMarker = "backguard.sheet"

  /// The title of the sheet's own screen (its content is an ``DemoScreen/editor``).
  public static let sheetTitle = "Sheet"

  /// The confirmation's question.
  public static let confirmationTitle = "Discard changes?"
  /// The confirmation's button that leaves.
  public static let discardButton = "Discard"
  /// The confirmation's button that stays.
  public static let keepButton = "Keep Editing"
}
