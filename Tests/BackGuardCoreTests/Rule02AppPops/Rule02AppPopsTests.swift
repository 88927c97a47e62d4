@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The app's own calls that remove screens, as the simulated controller makes them.
enum AppCall: String, CaseIterable, Sendable, CustomStringConvertible {
  case pop, popTo, popToRoot, setViewControllers

  var description: String { rawValue }

  var programmaticCall: ProgrammaticCall {
    switch self {
    case .pop: .pop
    case .popTo: .popTo
    case .popToRoot: .popToRoot
    case .setViewControllers: .setViewControllers
    }
  }

  /// Removes the top screen (and, for popToRoot, everything above the root) of a stack `[A, B, C]`.
  /// - Returns: Whether the controller carried it out now.
  @MainActor @discardableResult
  func perform(on nav: SimulatedNavigationController) -> Bool {
    switch self {
    case .pop: nav.pop() != nil
    case .popTo: nav.popTo(nav.stack[nav.stack.count - 2]) != nil
    case .popToRoot: nav.popToRoot() != nil
    case .setViewControllers: nav.setScreens(Array(nav.stack.dropLast()))
    }
  }
}

/// Rule 2: programmatic pops pass by default, with their source known; a guard can opt in to be asked. UIKit's own
/// back menu, without the adapter's, is one of them.
@MainActor
@Suite(
  "Rule 2: the app's own pops pass by default, their source still known; a guard opts in with guardsProgrammaticPops",
  .misusesStayInTheTest)
struct Rule02AppPopsTests {
  @Test(
    "Programmatic pops pass a guard that did not opt in, without asking it",
    arguments: SimulatedProfile.all, AppCall.allCases)
  func programmaticPopsPass(profile: SimulatedProfile, call: AppCall) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answering(.deny)),
      profile: profile)

    #expect(call.perform(on: nav))

    #expect(nav.titles.last != "C")
    #expect(probe.calls == 0)
  }

  @Test(
    "The engine knows the source of a programmatic pop: screensLeft names the app call",
    arguments: SimulatedProfile.all, AppCall.allCases)
  func programmaticSourceIsKnown(profile: SimulatedProfile, call: AppCall) {
    let c = SimulatedScreen("C", backGuard: GuardProbe().answering(.deny))
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c, profile: profile)
    let log = EventLog(nav.engine)

    call.perform(on: nav)

    #expect(log.left.count == 1)
    #expect(log.left.first?.source == .programmatic(call.programmaticCall))
    #expect(log.left.first?.screens.first == c.id)
  }

  @Test(
    "A guard that opts in is asked about the app's pops, with the call named, and its deny keeps the screen",
    arguments: SimulatedProfile.all, AppCall.allCases)
  func optedInGuardIsAsked(profile: SimulatedProfile, call: AppCall) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"),
      SimulatedScreen("C", backGuard: probe.answering(.deny, programmatic: true)), profile: profile)
    let log = EventLog(nav.engine)

    #expect(call.perform(on: nav) == false)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(probe.sources == [.programmatic(call.programmaticCall)])
    #expect(log.left.isEmpty)
  }

  @Test("An opted-in guard that allows is asked once and the app's pop goes ahead", arguments: SimulatedProfile.all)
  func optedInAllowPops(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.allow, programmatic: true)),
      profile: profile)

    #expect(nav.pop()?.title == "B")

    #expect(nav.titles == ["A"])
    #expect(probe.calls == 1)
  }

  @Test(
    "An opted-in guard that answers later holds the app's pop; allow performs it once, with its source",
    arguments: SimulatedProfile.all)
  func optedInLaterAnswer(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let c = SimulatedScreen("C", backGuard: probe.answeringLater(programmatic: true))
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c, profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.popToRoot() == nil)
    #expect(nav.titles == ["A", "B", "C"])
    #expect(nav.engine.pendingAttempt?.source == .programmatic(.popToRoot))

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(nav.enginePopCount == 1)
    #expect(probe.calls == 1)
    #expect(log.left.count == 1)
    #expect(log.left.first?.source == .programmatic(.popToRoot))
  }

  @Test("An opted-in guard can hold setViewControllers; allow performs the same replacement once")
  func optedInReplacement() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater(programmatic: true)))
    let log = EventLog(nav.engine)
    let x = SimulatedScreen("X")

    #expect(nav.setScreens([nav.stack[0], x]) == false)
    #expect(nav.titles == ["A", "B"])
    #expect(probe.sources == [.programmatic(.setViewControllers)])

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { nav.titles == ["A", "X"] })
    #expect(log.left.map(\.source) == [.programmatic(.setViewControllers)])
  }

  @Test("A programmatic pop on the root screen does nothing and asks nobody")
  func programmaticPopOnRoot() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("Root", backGuard: probe.answering(.deny, programmatic: true)))

    #expect(nav.pop() == nil)
    #expect(nav.popToRoot() == nil)
    #expect(nav.titles == ["Root"])
    #expect(probe.calls == 0)
  }

  @Test("A screen released from the middle of the stack leaves as setViewControllers, unasked")
  func releasedFromMiddle() {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answering(.deny))
    let nav = makeNav(SimulatedScreen("A"), b, SimulatedScreen("C"))
    let log = EventLog(nav.engine)

    #expect(nav.release(b))

    #expect(nav.titles == ["A", "C"])
    #expect(probe.calls == 0)
    #expect(log.left.map(\.screens) == [[b.id]])
    #expect(log.left.map(\.source) == [.programmatic(.setViewControllers)])
  }

  @Test("Only the opted-in guards among the leaving screens are asked about a programmatic popToRoot")
  func onlyOptedInGuardsAsked() {
    let order = OrderLog()
    let b = GuardProbe("B", order: order)
    let c = GuardProbe("C", order: order)
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.deny, programmatic: true)),
      SimulatedScreen("C", backGuard: c.answering(.deny)))

    #expect(nav.popToRoot() == nil)

    #expect(order.names == ["B"])
    #expect(nav.titles == ["A", "B", "C"])
  }

  @Test(
    "The pop call an approval names is that approval's, recognised by the departure the engine recorded; a pop elsewhere is a question"
  )
  func theEngineRecognisesThePopItsApprovalNames() {
    let host = RecordingHost(screenCount: 3)
    let probe = GuardProbe()
    host.options[host.top] = ScreenBackOptions(backGuard: probe.answering(.allow, programmatic: true))

    #expect(host.engine.shouldPop(.backButton) == .allowed, "an approved tap: UIKit's own handler pops next")
    #expect(host.engine.shouldPop(.programmatic(.popToRoot), to: host.screens[0]) == .allowed)
    #expect(probe.calls == 2, "a pop to another destination is a question of its own")
    #expect(host.engine.shouldPop(.programmatic(.pop)) == .allowed)
    #expect(probe.calls == 2, "UIKit's pop inside the approved tap is the tap's: not asked again")
  }

  @Test(
    "A tap approved by the bar's question is asked once, also by a guard of programmatic pops: UIKit's pop is the tap's",
    arguments: [SimulatedProfile.iOS15])
  func aBarApprovedTapIsAskedOnce(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.allow, programmatic: true)),
      profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .allowed)

    #expect(probe.calls == 1)
    #expect(nav.titles == ["A"])
    #expect(log.left.map(\.source) == [.backButton], "the pop UIKit makes for the tap is named by the tap")
  }

  @Test(
    "Documented limit: UIKit's own menu, without the adapter, pops without asking a guard that did not opt in",
    arguments: SimulatedProfile.all)
  func systemMenuBypassesUnoptedGuard(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answering(.deny)),
      profile: profile)
    let log = EventLog(nav.engine)

    let trace = nav.traceOf { #expect(nav.pickSystemMenuEntryWithoutAdapter(1) == .allowed) }

    #expect(probe.calls == 0)
    #expect(nav.titles == ["A"])
    #expect(!trace.contains { $0.hasPrefix("navigationBar(_:shouldPop:)") })
    #expect(trace.contains("popToViewController(_:animated:)"))
    #expect(log.left.map(\.source) == [.programmatic(.popTo)])
  }

  @Test("Without the adapter's menu, only a guard that opted in to programmatic pops can stop a menu pick")
  func systemMenuAsksOptedInGuard() {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"),
      SimulatedScreen("C", backGuard: probe.answering(.deny, programmatic: true)))

    #expect(nav.pickSystemMenuEntryWithoutAdapter(1) == .denied)

    #expect(probe.sources == [.programmatic(.popTo)])
    #expect(nav.titles == ["A", "B", "C"])
  }

  @Test("iOS 15 tells a tap from a programmatic pop by comparing bar items with screens, not by a flag")
  func barCountClassification() {
    let host = RecordingHost(screenCount: 3)
    var asked = 0
    host.options[host.top] = ScreenBackOptions(
      backGuard: ScreenGuard { _ in
        asked += 1
        return .deny
      })

    // The controller already dropped its screen (4 bar items, 3 screens): a programmatic pop, let through unasked.
    #expect(host.engine.navigationBarShouldPop(barItemCount: 4) == .allowed)
    #expect(asked == 0)
    // The counts agree: a tap, asked every time, whatever came before.
    #expect(host.engine.navigationBarShouldPop(barItemCount: 3) != .allowed)
    #expect(host.engine.navigationBarShouldPop(barItemCount: 4) == .allowed)
    #expect(host.engine.navigationBarShouldPop(barItemCount: 3) != .allowed)
    #expect(asked == 2)
    #expect(host.restoreCount == 2)
  }
}
