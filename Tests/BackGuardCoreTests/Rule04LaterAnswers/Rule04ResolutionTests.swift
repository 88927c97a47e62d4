@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation
import Testing

/// Rule 4, the one-shot resolution: used once, from anywhere; every misuse is refused, reported and harmless.
@MainActor
@Suite(
  "Rule 4: the resolution answers once, from any thread or task; a second answer, or none, is reported",
  .misusesStayInTheTest)
struct Rule04ResolutionTests {
  @Test("A second resolution is ignored and reported as misuse: allow then deny still pops exactly once")
  func secondResolutionAfterAllowIgnored() async throws {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    resolution.allow()
    resolution.deny()
    resolution.allow()

    #expect(await waitUntil { log.misuses.count == 2 })
    #expect(log.misuses == [.resolvedTwice(resolution.attempt.id), .resolvedTwice(resolution.attempt.id)])
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 1)
    #expect(log.left.count == 1)
  }

  @Test("A misuse says which guard and which test: the guarded screen's name, the route, and the running test")
  func misuseNamesItsGuardAndTest() throws {
    // The guard keeps no reference to its resolution: the misuse is reported at once, while the name is fresh.
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: ScreenGuard(resolve: { _, _ in })))
    let misuses = BackMisuse.collect { nav.goBack(by: .backButton) }
    let misuse = try #require(misuses.first)
    guard case .releasedUnresolved = misuse.kind else {
      Issue.record("expected releasedUnresolved, got \(misuse.kind)")
      return
    }
    #expect(misuse.screen == "Editor")
    #expect(misuse.route == .backButton)
    #expect(misuse.test?.hasPrefix("A misuse says which guard and which test") == true)
    #expect(misuse.description.hasPrefix(misuse.message))
    #expect(misuse.description.contains("[guard of Editor, backButton; test \"A misuse says which guard"))
  }

  @Test("A misuse names the screen whose guard answered wrong, not the top screen of the attempt")
  func misuseNamesTheGuardsScreenBelowTheTop() throws {
    let nav = makeNav(
      SimulatedScreen("List"), SimulatedScreen("Editor", backGuard: ScreenGuard(resolve: { _, _ in })),
      SimulatedScreen("Detail"))
    let misuses = BackMisuse.collect { nav.pickBackMenuEntry(leadingTo: nav.stack[0]) }
    let misuse = try #require(misuses.first)
    #expect(misuse.screen == "Editor")
    #expect(misuse.route == .backMenu)
    var other = misuse
    other.test = "another test"
    #expect(other == misuse, "the test a misuse was seen in is not part of it")
  }

  @Test("A second resolution is ignored: deny then allow keeps the screen")
  func secondResolutionAfterDenyIgnored() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    resolution.deny()
    resolution.allow()

    #expect(await waitUntil { log.misuses.count == 1 })
    #expect(log.misuses == [.resolvedTwice(resolution.attempt.id)])
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 0)
  }

  @Test("isUsed tells whether the resolution has been used")
  func isUsedReflectsUse() throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    #expect(resolution.isUsed == false)
    resolution.deny()
    #expect(resolution.isUsed)
    #expect(resolution.attempt.source == .backButton)
  }

  @Test("A resolution released without being used counts as deny, is reported, and the stack is free again")
  func releasedResolutionDenies() async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let attemptID = try #require(nav.engine.pendingAttempt?.id)

    probe.resolutions.removeAll()

    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(log.misuses == [.releasedUnresolved(attemptID)])
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(nav.titles == ["A", "B"])
    #expect(nav.engine.swipeGate(for: .edgeSwipe) == .guarded)
    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(probe.calls == 2)
  }

  @Test("A resolution the guard never kept is a deny at once, reported as misuse, and nothing stays pending")
  func unkeptResolutionDeniesAtOnce() {
    var asked = 0
    let careless = ScreenGuard(resolve: { _, _ in asked += 1 })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: careless))
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .denied)

    #expect(asked == 1)
    #expect(nav.engine.pendingAttempt == nil)
    #expect(log.misuses.count == 1)
    #expect(log.decided.map(\.decision) == [.deny])
    #expect(nav.titles == ["A", "B"])
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(asked == 2)
  }

  @Test("A resolution used on the main actor takes effect before allow() returns")
  func mainActorResolutionIsSynchronous() throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    nav.goBack(by: .backButton)

    try #require(probe.lastResolution).allow()

    // No await in between: an answer given on the main actor must not wait for a later turn of the run loop.
    #expect(nav.titles == ["A"])
    #expect(nav.engine.pendingAttempt == nil)
  }

  @Test(
    "A resolution from another thread hops to the main actor and takes effect", arguments: [BackDecision.allow, .deny])
  func resolutionFromAnotherThread(decision: BackDecision) async throws {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    Thread.detachNewThread { resolution.resolve(decision) }

    #expect(await waitUntil { nav.engine.pendingAttempt == nil })
    #expect(log.decided.map(\.decision) == [decision])
    #expect(nav.titles == (decision == .allow ? ["A"] : ["A", "B"]))
  }

  @Test("A resolution from a detached task hops to the main actor and takes effect")
  func resolutionFromDetachedTask() async throws {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answeringLater()))
    nav.pickBackMenuEntry(1)
    let resolution = try #require(probe.lastResolution)

    await Task.detached { resolution.allow() }.value

    #expect(await waitUntil { nav.titles == ["A"] })
    #expect(nav.enginePopCount == 1)
  }

  @Test("Two threads racing to answer: exactly one answer counts, the other is reported")
  func racingThreads() async throws {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answeringLater()))
    let log = EventLog(nav.engine)
    nav.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    DispatchQueue.global().async { resolution.allow() }
    DispatchQueue.global().async { resolution.allow() }

    #expect(await waitUntil { log.misuses.count == 1 && nav.engine.pendingAttempt == nil })
    #expect(log.misuses == [.resolvedTwice(resolution.attempt.id)])
    #expect(await waitUntil { log.left.count == 1 })
    #expect(nav.titles == ["A", "B"])
    #expect(nav.enginePopCount == 1)
  }

  @Test("A resolution used after its stack is gone does nothing")
  func resolutionAfterEngineGone() async throws {
    let probe = GuardProbe()
    var nav: SimulatedNavigationController? = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()))
    let weakNav = WeakReference(nav)
    nav?.goBack(by: .backButton)
    let resolution = try #require(probe.lastResolution)

    nav = nil
    #expect(weakNav.object == nil)
    resolution.allow()
    resolution.deny()

    await Task.yield()
    #expect(resolution.isUsed)
  }

  @Test("A misuse is also written to the log in effect, with a message that says what to change")
  func misuseIsLogged() async throws {
    let misuses = BackMisuse.collect {
      let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))
      nav.engine.requestBack(from: .customBackButton, to: ScreenID.make())
    }
    #expect(misuses.count == 1)
    #expect(misuses.first?.message.contains("not below the top of the stack") == true)

    // Outside any scope (a detached task inherits none), BackMisuse.log has it.
    let global = MisuseRecord()
    await Task.detached { @MainActor in
      let saved = BackMisuse.log
      defer { BackMisuse.log = saved }
      BackMisuse.log = { global.messages.append($0.message) }
      let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))
      nav.engine.requestBack(from: .customBackButton, to: ScreenID.make())
    }.value
    #expect(global.messages.count == 1, "and nothing was added to the collected misuses, which were already returned")
  }

  @Test("Parallel scopes keep their own misuses: a test never hears another's")
  func scopesKeepTheirOwnMisuses() async {
    async let one = Self.misuses(times: 1)
    async let three = Self.misuses(times: 3)
    let (first, second) = await (one, three)
    #expect(first.count == 1)
    #expect(second.count == 3)
  }

  /// Asks for a destination that is not in the stack `times` times, yielding between.
  ///
  /// - Returns: The misuses collected.
  private static func misuses(times: Int) async -> [BackMisuse] {
    await BackMisuse.collect {
      for _ in 0..<times {
        let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"))
        nav.engine.requestBack(from: .customBackButton, to: ScreenID.make())
        await Task.yield()
      }
    }
  }

  @Test(
    "Every misuse message tells the developer what happened and what to do",
    arguments: [
      BackMisuse.Kind.resolvedTwice(.init(rawValue: 1)), .releasedUnresolved(.init(rawValue: 2)),
      .destinationNotInStack(ScreenID(rawValue: 3)), .blankBackButtonTitle,
      .routeTakenOver(route: .edgeSwipe, property: "interactivePopGestureRecognizer.delegate", by: "Editor"),
      .leftoverFromAnotherLibrary(found: "a category", remedy: "Remove it."),
      .screensNotInStack([ScreenID(rawValue: 5)]), .answerTimedOut(.init(rawValue: 6), seconds: 30),
      .confirmationNotShown(.init(rawValue: 5), screen: "Editor"),
      .questionNeverAppeared(.init(rawValue: 7), screen: "Editor"), .windowConfirmationKept,
      .notAGesture(.sheetDismiss, use: "SimulatedSheet.goBack(by: .sheetDismiss)"),
      .questionUnanswered(.init(rawValue: 8), seconds: 10),
      .delegateWrappedAgain(property: "navigationController.delegate", by: "AppCoordinator"),
    ])
  func misuseMessages(kind: BackMisuse.Kind) {
    let message = BackMisuse(kind).message
    #expect(message.count > 40)
    switch kind {
    case .resolvedTwice: #expect(message.contains("once"))
    case .releasedUnresolved: #expect(message.contains("denied"))
    case .destinationNotInStack: #expect(message.contains("ignored"))
    case .blankBackButtonTitle: #expect(message.contains(".minimal"))
    case .routeTakenOver: #expect(message.contains("no longer guarded") && message.contains("Editor"))
    case .leftoverFromAnotherLibrary: #expect(message.contains("a category") && message.contains("Remove it."))
    case .screensNotInStack: #expect(message.contains("refused") && message.contains("not in this navigation stack"))
    case .answerTimedOut: #expect(message.contains("30") && message.contains("denied"))
    case .confirmationNotShown:
      #expect(message.contains("Editor") && message.contains("attempt#5") && message.contains("denied"))
    case .questionNeverAppeared:
      #expect(message.contains("Editor") && message.contains("attempt#7") && message.contains("never appeared"))
    case .windowConfirmationKept: #expect(message.contains("closureConfirmation") && message.contains("keeps it"))
    case .notAGesture:
      #expect(message.contains("goBack(by: .sheetDismiss)") && message.contains("use SimulatedSheet.goBack"))
    case .delegateWrappedAgain:
      #expect(message.contains("AppCoordinator") && message.contains("forwardedDelegate"))
    case .questionUnanswered:
      #expect(message.contains("attempt#8") && message.contains("10.0 s") && message.contains("answerTimeout"))
    }
  }
}

/// The misuses one scope heard.
@MainActor
private final class MisuseRecord {
  var messages: [String] = []
}
