@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation

/// One model sequence in flight: a ``SimulatedNavigationController``, the guards' test side, and the bookkeeping
/// that checks every invariant after every step.
///
/// ```swift
/// let run = ModelRun(config: config)
/// await run.perform(.push(spec, animated: true))
/// if let violation = run.violation { print(violation) }
/// ```
@MainActor
final class ModelRun {
  /// A broken invariant: which rule, what happened, and at which step (1-based; 0 after the last step).
  struct Violation: Error, Hashable, CustomStringConvertible {
    let rule: String
    let detail: String
    let step: Int

    var description: String { "step \(step == 0 ? "drain" : String(step)): [\(rule)] \(detail)" }
  }

  /// A resolution a guard kept to answer later.
  struct KeptResolution {
    let resolution: BackResolution
    let screen: ScreenID
  }

  /// An async guard waiting for a later step.
  struct AsyncWait {
    let continuation: CheckedContinuation<BackDecision, Never>
    let attempt: BackAttempt
    let screen: ScreenID
  }

  /// A deliberate bug in the test's own bookkeeping, to prove that the model test can fail and that its shrinker
  /// finds a short reproduction. Never used by the real run.
  enum Fault: Hashable, Sendable {
    /// Approvals given before the guard's callback returns are not written down.
    case forgetImmediateApprovals
  }

  private struct TrackedScreen {
    let id: ScreenID
    weak var screen: SimulatedScreen?
  }

  let config: ModelConfig
  private let faults: Set<Fault>
  private(set) var nav: SimulatedNavigationController?
  private var observation: BackObservation?
  /// The sheet presenting the stack, in configurations that have one, and its engine's observation.
  private var sheet: SimulatedSheet?
  private var sheetObservation: BackObservation?
  /// The sheet engine's attempts: their numbers overlap the stack engine's, so they are kept apart.
  private var sheetStarted: [BackAttempt.ID: BackAttempt] = [:]
  private var sheetRequired: [BackAttempt.ID: [ScreenID: Int]] = [:]
  private var sheetApprovals: [BackAttempt.ID: Set<ScreenID>] = [:]
  private var sheetPending: (attempt: BackAttempt.ID, screen: ScreenID)?
  /// The observer's move armed for the next attempt of a person.
  private var armedMove: ModelAction.ObserverMove?
  /// Within one step: the screens the observer removed, the attempts started, and those that ended without effect.
  private var removedByObserver: Set<ScreenID> = []
  /// Screens that may leave without their guard's approval, with the source the events must then name: the route
  /// table says the step's route leaves unasked in this setup (a plain controller's pops, UIKit's own menu under
  /// `.system`, …). Kept until the departure is reported, which may be at a later `didShow`.
  private var permittedUnasked: [ScreenID: BackSource] = [:]
  /// Per screen, its guard's switch count at the start of the last step it was in the stack: a guard not switched
  /// since was engaged, or not, all along its departure.
  private var switchesWhileInStack: [ScreenID: Int] = [:]
  /// Screens that left with an engaged guard and without its approval: each is owed one lost-work sign.
  private var owedLostWork: Set<ScreenID> = []
  /// Per attempt, its leaving screens' guard switch counts when it started: when its departure was first heard.
  private var switchesAtStart: [BackAttempt.ID: [ScreenID: Int]] = [:]
  /// Screens that left approved, or with a guard that was not engaged all along: they report no lost work.
  private var noLostWork: Set<ScreenID> = []
  private var lostWorkReported: Set<ScreenID> = []
  private var pushedThisStep: Set<ScreenID> = []
  private var startedThisStep: [BackAttempt] = []
  private var endedWithoutEffectThisStep: Set<BackAttempt.ID> = []
  private(set) var violation: Violation?
  /// Set to a list to record every step and event (for printing a replay).
  var log: [String]?

  private var brains: [ScreenID: GuardBrain] = [:]
  private var labels: [ScreenID: Int] = [:]
  private var tracked: [TrackedScreen] = []
  private var everInStack: Set<ScreenID> = []
  private var reportedLeft: Set<ScreenID> = []
  private var started: [BackAttempt.ID: BackAttempt] = [:]
  /// Per attempt, the screens whose guard applied when it started, with the guard's switch count then.
  private var requiredApprovals: [BackAttempt.ID: [ScreenID: Int]] = [:]
  private var approvals: [BackAttempt.ID: Set<ScreenID>] = [:]
  private var asked: Set<[UInt64]> = []
  private var effects: [BackAttempt.ID: Int] = [:]
  private var enginePops: [BackAttempt.ID: Int] = [:]
  private var seenEnginePopCount = 0
  private var lastAllowed: BackAttempt.ID?
  private var pendingFromEvents: BackAttempt.ID?
  /// The screen whose guard the pending attempt awaits.
  private var pendingScreenFromEvents: ScreenID?
  private(set) var kept: [KeptResolution] = []
  private(set) var waiting: [AsyncWait] = []
  private var asyncLaunched = 0
  private var asyncStarted = 0
  private var eventCount = 0
  /// Set when something may have queued a main-actor job (an answer, a released resolution, an async guard), so
  /// that only those steps pay for settling.
  private var hopsMayBeQueued = false
  /// Set while an unguarded tab re-selection that the tab bar's proxy sees is played.
  private var reselectingUnguarded = false
  /// How often the newer paths were played, over every run since the last reset: a test that asserts they were.
  static var coverage = ModelCoverage()

  /// The tab bar controller the stack is a tab of, with a guarded neighbour (`ModelConfig.inTabBarWithGuardedTab`).
  private var tabBar: SimulatedTabBarController?
  private var step = 0
  /// The next label the generator gives a new screen.
  var nextLabel = 1

  /// Makes the stack with its root screen.
  ///
  /// - Parameters:
  ///   - config: Profile, transition mode and root.
  ///   - faults: Deliberate bugs in the bookkeeping; empty for a real run.
  init(config: ModelConfig, faults: Set<Fault> = []) {
    self.config = config
    self.faults = faults
    let root = SimulatedScreen("S0")
    let nav = SimulatedNavigationController(
      root: root, profile: config.profile, setup: config.setup, menuPolicy: config.menuPolicy,
      transitionMode: config.transitionMode)
    nav.voiceOverEscapeHook = config.voiceOverEscapeHook
    // Each guard plays its own script (now, later, twice, never): also in the SwiftUI setup.
    nav.playsGuardsAsGiven = true
    self.nav = nav
    adopt(root, spec: config.root)
    observation = nav.engine.observe { [weak self] event in self?.handle(event) }
    everInStack = [root.id]
    if config.inTabBarWithGuardedTab {
      let neighbour = SimulatedNavigationController(
        root: SimulatedScreen("N0"), profile: config.profile, setup: config.setup, menuPolicy: config.menuPolicy)
      neighbour.playsGuardsAsGiven = true
      neighbour.push(SimulatedScreen("N1", backGuard: ScreenGuard { _ in .allow }), animated: false)
      tabBar = SimulatedTabBarController(tabs: [nav, neighbour])
    }
    if config.inSheet {
      let sheet = SimulatedSheet(presenter: SimulatedScreen("Presenter"), navigationController: nav)
      self.sheet = sheet
      sheetObservation = sheet.engine.observe { [weak self] event in self?.handleSheet(event) }
    }
  }

  // MARK: - State the generator reads

  var stackCount: Int { nav?.screens.count ?? 0 }
  var isTransitioning: Bool { nav?.isTransitioning ?? false }
  var hasPendingAttempt: Bool { nav?.engine.pendingAttempt != nil }
  var isSwipeInProgress: Bool { nav?.engine.swipeInProgress != nil }
  var hasSheet: Bool { sheet.map { !$0.isDismissed } ?? false }

  // MARK: - Steps

  /// Runs one step, lets every answer it started arrive, then checks every invariant.
  ///
  /// - Parameter action: The step.
  func perform(_ action: ModelAction) async {
    step += 1
    log?.append("\(step). \(action)")
    let stackBefore = nav?.screens ?? []
    let unheardBefore = nav?.unheardPopCount ?? 0
    permitUnasked(by: Self.route(of: action), stack: stackBefore)
    for screen in stackBefore { switchesWhileInStack[screen] = brains[screen]?.switches }
    removedByObserver = []
    pushedThisStep = []
    startedThisStep = []
    endedWithoutEffectThisStep = []
    let outcome = await execute(action)
    await settle()
    let unheard = (nav?.unheardPopCount ?? 0) > unheardBefore
    if violation == nil { checkStep(action, outcome: outcome, stackBefore: stackBefore, unheard: unheard) }
    if violation == nil { checkInvariants() }
  }

  /// What one step of a person may do: remove only the screens of its own attempt, and report `allowed` only for an
  /// approval that was carried out. What an observer did in the middle is the observer's.
  private func checkStep(_ action: ModelAction, outcome: BackOutcome?, stackBefore: [ScreenID], unheard: Bool) {
    guard let outcome, let nav else { return }
    // A person's attempts, and the app's own requests to leave, which remove screens through the app's code.
    let user = startedThisStep.filter { attempt in
      if case .appRequest = attempt.source { return true }
      return attempt.source.isUserInitiated && attempt.source != .sheetDismiss
    }
    // An unguarded re-selection is UIKit's own pop: BackGuard only names it, and drops the name when observers changed
    // the stack first. UIKit pops to the root all the same, so the tap did what it says.
    let unguardedReselect: Bool
    if case .tabReselect = action { unguardedReselect = true } else { unguardedReselect = false }
    if outcome == .allowed, !unguardedReselect, let first = user.first, endedWithoutEffectThisStep.contains(first.id) {
      fail(
        "a request reports allowed only for an approval carried out",
        "the step returned allowed, but \(describe(first)) was dropped or cancelled")
    }
    let now = Set(nav.screens)
    // UIKit's own back menu (no guard in reach) pops through popToViewController: a programmatic attempt, by design.
    var named = Set(user.flatMap { Array($0.leaving) })
    if case .pickBackMenuEntry = action {
      named.formUnion(startedThisStep.filter { $0.source == .programmatic(.popTo) }.flatMap { Array($0.leaving) })
    }
    // Without a guard in reach, UIKit's own ⌘[ pops through popViewController, which the subclass hears as the app's.
    if case .backKeyCommand = action {
      named.formUnion(startedThisStep.filter { $0.source == .programmatic(.pop) }.flatMap { Array($0.leaving) })
    }
    // Without a guard in reach, a re-selected tab is UIKit's own popToRootViewController.
    if case .tabReselect = action {
      named.formUnion(startedThisStep.filter { $0.source == .programmatic(.popToRoot) }.flatMap { Array($0.leaving) })
    }
    let removed = Set(stackBefore).union(pushedThisStep).subtracting(now).subtracting(removedByObserver)
    // UIKit acted alone, through a call the adapter does not hear in this setup: no attempt can name what it removed.
    // Whether a guarded screen could go that way is checked when its departure is reported (`checkLeft`).
    if unheard { named.formUnion(removed) }
    let unexplained = removed.subtracting(named)
    if !unexplained.isEmpty {
      fail(
        "a person's action removes only the screens of its own attempt",
        "\(action) removed \(names(unexplained)), which no attempt of this action named")
    }
  }

  /// Ends the sequence: transitions finish, every kept answer and waiting async guard says no, then the stack is
  /// released. Checks the invariants once more, and that no screen outlives its stack.
  func finish() async {
    guard violation == nil else {
      // Nothing more is checked, but no async guard is left suspended forever.
      while let wait = waiting.popLast() { wait.continuation.resume(returning: .deny) }
      return
    }
    await drain()
    guard violation == nil else { return }
    let weakNav = WeakReference(nav)
    observation = nil
    sheetObservation = nil
    sheet = nil
    tabBar = nil
    nav = nil
    // The observation's and the answers' last hops may still hold the engine for a moment.
    hopsMayBeQueued = true
    await settle()
    if weakNav.object != nil {
      fail("no screen retained", "the navigation controller outlived its last reference")
    }
    for screen in tracked where screen.screen != nil {
      fail("no screen retained", "\(name(screen.id)) is alive after its navigation stack was released")
    }
  }

  private func drain() async {
    guard let nav else { return }
    step = 0
    log?.append("drain")
    hopsMayBeQueued = true
    for _ in 0..<4 where nav.isTransitioning { nav.finishTransition() }
    while let item = kept.popLast() {
      item.resolution.deny()
    }
    while !waiting.isEmpty {
      let wait = waiting.removeLast()
      let before = eventCount
      wait.continuation.resume(returning: .deny)
      await waitUntil("an async guard's answer arrives") { self.eventCount > before }
    }
    await settle()
    for _ in 0..<4 where nav.isTransitioning { nav.finishTransition() }
    if violation == nil { checkInvariants() }
  }

  /// Runs a step; returns the outcome of a person's action.
  private func execute(_ action: ModelAction) async -> BackOutcome? {
    guard let nav else { return nil }
    switch action {
    case .tapBack:
      return nav.goBack(by: .backButton)
    case .tapCustomBackButton:
      return nav.goBack(by: .customBackButton)
    case .pickBackMenuEntry(let index):
      return nav.pickBackMenuEntry(index % max(nav.screens.count - 1, 1))
    case .swipe(let swipe, let completes):
      return swipeBack(swipe, completes: completes, nav: nav)
    case .swipeLosingToAnotherGesture(let swipe):
      let gate = nav.engine.swipeGate(for: swipe == .edge ? .edgeSwipe : .contentSwipe)
      if (gate == .open || gate == .guarded) && (nav.screens.count < 2 || nav.isTransitioning) {
        // The simulator would stop the process on its precondition; report it instead.
        fail(
          "the root screen never swipes", "the \(swipe) swipe gate is \(Self.describe(gate)) where it must be closed")
        return nil
      }
      return nav.swipeBackLosingToAnotherGesture(swipe)
    case .sheetSwipeDown:
      return sheet?.goBack(by: .sheetDismiss)
    case .tabReselect:
      reselectingUnguarded = config.inTabBarWithGuardedTab && !nav.engine.tabReselectNeedsGuards
      defer { reselectingUnguarded = false }
      return nav.goBack(by: .tabReselect)
    case .zoomDismiss(let completes):
      let gate = nav.engine.swipeGate(for: .zoomDismiss)
      if (gate == .open || gate == .guarded) && (nav.screens.count < 2 || nav.isTransitioning) {
        fail(
          "the root screen never swipes", "the zoom dismissal gate is \(Self.describe(gate)) where it must be closed")
        return nil
      }
      return nav.goBack(by: .zoomDismiss, completes: completes)
    case .armObserver(let move):
      armedMove = move
    case .completeSwipe:
      nav.completeSwipe()
    case .cancelSwipe:
      nav.cancelSwipe()
    case .accessibilityEscape:
      return nav.goBack(by: .accessibilityEscape)
    case .backKeyCommand:
      return nav.goBack(by: .keyCommand)
    case .requestLeave(let index):
      let stack = nav.stack
      guard stack.count >= 2 else { return nil }
      let from = 1 + index % (stack.count - 1)
      let destination = stack[from - 1]
      return nav.requestLeave(stack[from...], named: "model") { [weak nav, weak destination] in
        guard let nav, let destination else { return }
        nav.popTo(destination, animated: false)
      }
    case .push(let spec, let animated):
      nav.push(makeScreen(spec), animated: animated)
    case .pop(let animated):
      nav.pop(animated: animated)
    case .popTo(let index, let animated):
      let stack = nav.stack
      nav.popTo(stack[index % stack.count], animated: animated)
    case .popToRoot(let animated):
      nav.popToRoot(animated: animated)
    case .setScreens(let mask, let adding, let animated):
      var screens = nav.stack.enumerated().filter { mask & (1 << UInt32($0.offset % 32)) != 0 }.map(\.element)
      screens += adding.map(makeScreen)
      if screens.isEmpty { screens = [nav.stack[0]] }
      nav.setScreens(screens, animated: animated)
    case .release(let index):
      let stack = nav.stack
      nav.release(stack[index % stack.count])
    case .finishTransition:
      nav.finishTransition()
    case .toggleGuardActive(let index):
      let stack = nav.stack
      let screen = stack[index % stack.count]
      if let screenGuard = screen.backGuard, let brain = brains[screen.id] {
        screenGuard.isActive.toggle()
        brain.isActive = screenGuard.isActive
      }
    case .toggleHasChanges(let index):
      let ids = nav.screens
      brains[ids[index % ids.count]]?.hasChanges.toggle()
    case .cancelPendingAttempt:
      nav.engine.cancelPendingAttempt()
    case .answer(let index, let decision, let route):
      guard !kept.isEmpty else { return nil }
      hopsMayBeQueued = true
      let item = kept.remove(at: index % kept.count)
      if decision == .allow && !item.resolution.isUsed {
        if item.resolution.attempt.source == .sheetDismiss {
          sheetApprovals[item.resolution.attempt.id, default: []].insert(item.screen)
        } else {
          approvals[item.resolution.attempt.id, default: []].insert(item.screen)
        }
      }
      let second: BackDecision = decision == .allow ? .deny : .allow
      switch route {
      case .main:
        item.resolution.resolve(decision)
      case .mainTwice:
        item.resolution.resolve(decision)
        item.resolution.resolve(second)
      case .otherThread:
        await answerFromAnotherThread(item.resolution, decision)
      case .otherThreadTwice:
        await answerFromAnotherThread(item.resolution, decision)
        await answerFromAnotherThread(item.resolution, second)
      }
    case .dropResolution(let index):
      guard !kept.isEmpty else { return nil }
      hopsMayBeQueued = true
      // The last reference goes here, on the main actor, so the engine hears of it before the next step.
      kept.remove(at: index % kept.count)
    case .resumeAsyncGuard(let index, let decision):
      guard !waiting.isEmpty else { return nil }
      let wait = waiting.remove(at: index % waiting.count)
      if decision == .allow {
        if wait.attempt.source == .sheetDismiss {
          sheetApprovals[wait.attempt.id, default: []].insert(wait.screen)
        } else {
          approvals[wait.attempt.id, default: []].insert(wait.screen)
        }
      }
      // Wait for this answer's own event (decided or dropped): another event (a held request's run, say) may come
      // first, and the next step must not start before the answer is in.
      let before = answerEvents(for: wait.attempt.id)
      wait.continuation.resume(returning: decision)
      await waitUntil("an async guard's answer arrives") { self.answerEvents(for: wait.attempt.id) > before }
    }
    return nil
  }

  private func swipeBack(
    _ swipe: SimulatedNavigationController.Swipe, completes: Bool, nav: SimulatedNavigationController
  ) -> BackOutcome? {
    let source: BackSource = swipe == .edge ? .edgeSwipe : .contentSwipe
    let countBefore = nav.screens.count
    let gate = nav.engine.swipeGate(for: source)
    if (gate == .open || gate == .guarded) && (countBefore < 2 || nav.isTransitioning) {
      // Calling the simulator now would stop the process on its precondition; report it instead.
      fail(
        "the root screen never swipes",
        "the \(swipe) swipe gate is \(Self.describe(gate)) with \(countBefore) screen(s)"
          + (nav.isTransitioning ? " during a transition" : ""))
      return nil
    }
    let outcome = nav.swipeBack(swipe, completes: completes)
    if countBefore < 2 && [.allowed, .swipeInProgress, .swipeCancelled].contains(outcome) {
      fail("the root screen never swipes", "a \(swipe) swipe on the root screen ended as \(outcome)")
    }
    return outcome
  }

  /// Answers from a detached task, then waits until the answer has hopped to the main actor and been handled.
  /// Every answer makes at least one event (decided, dropped or a misuse), so the event count is the signal.
  private func answerFromAnotherThread(_ resolution: BackResolution, _ decision: BackDecision) async {
    let id = resolution.attempt.id
    let before = answerEvents(for: id)
    let misusesBefore = misuseEvents
    await Task.detached { resolution.resolve(decision) }.value
    // Its own event (decided, dropped), or a misuse (a second answer): not just any event.
    await waitUntil("an answer from another thread reaches the main actor") {
      self.answerEvents(for: id) > before || self.misuseEvents > misusesBefore
    }
  }

  /// How many answer events (decided, dropped, cancelled, pending on the next guard) were reported per attempt identity, by either engine (the
  /// stack's and the sheet's count separately, so an identity may stand for one attempt of each).
  private var answerEventCounts: [BackAttempt.ID: Int] = [:]
  private var misuseEvents = 0

  private func answerEvents(for id: BackAttempt.ID) -> Int { answerEventCounts[id] ?? 0 }

  private func countAnswerEvent(_ event: BackEvent) {
    switch event {
    case .attemptDecided(let attempt, _, _), .resolutionDropped(let attempt, _, _), .attemptCancelled(let attempt, _),
      .attemptPending(let attempt, _):
      // An allow that reaches the next guard, which answers later, makes the attempt pending on it.
      answerEventCounts[attempt.id, default: 0] += 1
    case .misuse:
      misuseEvents += 1
    default:
      break
    }
  }

  /// Lets every answer already on its way arrive, and every async guard the engine started run up to its first
  /// suspension, so that the next step always meets the same state.
  ///
  /// A resolution's answer hops to the main actor whenever the engine cannot prove it is already there. Under
  /// `swift test` on Linux the main actor does not run on the main thread, so even an answer given inside the
  /// guard's callback arrives in a later main-actor job. Yielding puts this task behind every job already queued on
  /// the main actor (a serial, first-in first-out executor); repeat until a yield changes nothing.
  private func settle() async {
    // Requests the engine holds (`.queued`) run on a later main-actor turn once what held them ended.
    let held = nav?.engine.queuedRequestCount ?? 0
    guard hopsMayBeQueued || asyncStarted < asyncLaunched || held > 0 else { return }
    defer { hopsMayBeQueued = false }
    var quietRounds = 0
    for _ in 0..<64 {
      let before = (eventCount, asyncStarted, kept.count, waiting.count, nav?.screens.count ?? 0)
      await Task.yield()
      let after = (eventCount, asyncStarted, kept.count, waiting.count, nav?.screens.count ?? 0)
      if before == after && asyncStarted >= asyncLaunched {
        quietRounds += 1
        if quietRounds == 2 { return }
      } else {
        quietRounds = 0
      }
    }
    if asyncStarted < asyncLaunched {
      await waitUntil("every async guard starts") { self.asyncStarted >= self.asyncLaunched }
    }
  }

  private func waitUntil(_ what: String, _ condition: () -> Bool) async {
    for _ in 0..<200 {
      if condition() { return }
      await Task.yield()
    }
    for _ in 0..<5_000 {
      if condition() { return }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    if !condition() { fail("answers hop to the main actor", "\(what) never happened") }
  }

  private func makeScreen(_ spec: ModelScreenSpec) -> SimulatedScreen {
    let screen = SimulatedScreen("S\(spec.label)")
    adopt(screen, spec: spec)
    return screen
  }

  private func adopt(_ screen: SimulatedScreen, spec: ModelScreenSpec) {
    screen.allowsSwipeBack = spec.allowsSwipeBack
    screen.hasCustomBackButton = spec.hasCustomBackButton
    screen.hidesBackButton = spec.hidesBackButton
    let brain = GuardBrain(spec: spec, screen: screen.id, run: self)
    screen.backGuard = brain.makeGuard()
    brains[screen.id] = brain
    labels[screen.id] = spec.label
    tracked.append(TrackedScreen(id: screen.id, screen: screen))
  }

  private func name(_ screen: ScreenID) -> String { labels[screen].map { "S\($0)" } ?? "\(screen)" }

  private func names<S: Sequence>(_ screens: S) -> String where S.Element == ScreenID {
    "[" + screens.map(name).joined(separator: ", ") + "]"
  }

  private func describe(_ attempt: BackAttempt) -> String {
    "attempt#\(attempt.id.rawValue) \(attempt.source) leaving \(names(attempt.leaving)) "
      + "→ \(name(attempt.destination))"
  }

  private func fail(_ rule: String, _ detail: String) {
    guard violation == nil else { return }
    violation = Violation(rule: rule, detail: detail, step: step)
    log?.append("    VIOLATION [\(rule)] \(detail)")
  }

  // MARK: - Callbacks from the guards

  /// A guard was asked about an attempt and gave (or promised) an answer.
  func guardAsked(_ attempt: BackAttempt, screen: ScreenID, approves: Bool, immediate: Bool) {
    log?.append("    guard of \(name(screen)) asked about attempt#\(attempt.id.rawValue)\(approves ? ": allow" : "")")
    guard let brain = brains[screen] else { return }
    if !attempt.leaving.contains(screen) {
      fail("guards", "\(name(screen))'s guard was asked about \(describe(attempt)), which does not remove it")
    }
    if !brain.applies(to: attempt.source) {
      fail("guards", "\(name(screen))'s guard was asked about \(describe(attempt)) although it does not apply")
    }
    let inSheet = attempt.source == .sheetDismiss
    // The stack's engine and the sheet's number their attempts independently.
    let ownPending = inSheet ? sheetPending?.attempt : pendingFromEvents
    let otherPending = inSheet ? pendingFromEvents : sheetPending?.attempt
    let otherAwaits = inSheet ? pendingScreenFromEvents : sheetPending?.screen
    if immediate, let pending = ownPending, pending != attempt.id {
      fail(
        "attempts coalesce while one is pending",
        "\(name(screen))'s guard was asked about \(describe(attempt)) while attempt#\(pending.rawValue) was pending")
    }
    if immediate, let other = otherPending, otherAwaits == screen {
      fail(
        "one gesture, one question across a sheet and its stack",
        "\(name(screen))'s guard was asked about \(describe(attempt)) while the "
          + "\(inSheet ? "stack's" : "sheet's") attempt#\(other.rawValue) waited for an answer")
    }
    if !asked.insert([attempt.id.rawValue, screen.rawValue, inSheet ? 1 : 0]).inserted {
      fail(
        "attempts coalesce while one is pending",
        "\(name(screen))'s guard was asked twice about \(describe(attempt))")
    }
    if approves && !(immediate && faults.contains(.forgetImmediateApprovals)) {
      if inSheet {
        sheetApprovals[attempt.id, default: []].insert(screen)
      } else {
        approvals[attempt.id, default: []].insert(screen)
      }
    }
  }

  /// A guard answered through its resolution: the answer may arrive in a later main-actor job.
  func answerMayHop() { hopsMayBeQueued = true }

  /// A resolution guard kept its resolution to answer later.
  func keep(_ resolution: BackResolution, screen: ScreenID) {
    kept.append(KeptResolution(resolution: resolution, screen: screen))
  }

  /// An async guard's task began running.
  func asyncGuardStarted() { asyncStarted += 1 }

  /// An async guard waits for a later step.
  func wait(_ continuation: CheckedContinuation<BackDecision, Never>, attempt: BackAttempt, screen: ScreenID) {
    waiting.append(AsyncWait(continuation: continuation, attempt: attempt, screen: screen))
  }

  // MARK: - Events

  private func handle(_ event: BackEvent) {
    eventCount += 1
    countAnswerEvent(event)
    if log != nil { log?.append("    event: \(describe(event))") }
    countEnginePops()
    switch event {
    case .requestQueued: Self.coverage.requestsHeld += 1
    case .screensLeft(_, .tabReselect, _) where reselectingUnguarded: Self.coverage.unguardedReselectsNamed += 1
    default: break
    }
    switch event {
    case .attemptStarted(let attempt):
      startedThisStep.append(attempt)
      started[attempt.id] = attempt
      var required: [ScreenID: Int] = [:]
      for screen in attempt.leaving {
        if let brain = brains[screen], brain.applies(to: attempt.source) { required[screen] = brain.switches }
      }
      requiredApprovals[attempt.id] = required
      var switches: [ScreenID: Int] = [:]
      for screen in attempt.leaving { switches[screen] = brains[screen]?.switches }
      switchesAtStart[attempt.id] = switches
    case .attemptPending(let attempt, let screen):
      if let pending = pendingFromEvents, pending != attempt.id {
        fail(
          "at most one pending attempt",
          "\(describe(attempt)) became pending while attempt#\(pending.rawValue) was still pending")
      }
      pendingFromEvents = attempt.id
      pendingScreenFromEvents = screen
      if case .async? = brains[screen]?.spec.guardKind {
        asyncLaunched += 1
        hopsMayBeQueued = true
      }
    case .attemptDecided(let attempt, let decision, _):
      if pendingFromEvents == attempt.id { pendingFromEvents = nil }
      if decision == .allow { lastAllowed = attempt.id }
    case .attemptCancelled(let attempt, _), .resolutionDropped(let attempt, _, _):
      if pendingFromEvents == attempt.id { pendingFromEvents = nil }
      endedWithoutEffectThisStep.insert(attempt.id)
    case .screensLeft(let left, let source, let attemptID):
      checkLeft(left, source: source, attemptID: attemptID)
    case .lostWork(let lost):
      checkLostWork(lost)
    default:
      break
    }
    reactAsObserver(to: event)
  }

  /// Plays the armed observer's move at the first matching event of a person's attempt.
  private func reactAsObserver(to event: BackEvent) {
    guard let move = armedMove, let nav, let attempt = event.attempt, attempt.source.isUserInitiated else { return }
    let onDecided: Bool
    switch move {
    case .push(_, let decided), .pop(let decided): onDecided = decided
    }
    switch event {
    case .attemptStarted where !onDecided: break
    case .attemptDecided(_, .allow, _) where onDecided: break
    default: return
    }
    armedMove = nil
    log?.append("    observer: \(move)")
    switch move {
    case .push(let spec, _):
      let screen = makeScreen(spec)
      pushedThisStep.insert(screen.id)
      nav.push(screen, animated: false)
    case .pop:
      let before = Set(nav.screens)
      permitUnasked(by: .appPop, stack: nav.screens)
      nav.pop(animated: false)
      removedByObserver.formUnion(before.subtracting(nav.screens))
    }
  }

  /// The sheet's engine: its swipe-downs ask the stack's guards, and its dismissal needs their approval.
  private func handleSheet(_ event: BackEvent) {
    eventCount += 1
    countAnswerEvent(event)
    if log != nil { log?.append("    sheet event: \(describe(event))") }
    switch event {
    case .attemptStarted(let attempt):
      sheetStarted[attempt.id] = attempt
      var required: [ScreenID: Int] = [:]
      for screen in attempt.leaving {
        if let brain = brains[screen], brain.applies(to: attempt.source) { required[screen] = brain.switches }
      }
      sheetRequired[attempt.id] = required
    case .attemptPending(let attempt, let screen):
      sheetPending = (attempt.id, screen)
      if case .async? = brains[screen]?.spec.guardKind {
        asyncLaunched += 1
        hopsMayBeQueued = true
      }
    case .attemptDecided(let attempt, _, _), .attemptCancelled(let attempt, _), .resolutionDropped(let attempt, _, _):
      if sheetPending?.attempt == attempt.id { sheetPending = nil }
    case .screensLeft(let left, _, let attemptID):
      guard let attemptID else { return }
      for screen in left {
        guard let brain = brains[screen], brain.applies(to: .sheetDismiss),
          sheetRequired[attemptID]?[screen] == brain.switches
        else { continue }
        if sheetApprovals[attemptID]?.contains(screen) != true {
          fail(
            "no guarded screen leaves through a user route without approval",
            "the sheet was dismissed (attempt#\(attemptID.rawValue)) without \(name(screen))'s approval")
        }
      }
    default:
      break
    }
  }

  /// Notes the screens `route` may take away unasked in this setup, per the route table: where the table says the
  /// route is not seen, their departure must be named `.programmatic(.unannounced)`. Other routes permit nothing.
  private func permitUnasked(by route: BackRoute?, stack: [ScreenID]) {
    guard let route else { return }
    // A route the events name (`observed`) still asks a guard that opted in to the app's pops: nothing to permit.
    for (index, screen) in stack.enumerated() {
      let position: BackRouteTable.GuardedScreen = index == stack.count - 1 ? .top : .belowTop
      if BackRouteTable.coverage(of: route, in: config.routeConfiguration, guardedScreen: position) == .notSeen {
        permittedUnasked[screen] = .programmatic(.unannounced)
      }
    }
  }

  /// The row of the route table a step takes, if it is a route out of a screen.
  private static func route(of action: ModelAction) -> BackRoute? {
    switch action {
    case .tapBack: .backButton
    case .tapCustomBackButton: .customBackButton
    case .pickBackMenuEntry: .backMenu
    case .swipe(let swipe, _), .swipeLosingToAnotherGesture(let swipe): swipe == .edge ? .edgeSwipe : .contentSwipe
    case .sheetSwipeDown: .sheetDismiss
    case .accessibilityEscape: .accessibilityEscape
    case .backKeyCommand: .keyCommand
    case .tabReselect: .tabReselect
    case .zoomDismiss: .zoomDismiss
    case .pop, .popTo, .popToRoot, .setScreens, .release: .appPop
    case .requestLeave: .appRequest
    default: nil
    }
  }

  private func describe(_ event: BackEvent) -> String {
    switch event {
    case .attemptStarted(let attempt): "started \(describe(attempt))"
    case .attemptPending(let attempt, let screen):
      "pending attempt#\(attempt.id.rawValue) awaiting \(name(screen))"
    case .attemptDecided(let attempt, let decision, let screen):
      "decided attempt#\(attempt.id.rawValue) \(decision)" + (screen.map { " by \(name($0))" } ?? "")
    case .screensLeft(let left, let source, let id):
      "left \(names(left)) by \(source)" + (id.map { " (attempt#\($0.rawValue))" } ?? "")
    default: "\(event)"
    }
  }

  /// Gives the engine's own pops since the last look to the attempt approved last: each approval may cause one.
  private func countEnginePops() {
    guard let nav else { return }
    let count = nav.enginePopCount
    guard count > seenEnginePopCount else { return }
    let delta = count - seenEnginePopCount
    seenEnginePopCount = count
    guard let attempt = lastAllowed else {
      fail("an approval takes effect at most once", "the engine popped with no approved attempt")
      return
    }
    enginePops[attempt, default: 0] += delta
    if enginePops[attempt, default: 0] > 1 {
      fail(
        "an approval takes effect at most once",
        "the engine popped \(enginePops[attempt, default: 0]) times for attempt#\(attempt.rawValue)")
    }
  }

  private func checkLeft(_ left: LeavingScreens, source: BackSource, attemptID: BackAttempt.ID?) {
    guard let nav else { return }
    let now = nav.screens
    for screen in left {
      if now.contains(screen) {
        fail("events are consistent", "\(name(screen)) was reported as left but is still in the stack")
      }
      everInStack.insert(screen)
      if !reportedLeft.insert(screen).inserted {
        fail("events are consistent", "\(name(screen)) was reported as left twice")
      }
    }
    if let attemptID {
      effects[attemptID, default: 0] += 1
      if effects[attemptID, default: 0] > 1 {
        fail("an approval takes effect at most once", "attempt#\(attemptID.rawValue) made screens leave twice")
      }
      if let attempt = started[attemptID] {
        if now.last != attempt.destination {
          fail(
            "an approval goes only to its destination",
            "after \(describe(attempt)) left \(names(left)), the top is \(now.last.map(name) ?? "nothing")")
        }
        if Set(left) != Set(attempt.leaving) {
          fail(
            "events are consistent",
            "\(names(left)) reported as left by \(describe(attempt)), which removes \(names(attempt.leaving))")
        }
      }
    }
    for screen in left { expectLostWork(of: screen, attemptID: attemptID) }
    for screen in left {
      let permitted = permittedUnasked.removeValue(forKey: screen)
      guard let brain = brains[screen], brain.applies(to: source) else { continue }
      // The route table says this route leaves unasked here, and the events name it as the table says.
      if permitted == source { continue }
      // Required when the guard applied at the start and was not switched meanwhile (unknown attempts: always).
      let required = attemptID.map { id in requiredApprovals[id].map { $0[screen] == brain.switches } ?? true } ?? true
      let approved = attemptID.map { approvals[$0]?.contains(screen) ?? false } ?? false
      if required && !approved {
        fail(
          source.isUserInitiated
            ? "no guarded screen leaves through a user route without approval"
            : "an opted-in guard is asked about programmatic pops",
          "\(name(screen)) left by \(source)"
            + (attemptID.map { " (attempt#\($0.rawValue))" } ?? " (no attempt)")
            + " without its guard's approval")
      }
    }
  }

  /// What a departure owes: one lost-work sign when the guard was engaged all along and did not approve it, none when
  /// it approved or was never engaged; nothing is asserted for a guard switched while its screen left.
  private func expectLostWork(of screen: ScreenID, attemptID: BackAttempt.ID?) {
    guard let brain = brains[screen] else { return }
    if attemptID.map({ approvals[$0]?.contains(screen) ?? false }) == true || !brain.spec.hasGuard {
      noLostWork.insert(screen)
      return
    }
    // Engagement counts as it was when the departure was first heard: its attempt's start, or the step it left in.
    let heard = attemptID.map { switchesAtStart[$0]?[screen] } ?? switchesWhileInStack[screen]
    guard heard == brain.switches else { return }
    if brain.isEngaged { owedLostWork.insert(screen) } else { noLostWork.insert(screen) }
  }

  private func checkLostWork(_ lost: LostWork) {
    if noLostWork.contains(lost.screen) {
      fail(
        "lost work is reported only for an engaged guard's screen that left unasked",
        "\(name(lost.screen)) was reported as lost work (\(lost.route.map { "\($0)" } ?? "unheard")), but its guard "
          + "approved or was not engaged")
    } else if !lostWorkReported.insert(lost.screen).inserted {
      fail("lost work is reported once per departure", "\(name(lost.screen)) was reported as lost work again")
    }
    owedLostWork.remove(lost.screen)
  }

  // MARK: - Invariants after every step

  private static let swipeSources: [BackSource] = [.edgeSwipe, .contentSwipe, .zoomDismiss]
  private static let edgeSwipeOnly: [BackSource] = [.edgeSwipe, .zoomDismiss]

  private static func describe(_ gate: SwipeGate) -> String {
    switch gate {
    case .open: "open"
    case .guarded: "guarded"
    case .closed(let reason): "closed(\(reason))"
    }
  }

  private func checkInvariants() {
    guard let nav else { return }
    if !owedLostWork.isEmpty {
      fail(
        "no screen with an engaged guard leaves unasked without a sign",
        "\(names(owedLostWork)) left with an engaged guard, without its approval, and no lost work was reported")
      owedLostWork = []
    }
    let ids = nav.screens
    guard let top = ids.last else {
      fail("the stack is never empty", "the stack is empty")
      return
    }
    countEnginePops()
    let engine = nav.engine
    // A swipe in progress holds its screen until it ends, heard by the engine or not (SwiftUI's zoom dismissal).
    let swipeTop = engine.swipeInProgress?.top ?? nav.screenInInteractivePop
    everInStack.formUnion(ids)
    for screen in ids where reportedLeft.contains(screen) {
      fail("events are consistent", "\(name(screen)) is in the stack after it was reported as left")
    }
    let pending = engine.pendingAttempt
    if pending?.id != pendingFromEvents {
      fail(
        "at most one pending attempt",
        "the engine's pending attempt is \(pending.map(describe) ?? "none"), the events say "
          + (pendingFromEvents.map { "attempt#\($0.rawValue)" } ?? "none"))
    }
    // Only iOS 26 has the content recognizer, so only its profile asks that gate.
    for source in config.profile.hasContentSwipe ? Self.swipeSources : Self.edgeSwipeOnly {
      let gate = engine.swipeGate(for: source)
      // A root screen in mid-transition may name either reason; both keep the gesture from beginning.
      let expected: SwipeGate
      if nav.isTransitioning {
        expected = ids.count < 2 && gate == .closed(.rootScreen) ? gate : .closed(.transitioning)
      } else if ids.count < 2 {
        expected = .closed(.rootScreen)
      } else if pending != nil {
        expected = .closed(.attemptPending)
      } else if brains[top]?.spec.allowsSwipeBack == false && source != .zoomDismiss {
        expected = .closed(.disabledByScreen)
      } else if sheetPending?.screen == top && brains[top]?.applies(to: source) == true {
        // The top screen's guard is waiting for the sheet's swipe-down: one question at a time.
        expected = .closed(.attemptPending)
      } else if brains[top]?.applies(to: source) == true {
        expected = .guarded
      } else {
        expected = .open
      }
      if gate != expected {
        let rule =
          switch expected {
          case .open: "rule 6: the swipe is never left disabled"
          case .closed(.rootScreen): "the root screen never swipes"
          default: ids.count < 2 ? "the root screen never swipes" : "swipe gate"
          }
        fail(
          rule,
          "the \(source) gate is \(Self.describe(gate)), expected \(Self.describe(expected)); stack \(names(ids))"
            + (nav.isTransitioning ? ", transitioning" : "") + (pending != nil ? ", attempt pending" : ""))
      }
    }
    // Every screen ever in the stack is either in it now or was reported as left (the two never overlap, checked
    // above): counting is enough, and only a mismatch pays for finding the screen.
    if !nav.isTransitioning && everInStack.count != reportedLeft.count + ids.count {
      for screen in everInStack where !ids.contains(screen) && screen != swipeTop && !reportedLeft.contains(screen) {
        fail("events are consistent", "\(name(screen)) left the stack without a screensLeft event")
      }
    }
    if pending == nil {
      // A screen once released stays released, so only the living are looked at again.
      tracked.removeAll { $0.screen == nil }
      if tracked.count > ids.count {
        for screen in tracked where screen.id != swipeTop && !ids.contains(screen.id) {
          fail("no screen retained", "\(name(screen.id)) is gone from the stack but still alive")
        }
      }
    }
  }
}

/// Counts of model paths that must be played for the run to mean something.
struct ModelCoverage {
  /// `.queued` requests: app requests while an answer is pending or a transition runs, taps mid-transition.
  var requestsHeld = 0
  /// Unguarded tab re-selections the tab bar proxy saw and named `tabReselect`.
  var unguardedReselectsNamed = 0
}
