import BackGuardCore

/// What a script expects at one point, read from the app's engine log (``EngineLogSnapshot``) or from the screen.
/// Counts are totals since the latest launch.
public enum UITestExpectation: Hashable, Sendable, CustomStringConvertible {
  /// The app's guard closures ran this many times.
  case guardAsked(Int)
  /// Screens left this many times (a pop of several screens counts once).
  case pops(Int)
  /// This many screens left in total.
  case screensLeft(Int)
  /// The route by which screens last left.
  case lastLeftBy(BackSource)
  /// No answer was dropped and no misuse reported.
  case noDroppedAnswersOrMisuse
  /// This screen is on top.
  case top(DemoScreen)
  /// One of these screens is on top (a race whose winner does not matter, only that the app survives it).
  case topIsOneOf([DemoScreen])
  /// The confirmation shows, or not.
  case confirmationShowing(Bool)
  /// The sheet shows, or not.
  case sheetShowing(Bool)
  /// A tap on the top screen's ping button reaches the app: it is not frozen.
  case appResponds
  /// The back button looks as it did when recorded under this name (title, and frame within a point).
  case backButtonMatches(String)

  /// The driver action needed to check it.
  public var action: DriverAction {
    switch self {
    case .guardAsked, .pops, .screensLeft, .lastLeftBy, .noDroppedAnswersOrMisuse: .readEngineLog
    case .top, .topIsOneOf: .readTopScreen
    case .confirmationShowing: .readConfirmation
    case .sheetShowing: .readSheet
    case .appResponds: .ping
    case .backButtonMatches: .readBackButton
    }
  }

  public var description: String {
    switch self {
    case .guardAsked(let n): "the guard was asked \(n) time(s)"
    case .pops(let n): "screens left \(n) time(s)"
    case .screensLeft(let n): "\(n) screen(s) left in total"
    case .lastLeftBy(let source): "screens last left by \(source)"
    case .noDroppedAnswersOrMisuse: "no dropped answer and no misuse"
    case .top(let screen): "\(screen.title) on top"
    case .topIsOneOf(let screens): "one of \(screens.map(\.title).joined(separator: ", ")) on top"
    case .confirmationShowing(let shows): shows ? "the confirmation shows" : "no confirmation shows"
    case .sheetShowing(let shows): shows ? "the sheet shows" : "no sheet shows"
    case .appResponds: "the app takes a tap"
    case .backButtonMatches(let name): "the back button looks as \(name)"
    }
  }
}
