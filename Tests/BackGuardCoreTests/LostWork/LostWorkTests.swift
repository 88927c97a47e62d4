@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Lost work is loud (issue 42): a screen whose guard is engaged and that leaves without its guard's approval is
/// reported once, as `BackEvent.lostWork`, naming the screen, how it left and the fix, in every setup and era.
@Suite(
  "Lost work: a screen with an engaged guard that leaves unasked is reported once, with its fix", .misusesStayInTheTest)
@MainActor
struct LostWorkTests {
  /// An editor whose guard denies, engaged while `engaged` says so.
  private func editor(engaged: @escaping () -> Bool = { true }, question: String? = nil) -> SimulatedScreen {
    let screenGuard = ScreenGuard(when: engaged) { _ in .deny }
    screenGuard.windowCloseQuestion = question.map { WindowCloseQuestion(title: $0) }
    return SimulatedScreen("Editor", backGuard: screenGuard)
  }

  private func stack(
    _ setup: BackGuardSetup, _ profile: SimulatedProfile = .iOS26,
    transitionMode: SimulatedNavigationController.TransitionMode = .instant
  ) -> (SimulatedNavigationController, SimulatedScreen) {
    let nav = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: profile, setup: setup, transitionMode: transitionMode)
    let editor = editor(question: "Discard changes?")
    nav.push(editor, animated: false)
    return (nav, editor)
  }

  // MARK: - The app's own code

  @Test("In the subclass, the app's own pop of an engaged editor is one sign: its call, requestBack() as the fix")
  func appPopInTheSubclass() throws {
    let (nav, editor) = stack(.backGuardNavigationController)
    let log = EventLog(nav.engine)

    nav.pop()

    #expect(nav.titles == ["List"])
    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.route == .programmatic(.pop))
    #expect(lost.fix == .requestBack)
    #expect(lost.fixes.contains(.guardsProgrammaticPops), "UIKit's own routes reach the same pop methods here")
    #expect(lost.question == "Discard changes?")
    #expect(lost.description.contains("Editor") && lost.description.contains("requestBack()"))
    #expect(lost.description.contains("\"Discard changes?\""))
    #expect(log.kinds.suffix(2) == ["left", "lostWork"], "the sign follows the departure it is about")
  }

  @Test(
    "With a plain controller and install(), the app's pop is heard by no hook: one sign, no route, requestBack() as the fix",
    arguments: [SimulatedProfile.iOS15, .iOS17, .iOS26])
  func appPopWithAPlainController(profile: SimulatedProfile) throws {
    let (nav, editor) = stack(.navigationController, profile)
    let log = EventLog(nav.engine)

    nav.pop()

    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.route == nil)
    #expect(lost.fix == .requestBack)
  }

  @Test(
    "A SwiftUI stack's path edit (removeLast, a pop to the root, a deep link's replacement) or dismiss() is one sign per engaged screen",
    arguments: [SimulatedProfile.iOS16, .iOS26])
  func swiftUIPathEdits(profile: SimulatedProfile) throws {
    let (nav, editor) = stack(.swiftUI, profile)
    let second = SimulatedScreen("Second editor", backGuard: ScreenGuard { _ in .deny })
    nav.push(second, animated: false)
    let log = EventLog(nav.engine)

    nav.setScreens([nav.stack[0], SimulatedScreen("Deep link")])  // the path replaced

    #expect(Set(log.lostWork.map(\.screen)) == [editor.id, second.id])
    #expect(log.lostWork.count == 2)
    #expect(log.lostWork.allSatisfy { $0.route == nil && $0.fix == .requestBack })
    #expect(log.lostWork.first?.description.contains("@Environment(\\.requestBack)") == true)
  }

  @Test("The sign names the fix in one printed line, with the screen's name and how it left")
  func theLineNamesTheFix() throws {
    let (nav, _) = stack(.navigationController, .iOS17)
    let log = EventLog(nav.engine)
    nav.pop()
    let line = try #require(log.lostWork.first).description
    #expect(line.hasPrefix("BackGuard: Editor left unasked by a route no hook heard"))
    #expect(line.contains("Fix: your code removed it"))
    #expect(line.contains("leaveWithoutAsking"))
    #expect(!line.contains("\n"))
  }

  // MARK: - Sheets

  @Test(
    "A presented editor with no sheetDismissal.install() guards itself: its swipe-down asks, and the app's own dismiss is one sign"
  )
  func presentedEditorGuardsItself() throws {
    let nav = SimulatedNavigationController(root: SimulatedScreen("Form"), profile: .iOS26)
    let editor = editor()
    nav.push(editor, animated: false)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: nav)
    sheet.installsSheetDismissal = false
    let log = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss) == .denied, "the editor's guard was asked, with no install() call")
    #expect(!sheet.isDismissed)
    #expect(log.lostWork.isEmpty)
    sheet.dismiss()

    #expect(sheet.isDismissed)
    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.fix == .sheetDismissal)
  }

  @Test("A presented stack with no guard and no install() goes unasked under the finger, and nothing is lost")
  func unguardedPresentedStack() {
    let nav = SimulatedNavigationController(root: SimulatedScreen("Form"), profile: .iOS26)
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: nav)
    sheet.installsSheetDismissal = false
    let stackLog = EventLog(nav.engine)
    let sheetLog = EventLog(sheet.engine)

    #expect(sheet.goBack(by: .sheetDismiss) == .allowed)
    #expect(sheet.isDismissed)
    #expect(stackLog.lostWork.isEmpty && sheetLog.lostWork.isEmpty)
  }

  @Test("A sheet the app dismisses on purpose inside leaveWithoutAsking reports nothing, installed or not")
  func deliberateSheetDismissal() {
    for installs in [true, false] {
      let nav = SimulatedNavigationController(root: SimulatedScreen("Form"), profile: .iOS26)
      nav.push(editor(), animated: false)
      let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: nav)
      sheet.installsSheetDismissal = installs
      let stackLog = EventLog(nav.engine)
      let sheetLog = EventLog(sheet.engine)

      sheet.leaveWithoutAsking { sheet.dismiss() }

      #expect(sheet.isDismissed)
      #expect(stackLog.lostWork.isEmpty && sheetLog.lostWork.isEmpty, "installed: \(installs)")
    }
  }

  @Test("The app's own dismiss of a sheet whose screen's guard is engaged is one sign, sheetDismissal as the fix")
  func appDismissOfASheet() throws {
    let form = SimulatedScreen("Form", backGuard: ScreenGuard { _ in .deny })
    let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), content: [form])
    let log = EventLog(sheet.engine)

    sheet.dismiss()

    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == form.id)
    #expect(lost.fix == .sheetDismissal)
  }

  // MARK: - Routes BackGuard cannot hear without the app's one line

  @Test(
    "A UITab tab bar without its line re-selects unasked: one sign, the UITab line as the fix",
    arguments: [BackGuardSetup.backGuardNavigationController, .navigationController])
  func uitabWithoutItsLine(setup: BackGuardSetup) throws {
    let (nav, editor) = stack(setup, .iOS18)
    let tabs = SimulatedTabBarController(tabs: [nav, SimulatedNavigationController(root: SimulatedScreen("Other"))])
    tabs.usesTabsWithoutShouldSelectLine = true
    let log = EventLog(nav.engine)

    #expect(tabs.tapTab(0) == .allowed)

    #expect(nav.titles == ["List"])
    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.fix == .tabShouldSelect)
    #expect(lost.fixes.contains(.requestBack), "the app's own pop to the root looks the same")
  }

  @Test(
    "An unwired zoom dismissal leaves unasked: one sign, the zoom line as the fix (SwiftUI's zoom: keep the draft)",
    arguments: [BackGuardSetup.backGuardNavigationController, .navigationController, .swiftUI])
  func unwiredZoom(setup: BackGuardSetup) throws {
    let (nav, editor) = stack(setup, .iOS18)
    nav.wiresZoomOptions = false
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .zoomDismiss) == .allowed)

    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.wasInteractive)
    #expect(lost.fix == (setup == .swiftUI ? .keepTheDraft : .zoomOptions))
    #expect(log.assumptionFailures.isEmpty, "an undriven pop is no failed assumption")
  }

  @Test("The app's own interactive transition pops unasked: one sign when it completes, none when cancelled")
  func undrivenInteractivePop() throws {
    let (nav, editor) = stack(.backGuardNavigationController, .iOS17)
    let log = EventLog(nav.engine)

    #expect(nav.popWithAppsInteractiveTransition(completes: false) == .swipeCancelled)
    #expect(log.lostWork.isEmpty)
    #expect(nav.popWithAppsInteractiveTransition() == .allowed)

    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.wasInteractive)
    #expect(lost.fix == .requestBack)
  }

  @Test("A window closed before iOS 27 takes every engaged screen unasked: one sign each, keep the draft as the fix")
  func windowCloseBeforeIOS27() throws {
    let (nav, editor) = stack(.backGuardNavigationController, .iOS26)
    let window = SimulatedWindow(stacks: [nav])
    let log = EventLog(nav.engine)

    #expect(window.close() == .closed)

    let lost = try #require(log.lostWork.first)
    #expect(log.lostWork.count == 1)
    #expect(lost.screen == editor.id)
    #expect(lost.route == .windowClose)
    #expect(lost.fix == .keepTheDraft)
  }

  @Test("On iOS 27 the window asks first: closing it reports nothing")
  func windowCloseOnIOS27() {
    let (nav, _) = stack(.backGuardNavigationController, .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    let log = EventLog(nav.engine)

    #expect(window.close() == .asked(WindowCloseQuestion(title: "Discard changes?")))
    #expect(log.lostWork.isEmpty)
  }

  // MARK: - What is not lost work

  @Test(
    "An engaged guard whose screen leaves by an approved route reports nothing, in every setup and era",
    arguments: SimulatedProfile.all)
  func approvedRoutesReportNothing(profile: SimulatedProfile) {
    for setup in BackGuardSetup.allCases where setup != .sheet {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: profile, setup: setup)
      nav.playsGuardsAsGiven = true  // answers now: the routes, not SwiftUI's later answer, are under test
      nav.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .allow }), animated: false)
      let log = EventLog(nav.engine)
      #expect(nav.engine.requestBack(from: .customBackButton) == .allowed)
      nav.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .allow }), animated: false)
      _ = nav.goBack(by: .edgeSwipe)
      nav.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .allow }), animated: false)
      _ = nav.requestLeave(nav.stack.dropFirst(), named: "logout") { nav.popToRoot() }
      #expect(nav.titles == ["List"], "\(profile), \(setup)")
      #expect(log.lostWork.isEmpty, "\(profile), \(setup): \(log.lostWork)")
    }
  }

  @Test("A guard that is switched off, or whose condition is false, reports nothing when its screen is popped")
  func disengagedGuardsReportNothing() {
    for setup in BackGuardSetup.allCases where setup != .sheet {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26, setup: setup)
      let log = EventLog(nav.engine)
      nav.push(SimulatedScreen("Off", backGuard: ScreenGuard(isActive: false) { _ in .deny }), animated: false)
      nav.pop()
      nav.push(editor(engaged: { false }), animated: false)
      nav.pop()
      nav.push(SimulatedScreen("Unguarded"), animated: false)
      nav.pop()
      #expect(nav.titles == ["List"])
      #expect(log.lostWork.isEmpty, "\(setup)")
    }
  }

  @Test(
    "A deliberate discard inside leaveWithoutAsking reports nothing, also when the pop animates; the next unasked pop is reported again",
    arguments: [BackGuardSetup.backGuardNavigationController, .navigationController, .swiftUI])
  func deliberateDiscard(setup: BackGuardSetup) {
    let (nav, _) = stack(setup, .iOS26, transitionMode: .manual)
    let log = EventLog(nav.engine)

    nav.leaveWithoutAsking { nav.pop(animated: true) }
    nav.finishTransition()

    #expect(nav.titles == ["List"])
    #expect(log.lostWork.isEmpty)
    nav.push(editor(), animated: false)
    nav.pop(animated: false)
    #expect(log.lostWork.count == 1, "the discard named only its own departure")
  }

  @Test("leaveWithoutAsking lets the app's pops past a guard that opts in to them, and reports nothing")
  func discardPassesAnOptedInGuard() {
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26)
    let probe = GuardProbe()
    nav.push(SimulatedScreen("Editor", backGuard: probe.answering(.deny, programmatic: true)), animated: false)
    let log = EventLog(nav.engine)

    nav.leaveWithoutAsking { nav.pop() }

    #expect(nav.titles == ["List"])
    #expect(probe.calls == 0)
    #expect(log.lostWork.isEmpty)
  }

  // MARK: - When engagement is read

  @Test(
    "Engagement is read when the departure is first heard, while the screen is alive: a condition is not called again when the change is reported"
  )
  func engagementIsReadWhenFirstHeard() throws {
    var calls = 0
    var engaged = true
    let nav = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: .iOS26, setup: .navigationController, transitionMode: .manual)
    nav.push(
      editor(engaged: {
        calls += 1
        return engaged
      }), animated: false)
    let log = EventLog(nav.engine)

    nav.pop(animated: true)  // UIKit's willShow: the leaving screen's guard is read now
    let callsWhenHeard = calls
    engaged = false  // a save completing during the animation does not undo what was lost
    nav.finishTransition()

    #expect(calls == callsWhenHeard, "the condition is not called after the screen left")
    #expect(log.lostWork.count == 1)
  }

  @Test(
    "The self-check's sign that a hook was not called stays, as the why, next to the lost-work sign, the what")
  func assumptionSignStaysBesideTheLostWork() {
    let (nav, _) = stack(.navigationController, .iOS17)
    nav.uikitFaults = [.backActionNotCalled]
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .allowed)

    #expect(log.assumptionFailures.map(\.sign) == [.guardedScreenLeftUnheard])
    #expect(log.lostWork.count == 1)
    #expect(log.lostWork.first?.description.contains("a hook was not called") == true)
  }
}
