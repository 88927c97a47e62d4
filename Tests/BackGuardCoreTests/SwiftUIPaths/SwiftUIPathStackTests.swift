@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// A SwiftUI `NavigationStack(path:)` changed by the app's router through `BackGuardStack`: the guards of the screens
/// the change removes are asked first, and the change is made once on approval, or never.
@MainActor
@Suite("SwiftUI paths: the app's path changes ask first", .misusesStayInTheTest)
struct SwiftUIPathStackTests {
  /// A router as SwiftUI apps write it: it holds the path and the stack's connection, and no view.
  @MainActor
  final class Router {
    let app: SimulatedPathStack<String>
    var performed = 0

    init(_ app: SimulatedPathStack<String>) { self.app = app }

    func pop() async -> BackOutcome {
      await app.backGuardStack.pop { [self] in
        performed += 1
        app.path.removeLast()
      }
    }

    func popToRoot() async -> BackOutcome {
      await app.backGuardStack.popToRoot { [self] in
        performed += 1
        app.path.removeAll()
      }
    }

    func open(_ deepLink: [String]) async -> BackOutcome {
      let keeping = PathChange.commonPrefixCount(app.path, deepLink)
      return await app.backGuardStack.replace(keeping: keeping) { [self] in
        performed += 1
        app.path = deepLink
      }
    }
  }

  /// The eras with `NavigationStack(path:)`: iOS 16 and later.
  nonisolated static let pathEras = SimulatedProfile.all.filter { $0.era >= .iOS16 }

  /// The stack: Inbox ▸ Thread ▸ Reply ▸ Photo, with a probe on every screen above the root named as its element.
  func makeApp(
    _ answers: [String: BackDecision], later: Set<String> = [], order: OrderLog = OrderLog(),
    profile: SimulatedProfile = .iOS26, transitionMode: SimulatedNavigationController.TransitionMode = .instant
  ) -> (SimulatedPathStack<String>, ProbeBook) {
    let probes = ProbeBook()
    let app = SimulatedPathStack<String>(
      root: SimulatedScreen("Inbox"), path: ["thread", "reply", "photo"], profile: profile,
      transitionMode: transitionMode
    ) { element in
      let probe = GuardProbe(element, order: order)
      probes.byName[element] = probe
      if later.contains(element) { return SimulatedScreen(element, backGuard: probe.answeringLater()) }
      guard let answer = answers[element] else { return SimulatedScreen(element) }
      return SimulatedScreen(element, backGuard: probe.answering(answer))
    }
    // The probes answer as scripted (now or later): the path's sync is under test, not SwiftUI's later answer.
    app.navigationController.playsGuardsAsGiven = true
    return (app, probes)
  }

  /// The probes of the screens made so far, by element, also those made after the start.
  @MainActor
  final class ProbeBook {
    var byName: [String: GuardProbe] = [:]
    subscript(_ name: String) -> GuardProbe? { byName[name] }
  }

  func titles(_ app: SimulatedPathStack<String>) -> [String] { app.screens.map(\.title) }

  @Test(
    "Removing the last element asks the top screen's guard only, and removes it once on approval",
    arguments: Self.pathEras)
  func removeLastAsksTheTopOnly(profile: SimulatedProfile) async {
    let (app, probes) = makeApp(["reply": .deny, "photo": .allow], profile: profile)
    let router = Router(app)
    #expect(await router.pop() == .allowed)
    app.update()
    #expect(probes["photo"]?.calls == 1)
    #expect(probes["reply"]?.calls == 0, "an engaged guard of a screen that stays is not asked")
    #expect(router.performed == 1)
    #expect(app.path == ["thread", "reply"])
    #expect(titles(app) == ["thread", "reply"])
  }

  @Test("A deny leaves the path and the stack as they were, and the app's code never runs")
  func denyChangesNothing() async {
    let (app, probes) = makeApp(["photo": .deny])
    let router = Router(app)
    #expect(await router.pop() == .denied)
    app.update()
    #expect(probes["photo"]?.sources == [.appRequest("pop")])
    #expect(router.performed == 0)
    #expect(app.path == ["thread", "reply", "photo"])
    #expect(titles(app) == ["thread", "reply", "photo"])
  }

  @Test("A pop to the root asks every screen above the root, top first; the first deny keeps everything")
  func popToRootAsksAllTopFirst() async {
    let order = OrderLog()
    let (app, _) = makeApp(["thread": .allow, "reply": .deny, "photo": .allow], order: order)
    let router = Router(app)
    #expect(await router.popToRoot() == .denied)
    app.update()
    #expect(order.names == ["photo", "reply"])
    #expect(router.performed == 0)
    #expect(titles(app) == ["thread", "reply", "photo"])
  }

  @Test("An approved pop to the root empties the path once and leaves the root alone")
  func popToRootApproved() async {
    let order = OrderLog()
    let (app, _) = makeApp(["thread": .allow, "photo": .allow], order: order)
    let router = Router(app)
    #expect(await router.popToRoot() == .allowed)
    app.update()
    #expect(order.names == ["photo", "thread"])
    #expect(router.performed == 1)
    #expect(app.path.isEmpty)
    #expect(app.navigationController.stack.map(\.title) == ["Inbox"])
  }

  @Test("A deep link asks only the screens past the common start of the two paths")
  func deepLinkAsksOnlyTheScreensThatGo() async {
    let order = OrderLog()
    let (app, _) = makeApp(["thread": .deny, "reply": .allow, "photo": .allow], order: order)
    let router = Router(app)
    #expect(await router.open(["thread", "settings"]) == .allowed)
    app.update()
    #expect(order.names == ["photo", "reply"], "the thread stays, so its guard is not asked")
    #expect(router.performed == 1)
    #expect(app.path == ["thread", "settings"])
    #expect(titles(app) == ["thread", "settings"])
  }

  @Test("A denied deep link leaves the path and the stack as they were")
  func deniedDeepLinkChangesNothing() async {
    let (app, _) = makeApp(["reply": .deny])
    let router = Router(app)
    #expect(await router.open(["settings"]) == .denied)
    app.update()
    #expect(router.performed == 0)
    #expect(app.path == ["thread", "reply", "photo"])
    #expect(titles(app) == ["thread", "reply", "photo"])
  }

  @Test("With the root included, the root's guard is asked too, after every screen above it")
  func includingTheRootAsksTheRoot() async {
    let order = OrderLog()
    let rootProbe = GuardProbe("root", order: order)
    let app = SimulatedPathStack<String>(root: SimulatedScreen("Inbox", backGuard: rootProbe.answering(.deny))) {
      SimulatedScreen($0, backGuard: GuardProbe($0, order: order).answering(.allow))
    }
    app.path = ["thread"]
    app.update()
    var performed = false
    let outcome = await app.backGuardStack.replace(keeping: 0, includingRoot: true) { performed = true }
    #expect(outcome == .denied)
    #expect(order.names == ["thread", "root"])
    #expect(!performed)
  }

  @Test("A guard that answers later is awaited: the router gets the outcome, and the change is made once")
  func laterAnswerIsAwaited() async {
    let (app, probes) = makeApp([:], later: ["photo"])
    let router = Router(app)
    let events = app.navigationController.engine.events
    let task = Task { await router.pop() }
    await firstEvent(in: events) { if case .attemptPending = $0 { true } else { false } }
    #expect(probes["photo"]?.calls == 1)
    #expect(router.performed == 0, "nothing changes while the guard decides")
    probes["photo"]?.lastResolution?.allow()
    probes["photo"]?.lastResolution?.allow()
    #expect(await task.value == .allowed)
    app.update()
    #expect(router.performed == 1)
    #expect(titles(app) == ["thread", "reply"])
  }

  @Test("A later deny is awaited as denied")
  func laterDenyIsAwaited() async {
    let (app, probes) = makeApp([:], later: ["photo"])
    let router = Router(app)
    let events = app.navigationController.engine.events
    let task = Task { await router.pop() }
    await firstEvent(in: events) { if case .attemptPending = $0 { true } else { false } }
    #expect(probes["photo"]?.calls == 1)
    probes["photo"]?.lastResolution?.deny()
    #expect(await task.value == .denied)
    #expect(router.performed == 0)
  }

  @Test("When the person goes back while the guard decides, the router is told cancelled and its code never runs")
  func stackChangeCancels() async {
    let (app, probes) = makeApp([:], later: ["photo"])
    let router = Router(app)
    let events = app.navigationController.engine.events
    let task = Task { await router.popToRoot() }
    await firstEvent(in: events) { if case .attemptPending = $0 { true } else { false } }
    #expect(probes["photo"]?.calls == 1)
    app.navigationController.leaveWithoutAsking { app.navigationController.pop(animated: false) }
    probes["photo"]?.lastResolution?.allow()
    #expect(await task.value == .cancelled)
    #expect(router.performed == 0)
    #expect(app.path == ["thread", "reply"], "SwiftUI followed the pop")
  }

  @Test("A request made while a push still animates waits for it, then asks and acts once")
  func heldWhileTransitioning() async {
    let (app, probes) = makeApp(["photo": .allow, "video": .allow], transitionMode: .manual)
    app.navigationController.finishTransition()
    app.path.append("video")
    app.update()
    #expect(app.navigationController.isTransitioning)
    let router = Router(app)
    let events = app.navigationController.engine.events
    let task = Task { await router.pop() }
    await firstEvent(in: events) { if case .requestQueued = $0 { true } else { false } }
    #expect(probes["video"]?.calls == 0, "nobody is asked while the push animates")
    app.navigationController.finishTransition()
    #expect(await task.value == .allowed)
    #expect(probes["video"]?.calls == 1)
    #expect(router.performed == 1)
  }

  @Test("After a back-menu pick across two screens, SwiftUI's path equals the stack", arguments: Self.pathEras)
  func backMenuPickKeepsThePathInStep(profile: SimulatedProfile) {
    let (app, probes) = makeApp(["photo": .allow], profile: profile)
    let thread = app.screens[0]
    #expect(app.navigationController.pickBackMenuEntry(leadingTo: thread) == .allowed)
    #expect(probes["photo"]?.sources == [.backMenu])
    #expect(app.path == ["thread"])
    #expect(titles(app) == ["thread"])
    #expect(app.pathWrites == 1)
    app.path.append("settings")
    app.update()
    #expect(titles(app) == ["thread", "settings"], "the next push does not bring the popped screens back")
  }

  @Test("An approved path change is no lost work; the same change made unasked is", arguments: Self.pathEras)
  func approvedChangeIsNoLostWork(profile: SimulatedProfile) async {
    let (app, _) = makeApp(["reply": .allow, "photo": .allow], profile: profile)
    let log = EventLog(app.navigationController.engine)
    let router = Router(app)
    #expect(await router.pop() == .allowed)
    app.update()
    #expect(log.lostWork.isEmpty)
    let reply = app.screens[1]
    app.path.removeLast()  // unasked: what a router without BackGuardStack does
    app.update()
    #expect(log.lostWork.map(\.screen) == [reply.id])
  }

  @Test(
    "A path change made on purpose (after a save) leaves unasked and is no lost work, even applied at the next update")
  func leavingOnPurposeIsNoLostWork() {
    let (app, probes) = makeApp(["photo": .deny])
    let log = EventLog(app.navigationController.engine)
    app.backGuardStack.leaveWithoutAsking { app.path.removeLast() }
    app.update()
    #expect(probes["photo"]?.calls == 0)
    #expect(titles(app) == ["thread", "reply"])
    #expect(log.lostWork.isEmpty)
  }

  @Test("From a button, a pop returns pending while the guard decides, and changes the path once when it allows")
  func buttonPopIsPendingThenActsOnce() {
    let (app, probes) = makeApp([:], later: ["photo"])
    var performed = 0
    let outcome: BackOutcome = app.backGuardStack.pop {
      performed += 1
      app.path.removeLast()
    }
    #expect(outcome == .pending)
    #expect(performed == 0)
    probes["photo"]?.lastResolution?.allow()
    probes["photo"]?.lastResolution?.allow()
    app.update()
    #expect(performed == 1)
    #expect(titles(app) == ["thread", "reply"])
  }
}

/// Waits for the first event of `events` that `matches`: the moment itself, never a deadline.
@MainActor
private func firstEvent(in events: AsyncStream<BackEvent>, where matches: (BackEvent) -> Bool) async {
  for await event in events where matches(event) { return }
}
