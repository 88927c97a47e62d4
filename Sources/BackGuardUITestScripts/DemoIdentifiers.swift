/// The accessibility identifiers and texts that the example app's UI-test mode and the UI tests agree on.
public enum DemoIdentifiers {
  /// The text element that shows ``EngineLogSnapshot/text``.
  public static let engineLog = "backguard.engine-log"
  /// The button, on every screen, that counts a tap in the log (``EngineLogSnapshot/pings``).
  public static let ping = "backguard.ping"
  /// The button, on every screen, that presents the sheet.
  public static let presentSheet = "backguard.present-sheet"

  /// The button that pushes `screen`.
  ///
  /// - Parameter screen: The screen to push.
  /// - Returns: Its identifier, for example `backguard.push.Editor`.
  public static func push(_ screen: DemoScreen) -> String { "backguard.push.\(screen.title)" }

  /// A text element present only while `screen` is on screen (in the stack's top position or in the sheet).
  ///
  /// - Parameter screen: The screen.
  /// - Returns: Its identifier, for example `backguard.screen.Editor`.
  public static func marker(of screen: DemoScreen) -> String { "backguard.screen.\(screen.title)" }

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
