/// What a UI test does to the example app, independent of how: an XCUITest driver does it with real touches on a
/// simulator, the simulated driver of the Linux tests with `BackGuardTesting`'s simulated controller.
///
/// ```swift
/// let result = UITestScriptRunner.run(UITestScripts.named("edgeSwipe_UIKit_vetoThenNextSwipeLeaves")!, on: driver)
/// ```
///
/// Every method acts and then lets the app settle, except where `waitsForTransition` says otherwise. A method
/// that finds nothing to act on (no back button, no alert) reports a failure through its `Bool` result rather than
/// trapping, so the runner can report the step.
@MainActor
public protocol BackGuardUIDriver: AnyObject {
  /// The driver's name, for messages ("XCUITest on iOS 26.1", "simulated iOS 26").
  var name: String { get }
  /// The major iOS version the app runs on (for scripts that need iOS 26).
  var iOSMajorVersion: Int { get }

  /// Why this driver cannot perform `action`, or `nil` when it can.
  ///
  /// - Parameter action: The kind of action.
  /// - Returns: The reason, said plainly, for the skip message.
  func unsupportedReason(for action: DriverAction) -> String?

  /// (Re)launches the app in UI-test mode with `setup`, showing the root screen and an empty log.
  func launch(_ setup: DemoSetup)
  /// Taps the push button of `screen` on the top screen.
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - waitsForTransition: `false` to return while the push still animates.
  /// - Returns: `false` when the button was not found.
  func open(_ screen: DemoScreen, waitsForTransition: Bool) -> Bool
  /// Taps the top screen's "present sheet" button. - Returns: `false` when not found.
  func presentSheet() -> Bool
  /// Taps the system back button. - Returns: `false` when there is none.
  func tapBack() -> Bool
  /// Long-presses the back button and picks the entry titled `title`. - Returns: `false` when not found.
  func pickBackMenuEntry(titled title: String) -> Bool
  /// Presses at x = 0 in the middle of the screen's height and drags most of the way across.
  func edgeSwipe() -> Bool
  /// iOS 26: pans from inside the content, away from the edge, most of the way across.
  func contentSwipe() -> Bool
  /// Drags the sheet down past the dismissal threshold and returns when the finger lifts, without waiting for the
  /// dismissal to end (so a swipe can follow right away). - Returns: `false` without a sheet.
  func swipeSheetDown() -> Bool
  /// Presses ⌘[ on the hardware keyboard.
  func pressBackKeyCommand() -> Bool
  /// Taps a button of the confirmation that shows. - Returns: `false` when none shows.
  func answerConfirmation(_ answer: ConfirmationAnswer) -> Bool
  /// Whether the "Discard changes?" confirmation shows.
  func isConfirmationShowing() -> Bool
  /// The app's engine log, or `nil` when it cannot be read.
  func engineLog() -> EngineLogSnapshot?
  /// The screen on top (the sheet's screen while a sheet shows), or `nil`.
  func topScreen() -> DemoScreen?
  /// Whether the sheet shows.
  func isSheetShowing() -> Bool
  /// Taps the top screen's ping button. - Returns: `false` when not found or not hittable.
  func ping() -> Bool
  /// The back button's title and frame, or `nil` when there is no back button.
  func backButtonLook() -> BackButtonLook?
  /// Waits until animations are over.
  func settle()
}
