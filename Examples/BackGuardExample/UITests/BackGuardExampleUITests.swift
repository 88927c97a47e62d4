// NOT COMPILED HERE. This file needs XCTest for iOS, which the Linux machines BackGuard is developed on do not have:
// it has never been compiled or run. The scripts and the driver protocol it implements live in
// Sources/BackGuardUITestScripts, which ios-sdk-check compiles and `swift test` runs on a simulated driver; keep
// this file a thin translation of each driver call into XCUITest queries and gestures.
//
// Assumed, not verified: the system back button is the first button of the top navigation bar; ⌘[ reaches the app
// through `typeKey` with the simulator's hardware keyboard connected; XCUITest waits for the app to idle before each
// action, so "right after" a push or a sheet's swipe-down means the first moment XCUITest allows.
import BackGuardUITestScripts
import XCTest

/// Drives the example app with real touches: XCUITest queries and coordinate gestures.
@MainActor
final class XCUITestDriver: BackGuardUIDriver {
  let app = XCUIApplication()
  var name: String { "XCUITest on iOS \(iOSMajorVersion)" }
  var iOSMajorVersion: Int { ProcessInfo.processInfo.operatingSystemVersion.majorVersion }

  func unsupportedReason(for action: DriverAction) -> String? { nil }

  func launch(_ setup: DemoSetup) {
    app.terminate()
    app.launchEnvironment[DemoSetup.environmentKey] = setup.environmentValue
    app.launch()
  }

  func open(_ screen: DemoScreen, waitsForTransition: Bool) -> Bool {
    guard let button = hittable(app.buttons.matching(identifier: DemoIdentifiers.push(screen))) else { return false }
    button.tap()
    if waitsForTransition { settle() }
    return true
  }

  func presentSheet() -> Bool {
    guard let button = hittable(app.buttons.matching(identifier: DemoIdentifiers.presentSheet)) else { return false }
    button.tap()
    return app.staticTexts[DemoIdentifiers.sheetMarker].waitForExistence(timeout: 5)
  }

  func tapBack() -> Bool {
    guard let back = backButton else { return false }
    back.tap()
    settle()
    return true
  }

  func pickBackMenuEntry(titled title: String) -> Bool {
    guard let back = backButton else { return false }
    back.press(forDuration: 1.2)
    let entry = app.buttons[title].firstMatch
    guard entry.waitForExistence(timeout: 3) else { return false }
    entry.tap()
    settle()
    return true
  }

  func edgeSwipe() -> Bool { drag(from: CGVector(dx: 0, dy: 0.5), to: CGVector(dx: 0.9, dy: 0.5)) }

  func contentSwipe() -> Bool { drag(from: CGVector(dx: 0.35, dy: 0.5), to: CGVector(dx: 0.95, dy: 0.5)) }

  func swipeSheetDown() -> Bool {
    guard isSheetShowing() else { return false }
    let window = app.windows.firstMatch
    window.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.12))
      .press(forDuration: 0.05, thenDragTo: window.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.98)))
    return true
  }

  func pressBackKeyCommand() -> Bool {
    app.typeKey("[", modifierFlags: .command)
    settle()
    return true
  }

  func answerConfirmation(_ answer: ConfirmationAnswer) -> Bool {
    let button = app.alerts.buttons[answer.buttonTitle].firstMatch
    guard button.waitForExistence(timeout: 3) else { return false }
    button.tap()
    settle()
    return true
  }

  func isConfirmationShowing() -> Bool {
    app.alerts[DemoIdentifiers.confirmationTitle].waitForExistence(timeout: 2)
  }

  func engineLog() -> EngineLogSnapshot? {
    let label = app.staticTexts[DemoIdentifiers.engineLog].firstMatch
    guard label.waitForExistence(timeout: 3) else { return nil }
    return EngineLogSnapshot(text: label.label)
  }

  func topScreen() -> DemoScreen? {
    // Only the top screen's view (and, under a sheet, the presenter's) is in the hierarchy; the sheet's is last.
    DemoScreen.allCases.last { app.staticTexts[DemoIdentifiers.marker(of: $0)].exists }
  }

  func isSheetShowing() -> Bool { app.staticTexts[DemoIdentifiers.sheetMarker].exists }

  func ping() -> Bool {
    guard let button = hittable(app.buttons.matching(identifier: DemoIdentifiers.ping)) else { return false }
    button.tap()
    return true
  }

  func backButtonLook() -> BackButtonLook? {
    guard let back = backButton else { return nil }
    let frame = back.frame
    return BackButtonLook(
      title: back.label, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
  }

  func settle() {
    // Longer than UIKit's 0.35 s push and pop animations.
    Thread.sleep(forTimeInterval: 0.8)
  }

  private var backButton: XCUIElement? {
    let button = app.navigationBars.firstMatch.buttons.element(boundBy: 0)
    return button.waitForExistence(timeout: 3) && button.isHittable ? button : nil
  }

  private func hittable(_ query: XCUIElementQuery) -> XCUIElement? {
    _ = query.firstMatch.waitForExistence(timeout: 5)
    return query.allElementsBoundByIndex.last { $0.isHittable }
  }

  private func drag(from start: CGVector, to end: CGVector) -> Bool {
    let window = app.windows.firstMatch
    guard window.exists else { return false }
    window.coordinate(withNormalizedOffset: start)
      .press(forDuration: 0.05, thenDragTo: window.coordinate(withNormalizedOffset: end))
    return true
  }
}

/// One test per script of `UITestScripts.all`; the method name is `test_<route>_<framework>_<rule>`, which
/// `scripts/verify-on-mac` reads to build its route × iOS table. `swift test` checks that this list matches the
/// catalog (`UITestScriptCatalogTests`).
@MainActor
final class BackGuardExampleUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = false
  }

  private func runScript(named function: String = #function) throws {
    let name = String(function.dropFirst("test_".count).prefix { $0 != "(" })
    let script = try XCTUnwrap(UITestScripts.named(name), "no script named \(name)")
    let driver = XCUITestDriver()
    let result = UITestScriptRunner.run(script, on: driver)
    let screenshot = XCTAttachment(screenshot: driver.app.screenshot())
    screenshot.lifetime = .keepAlways
    add(screenshot)
    switch result {
    case .passed: break
    case .failed(let messages): XCTFail("\(name) on \(driver.name):\n" + messages.joined(separator: "\n"))
    case .skipped(let reason): throw XCTSkip(reason)
    }
  }

  func test_backButton_SwiftUI_guardAskedOncePerTapThenLeavesOnce() throws { try runScript() }
  func test_backButton_SwiftUI_looksTheSameWithAndWithoutBackGuard() throws { try runScript() }
  func test_backButton_SwiftUI_unguardedTapLeavesOnceWithoutAsking() throws { try runScript() }
  func test_backButton_UIKit_guardAskedOncePerTapThenLeavesOnce() throws { try runScript() }
  func test_backButton_UIKit_looksTheSameWithAndWithoutBackGuard() throws { try runScript() }
  func test_backButton_UIKit_unguardedTapLeavesOnceWithoutAsking() throws { try runScript() }
  func test_backMenu_SwiftUI_pickAskedOnceThenLeavesBothScreensInOnePop() throws { try runScript() }
  func test_backMenu_UIKit_pickAskedOnceThenLeavesBothScreensInOnePop() throws { try runScript() }
  func test_contentSwipe_SwiftUI_unguardedPanLeavesOnceWithoutAsking() throws { try runScript() }
  func test_contentSwipe_SwiftUI_vetoedPanThenNextPanLeaves() throws { try runScript() }
  func test_contentSwipe_UIKit_unguardedPanLeavesOnceWithoutAsking() throws { try runScript() }
  func test_contentSwipe_UIKit_vetoedPanThenNextPanLeaves() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_swipeRightAfterAPushDoesNotFreeze() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_swipeRightAfterASheetSwipeDownDoesNotFreeze() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_unguardedSwipeLeavesOnceWithoutAsking() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_vetoedSwipeThenNextSwipeLeaves() throws { try runScript() }
  func test_edgeSwipe_UIKit_swipeRightAfterAPushDoesNotFreeze() throws { try runScript() }
  func test_edgeSwipe_UIKit_swipeRightAfterASheetSwipeDownDoesNotFreeze() throws { try runScript() }
  func test_edgeSwipe_UIKit_unguardedSwipeLeavesOnceWithoutAsking() throws { try runScript() }
  func test_edgeSwipe_UIKit_vetoedSwipeThenNextSwipeLeaves() throws { try runScript() }
  func test_keyCommand_SwiftUI_askedOncePerPressThenLeavesOnce() throws { try runScript() }
  func test_keyCommand_UIKit_askedOncePerPressThenLeavesOnce() throws { try runScript() }
  func test_sheetDismiss_SwiftUI_vetoedSwipeDownThenNextSwipeDownDismissesOnce() throws { try runScript() }
  func test_sheetDismiss_UIKit_vetoedSwipeDownThenNextSwipeDownDismissesOnce() throws { try runScript() }
}
