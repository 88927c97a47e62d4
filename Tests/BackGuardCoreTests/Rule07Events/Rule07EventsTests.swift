@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 7: the event stream tells what happened, in order.
@MainActor
@Suite("Rule 7: events tell what happened, in order", .misusesStayInTheTest)
struct Rule07EventsTests {
  @Test("An allowed tap reports started, decided(allow), then screensLeft", arguments: SimulatedProfile.all)
  func allowedTapSequence(profile: SimulatedProfile) throws {
    let b = SimulatedScreen("B", backGuard: GuardProbe().answering(.allow))
    let a = SimulatedScreen("A")
    let nav = makeNav(a, b, profile: profile)
    let log = EventLog(nav.engine)

    nav.goBack(by: .backButton)

    #expect(log.kinds == ["started", "decided(allow)", "left"])
    let attempt = try #require(log.started.first)
    #expect(attempt.source == .backButton)
    #expect(attempt.destination == a.id)
    #expect(log.decided.first?.by == nil)
    #expect(log.left.first?.screens == [b.id])
    #expect(log.left.first?.source == .backButton)
    #expect(log.left.first?.attempt == attempt.id)
  }

  @Test("A deny reports decided(deny) naming the screen whose guard denied it", arguments: SimulatedProfile.all)
  func denySequence(profile: SimulatedProfile) {
    let b = SimulatedScreen("B", backGuard: GuardProbe().answering(.deny))
    let c = SimulatedScreen("C", backGuard: GuardProbe().answering(.allow))
    let nav = makeNav(SimulatedScreen("A"), b, c, profile: profile)
    let log = EventLog(nav.engine)

    nav.pickBackMenuEntry(1)

    #expect(log.kinds == ["started", "decided(deny)"])
    #expect(log.decided.first?.by == b.id)
    #expect(log.decided.first?.attempt.source == .backMenu)
  }

  @Test("A later answer reports pending naming the awaited screen, then decided and screensLeft once answered")
  func pendingSequence() async throws {
    let probe = GuardProbe()
    let b = SimulatedScreen("B", backGuard: probe.answeringLater())
    let nav = makeNav(SimulatedScreen("A"), b)
    let log = EventLog(nav.engine)

    nav.goBack(by: .accessibilityEscape)
    #expect(log.kinds == ["started", "pending"])
    #expect(log.pending.first?.awaiting == b.id)

    try #require(probe.lastResolution).allow()

    #expect(await waitUntil { log.left.count == 1 })
    #expect(log.kinds == ["started", "pending", "decided(allow)", "left"])
    #expect(log.left.first?.source == .accessibilityEscape)
  }

  @Test("A coalesced attempt is reported with its route and the attempt it merged into")
  func coalescedEvent() throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let pending = try #require(nav.engine.pendingAttempt)

    nav.goBack(by: .keyCommand)

    #expect(log.kinds == ["started", "pending", "coalesced"])
    #expect(log.coalesced.first?.into == pending.id)
    #expect(log.coalesced.first?.source == .keyCommand)
  }

  @Test(
    "screensLeft comes only after the pop really completed, not when it was commanded", arguments: SimulatedProfile.all)
  func screensLeftAfterCompletion(profile: SimulatedProfile) {
    let b = SimulatedScreen("B", backGuard: GuardProbe().answering(.allow))
    let nav = makeNav(SimulatedScreen("A"), b, profile: profile, mode: .manual)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .allowed)

    #expect(nav.isTransitioning)
    #expect(log.left.isEmpty)
    #expect(log.kinds == ["started", "decided(allow)"])
    nav.finishTransition()
    #expect(log.left.map(\.screens) == [[b.id]])
    #expect(log.left.map(\.source) == [.backButton])
  }

  @Test("A swipe's screensLeft comes only when the finger lifts past the end, not when the swipe begins")
  func swipeScreensLeftAfterCompletion() {
    let b = SimulatedScreen("B")
    let nav = makeNav(SimulatedScreen("A"), b, mode: .manual)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .contentSwipe) == .swipeInProgress)
    #expect(log.left.isEmpty)

    nav.completeSwipe()

    #expect(log.left.map(\.screens) == [[b.id]])
    #expect(log.left.map(\.source) == [.contentSwipe])
  }

  @Test("A programmatic pop's screensLeft also waits for the end of its animation")
  func programmaticScreensLeftAfterCompletion() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"), mode: .manual)
    let log = EventLog(nav.engine)

    nav.popToRoot(animated: true)
    #expect(log.left.isEmpty)

    nav.finishTransition()
    #expect(log.left.map(\.screens.count) == [2])
    #expect(log.left.map(\.source) == [.programmatic(.popToRoot)])
  }

  @Test("A swipe cancelled by the user reports swipeCancelled and no screensLeft")
  func swipeCancelledEvent() throws {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))
    let log = EventLog(nav.engine)

    nav.goBack(by: .edgeSwipe, completes: false)

    #expect(log.kinds == ["started", "decided(allow)", "swipeCancelled"])
    let swipe = try #require(log.started.first)
    #expect(log.swipesCancelled.map(\.id) == [swipe.id])
  }

  @Test("A push reports no event")
  func pushIsSilent() {
    let nav = makeNav(SimulatedScreen("A"))
    let log = EventLog(nav.engine)

    nav.push(SimulatedScreen("B"))

    #expect(log.events.isEmpty)
  }

  @Test("A stale answer is reported as resolutionDropped, after attemptCancelled")
  func droppedEvent() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    nav.push(SimulatedScreen("C"), animated: false)

    try #require(probe.lastResolution).deny()

    #expect(await waitUntil { !log.dropped.isEmpty })
    #expect(log.kinds == ["started", "pending", "cancelled", "dropped"])
    #expect(log.dropped.first?.decision == .deny)
  }

  @Test("A misuse is reported as an event")
  func misuseEvent() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))
    let log = EventLog(nav.engine)
    let stranger = ScreenID.make()

    nav.engine.requestBack(from: .customBackButton, to: stranger)

    #expect(log.kinds == ["misuse"])
    #expect(log.misuses == [.destinationNotInStack(stranger)])
  }

  @Test("The AsyncStream of events delivers the same events, in order")
  func asyncStream() async {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: GuardProbe().answering(.deny)), SimulatedScreen("C"))
    let stream = nav.engine.events

    nav.goBack(by: .backButton)
    nav.goBack(by: .backButton)

    var received: [String] = []
    for await event in stream {
      switch event {
      case .attemptStarted: received.append("started")
      case .attemptDecided(_, let decision, _): received.append("decided(\(decision))")
      case .screensLeft(_, let source, _): received.append("left by \(source)")
      default: received.append("other")
      }
      if received.count == 5 { break }
    }
    #expect(received == ["started", "decided(allow)", "left by backButton", "started", "decided(deny)"])
  }

  @Test("Cancelling an observation stops its events; other observers keep theirs")
  func cancelObservation() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"))
    var first: [BackEvent] = []
    var second: [BackEvent] = []
    let one = nav.engine.observe { first.append($0) }
    let two = nav.engine.observe { second.append($0) }

    nav.goBack(by: .backButton)
    one.cancel()
    nav.goBack(by: .backButton)

    #expect(first.count == 3)
    #expect(second.count == 6)
    _ = two
  }

  @Test(
    "Observers hear each event in the order they started observing; one started during an event hears only the next, and one cancelled during an event does not hear it"
  )
  func observersInOrderAndChangesDuringAnEvent() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"))
    var heard: [String] = []
    var late: BackObservation?
    var third: BackObservation?
    let first = nav.engine.observe { event in
      heard.append("first")
      guard case .attemptStarted = event else { return }
      // During the first event: start a new observer and cancel the third, before either would be called.
      if late == nil { late = nav.engine.observe { _ in heard.append("late") } }
      third?.cancel()
    }
    let second = nav.engine.observe { _ in heard.append("second") }
    third = nav.engine.observe { _ in heard.append("third") }

    nav.engine.observe { _ in }.cancel()  // an observer gone before any event changes nothing
    nav.goBack(by: .backButton)

    // attemptStarted, attemptDecided, screensLeft: the late observer hears the two after the one it started in.
    #expect(heard == ["first", "second", "first", "second", "late", "first", "second", "late"])
    _ = (first, second, late)
  }

  @Test("Releasing an observation stops its events")
  func releaseObservation() async {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"), SimulatedScreen("D"))
    var count = 0
    var observation: BackObservation? = nav.engine.observe { _ in count += 1 }
    nav.goBack(by: .backButton)
    #expect(count == 3)
    _ = observation

    observation = nil
    // The release may hop to the main actor; give it turns, then check that nothing arrives any more.
    for _ in 0..<20 { await Task.yield() }
    let before = count
    nav.goBack(by: .backButton)
    nav.goBack(by: .backButton)

    #expect(count == before)
    #expect(count == 3)
  }

  @Test("Screens that leave in one stack change for two reasons are reported as two events, each with its own route")
  func twoCausesTwoEvents() {
    var kept: BackResolution?
    let root = SimulatedScreen("Root")
    let middle = SimulatedScreen("Middle")
    let top = SimulatedScreen(
      "Top", backGuard: ScreenGuard(guardsProgrammaticPops: true, resolve: { _, resolution in kept = resolution }))
    let nav = makeNav(root, middle, top, mode: .manual)
    let log = EventLog(nav.engine)

    #expect(nav.pop() == nil)  // the opted-in guard answers later
    #expect(nav.setScreens([middle, top], animated: true))  // still animating when the answer comes
    kept?.allow()
    nav.finishTransition()

    #expect(nav.titles == ["Middle"])
    #expect(log.left.map(\.screens) == [[root.id], [top.id]])
    #expect(log.left.map(\.source) == [.programmatic(.setViewControllers), .programmatic(.pop)])
  }

  @Test("BackEvent's accessors read the attempt, route, answer and screens without a switch")
  func eventAccessors() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor"))
    var events: [BackEvent] = []
    let observation = nav.engine.observe { events.append($0) }
    defer { observation.cancel() }

    nav.goBack(by: .backButton)

    #expect(events.compactMap(\.source) == [.backButton, .backButton, .backButton])
    #expect(events.first?.attempt?.source == .backButton)
    #expect(events.compactMap(\.decision) == [.allow])
    #expect(events.compactMap(\.leftScreens).map(\.count) == [1])
    #expect(Set(events.compactMap(\.attemptID)).count == 1)
    #expect(events.compactMap(\.reportedMisuse).isEmpty)
  }
}
