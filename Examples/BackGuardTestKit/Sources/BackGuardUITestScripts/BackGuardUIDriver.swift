/// What a UI test does to the example app, independent of how: an XCUITest driver does it with real touches on a
/// simulator, the simulated driver of the Linux tests with `BackGuardTesting`'s simulated controller.
///
/// ```swift
/// let era = BackGuardEra(majorVersion: driver.iOSMajorVersion)
/// let result = UITestScriptRunner.run(UITestScripts.named("edgeSwipe_UIKit_guardedScreen", era: era)!, on: driver)
/// ```
///
/// An action only acts: the runner lets the app settle (``settle()``) after every action step, except where the step
/// says otherwise (a push that does not wait, a sheet's swipe-down that returns when the finger lifts). A method that
/// finds nothing to act on (no back button, no alert) reports a failure through its `Bool` result rather than
/// trapping, so the runner can report the step.
@MainActor
public protocol BackGuardUIDriver: AnyObject {
  /// The driver's name, for messages ("XCUITest on iOS 26.1", "simulated iOS 26").
  var name: String { get }
  /// The major iOS version the app runs on: its era (`BackGuardEra(majorVersion:)`) chooses the route table's
  /// expectations.
  var iOSMajorVersion: Int { get }

  /// Why this driver cannot perform `action`, or `nil` when it can.
  ///
  /// - Parameter action: The kind of action.
  /// - Returns: The reason, said plainly, for the skip message.
  func unsupportedReason(for action: DriverAction) -> String?
  /// Why this driver cannot launch the app in `setup` (a variant it cannot play), or `nil` when it can.
  ///
  /// - Parameter setup: A setup of a script's ``UITestStep/launch(_:)``.
  /// - Returns: The reason, said plainly, for the skip message.
  func unsupportedReason(forLaunching setup: DemoSetup) -> String?

  /// (Re)launches the app in UI-test mode with `setup`, showing the root screen and an empty log.
  func launch(_ setup: DemoSetup)
  /// Taps the push button of `screen` on the top screen (the sheet's top screen while the sheet shows).
  ///
  /// - Parameter screen: The screen to push.
  /// - Returns: `false` when the button was not found.
  func open(_ screen: DemoScreen) -> Bool
  /// Starts an edge swipe on the top screen's push-on-touch-down control for `screen`
  /// (``DemoIdentifiers/pushOnTouchDown(_:)``), at the leading edge: the touch pushes `screen`, and the swipe begins
  /// while that push animates.
  ///
  /// - Parameter screen: The screen the touch pushes.
  /// - Returns: `false` when the control was not found.
  func edgeSwipeDuringPush(of screen: DemoScreen) -> Bool
  /// Taps the top screen's "present sheet" button. - Returns: `false` when not found.
  func presentSheet() -> Bool
  /// Taps the system back button. - Returns: `false` when there is none.
  func tapBack() -> Bool
  /// Long-presses the back button and picks the entry titled `title`. - Returns: `false` when not found.
  func pickBackMenuEntry(titled title: String) -> Bool
  /// Long-presses the back button and says whether its menu offers an entry titled `title`, then closes the menu
  /// without picking. A long press that shows no menu may count as a tap (UIKit's call): the caller answers any
  /// confirmation that shows.
  ///
  /// - Parameter title: The entry's title.
  /// - Returns: Whether the entry showed; `nil` when there is no back button to press.
  func backMenuOffers(entryTitled title: String) -> Bool?
  /// Presses at x = 0 in the middle of the screen's height and drags most of the way across.
  func edgeSwipe() -> Bool
  /// iOS 26: pans from inside the content, away from the edge, most of the way across.
  func contentSwipe() -> Bool
  /// Drags the sheet down past the dismissal threshold and returns when the finger lifts, without waiting for the
  /// dismissal to end (so a swipe can follow right away). - Returns: `false` without a sheet.
  func swipeSheetDown() -> Bool
  /// Presses ⌘[ on a hardware keyboard.
  func pressBackKeyCommand() -> Bool
  /// Taps the tab that is already selected (``DemoIdentifiers/stackTab``). - Returns: `false` without a tab bar.
  func reselectTab() -> Bool
  /// Taps the top screen's ``DemoIdentifiers/pushThenAnswer(_:)`` button: the app pushes `screen`, and answers the
  /// pending question (Discard) once the push has started, while it runs.
  ///
  /// - Parameter screen: The screen to push.
  /// - Returns: `false` when the button was not found.
  func openAndAnswerDuringThePush(_ screen: DemoScreen) -> Bool
  /// Taps a button of the confirmation that shows. - Returns: `false` when none shows.
  func answerConfirmation(_ answer: ConfirmationAnswer) -> Bool
  /// Whether the "Discard changes?" confirmation shows.
  func isConfirmationShowing() -> Bool
  /// The app's engine log, or `nil` when it cannot be read.
  func engineLog() -> EngineLogSnapshot?
  /// How many screens the app's navigation path holds, or `nil` when the app shows none.
  func pathCount() -> Int?
  /// The screen on top (the sheet's top screen while a sheet shows), or `nil`.
  func topScreen() -> DemoScreen?
  /// Whether the sheet shows.
  func isSheetShowing() -> Bool
  /// Taps the top screen's ping button. - Returns: `false` when not found or not hittable.
  func ping() -> Bool
  /// The back button's title and frame, or `nil` when there is no back button.
  func backButtonLook() -> BackButtonLook?
  /// Waits until the app shows that its transitions have ended (``DemoIdentifiers/transitionState`` reads
  /// ``DemoIdentifiers/idle``).
  ///
  /// - Returns: `false` when it did not within the driver's timeout: the runner fails the step, loudly.
  func settle() -> Bool
}
