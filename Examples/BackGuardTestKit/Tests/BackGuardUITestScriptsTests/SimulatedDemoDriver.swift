@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import BackGuardUITestScripts

/// The example app's UI-test mode, played by `BackGuardTesting`'s simulated controller, sheet and tab bar, so every
/// UI test script also runs in `swift test`.
///
/// It builds the same screens as the app (``DemoScreen``; the editor guarded in a guarded setup, with a confirmation
/// that waits for ``answerConfirmation(_:)``), with the setup the app uses for each framework
/// (`DemoSetup.Framework.backGuardSetup`: `BackGuardNavigationController` for UIKit, a SwiftUI stack for SwiftUI; a
/// sheet's stack as `BackGuardSetup.sheet`) and the setup's back menu policy. It records the real engines' events
/// into the same ``EngineLogSnapshot`` and acts in the order UIKit calls the adapter (``SimulatedProfile``).
/// Transitions are manual: ``settle()`` ends them, so a swipe or an answer can arrive during a push.
///
/// What it cannot do, it says (``unsupportedReason(for:)``, ``unsupportedReason(forLaunching:)``): it has no views,
/// so no back-button title or frame, and no animators, so no custom transition. A "without BackGuard" setup still
/// runs the engine, with no guard. The path count of a path-driven SwiftUI stack is the stack's depth: the simulator
/// plays the app, whose path follows SwiftUI's pops on a phone (ledger B144).
@MainActor
final class SimulatedDemoDriver: BackGuardUIDriver {
  let profile: SimulatedProfile
  var iOSMajorVersion: Int { profile.era.rawValue }
  var name: String { "the simulated driver (\(profile))" }
  /// For tests of the runner: every settle reports that the app never became idle.
  var settleNeverEnds = false

  private var setup = DemoSetup(.uikit, .unguarded)
  private var navigation: SimulatedNavigationController!
  private var tabs: SimulatedTabBarController?
  private var sheet: SimulatedSheet?
  private var sheetNavigation: SimulatedNavigationController?
  private var log = EngineLogSnapshot()
  private var observations: [BackObservation] = []
  /// The open confirmation: the resolution of the attempt the editor's guard was asked about.
  private var confirmation: BackResolution?
  /// ``DemoSetup/Variant/answerDuringPush``: the question that waits, without a confirmation, for the push button.
  private var waitingAnswer: BackResolution?

  /// - Parameter profile: The iOS era whose call orders are played; its major version is the one the scripts see.
  init(profile: SimulatedProfile) {
    self.profile = profile
  }

  func unsupportedReason(for action: DriverAction) -> String? {
    switch action {
    case .readBackButton: "the simulator has no views, so a back button has no title or frame to compare"
    default: nil
    }
  }

  func unsupportedReason(forLaunching setup: DemoSetup) -> String? {
    guard setup.has(.customTransition) else { return nil }
    return "the simulator has no animators: a custom transition is what UIKit does with the animator the navigation"
      + " controller's delegate returns"
  }

  func launch(_ setup: DemoSetup) {
    self.setup = setup
    observations = []
    confirmation = nil
    waitingAnswer = nil
    sheet = nil
    sheetNavigation = nil
    log = EngineLogSnapshot()
    navigation = makeNavigation(root: makeScreen(.root), setup: setup.framework.backGuardSetup)
    observe(navigation.engine)
    tabs = nil
    if setup.has(.tabBar) {
      let other = makeNavigation(root: SimulatedScreen(DemoIdentifiers.otherTab), setup: setup.framework.backGuardSetup)
      tabs = SimulatedTabBarController(tabs: [navigation, other])
    }
  }

  func open(_ screen: DemoScreen) -> Bool {
    guard confirmation == nil else { return false }
    let stack = topNavigation
    stack.push(makeScreen(screen), animated: true)
    return true
  }

  func edgeSwipeDuringPush(of screen: DemoScreen) -> Bool {
    guard topTakesTouches else { return false }
    // The touch pushes; the swipe asks while the push animates.
    navigation.push(makeScreen(screen), animated: true)
    return swipe(.edge)
  }

  func presentSheet() -> Bool {
    guard topTakesTouches, !isSheetShowing() else { return false }
    let stack = makeNavigation(root: makeScreen(.editor), setup: .sheet)
    let presented = SimulatedSheet(presenter: navigation.topScreen, navigationController: stack)
    // SwiftUI's `.backGuard` sets `interactiveDismissDisabled` while active; UIKit's SheetDismissal answers
    // `presentationControllerShouldDismiss` instead.
    presented.isModalInPresentation = setup.framework == .swiftui && setup.guardsEditor
    observe(stack.engine)
    observe(presented.engine)
    sheet = presented
    sheetNavigation = stack
    return true
  }

  func tapBack() -> Bool {
    guard topTakesTouches else { return false }
    return topNavigation.goBack(by: .backButton) != .unavailable
  }

  func pickBackMenuEntry(titled title: String) -> Bool {
    guard topTakesTouches, let menu = topNavigation.longPressBack(),
      let index = menu.firstIndex(where: { $0.title == title })
    else { return false }
    return topNavigation.pickBackMenuEntry(index) != .unavailable
  }

  func backMenuOffers(entryTitled title: String) -> Bool? {
    let stack = topNavigation
    guard topTakesTouches, stack.stack.count >= 2, stack.topScreen.showsSystemBackButton else { return nil }
    // No menu (the hidden policy) offers nothing.
    return stack.longPressBack()?.contains { $0.title == title } ?? false
  }

  func edgeSwipe() -> Bool { topTakesTouches && swipe(.edge) }

  func contentSwipe() -> Bool { topTakesTouches && swipe(.content) }

  func swipeSheetDown() -> Bool {
    guard let sheet, !sheet.isDismissed, confirmation == nil else { return false }
    return sheet.goBack(by: .sheetDismiss, completes: true) != .unavailable
  }

  func pressBackKeyCommand() -> Bool {
    guard topTakesTouches else { return false }
    return topNavigation.goBack(by: .keyCommand) != .unavailable
  }

  func reselectTab() -> Bool {
    guard let tabs, topTakesTouches, !isSheetShowing() else { return false }
    return tabs.tapTab(tabs.selectedIndex) != .unavailable
  }

  func openAndAnswerDuringThePush(_ screen: DemoScreen) -> Bool {
    guard setup.has(.answerDuringPush), topTakesTouches else { return false }
    let stack = topNavigation
    stack.push(makeScreen(screen), animated: true)
    // The push runs (manual transitions) while the answer arrives.
    let answer = waitingAnswer
    waitingAnswer = nil
    answer?.allow()
    return true
  }

  func answerConfirmation(_ answer: ConfirmationAnswer) -> Bool {
    guard let open = confirmation else { return false }
    confirmation = nil
    if answer == .discard { open.allow() } else { open.deny() }
    return true
  }

  func isConfirmationShowing() -> Bool { confirmation != nil }

  func engineLog() -> EngineLogSnapshot? { log }

  func pathCount() -> Int? {
    guard setup.has(.pathStack) else { return nil }
    return navigation.stack.count - 1
  }

  func topScreen() -> DemoScreen? { DemoScreen(rawValue: topNavigation.topScreen.title) }

  func isSheetShowing() -> Bool { sheet.map { !$0.isDismissed } ?? false }

  func ping() -> Bool {
    // UIKit ignores touches during a navigation transition; an alert covers the screen.
    guard confirmation == nil, !topNavigation.isTransitioning else { return false }
    log.recordPing()
    return true
  }

  func backButtonLook() -> BackButtonLook? { nil }

  func settle() -> Bool {
    navigation.finishTransition()
    sheetNavigation?.finishTransition()
    return !settleNeverEnds
  }

  // MARK: Internals

  /// The stack the person touches: the sheet's while it shows.
  private var topNavigation: SimulatedNavigationController {
    if isSheetShowing(), let sheetNavigation { return sheetNavigation }
    return navigation
  }

  /// No alert covers the top screen.
  private var topTakesTouches: Bool { confirmation == nil }

  private func makeNavigation(root: SimulatedScreen, setup stackSetup: BackGuardSetup) -> SimulatedNavigationController
  {
    let navigation = SimulatedNavigationController(
      root: root, profile: profile, setup: stackSetup, menuPolicy: setup.menuPolicy.policy, transitionMode: .manual)
    // The driver shows the demo's confirmation at once, as XCUITest finds it after waiting for SwiftUI's.
    navigation.playsGuardsAsGiven = true
    return navigation
  }

  private func swipe(_ swipe: SimulatedNavigationController.Swipe) -> Bool {
    let stack = topNavigation
    let outcome = stack.swipeBack(swipe)
    if outcome == .swipeInProgress { stack.completeSwipe() }
    return outcome != .unavailable
  }

  private func observe(_ engine: BackNavigationEngine) {
    observations.append(engine.observe { [weak self] event in self?.log.record(event) })
  }

  private func makeScreen(_ screen: DemoScreen) -> SimulatedScreen {
    let made = SimulatedScreen(screen.title)
    guard screen == .editor && setup.guardsEditor else { return made }
    let answersDuringPush = setup.has(.answerDuringPush)
    made.backGuard = ScreenGuard { [weak self] _, resolution in
      self?.log.recordGuardAsked()
      if answersDuringPush {
        self?.waitingAnswer = resolution
      } else {
        self?.confirmation = resolution
      }
    }
    return made
  }
}
