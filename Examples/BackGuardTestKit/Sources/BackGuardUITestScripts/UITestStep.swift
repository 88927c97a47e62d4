/// One step of a ``UITestScript``: an action, or an expectation checked against the app.
public enum UITestStep: Hashable, Sendable, CustomStringConvertible {
  /// (Re)launch in this setup.
  case launch(DemoSetup)
  /// Push a screen; `waitsForTransition: false` acts again while the push animates.
  case open(DemoScreen, waitsForTransition: Bool = true)
  /// An edge swipe that begins while the push of the screen animates (``BackGuardUIDriver/edgeSwipeDuringPush(of:)``).
  case edgeSwipeDuringPush(DemoScreen)
  case presentSheet
  case tapBack
  case pickBackMenuEntry(DemoScreen)
  case edgeSwipe
  case contentSwipe
  case swipeSheetDown
  case pressBackKeyCommand
  /// Tap the selected tab again.
  case reselectTab
  /// Push a screen and answer the pending question (Discard) while the push runs.
  case openAndAnswerDuringThePush(DemoScreen)
  case answer(ConfirmationAnswer)
  /// Answer the confirmation if one shows; nothing otherwise (for a gesture whose timing is UIKit's call).
  case answerIfAsked(ConfirmationAnswer)
  case settle
  /// Remember the back button's look under a name, for ``UITestExpectation/backButtonMatches(_:)``.
  case recordBackButton(as: String)
  /// Remember the engine log under a name, for the expectations counted since then
  /// (``UITestExpectation/guardAskedSince(_:_:)``).
  case mark(String)
  case expect(UITestExpectation)

  /// The driver action this step needs.
  public var action: DriverAction {
    switch self {
    case .launch: .launch
    case .open: .openScreen
    case .edgeSwipeDuringPush: .edgeSwipeDuringPush
    case .presentSheet: .presentSheet
    case .tapBack: .tapBack
    case .pickBackMenuEntry: .pickBackMenuEntry
    case .edgeSwipe: .edgeSwipe
    case .contentSwipe: .contentSwipe
    case .swipeSheetDown: .swipeSheetDown
    case .pressBackKeyCommand: .pressBackKeyCommand
    case .reselectTab: .reselectTab
    case .openAndAnswerDuringThePush: .openAndAnswerDuringThePush
    case .answer, .answerIfAsked: .answerConfirmation
    case .settle: .settle
    case .recordBackButton: .readBackButton
    case .mark: .readEngineLog
    case .expect(let expectation): expectation.action
    }
  }

  /// Whether the runner lets the app settle after this step: after every action, except a push that does not wait
  /// and a sheet's swipe-down (which returns as the finger lifts, so that a gesture can follow at once).
  public var settlesAfterwards: Bool {
    switch self {
    case .open(_, let waits): waits
    case .swipeSheetDown, .settle, .recordBackButton, .mark, .expect: false
    case .launch, .edgeSwipeDuringPush, .presentSheet, .tapBack, .pickBackMenuEntry, .edgeSwipe, .contentSwipe,
      .pressBackKeyCommand, .reselectTab, .openAndAnswerDuringThePush, .answer, .answerIfAsked:
      true
    }
  }

  public var description: String {
    switch self {
    case .launch(let setup): "launch \(setup)"
    case .open(let screen, let waits): "open \(screen.title)" + (waits ? "" : " (without waiting)")
    case .edgeSwipeDuringPush(let screen): "swipe from the left edge while \(screen.title) is pushed"
    case .presentSheet: "present the sheet"
    case .tapBack: "tap back"
    case .pickBackMenuEntry(let screen): "long-press back, pick \(screen.title)"
    case .edgeSwipe: "swipe from the left edge"
    case .contentSwipe: "pan inside the content"
    case .swipeSheetDown: "swipe the sheet down"
    case .pressBackKeyCommand: "press ⌘["
    case .reselectTab: "tap the selected tab again"
    case .openAndAnswerDuringThePush(let screen): "open \(screen.title) and answer Discard during the push"
    case .answer(let answer): "answer \(answer.buttonTitle)"
    case .answerIfAsked(let answer): "answer \(answer.buttonTitle) if a confirmation shows"
    case .settle: "settle"
    case .recordBackButton(let name): "record the back button as \(name)"
    case .mark(let name): "mark the log as \(name)"
    case .expect(let expectation): "expect \(expectation)"
    }
  }
}
