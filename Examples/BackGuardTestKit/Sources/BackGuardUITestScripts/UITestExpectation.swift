@_spi(TestKit) import BackGuardCore

/// What a script expects at one point, read from the app's engine log (``EngineLogSnapshot``) or from the screen.
/// Counts are totals since the latest launch, or since a ``UITestStep/mark(_:)`` where the case says so.
public enum UITestExpectation: Hashable, Sendable, CustomStringConvertible {
  /// The app's guard closures ran this many times.
  case guardAsked(Int)
  /// The app's guard closures ran this many times since the log was marked with this name.
  case guardAskedSince(String, Int)
  /// Screens left this many times (a pop of several screens counts once).
  case pops(Int)
  /// Screens left this many times since the log was marked with this name.
  case popsSince(String, Int)
  /// This many screens left in total.
  case screensLeft(Int)
  /// The route by which screens last left.
  case lastLeftBy(BackSource)
  /// No answer was dropped and no misuse reported.
  case noDroppedAnswersOrMisuse
  /// This many answers arrived too late and were dropped, and no misuse was reported.
  case droppedAnswersWithoutMisuse(Int)
  /// This many lost-work signs (`BackEvent.lostWork`: a screen with an engaged guard left unasked) since the log was
  /// marked with this name, or since the launch with no name.
  case lostWork(since: String?, Int)
  /// This screen is on top.
  case top(DemoScreen)
  /// One of these screens is on top (a race whose winner does not matter, only that the app survives it).
  case topIsOneOf([DemoScreen])
  /// The confirmation shows, or not.
  case confirmationShowing(Bool)
  /// The sheet shows, or not.
  case sheetShowing(Bool)
  /// The back button's long-press menu offers an entry for this screen, or not.
  case backMenuOffers(DemoScreen, Bool)
  /// The app's navigation path holds this many screens.
  case pathCount(Int)
  /// A tap on the top screen's ping button reaches the app: it is not frozen.
  case appResponds
  /// The back button looks as it did when recorded under this name (title, and frame within a point).
  case backButtonMatches(String)

  /// The driver action needed to check it.
  public var action: DriverAction {
    switch self {
    case .guardAsked, .guardAskedSince, .pops, .popsSince, .screensLeft, .lastLeftBy, .noDroppedAnswersOrMisuse,
      .droppedAnswersWithoutMisuse, .lostWork:
      .readEngineLog
    case .top, .topIsOneOf: .readTopScreen
    case .confirmationShowing: .readConfirmation
    case .sheetShowing: .readSheet
    case .backMenuOffers: .readBackMenu
    case .pathCount: .readPathCount
    case .appResponds: .ping
    case .backButtonMatches: .readBackButton
    }
  }

  public var description: String {
    switch self {
    case .guardAsked(let n): "the guard was asked \(n) time(s)"
    case .guardAskedSince(let mark, let n): "the guard was asked \(n) time(s) since \(mark)"
    case .pops(let n): "screens left \(n) time(s)"
    case .popsSince(let mark, let n): "screens left \(n) time(s) since \(mark)"
    case .screensLeft(let n): "\(n) screen(s) left in total"
    case .lastLeftBy(let source): "screens last left by \(source)"
    case .noDroppedAnswersOrMisuse: "no dropped answer and no misuse"
    case .droppedAnswersWithoutMisuse(let n): "\(n) dropped answer(s) and no misuse"
    case .lostWork(let mark, let n): "\(n) lost-work sign(s)" + (mark.map { " since \($0)" } ?? "")
    case .top(let screen): "\(screen.title) on top"
    case .topIsOneOf(let screens): "one of \(screens.map(\.title).joined(separator: ", ")) on top"
    case .confirmationShowing(let shows): shows ? "the confirmation shows" : "no confirmation shows"
    case .sheetShowing(let shows): shows ? "the sheet shows" : "no sheet shows"
    case .backMenuOffers(let screen, let offers):
      offers ? "the back menu offers \(screen.title)" : "the back menu does not offer \(screen.title)"
    case .pathCount(let n): "the app's path holds \(n) screen(s)"
    case .appResponds: "the app takes a tap"
    case .backButtonMatches(let name): "the back button looks as \(name)"
    }
  }
}
