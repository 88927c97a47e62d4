/// One step of a ``UITestScript``: an action, or an expectation checked against the app.
public enum UITestStep: Hashable, Sendable, CustomStringConvertible {
  /// (Re)launch in this setup.
  case launch(DemoSetup)
  /// Push a screen; `waitsForTransition: false` acts again while the push animates.
  case open(DemoScreen, waitsForTransition: Bool = true)
  case presentSheet
  case tapBack
  case pickBackMenuEntry(DemoScreen)
  case edgeSwipe
  case contentSwipe
  case swipeSheetDown
  case pressBackKeyCommand
  case answer(ConfirmationAnswer)
  case settle
  /// Remember the back button's look under a name, for ``UITestExpectation/backButtonMatches(_:)``.
  case recordBackButton(as: String)
  case expect(UITestExpectation)

  /// The driver action this step needs.
  public var action: DriverAction {
    switch self {
    case .launch: .launch
    case .open: .openScreen
    case .presentSheet: .presentSheet
    case .tapBack: .tapBack
    case .pickBackMenuEntry: .pickBackMenuEntry
    case .edgeSwipe: .edgeSwipe
    case .contentSwipe: .contentSwipe
    case .swipeSheetDown: .swipeSheetDown
    case .pressBackKeyCommand: .pressBackKeyCommand
    case .answer: .answerConfirmation
    case .settle: .settle
    case .recordBackButton: .readBackButton
    case .expect(let expectation): expectation.action
    }
  }

  public var description: String {
    switch self {
    case .launch(let setup): "launch \(setup)"
    case .open(let screen, let waits): "open \(screen.title)" + (waits ? "" : " (without waiting)")
    case .presentSheet: "present the sheet"
    case .tapBack: "tap back"
    case .pickBackMenuEntry(let screen): "long-press back, pick \(screen.title)"
    case .edgeSwipe: "swipe from the left edge"
    case .contentSwipe: "pan inside the content"
    case .swipeSheetDown: "swipe the sheet down"
    case .pressBackKeyCommand: "press ⌘["
    case .answer(let answer): "answer \(answer.buttonTitle)"
    case .settle: "settle"
    case .recordBackButton(let name): "record the back button as \(name)"
    case .expect(let expectation): "expect \(expectation)"
    }
  }
}
