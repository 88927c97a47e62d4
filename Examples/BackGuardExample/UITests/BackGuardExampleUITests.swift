// Type-checked on Linux by `.ci/run` (`ios-sdk-check --xctest-file`) against a stand-in of Apple's documented XCTest
// declarations, never compiled against the real XCTest nor run: run it on a Mac with `scripts/verify-on-mac`. The
// scripts and the driver protocol it implements live in the test kit (../BackGuardTestKit/Sources/
// BackGuardUITestScripts), whose `swift test` runs them on a simulated driver; keep this file a thin translation of
// each driver call into XCUITest queries and gestures.
//
// What it relies on, and where it comes from:
// - `settle()` waits for the app's own word that its transitions ended: the label `DemoIdentifiers.transitionState`
//   reads "idle" (the app checks `transitionCoordinator` and presentations, see UITestEngineLog.swift). The wait is an
//   `XCTNSPredicateExpectation` on the element's label with `XCTWaiter` (both documented XCTest API); a timeout fails
//   the step.
// - ⌘[ is `typeKey(_:modifierFlags:)`, documented for iOS without a word about hardware keyboards
//   (developer.apple.com/documentation/xcuiautomation/xcuielement/typekey(_:modifierflags:)-9ubn). Appium, which calls
//   the same method, documents that it "only works on iPad. On iOS calling it has no effect", and only from Xcode 15 /
//   iOS 17 (appium-xcuitest-driver docs/reference/execute-methods.md, "mobile: keys"). So on an iPhone, or before
//   iOS 17, this driver says it cannot press ⌘[ and those scripts are skipped with that reason; `verify-on-mac` runs
//   them on an iPad simulator too. UIKit generates key commands only "for devices with an attached hardware keyboard"
//   (UIKeyCommand); `verify-on-mac` boots each simulator with Simulator.app and its keyboard connected.
// - A swipe "during a push" starts on the app's push-on-touch-down control: the touch itself starts the push, so the
//   swipe begins while it animates. XCUITest waits for the app to be idle before each action, so two separate actions
//   (tap, then swipe) could not land inside the animation.
// - The system back button is the first button of the top navigation bar; a back-menu entry is a button with the
//   entry's title, other than the back button itself.
import BackGuardUITestScripts
import XCTest

/// Drives the example app with real touches: XCUITest queries and coordinate gestures.
@MainActor
final class XCUITestDriver: BackGuardUIDriver {
  let app = XCUIApplication()
  var name: String { "XCUITest on iOS \(iOSMajorVersion) (\(isPad ? "iPad" : "iPhone"))" }
  var iOSMajorVersion: Int { ProcessInfo.processInfo.operatingSystemVersion.majorVersion }
  /// How long `settle()` waits for the app to read idle.
  let settleTimeout: TimeInterval = 15

  private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

  func unsupportedReason(for action: DriverAction) -> String? {
    guard action == .pressBackKeyCommand else { return nil }
    if iOSMajorVersion < 17 { return "typeKey(_:modifierFlags:) reaches iOS apps from iOS 17 (Appium's notes)" }
    if !isPad {
      return "typeKey(_:modifierFlags:) has no effect on an iPhone (Appium's notes); verify-on-mac runs this on an iPad"
    }
    return nil
  }

  func unsupportedReason(forLaunching setup: DemoSetup) -> String? { nil }

  func launch(_ setup: DemoSetup) {
    app.terminate()
    app.launchEnvironment[DemoSetup.environmentKey] = setup.environmentValue
    app.launch()
  }

  func open(_ screen: DemoScreen) -> Bool { tap(app.buttons.matching(identifier: DemoIdentifiers.push(screen))) }

  func edgeSwipeDuringPush(of screen: DemoScreen) -> Bool {
    let query = app.descendants(matching: .any).matching(identifier: DemoIdentifiers.pushOnTouchDown(screen))
    guard let control = hittable(query) else { return false }
    let window = app.windows.firstMatch
    let origin = window.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    let frame = control.frame
    let start = origin.withOffset(CGVector(dx: frame.minX + 1, dy: frame.midY))
    let end = origin.withOffset(CGVector(dx: window.frame.width * 0.9, dy: frame.midY))
    start.press(forDuration: 0.05, thenDragTo: end)
    return true
  }

  func presentSheet() -> Bool {
    tap(app.buttons.matching(identifier: DemoIdentifiers.presentSheet))
      && app.staticTexts[DemoIdentifiers.sheetMarker].waitForExistence(timeout: 5)
  }

  func tapBack() -> Bool {
    guard let back = backButton else { return false }
    back.tap()
    return true
  }

  func pickBackMenuEntry(titled title: String) -> Bool {
    guard let back = backButton else { return false }
    let backFrame = back.frame
    back.press(forDuration: 1.2)
    guard let entry = menuEntry(titled: title, notAt: backFrame, timeout: 3) else { return false }
    entry.tap()
    return true
  }

  func backMenuOffers(entryTitled title: String) -> Bool? {
    guard let back = backButton else { return nil }
    let backFrame = back.frame
    back.press(forDuration: 1.2)
    guard menuEntry(titled: title, notAt: backFrame, timeout: 2) != nil else { return false }
    // Close the menu without picking: a tap away from it, where the screens have no control.
    app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.92, dy: 0.55)).tap()
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
    return true
  }

  func reselectTab() -> Bool {
    let inTabBar = app.tabBars.buttons[DemoIdentifiers.stackTab]
    if inTabBar.waitForExistence(timeout: 3), inTabBar.isHittable {
      inTabBar.tap()
      return true
    }
    // Where the tab bar is not a `tabBars` element (a floating or sidebar style), its item is still a button.
    return tap(app.buttons.matching(identifier: DemoIdentifiers.stackTab))
  }

  func openAndAnswerDuringThePush(_ screen: DemoScreen) -> Bool {
    tap(app.buttons.matching(identifier: DemoIdentifiers.pushThenAnswer(screen)))
  }

  func answerConfirmation(_ answer: ConfirmationAnswer) -> Bool {
    let button = app.alerts.buttons[answer.buttonTitle].firstMatch
    guard button.waitForExistence(timeout: 3) else { return false }
    button.tap()
    return true
  }

  func isConfirmationShowing() -> Bool {
    app.alerts[DemoIdentifiers.confirmationTitle].waitForExistence(timeout: 2)
  }

  func engineLog() -> EngineLogSnapshot? {
    label(DemoIdentifiers.engineLog).flatMap(EngineLogSnapshot.init(text:))
  }

  func pathCount() -> Int? { label(DemoIdentifiers.pathCount).flatMap { Int($0) } }

  func topScreen() -> DemoScreen? {
    // The sheet's screens have markers of their own. Only the top screen's view (and, under a sheet, the presenter's)
    // is in the hierarchy; a covered one is not hittable.
    let inSheet = isSheetShowing()
    let present = DemoScreen.allCases.filter {
      app.staticTexts[DemoIdentifiers.marker(of: $0, inSheet: inSheet)].exists
    }
    return present.last { app.staticTexts[DemoIdentifiers.marker(of: $0, inSheet: inSheet)].isHittable } ?? present.last
  }

  func isSheetShowing() -> Bool { app.staticTexts[DemoIdentifiers.sheetMarker].exists }

  func ping() -> Bool { tap(app.buttons.matching(identifier: DemoIdentifiers.ping)) }

  func backButtonLook() -> BackButtonLook? {
    guard let back = backButton else { return nil }
    let frame = back.frame
    return BackButtonLook(title: back.label, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
  }

  func settle() -> Bool {
    let state = app.staticTexts[DemoIdentifiers.transitionState].firstMatch
    // Reading the label of an element that does not exist yet would fail the test instead of waiting.
    guard state.waitForExistence(timeout: settleTimeout) else { return false }
    let idle = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "label == %@", DemoIdentifiers.idle), object: state)
    return XCTWaiter.wait(for: [idle], timeout: settleTimeout) == .completed
  }

  // MARK: Queries

  /// The first button of the topmost navigation bar that has a hittable one (a sheet's bar is above its presenter's).
  private var backButton: XCUIElement? {
    guard app.navigationBars.firstMatch.waitForExistence(timeout: 3) else { return nil }
    for bar in app.navigationBars.allElementsBoundByIndex.reversed() {
      let button = bar.buttons.element(boundBy: 0)
      if button.exists && button.isHittable { return button }
    }
    return nil
  }

  /// A back-menu entry titled `title`: a button or menu item with that label that is not the back button itself
  /// (whose label is the title of the screen below).
  private func menuEntry(titled title: String, notAt backFrame: CGRect, timeout: TimeInterval) -> XCUIElement? {
    let label = NSPredicate(format: "label == %@", title)
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      for query in [app.buttons.matching(label), app.menuItems.matching(label), app.cells.matching(label)] {
        if let entry = query.allElementsBoundByIndex.first(where: { $0.isHittable && $0.frame != backFrame }) {
          return entry
        }
      }
      Thread.sleep(forTimeInterval: 0.2)
    } while Date() < deadline
    return nil
  }

  private func label(_ identifier: String) -> String? {
    let element = app.staticTexts[identifier].firstMatch
    guard element.waitForExistence(timeout: 3) else { return nil }
    return element.label
  }

  private func hittable(_ query: XCUIElementQuery) -> XCUIElement? {
    _ = query.firstMatch.waitForExistence(timeout: 5)
    return query.allElementsBoundByIndex.last { $0.isHittable }
  }

  private func tap(_ query: XCUIElementQuery) -> Bool {
    guard let element = hittable(query) else { return false }
    element.tap()
    return true
  }

  private func drag(from start: CGVector, to end: CGVector) -> Bool {
    let window = app.windows.firstMatch
    guard window.exists else { return false }
    window.coordinate(withNormalizedOffset: start)
      .press(forDuration: 0.05, thenDragTo: window.coordinate(withNormalizedOffset: end))
    return true
  }
}

/// One test per name of `UITestScripts.names`; the method name is `test_<route>_<framework>_<situation>`, which
/// `scripts/verify-on-mac` reads to build its route × iOS table. `swift test` checks that this list matches the
/// catalog (`UITestScriptCatalogTests`). Each script is built for the simulator's iOS version: its expectations are
/// the route table's for that era.
@MainActor
final class BackGuardExampleUITests: XCTestCase {
  override func setUp() {
    continueAfterFailure = false
  }

  private func runScript(named function: String = #function) throws {
    let name = String(function.dropFirst("test_".count).prefix { $0 != "(" })
    let driver = XCUITestDriver()
    let result = UITestScriptRunner.run(named: name, on: driver)
    if case .skipped(let reason) = result { throw XCTSkip(reason) }
    let screenshot = XCTAttachment(screenshot: driver.app.screenshot())
    screenshot.lifetime = .keepAlways
    add(screenshot)
    // What the app's engines saw in this run (route, asked, leftBy, misuses and self-check signs): the device
    // column of the ledger is filled from these (docs/DeviceChecklist.md, "The self-check").
    if let log = driver.engineLog() {
      let record = XCTAttachment(string: "\(name) on \(driver.name): \(log)")
      record.name = "engine log"
      record.lifetime = .keepAlways
      add(record)
    }
    if case .failed(let messages) = result {
      XCTFail("\(name) on \(driver.name):\n" + messages.joined(separator: "\n"))
    }
  }

  func test_backButton_SwiftUI_answerGivenDuringAPush() throws { try runScript() }
  func test_backButton_SwiftUI_guardedScreen() throws { try runScript() }
  func test_backButton_SwiftUI_looksTheSameWithAndWithoutBackGuard() throws { try runScript() }
  func test_backButton_SwiftUI_unguardedScreen() throws { try runScript() }
  func test_backButton_UIKit_answerGivenDuringAPush() throws { try runScript() }
  func test_backButton_UIKit_customTransition() throws { try runScript() }
  func test_backButton_UIKit_guardedScreen() throws { try runScript() }
  func test_backButton_UIKit_looksTheSameWithAndWithoutBackGuard() throws { try runScript() }
  func test_backButton_UIKit_unguardedScreen() throws { try runScript() }
  func test_backMenu_SwiftUI_guardedPolicy() throws { try runScript() }
  func test_backMenu_SwiftUI_hiddenWhileGuardedPolicy() throws { try runScript() }
  func test_backMenu_SwiftUI_pathFollowsMultiLevelLeave() throws { try runScript() }
  func test_backMenu_SwiftUI_pickPastAGuardedScreen() throws { try runScript() }
  func test_backMenu_SwiftUI_systemPolicy() throws { try runScript() }
  func test_backMenu_SwiftUI_unguardedScreen() throws { try runScript() }
  func test_backMenu_UIKit_guardedPolicy() throws { try runScript() }
  func test_backMenu_UIKit_hiddenWhileGuardedPolicy() throws { try runScript() }
  func test_backMenu_UIKit_pickPastAGuardedScreen() throws { try runScript() }
  func test_backMenu_UIKit_systemPolicy() throws { try runScript() }
  func test_backMenu_UIKit_unguardedScreen() throws { try runScript() }
  func test_contentSwipe_SwiftUI_guardedScreen() throws { try runScript() }
  func test_contentSwipe_SwiftUI_unguardedScreen() throws { try runScript() }
  func test_contentSwipe_UIKit_guardedScreen() throws { try runScript() }
  func test_contentSwipe_UIKit_unguardedScreen() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_guardedScreen() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_guardedScreenSwipedDuringItsPush() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_swipeDuringAPush() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_swipeRightAfterASheetSwipeDown() throws { try runScript() }
  func test_edgeSwipe_SwiftUI_unguardedScreen() throws { try runScript() }
  func test_edgeSwipe_UIKit_guardedScreen() throws { try runScript() }
  func test_edgeSwipe_UIKit_guardedScreenSwipedDuringItsPush() throws { try runScript() }
  func test_edgeSwipe_UIKit_swipeDuringAPush() throws { try runScript() }
  func test_edgeSwipe_UIKit_swipeRightAfterASheetSwipeDown() throws { try runScript() }
  func test_edgeSwipe_UIKit_unguardedScreen() throws { try runScript() }
  func test_keyCommand_SwiftUI_guardedScreen() throws { try runScript() }
  func test_keyCommand_SwiftUI_unguardedScreen() throws { try runScript() }
  func test_keyCommand_UIKit_guardedScreen() throws { try runScript() }
  func test_keyCommand_UIKit_unguardedScreen() throws { try runScript() }
  func test_sheetDismiss_SwiftUI_guardedSheet() throws { try runScript() }
  func test_sheetDismiss_SwiftUI_pushInsideTheSheet() throws { try runScript() }
  func test_sheetDismiss_SwiftUI_sheetPresentedASecondTime() throws { try runScript() }
  func test_sheetDismiss_SwiftUI_unguardedSheet() throws { try runScript() }
  func test_sheetDismiss_UIKit_guardedSheet() throws { try runScript() }
  func test_sheetDismiss_UIKit_pushInsideTheSheet() throws { try runScript() }
  func test_sheetDismiss_UIKit_sheetPresentedASecondTime() throws { try runScript() }
  func test_sheetDismiss_UIKit_unguardedSheet() throws { try runScript() }
  func test_tabReselect_SwiftUI_guardedScreen() throws { try runScript() }
  func test_tabReselect_SwiftUI_unguardedScreen() throws { try runScript() }
  func test_tabReselect_UIKit_guardedScreen() throws { try runScript() }
  func test_tabReselect_UIKit_unguardedScreen() throws { try runScript() }
}
