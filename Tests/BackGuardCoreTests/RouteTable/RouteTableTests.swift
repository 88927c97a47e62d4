@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation
import Testing

/// The route table is the one statement of what BackGuard covers: these tests hold the simulator (the adapter's twin)
/// and the README to it, and pin the table itself.
@MainActor
@Suite("The route table: what each route does, per setup, iOS era and menu policy", .misusesStayInTheTest)
struct RouteTableTests {
  /// What happened to the watched screen (the guarded one, or the top one without a guard) when a route was taken.
  struct Taken: CustomStringConvertible {
    var outcome: BackOutcome
    var asked: [BackSource]
    var watchedLeft: Bool
    var leftBy: BackSource?
    /// The question the system asked before a window close (iOS 27), if it asked one.
    var systemAsked: WindowCloseQuestion? = nil

    var description: String {
      "outcome \(outcome), asked \(asked), watched screen \(watchedLeft ? "left" : "stayed"), "
        + "left by \(leftBy.map { "\($0)" } ?? "-")"
        + (systemAsked.map { ", the system asked \($0)" } ?? "")
    }
  }

  /// Takes `route` out of Root → Middle → Editor, the way a person or the app would, on a simulator set up as
  /// `configuration` says. `guarded` puts a denying guard (what it is asked goes into `asked`) on the Editor (top) or
  /// the Middle (below the top), or nowhere; the watched screen is the guarded one, or the Editor.
  static func take(
    _ route: BackRoute, in configuration: BackRouteTable.Configuration, guarded: BackRouteTable.GuardedScreen?,
    engaged: Bool = true
  ) -> Taken {
    var asked: [BackSource] = []
    let denying = ScreenGuard(
      when: { engaged },
      decide: { attempt in
        asked.append(attempt.source)
        return .deny
      })
    let root = SimulatedScreen("Root")
    let middle = SimulatedScreen("Middle", backGuard: guarded == .belowTop ? denying : nil)
    let editor = SimulatedScreen("Editor", backGuard: guarded == .top ? denying : nil)
    let watched = guarded == .belowTop ? middle : editor
    let nav = SimulatedNavigationController(
      root: root, profile: SimulatedProfile(configuration.era), setup: configuration.setup,
      menuPolicy: configuration.menuPolicy)
    nav.voiceOverEscapeHook = configuration.voiceOverEscapeHook
    // The table's rows, with the guard's own answer now: a SwiftUI guard answering later is Rule 4's, not the table's.
    nav.playsGuardsAsGiven = true
    nav.push(middle)
    nav.push(editor)
    let sheet =
      configuration.setup == .sheet
      ? SimulatedSheet(presenter: SimulatedScreen("Presenter"), navigationController: nav) : nil
    var leftBy: BackSource?
    // A sheet's swipe-down is reported by the sheet's own engine.
    let observations = [nav.engine, sheet?.engine].compactMap { $0 }.map { engine in
      engine.observe { event in
        if case .screensLeft(let screens, let source, _) = event, screens.contains(watched.id) { leftBy = source }
      }
    }
    defer { for observation in observations { observation.cancel() } }
    // Routes that remove several screens go to the root, past a guarded Middle.
    let pastTheMiddle = guarded == .belowTop
    let outcome: BackOutcome
    switch route {
    case .backButton: outcome = nav.goBack(by: .backButton)
    case .backMenu: outcome = nav.pickBackMenuEntry(leadingTo: root)
    case .edgeSwipe: outcome = nav.goBack(by: .edgeSwipe)
    case .contentSwipe: outcome = nav.goBack(by: .contentSwipe)
    case .accessibilityEscape: outcome = nav.goBack(by: .accessibilityEscape)
    case .keyCommand: outcome = nav.goBack(by: .keyCommand)
    case .customBackButton:
      editor.hasCustomBackButton = true
      outcome = nav.goBack(by: .customBackButton)
    case .sheetDismiss: outcome = sheet?.goBack(by: .sheetDismiss) ?? .unavailable
    case .tabReselect:
      // A stack has a tab to re-select only in a tab bar (a sheet's stack is in none).
      let tabs = configuration.setup == .sheet ? nil : SimulatedTabBarController(tabs: [nav])
      outcome = withExtendedLifetime(tabs) { nav.goBack(by: .tabReselect) }
    case .zoomDismiss: outcome = nav.goBack(by: .zoomDismiss)
    case .windowClose:
      // The window takes every screen with it when it closes; the system's question, if any, comes first.
      switch SimulatedWindow(stacks: [nav]).close() {
      case .closed: return Taken(outcome: .allowed, asked: asked, watchedLeft: true, leftBy: leftBy)
      case .asked(let question):
        return Taken(outcome: .denied, asked: asked, watchedLeft: false, leftBy: leftBy, systemAsked: question)
      case .askedTheAppsQuestion:
        return Taken(outcome: .denied, asked: asked, watchedLeft: false, leftBy: leftBy)
      }
    case .appPop: outcome = (pastTheMiddle ? nav.popToRoot() : nav.pop().map { [$0] }) == nil ? .denied : .allowed
    case .appRequest:
      outcome = nav.requestLeave(pastTheMiddle ? [middle, editor] : [editor], named: "logout") { nav.popToRoot() }
    }
    let watchedLeft = sheet?.isDismissed == true || !nav.stack.contains { $0 === watched }
    return Taken(outcome: outcome, asked: asked, watchedLeft: watchedLeft, leftBy: leftBy)
  }

  /// The source the events give, compared as the table means it: the app's pops by kind of call, app requests by name.
  static func sameRoute(_ seen: BackSource?, _ expected: BackSource) -> Bool {
    switch expected {
    case .appRequest,
      .programmatic(.pop) where seen != .programmatic(.unannounced):
      return seen.map(BackRoute.init) == BackRoute(expected)
    default:
      return seen == expected
    }
  }

  @Test(
    "The simulator does what the table says, for every route, setup, era and menu policy, guard on top or below it",
    arguments: BackRouteTable.Configuration.all, BackRouteTable.GuardedScreen.allCases)
  func simulatorFollowsTheTable(
    configuration: BackRouteTable.Configuration, guardedScreen: BackRouteTable.GuardedScreen
  ) {
    for route in BackRoute.allCases {
      let coverage = BackRouteTable.coverage(of: route, in: configuration, guardedScreen: guardedScreen)
      let taken = Self.take(route, in: configuration, guarded: guardedScreen)
      let context = Comment(
        rawValue: "\(route), guard \(guardedScreen), in \(configuration): the table says \(coverage), "
          + "the simulator did: \(taken)")
      switch coverage {
      case .askedBySystem:
        #expect(taken.systemAsked != nil, context)
        #expect(taken.asked.isEmpty, "the system asks, not the guard's code: \(context)")
        #expect(!taken.watchedLeft, context)
      case .asked, .askedWithAppCode:
        // The simulator plays an app that added the line (its zoom options are wired; its tab bar asks shouldSelect).
        #expect(taken.asked.map(BackRoute.init) == [route], context)
        #expect(!taken.watchedLeft, context)
      case .hidden:
        #expect(taken.outcome == .unavailable, context)
        #expect(taken.asked.isEmpty, context)
        #expect(!taken.watchedLeft, context)
      case .unavailable:
        // The route does not exist here, or it cannot reach a screen below the top (which is then not asked).
        if guardedScreen == .top { #expect(taken.outcome == .unavailable, context) }
        #expect(taken.asked.isEmpty, context)
        #expect(!taken.watchedLeft, context)
      case .observed(let source):
        #expect(taken.asked.isEmpty, context)
        #expect(taken.watchedLeft, context)
        #expect(Self.sameRoute(taken.leftBy, source), context)
      case .notSeen:
        #expect(taken.asked.isEmpty, context)
        #expect(taken.watchedLeft, context)
        // A window close takes the screens with it, and no event tells of it.
        #expect(taken.leftBy == (route.popsTheStack ? .programmatic(.unannounced) : nil), context)
      }
    }
  }

  @Test(
    "An unguarded departure is named as the table says", arguments: BackRouteTable.Configuration.all)
  func unguardedDepartureIsNamed(configuration: BackRouteTable.Configuration) {
    for route in BackRoute.allCases {
      let expected = BackRouteTable.unguardedDeparture(by: route, in: configuration)
      let taken = Self.take(route, in: configuration, guarded: nil)
      let context = Comment(
        rawValue: "\(route) in \(configuration): the table says \(expected.map { "\($0)" } ?? "no route"), "
          + "the simulator did: \(taken)")
      guard let expected else {
        if !route.popsTheStack {
          // The window closes with its screens, and no event tells of it.
          #expect(taken.watchedLeft && taken.leftBy == nil, context)
          continue
        }
        #expect(taken.outcome == .unavailable, context)
        #expect(!taken.watchedLeft, context)
        continue
      }
      #expect(taken.watchedLeft, context)
      #expect(Self.sameRoute(taken.leftBy, expected), context)
    }
  }

  @Test(
    "On the recommended setup, a user route leaves an engaged guard's screen unasked only where the app must add a line (the zoom options and a UITab tab bar, iOS 18+), and by closing the window before iOS 27"
  )
  func recommendedSetupGuardsEveryUserRoute() {
    for era in BackGuardEra.allCases {
      let configuration = BackRouteTable.Configuration(era: era)
      #expect(configuration.setup == .backGuardNavigationController)
      #expect(configuration.menuPolicy == .guarded)
      let needingAppCode: [BackRoute] = era >= .iOS18 ? [.tabReselect, .zoomDismiss] : []
      let window: [BackRoute] = era.hasWindowClosureConfirmation ? [] : [.windowClose]
      #expect(BackRouteTable.unguardedUserRoutes(in: configuration) == needingAppCode + window, "\(configuration)")
      for route in needingAppCode {
        guard case .askedWithAppCode = BackRouteTable.coverage(of: route, in: configuration) else {
          Issue.record("\(route) in \(configuration) should need the app's line")
          continue
        }
      }
    }
  }

  @Test("What each setup leaves unasked with the default policies is what the README says")
  func unaskedRoutesPerSetup() {
    func unasked(_ setup: BackGuardSetup, _ era: BackGuardEra) -> [BackRoute] {
      BackRouteTable.unguardedUserRoutes(in: .init(setup: setup, era: era))
    }
    for era in BackGuardEra.allCases {
      // With the app's own line only: a UITab tab bar's shouldSelectTab, and the zoom options (iOS 18+).
      let appCode: [BackRoute] = era >= .iOS18 ? [.tabReselect, .zoomDismiss] : []
      // Before backAction (iOS 15) only the subclass hears a back-button tap (B140).
      let tap: [BackRoute] = era.hasBackAction ? [] : [.backButton]
      let escape: [BackRoute] = era.hasEscapeBlock ? [] : [.accessibilityEscape]
      // Before iOS 27 a window scene has no closure confirmation to ask with (iPadOS, Mac Catalyst).
      let window: [BackRoute] = era.hasWindowClosureConfirmation ? [] : [.windowClose]
      #expect(unasked(.backGuardNavigationController, era) == appCode + window)
      #expect(unasked(.navigationController, era) == tap + escape + appCode + window)
      #expect(unasked(.sheet, era) == tap + escape + appCode.filter { $0 != .tabReselect } + window)
      // SwiftUI's zoom transition offers no hook for its dismissal (iOS 18+).
      #expect(
        unasked(.swiftUI, era)
          == tap + escape + [.tabReselect] + (era.hasZoomTransition ? [.zoomDismiss] : []) + window)
    }
    // With the opt-in VoiceOver hook, iOS 15 and 16 escapes are asked too.
    #expect(
      BackRouteTable.unguardedUserRoutes(in: .init(setup: .swiftUI, era: .iOS15, voiceOverEscapeHook: true)) == [
        .backButton, .tabReselect, .windowClose,
      ])
    // UIKit's own menu under `.system`: seen only by the subclass, and asked nowhere (iOS 16+).
    #expect(
      BackRouteTable.coverage(of: .backMenu, in: .init(era: .iOS17, menuPolicy: .system))
        == .observed(as: .programmatic(.popTo)))
    #expect(
      BackRouteTable.coverage(of: .backMenu, in: .init(setup: .swiftUI, era: .iOS17, menuPolicy: .system)) == .notSeen)
  }

  @Test("The hooks BackGuard puts on a stack: one plan for the adapter and the simulator, per setup and era")
  func hooksPerSetupAndEra() {
    // Root, a guarded screen, an unguarded top.
    let wiring = BackWiring(guardedScreens: [false, true, false], needsSwipeGate: false)
    let subclass15 = wiring.plan(in: .init(setup: .backGuardNavigationController, era: .iOS15))
    #expect(subclass15.backActions == [false, false, false])
    #expect(subclass15.subclassKeyCommand && !subclass15.screenKeyCommand && !subclass15.controllerEscape)
    let swiftUI15 = wiring.plan(in: .init(setup: .swiftUI, era: .iOS15))
    #expect(swiftUI15.backActions == [false, false, false], "iOS 15 taps outside the subclass are UIKit's own (B140)")
    #expect(swiftUI15.hearing(of: .backButton) == .uikit(.call(.pop)))
    #expect(!swiftUI15.screenKeyCommand, "the top screen has no guard")
    let plain17 = wiring.plan(in: .init(setup: .navigationController, era: .iOS17))
    #expect(plain17.backActions == [false, true, false])
    #expect(plain17.viewEscapes == [false, true, false])
    #expect(plain17.controllerEscape && !plain17.subclassKeyCommand)
    let guardedTop = BackWiring(guardedScreens: [false, true], needsSwipeGate: true)
    #expect(guardedTop.plan(in: .init(setup: .sheet, era: .iOS26)).screenKeyCommand)
    #expect(!guardedTop.plan(in: .init(setup: .backGuardNavigationController, era: .iOS26)).screenKeyCommand)
  }

  @Test("Eras: versions between two eras belong to the earlier one")
  func eraOfAVersion() {
    #expect(BackGuardEra(majorVersion: 14) == .iOS15)
    #expect(BackGuardEra(majorVersion: 15) == .iOS15)
    #expect(BackGuardEra(majorVersion: 16) == .iOS16)
    #expect(BackGuardEra(majorVersion: 18) == .iOS18)
    #expect(BackGuardEra(majorVersion: 19) == .iOS18)
    #expect(BackGuardEra(majorVersion: 26) == .iOS26)
    #expect(BackGuardEra(majorVersion: 27) == .iOS27)
    #expect(BackGuardEra(majorVersion: 28) == .iOS27)
  }

  @Test("The simulator's defaults are the recommended setup and the standard menu policy")
  func simulatorDefaults() {
    let nav = SimulatedNavigationController(root: SimulatedScreen("Root"))
    #expect(nav.setup == BackGuardSetup.recommended)
    #expect(nav.menuPolicy == .guarded)
    #expect(nav.routeConfiguration == BackRouteTable.Configuration(era: .iOS26))
  }
}
