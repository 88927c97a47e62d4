@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Every debug run on a phone checks BackGuard's assumptions (issue "On a real phone"): each sign that a UIKit
/// behaviour BackGuard relies on failed is an event, and the record of what was seen tells which routes were tried.
@MainActor
@Suite("The self-check: signs that an assumption failed, and what each run saw", .misusesStayInTheTest)
struct SelfCheckTests {
  private func editor(_ decision: BackDecision, engaged: Bool = true) -> SimulatedScreen {
    SimulatedScreen("Editor", backGuard: ScreenGuard(when: { engaged }, decide: { _ in decision }))
  }

  /// List → a denying Editor, on `profile`.
  private func listUnderDenyingEditor(_ profile: SimulatedProfile) -> SimulatedNavigationController {
    let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: profile)
    nav.push(editor(.deny), animated: false)
    return nav
  }

  @Test(
    "UIKit popping a guarded screen without calling its backAction is reported: the sign, the ledger entries and where it was seen",
    arguments: [SimulatedProfile.iOS17, .iOS26])
  func unheardDepartureOfAnEngagedGuardIsASign(profile: SimulatedProfile) throws {
    let nav = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: profile, setup: .navigationController)
    nav.push(editor(.deny), animated: false)
    nav.uikitFaults = [.backActionNotCalled]
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .allowed)

    #expect(nav.titles == ["List"], "the fault let the screen go unasked")
    let failure = try #require(log.assumptionFailures.first)
    #expect(log.assumptionFailures.count == 1)
    #expect(failure.sign == .guardedScreenLeftUnheard)
    #expect(failure.ledgerEntry.contains("B17"))
    #expect(failure.seenOn.contains("simulated") && failure.seenOn.contains("install()"))
    #expect(failure.description.hasPrefix("BackGuard self-check:"))
    #expect(nav.engine.sightings.leftUnheard == 1)
  }

  @Test("A swipe that begins although the gate refused it is reported, with its route")
  func swipePastTheGateIsASign() throws {
    let nav = listUnderDenyingEditor(.iOS17)
    nav.uikitFaults = [.swipeBeginsPastTheGate]
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .edgeSwipe) == .allowed)

    let failure = try #require(log.assumptionFailures.first)
    #expect(failure.sign == .swipeBeganPastTheGate)
    #expect(failure.route == .edgeSwipe)
    #expect(log.assumptionFailures.count == 1)
  }

  @Test(
    "UIKit's own delegate put back in place of the swipe gate is a sign: the gate goes back in front, and the next swipe asks"
  )
  func swipeGateReplacedByUIKitIsASign() throws {
    let nav = listUnderDenyingEditor(.iOS26)
    let log = EventLog(nav.engine)
    #expect(log.assumptionFailures.isEmpty, "no fault, no sign")

    nav.uikitFaults = [.resetsSwipeDelegates]
    nav.push(SimulatedScreen("Detail"), animated: false)
    _ = nav.pop(animated: false)

    let failure = try #require(log.assumptionFailures.first)
    #expect(failure.sign == .swipeGateReplacedByUIKitsDelegate)
    #expect(Set(log.assumptionFailures.compactMap(\.route)) == [.edgeSwipe, .contentSwipe])
    #expect(failure.ledgerEntry.contains("B49"))
    nav.uikitFaults = []
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin, "the gate is back in front and asks: the guard denies")
    #expect(nav.titles == ["List", "Editor"])
  }

  @Test(
    "A back item of BackGuard's found replaced between two quiet looks at the same stack is a sign, with the back menu as its route; around a push it is not"
  )
  func backItemReplacedIsASign() throws {
    let nav = listUnderDenyingEditor(.iOS17)
    let log = EventLog(nav.engine)
    nav.uikitFaults = [.replacesBackItems]
    nav.push(SimulatedScreen("Detail"), animated: false)
    #expect(log.assumptionFailures.isEmpty, "replaced around a push: the app's setup for it, no sign")
    _ = nav.goBack(by: .edgeSwipe)  // a quiet look at the same stack

    let failure = try #require(log.assumptionFailures.first)
    #expect(failure.sign == .backItemReplaced)
    #expect(failure.route == .backMenu)
    #expect(failure.description.contains("UIKit's menu"))
  }

  @Test("The looks: only a quiet look right after a quiet look at the same stack counts an item replaced since")
  func wiringLooks() {
    let (a, b) = (ScreenID.make(), ScreenID.make())
    var looks = WiringLooks()
    looks.look(screens: [a], transitioning: false)
    let first = looks.number
    looks.look(screens: [a, b], transitioning: true)
    #expect(!looks.replacementIsASign(appliedAt: first), "a push")
    looks.look(screens: [a, b], transitioning: false)
    #expect(!looks.replacementIsASign(appliedAt: looks.number - 1), "the look before ran during the transition")
    looks.look(screens: [a, b], transitioning: false)
    #expect(looks.replacementIsASign(appliedAt: looks.number - 1))
    #expect(!looks.replacementIsASign(appliedAt: first), "an item left from long ago")
  }

  @Test("Without a fault, no route in any setup or era gives a sign, and a disengaged guard's screen is no sign either")
  func noFaultNoSign() {
    for profile in SimulatedProfile.all {
      for setup in BackGuardSetup.allCases where setup != .sheet {
        let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: profile, setup: setup)
        let log = EventLog(nav.engine)
        nav.push(editor(.allow), animated: false)
        _ = nav.goBack(by: .backButton)
        nav.push(editor(.deny), animated: false)
        _ = nav.goBack(by: .backButton)
        _ = nav.goBack(by: .edgeSwipe)
        _ = nav.goBack(by: .accessibilityEscape)
        _ = nav.goBack(by: .keyCommand)
        nav.push(editor(.deny, engaged: false), animated: false)
        _ = nav.pop(animated: false)
        #expect(log.assumptionFailures.isEmpty, "\(profile), \(setup): \(log.assumptionFailures)")
      }
    }
  }

  @Test("The record of a run counts each route heard and asked, and every departure no hook heard")
  func sightingsCountWhatWasSeen() {
    let nav = SimulatedNavigationController(
      root: SimulatedScreen("List"), profile: .iOS17, setup: .navigationController)
    nav.push(editor(.deny), animated: false)
    _ = nav.goBack(by: .backButton)
    _ = nav.goBack(by: .edgeSwipe)
    nav.push(SimulatedScreen("Detail"), animated: false)
    _ = nav.pop(animated: false)  // the app's pop: no hook of a plain controller hears it

    let sightings = nav.engine.sightings
    #expect(sightings.timesHeard(.backButton) == 1 && sightings.timesAsked(.backButton) == 1)
    #expect(sightings.timesHeard(.edgeSwipe) == 1 && sightings.timesAsked(.edgeSwipe) == 1)
    #expect(sightings.timesHeard(.keyCommand) == 0)
    #expect(sightings.leftUnheard == 1)
    #expect(sightings.description.contains("keyCommand           not seen yet"))
    #expect(sightings.description.contains("backButton           heard 1, asked 1"))
  }
}

/// The record's rows follow the route table's rows.
@MainActor
@Suite("The record of a run has one row per route", .misusesStayInTheTest)
struct RouteSightingsRowsTests {
  @Test("Each route is counted in its own row")
  func eachRouteHasItsOwnRow() {
    for route in BackRoute.allCases {
      let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26)
      nav.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }), animated: false)
      _ = nav.engine.requestBack(from: route.source)
      for other in BackRoute.allCases {
        #expect(nav.engine.sightings.timesHeard(other) == (other == route ? 1 : 0), "\(route) counted as \(other)")
      }
    }
  }
}
