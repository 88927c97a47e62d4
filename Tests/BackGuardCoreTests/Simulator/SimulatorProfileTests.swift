@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// The call orders each iOS era's profile reproduces, as recorded in the trace (docs/UIKitBehavior.md).
@MainActor
@Suite("Simulated profiles: call orders", .misusesStayInTheTest)
struct SimulatorProfileTests {
  private let didShow = "navigationController(_:didShow:animated:)"

  @Test(
    "The profiles: iOS 15 taps through shouldPop, iOS 16+ through backAction, the escape block from 17, zoom from 18, the content swipe from 26, a window's closure confirmation from 27"
  )
  func profileFlags() {
    #expect(SimulatedProfile.all == [.iOS15, .iOS16, .iOS17, .iOS18, .iOS26, .iOS27])
    #expect(SimulatedProfile.all.map(\.tapUsesBackAction) == [false, true, true, true, true, true])
    #expect(SimulatedProfile.all.map(\.hasEscapeBlock) == [false, false, true, true, true, true])
    #expect(SimulatedProfile.all.map(\.hasZoomTransition) == [false, false, false, true, true, true])
    #expect(SimulatedProfile.all.map(\.hasContentSwipe) == [false, false, false, false, true, true])
    #expect(SimulatedProfile.all.map(\.hasWindowClosureConfirmation) == [false, false, false, false, false, true])
    #expect(SimulatedProfile.all.filter(\.hasBackKeyCommand).count == 6)
  }

  @Test("iOS 15: a tap asks navigationBar(_:shouldPop:) before the pop")
  func iOS15TapOrder() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: .iOS15)

    let trace = nav.traceOf { nav.goBack(by: .backButton) }

    #expect(trace == ["navigationBar(_:shouldPop:)", "popViewController(animated:)", didShow])
  }

  @Test("iOS 15: a vetoed tap stops at navigationBar(_:shouldPop:)")
  func iOS15DeniedTapOrder() {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .deny }), profile: .iOS15)

    #expect(nav.traceOf { nav.goBack(by: .backButton) } == ["navigationBar(_:shouldPop:)"])
  }

  @Test(
    "iOS 16+: a tap on a guarded screen runs backAction, and the engine pops",
    arguments: [SimulatedProfile.iOS16, .iOS17, .iOS18, .iOS26])
  func backActionTapOrder(profile: SimulatedProfile) {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .allow }), profile: profile)

    let trace = nav.traceOf { nav.goBack(by: .backButton) }

    #expect(
      trace == [
        "backAction", "engine → popViewController(animated:)", "popViewController(animated:)", didShow,
      ])
    #expect(!trace.contains { $0.hasPrefix("navigationBar(_:shouldPop:)") })
  }

  @Test("iOS 16+: a vetoed tap stops at backAction", arguments: [SimulatedProfile.iOS17, .iOS26])
  func backActionDeniedOrder(profile: SimulatedProfile) {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .deny }), profile: profile)

    #expect(nav.traceOf { nav.goBack(by: .backButton) } == ["backAction"])
  }

  @Test(
    "A programmatic pop happens before shouldPop (iOS 15 asks the bar after the pop; later eras do not ask)",
    arguments: SimulatedProfile.all)
  func programmaticPopOrder(profile: SimulatedProfile) {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: profile)

    let trace = nav.traceOf { nav.pop() }

    if profile.tapUsesBackAction {
      #expect(trace == ["popViewController(animated:)", didShow])
    } else {
      #expect(trace == ["popViewController(animated:)", "navigationBar(_:shouldPop:) [after pop]", didShow])
    }
  }

  @Test(
    "With a guarded screen in reach, a back-menu pick goes to the engine, which pops to the picked screen; the bar is never asked first",
    arguments: SimulatedProfile.all)
  func menuPickOrder(profile: SimulatedProfile) throws {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: ScreenGuard { _ in .allow }),
      profile: profile)

    let trace = nav.traceOf { nav.pickBackMenuEntry(1) }

    let first = try #require(trace.first)
    #expect(first.hasPrefix("back menu pick"))
    #expect(first.contains("A"))
    #expect(trace.dropFirst().first == "engine → popToViewController(_:animated:)")
    #expect(trace.contains("popToViewController(_:animated:)"))
    #expect(trace.last == didShow)
    #expect(!trace.contains("navigationBar(_:shouldPop:)"))
    #expect(nav.titles == ["A"])
  }

  @Test(
    "UIKit's own menu pick calls popToViewController and never navigationBar(_:shouldPop:)",
    arguments: SimulatedProfile.all)
  func systemMenuPickOrder(profile: SimulatedProfile) throws {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"), profile: profile)

    let trace = nav.traceOf { nav.pickSystemMenuEntryWithoutAdapter(0) }

    #expect(trace.count == 3)
    #expect(try #require(trace.first).hasPrefix("system back menu pick"))
    #expect(Array(trace.dropFirst()) == ["popToViewController(_:animated:)", didShow])
  }

  @Test(
    "An edge swipe: gestureRecognizerShouldBegin (BackGuard's gate on a guarded screen, UIKit's own delegate elsewhere), the interactive popViewController the subclass sees, then didShow",
    arguments: SimulatedProfile.all, [false, true])
  func edgeSwipeCompleteOrder(profile: SimulatedProfile, guarded: Bool) {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: guarded ? ScreenGuard { _ in .allow } : nil),
      profile: profile)

    let trace = nav.traceOf { nav.goBack(by: .edgeSwipe) }

    #expect(
      trace == [
        guarded ? "edge gestureRecognizerShouldBegin" : "edge gestureRecognizerShouldBegin [UIKit's own delegate]",
        "popViewController(animated:) [interactive]", "interactive pop seen in popViewController", didShow,
      ])
  }

  @Test(
    "A cancelled edge swipe ends with the interactive pop cancelled and no didShow", arguments: SimulatedProfile.all)
  func edgeSwipeCancelOrder(profile: SimulatedProfile) {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: profile)

    let trace = nav.traceOf { nav.goBack(by: .edgeSwipe, completes: false) }

    #expect(
      trace == [
        "edge gestureRecognizerShouldBegin [UIKit's own delegate]", "popViewController(animated:) [interactive]",
        "interactive pop seen in popViewController", "interactive pop cancelled",
      ])
  }

  @Test("A swipe the gate refuses stops at gestureRecognizerShouldBegin", arguments: SimulatedProfile.all)
  func refusedSwipeOrder(profile: SimulatedProfile) {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: ScreenGuard { _ in .deny }), profile: profile)

    let expected =
      profile.hasContentSwipe
      ? ["edge gestureRecognizerShouldBegin", "content gestureRecognizerShouldBegin (same touch)"]
      : ["edge gestureRecognizerShouldBegin"]
    #expect(nav.traceOf { nav.goBack(by: .edgeSwipe) } == expected)
  }

  @Test(
    "iOS 26: when the edge swipe is refused, the content swipe asking for the same touch does not ask the guard again")
  func oneTouchOneQuestion() {
    var asked = 0
    let guarded = SimulatedScreen(
      "B",
      backGuard: ScreenGuard { _ in
        asked += 1
        return .deny
      })
    let nav = makeNav(SimulatedScreen("A"), guarded, profile: .iOS26)

    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(asked == 1)
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(asked == 2)  // a new touch is a new question
    #expect(nav.topScreen === guarded)
  }

  @Test("iOS 26: the content swipe begins only after the edge recognizer failed")
  func contentSwipeOrder() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: .iOS26)

    let trace = nav.traceOf { nav.goBack(by: .contentSwipe) }

    #expect(
      trace == [
        "edge recognizer failed", "content gestureRecognizerShouldBegin [UIKit's own delegate]",
        "popViewController(animated:) [interactive]", "interactive pop seen in popViewController", didShow,
      ])
  }

  @Test("iOS 26: a cancelled content swipe leaves the trace ending in the cancelled interactive pop")
  func contentSwipeCancelOrder() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), profile: .iOS26)

    let trace = nav.traceOf { nav.goBack(by: .contentSwipe, completes: false) }

    #expect(
      trace == [
        "edge recognizer failed", "content gestureRecognizerShouldBegin [UIKit's own delegate]",
        "popViewController(animated:) [interactive]", "interactive pop seen in popViewController",
        "interactive pop cancelled",
      ])
  }

  @Test(
    "Before iOS 26 there is no content swipe: nothing is called and nothing changes",
    arguments: [SimulatedProfile.iOS15, .iOS17])
  func noContentSwipeBefore26(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.allow)), profile: profile)

    let trace = nav.traceOf { #expect(nav.goBack(by: .contentSwipe) == .unavailable) }

    #expect(trace.isEmpty)
    #expect(probe.calls == 0)
    #expect(nav.titles == ["A", "B"])
  }

  @Test("VoiceOver escape and ⌘[ on a guarded screen go to the engine, which pops", arguments: SimulatedProfile.all)
  func escapeAndKeyOrder(profile: SimulatedProfile) {
    let allow = ScreenGuard { _ in .allow }
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: allow), SimulatedScreen("C", backGuard: allow),
      profile: profile)

    let escape = nav.traceOf { nav.goBack(by: .accessibilityEscape) }
    let key = nav.traceOf { nav.goBack(by: .keyCommand) }

    #expect(escape.first == "accessibilityPerformEscape()")
    #expect(key.first == "key command ⌘[")
    for trace in [escape, key] {
      #expect(trace.dropFirst().first == "engine → popViewController(animated:)")
      #expect(trace.last == didShow)
    }
    #expect(nav.titles == ["A"])
  }

  @Test(
    "An approved later answer is carried out by the engine's popViewController, as on the phone",
    arguments: SimulatedProfile.all)
  func laterAllowOrder(profile: SimulatedProfile) async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), profile: profile)
    nav.goBack(by: .backButton)
    let before = nav.trace.count

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { nav.titles == ["A"] })
    let trace = Array(nav.trace[before...])
    #expect(trace.first == "engine → popViewController(animated:)")
    #expect(trace.contains("popViewController(animated:)"))
    #expect(trace.last == didShow)
  }

  @Test("A push is recorded, and with manual transitions didShow waits for finishTransition()")
  func pushOrderManual() {
    let nav = makeNav(SimulatedScreen("A"), mode: .manual)

    #expect(nav.traceOf { nav.push(SimulatedScreen("B"), animated: true) } == ["pushViewController(_:animated:)"])
    #expect(nav.traceOf { nav.finishTransition() } == [didShow])
  }

  @Test(
    "With no guard in reach, UIKit's own back menu stays: a pick is reported as popToViewController, and nothing is asked",
    arguments: SimulatedProfile.all)
  func unguardedMenuIsTheSystemMenu(profile: SimulatedProfile) {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"), profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.engine.backMenusNeedingRouting() == [false, false, false])
    #expect(nav.pickBackMenuEntry(1) == .allowed)
    #expect(nav.titles == ["A"])
    #expect(log.left.map(\.source) == [.programmatic(.popTo)])
    #expect(!nav.trace.contains("navigationBar(_:shouldPop:)"))
  }

  @Test("Every back button from the first guarded screen up needs the routed menu, guard engaged or not")
  func menusNeedingRouting() {
    let inactive = ScreenGuard(isActive: false) { _ in .deny }
    let nav = makeNav(
      SimulatedScreen("Root"), SimulatedScreen("A"), SimulatedScreen("B", backGuard: inactive), SimulatedScreen("C"))

    #expect(nav.engine.backMenusNeedingRouting() == [false, false, true, true])
  }
}
