@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 3: `requestBack(from:)` puts a custom back button (and every other route the engine carries out) through the
/// same guards as the system button, with its own source.
@MainActor
@Suite(
  "Rule 3: requestBack(from:) puts a custom back button through the same guards, with its own source",
  .misusesStayInTheTest)
struct Rule03RequestBackTests {
  @Test(
    "A custom back button meets the same guard as the system button, and names itself", arguments: SimulatedProfile.all)
  func customButtonIsGuarded(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answering(.deny))
    b.hasCustomBackButton = true
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile)

    #expect(nav.goBack(by: .customBackButton) == .denied)
    #expect(nav.titles == ["A", "B"])
    #expect(probe.sources == [.customBackButton])
  }

  @Test("A custom back button that is allowed pops once, reported with its own source")
  func customButtonAllowed() {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answering(.allow))
    b.hasCustomBackButton = true
    let nav = makeNav(SimulatedScreen("A"), b)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .customBackButton) == .allowed)
    #expect(nav.titles == ["A"])
    #expect(log.left.map(\.source) == [.customBackButton])
    #expect(nav.enginePopCount == 1)
  }

  @Test("A custom back button on the root screen has nothing to go back to, and its guard is not asked")
  func customButtonOnTheRoot() {
    let probe = GuardProbe()
    let root = SimulatedScreen("Root", backGuard: probe.answering(.allow))
    root.hasCustomBackButton = true
    let nav = makeNav(root)

    #expect(nav.goBack(by: .customBackButton) == .nothingToGoBackTo)
    #expect(nav.titles == ["Root"])
    #expect(probe.sources.isEmpty)
  }

  @Test("A screen without a custom back button cannot have it tapped")
  func noCustomButtonIsUnavailable() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))

    #expect(nav.goBack(by: .customBackButton) == .unavailable)
    #expect(nav.titles == ["A", "B"])
  }

  @Test(
    "requestBack(from:) hands its source to the guard and to the screensLeft event",
    arguments: [BackSource.customBackButton, .keyCommand, .accessibilityEscape, .backButton])
  func sourcePassesThrough(source: BackSource) {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.allow)))
    let log = EventLog(nav.engine)

    #expect(nav.engine.requestBack(from: source) == .allowed)

    #expect(probe.sources == [source])
    #expect(log.left.map(\.source) == [source])
    #expect(nav.titles == ["A"])
  }

  @Test("requestBack with a destination goes back several screens once every guard agreed")
  func requestBackToDestination() {
    let order = OrderLog()
    let b = GuardProbe("B", order: order)
    let c = GuardProbe("C", order: order)
    let a = SimulatedScreen("A")
    let nav = makeNav(
      a, SimulatedScreen("B", backGuard: b.answering(.allow)), SimulatedScreen("C", backGuard: c.answering(.allow)))

    #expect(nav.engine.requestBack(from: .customBackButton, to: a.id) == .allowed)

    #expect(nav.titles == ["A"])
    #expect(order.names == ["C", "B"])
    #expect(c.attempts.first?.destination == a.id)
  }

  @Test("requestBack to a screen that is not below the top is refused with a misuse, and nobody is asked")
  func invalidDestination() {
    let probe = GuardProbe()
    let c = SimulatedScreen("C", backGuard: probe.answering(.allow))
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), c)
    let log = EventLog(nav.engine)
    let stranger = ScreenID.make()

    #expect(nav.engine.requestBack(from: .customBackButton, to: stranger) == .invalidDestination)
    #expect(nav.engine.requestBack(from: .customBackButton, to: c.id) == .invalidDestination)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(probe.calls == 0)
    #expect(log.misuses == [.destinationNotInStack(stranger), .destinationNotInStack(c.id)])
  }

  @Test("requestBack on the root screen has nothing to go back to")
  func requestBackOnRoot() {
    let nav = makeNav(SimulatedScreen("Root"))
    let log = EventLog(nav.engine)

    #expect(nav.engine.requestBack(from: .customBackButton) == .nothingToGoBackTo)
    #expect(log.events.isEmpty)
  }

  @Test(
    "During a transition the app's requestBack is busy, and a person's tap is held, not lost: it runs once when the transition ends"
  )
  func requestBackWhileTransitioning() async {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), mode: .manual)
    nav.push(SimulatedScreen("B", backGuard: probe.answering(.allow)), animated: true)
    #expect(nav.isTransitioning)
    let log = EventLog(nav.engine)

    #expect(nav.engine.requestBack(from: .programmatic(.pop)) == .busy)
    #expect(nav.goBack(by: .backButton) == .queued)
    // A second tap is the same question.
    #expect(nav.goBack(by: .backButton) == .coalesced)
    #expect(probe.calls == 0)
    #expect(nav.titles == ["A", "B"])
    #expect(nav.engine.queuedRequestCount == 1)

    nav.finishTransition()
    #expect(await waitUntil { nav.engine.queuedRequestCount == 0 && probe.calls == 1 })
    #expect(probe.sources == [.backButton])
    // The held tap's pop animates in turn.
    nav.finishTransition()
    #expect(nav.titles == ["A"])
    #expect(log.left.map(\.source) == [.backButton])
    #expect(log.kinds.prefix(2) == ["queued", "queued"])
  }

  @Test("The system back button is not there when the screen hides it or replaces it")
  func systemButtonAbsent() {
    let b = SimulatedScreen("B")
    b.hidesBackButton = true
    let nav = makeNav(SimulatedScreen("A"), b)

    #expect(nav.goBack(by: .backButton) == .unavailable)
    #expect(nav.longPressBack() == nil)
    b.hidesBackButton = false
    b.hasCustomBackButton = true
    #expect(nav.goBack(by: .backButton) == .unavailable)
    #expect(nav.titles == ["A", "B"])
  }
}
