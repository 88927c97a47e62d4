import BackGuardCore
import BackGuardTesting
import BackGuardUITestScripts

/// The example app's UI-test mode, played by `BackGuardTesting`'s simulated controller and sheet, so every UI test
/// script also runs in `swift test`.
///
/// It builds the same screens as the app (``DemoScreen``; the editor guarded in a guarded setup, with a confirmation
/// that waits for ``answerConfirmation(_:)``), records the real engines' events into the same ``EngineLogSnapshot``,
/// and acts in the order UIKit calls the adapter (``SimulatedProfile``). Transitions are manual: an action lets its
/// animation end before returning, except a push that does not wait, so a swipe can arrive during it.
///
/// What it cannot do, it says (``unsupportedReason(for:)``): it has no views, so no back-button title or frame. It
/// does not distinguish UIKit from SwiftUI beyond the sheet's `isModalInPresentation` (SwiftUI's
/// `interactiveDismissDisabled`), and a "without BackGuard" setup still runs the engine, with no guard.
@MainActor
final class SimulatedDemoDriver: BackGuardUIDriver {
  let profile: SimulatedProfile
  let iOSMajorVersion: Int
  var name: String { "the simulated driver (\(profile))" }

  private var setup = DemoSetup(.uikit, .unguarded)
  private var navigation: SimulatedNavigationController!
  private var sheet: SimulatedSheet?
  private var log = EngineLogSnapshot()
  private var observations: [BackObservation] = []
  /// The open confirmation: the resolution of the attempt the editor's guard was asked about.
  private var confirmation: BackResolution?

  /// - Parameters:
  ///   - profile: The iOS era whose call orders are played.
  ///   - iOSMajorVersion: The version the scripts see (26 for ``SimulatedProfile/iOS26``).
  init(profile: SimulatedProfile, iOSMajorVersion: Int) {
    self.profile = profile
    self.iOSMajorVersion = iOSMajorVersion
  }

  func unsupportedReason(for action: DriverAction) -> String? {
    switch action {
    case .readBackButton: "the simulator has no views, so a back button has no title or frame to compare"
    case .contentSwipe where !profile.hasContentSwipe: "\(profile) has no content swipe"
    default: nil
    }
  }

  func launch(_ setup: DemoSetup) {
    self.setup = setup
    observations = []
    confirmation = nil
    sheet = nil
    log = EngineLogSnapshot()
    navigation = SimulatedNavigationController(root: makeScreen(.root), profile: profile, transitionMode: .manual)
    observe(navigation.engine)
  }

  func open(_ screen: DemoScreen, waitsForTransition: Bool) -> Bool {
    guard stackTakesTouches else { return false }
    navigation.push(makeScreen(screen), animated: true)
    if waitsForTransition { settle() }
    return true
  }

  func presentSheet() -> Bool {
    guard stackTakesTouches else { return false }
    let presented = SimulatedSheet(
      presenter: navigation.topScreen, content: [SimulatedScreen(DemoIdentifiers.sheetTitle), makeScreen(.editor)])
    // SwiftUI's `.backGuard` sets `interactiveDismissDisabled` while active; UIKit's SheetBackGuard answers
    // `presentationControllerShouldDismiss` instead.
    presented.isModalInPresentation = setup.framework == .swiftui && setup.guardsEditor
    observe(presented.engine)
    sheet = presented
    return true
  }

  func tapBack() -> Bool {
    guard stackTakesTouches else { return false }
    return acted(navigation.tapBack())
  }

  func pickBackMenuEntry(titled title: String) -> Bool {
    guard stackTakesTouches, let menu = navigation.longPressBack(),
      let index = menu.firstIndex(where: { $0.title == title })
    else { return false }
    return acted(navigation.pickBackMenuEntry(index))
  }

  func edgeSwipe() -> Bool { swipe(.edge) }

  func contentSwipe() -> Bool { swipe(.content) }

  func swipeSheetDown() -> Bool {
    guard let sheet, !sheet.isDismissed, confirmation == nil else { return false }
    return sheet.swipeDown(completes: true) != .unavailable
  }

  func pressBackKeyCommand() -> Bool {
    guard stackTakesTouches else { return false }
    return acted(navigation.pressBackKeyCommand())
  }

  func answerConfirmation(_ answer: ConfirmationAnswer) -> Bool {
    guard let open = confirmation else { return false }
    confirmation = nil
    if answer == .discard { open.allow() } else { open.deny() }
    settle()
    return true
  }

  func isConfirmationShowing() -> Bool { confirmation != nil }

  func engineLog() -> EngineLogSnapshot? { log }

  func topScreen() -> DemoScreen? {
    if let sheet, !sheet.isDismissed { return sheet.content.last.flatMap { DemoScreen(rawValue: $0.title) } }
    return DemoScreen(rawValue: navigation.topScreen.title)
  }

  func isSheetShowing() -> Bool { sheet.map { !$0.isDismissed } ?? false }

  func ping() -> Bool {
    // UIKit ignores touches during a navigation transition; an alert covers the screen.
    guard confirmation == nil, !navigation.isTransitioning else { return false }
    log.recordPing()
    return true
  }

  func backButtonLook() -> BackButtonLook? { nil }

  func settle() { navigation.finishTransition() }

  // MARK: Internals

  /// No sheet and no alert covers the stack.
  private var stackTakesTouches: Bool { !isSheetShowing() && confirmation == nil }

  private func swipe(_ swipe: SimulatedNavigationController.Swipe) -> Bool {
    guard stackTakesTouches else { return false }
    let outcome = navigation.swipeBack(swipe)
    if outcome == .swipeInProgress { navigation.completeSwipe() }
    return outcome != .unavailable
  }

  private func acted(_ outcome: BackOutcome) -> Bool {
    settle()
    return outcome != .unavailable
  }

  private func observe(_ engine: BackNavigationEngine) {
    observations.append(engine.observe { [weak self] event in self?.log.record(event) })
  }

  private func makeScreen(_ screen: DemoScreen) -> SimulatedScreen {
    let made = SimulatedScreen(screen.title)
    if screen == .editor && setup.guardsEditor {
      made.backGuard = ScreenGuard { [weak self] _, resolution in
        self?.log.recordGuardAsked()
        self?.confirmation = resolution
      }
    }
    return made
  }
}
