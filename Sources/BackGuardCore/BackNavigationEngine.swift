import Foundation

/// The rules of going back, for one navigation stack.
///
/// A host (the UIKit adapter, or ``BackGuardTesting``'s simulated controller) owns one engine, tells it what UIKit
/// reports, and carries out what it decides. The engine consults the guards of the screens that would leave, keeps at
/// most one attempt pending, performs each approved navigation exactly once, and names the route of every pop.
///
/// ```swift
/// let engine = BackNavigationEngine(host: myHost)
/// if engine.shouldBeginSwipe(.edgeSwipe) { /* let the gesture begin */ }
/// engine.requestBack(from: .customBackButton)
/// ```
@MainActor
public final class BackNavigationEngine {
  /// The stack this engine guards. Held weakly: the host owns the engine.
  public private(set) weak var host: (any NavigationHost)?

  private var lastAttemptID: UInt64 = 0
  private var knownStack: [ScreenID] = []
  private var consultation: Consultation?
  private var expectation: Expectation?
  private var swipeInFlight: BackAttempt?
  private var observers: [UInt64: (BackEvent) -> Void] = [:]
  private var lastObserverID: UInt64 = 0

  /// Makes an engine for a host.
  ///
  /// - Parameter host: The navigation stack. The engine reads its current screens right away.
  public init(host: any NavigationHost) {
    self.host = host
    knownStack = host.screens
  }

  // MARK: - State

  /// The attempt waiting for a guard's later answer, if any. There is at most one.
  public var pendingAttempt: BackAttempt? {
    guard let consultation, consultation.isAwaiting else { return nil }
    return consultation.attempt
  }

  /// The interactive swipe that began and has neither completed nor been cancelled, if any.
  public var swipeInProgress: BackAttempt? { swipeInFlight }

  // MARK: - Routes the system asks about first ("should it pop?")

  /// Asks whether the system may go ahead with a pop it is about to perform.
  ///
  /// Use it for routes where UIKit asks first: `navigationBar(_:shouldPop:)`, and app code's
  /// `popViewController`, `popToViewController` and `popToRootViewController` in an adapter that intercepts them.
  /// When the answer is `false` because a guard answers later, the engine performs the pop itself on approval.
  ///
  /// - Parameters:
  ///   - source: The route.
  ///   - destination: The screen that would end on top; `nil` for the screen below the top.
  ///   - animated: Whether the pop animates.
  /// - Returns: `true` if the system should pop now.
  public func shouldPop(_ source: BackSource, to destination: ScreenID? = nil, animated: Bool = true) -> Bool {
    guard let host else { return true }
    let stack = host.screens
    guard stack.count >= 2 else { return !source.isUserInitiated }
    // An approved navigation reaching the host's pop method (UIKit pops through `popViewController` after a tap,
    // and the engine's own commands arrive here too): let it through once, ask nobody again.
    if var expectation, expectation.allowsPassThrough, !source.isUserInitiated,
      (destination ?? stack[stack.count - 2]) == expectation.attempt.destination
    {
      expectation.allowsPassThrough = false
      self.expectation = expectation
      return true
    }
    guard let attempt = makeAttempt(source, to: destination, animated: animated, stack: stack) else {
      return !source.isUserInitiated
    }
    if let consultation {
      if source.isUserInitiated || anyGuardApplies(attempt, host: host) {
        emit(.attemptCoalesced(into: consultation.attempt.id, source: source))
        if source.isUserInitiated { host.restoreBackButton() }
        return false
      }
      // App code pops while a confirmation shows: nobody to ask, so it passes and the pending attempt ends.
      start(attempt)
      emit(.attemptDecided(attempt, .allow, decidedBy: nil))
      expectation = Expectation(attempt: attempt, allowsPassThrough: false)
      return true
    }
    start(attempt)
    switch consult(Consultation(attempt: attempt, style: .hostPops)) {
    case .allowed:
      expectation = Expectation(attempt: attempt, allowsPassThrough: source.isUserInitiated)
      return true
    case .denied, .pending, .superseded:
      if source.isUserInitiated { host.restoreBackButton() }
      host.backNavigationStateDidChange()
      return false
    }
  }

  /// Translates UIKit's `navigationBar(_:shouldPop:)` into a route.
  ///
  /// When app code pops, UIKit removes the view controller first and asks the bar afterwards, so the controller then
  /// has fewer screens than the bar has items. When the user taps back, the bar asks first and both counts agree.
  /// Comparing the counts needs no flag, so no flag can go stale.
  ///
  /// - Parameter barItemCount: `navigationBar.items.count` at the time of the call.
  /// - Returns: `true` if the bar should pop now.
  public func navigationBarShouldPop(barItemCount: Int) -> Bool {
    guard let host else { return true }
    if host.screens.count < barItemCount { return true }
    return shouldPop(.backButton)
  }

  /// Asks whether app code may replace the stack (`setViewControllers`), removing the screens not in `newScreens`.
  ///
  /// - Parameters:
  ///   - newScreens: The stack after the call, bottom first.
  ///   - animated: Whether the change animates.
  ///   - perform: Carries out the same replacement later, if a guard approves it later.
  /// - Returns: `true` if the replacement may happen now.
  public func shouldReplaceStack(
    with newScreens: [ScreenID], animated: Bool, perform: @escaping () -> Void
  ) -> Bool {
    guard let host else { return true }
    let stack = host.screens
    let kept = Set(newScreens)
    let leavingBottomToTop = stack.filter { !kept.contains($0) }
    guard !leavingBottomToTop.isEmpty, let destination = newScreens.last else { return true }
    // The engine's own replay of an approved replacement: let it through once.
    if var expectation, expectation.allowsPassThrough, expectation.attempt.destination == destination,
      expectation.attempt.source == .programmatic(.setViewControllers)
    {
      expectation.allowsPassThrough = false
      self.expectation = expectation
      return true
    }
    let attempt = BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: .programmatic(.setViewControllers),
      leaving: LeavingScreens(bottomToTop: leavingBottomToTop), destination: destination, isAnimated: animated)
    if let consultation {
      if anyGuardApplies(attempt, host: host) {
        emit(.attemptCoalesced(into: consultation.attempt.id, source: attempt.source))
        return false
      }
      start(attempt)
      emit(.attemptDecided(attempt, .allow, decidedBy: nil))
      expectation = Expectation(attempt: attempt, allowsPassThrough: false)
      return true
    }
    start(attempt)
    switch consult(Consultation(attempt: attempt, style: .enginePerforms(perform))) {
    case .allowed:
      expectation = Expectation(attempt: attempt, allowsPassThrough: false)
      return true
    case .denied, .pending, .superseded:
      host.backNavigationStateDidChange()
      return false
    }
  }

  // MARK: - Routes the engine carries out ("please go back")

  /// Asks to go back; the engine pops on approval.
  ///
  /// Use it for a custom back button (a `leftBarButtonItem`), `UINavigationItem.backAction`, VoiceOver's escape,
  /// the keyboard's back command and the back-button menu. Every route meets the same guards.
  ///
  /// ```swift
  /// navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in
  ///   engine.requestBack(from: .customBackButton)
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - source: The route. Default ``BackSource/customBackButton``.
  ///   - destination: Where to go back to; `nil` for the screen below the top.
  ///   - animated: Whether the pop animates.
  /// - Returns: What happened.
  @discardableResult
  public func requestBack(
    from source: BackSource = .customBackButton, to destination: ScreenID? = nil, animated: Bool = true
  ) -> BackRequestResult {
    guard let host else { return .nothingToGoBackTo }
    let stack = host.screens
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    guard let attempt = makeAttempt(source, to: destination, animated: animated, stack: stack) else {
      return .invalidDestination
    }
    if let consultation {
      emit(.attemptCoalesced(into: consultation.attempt.id, source: source))
      return .coalesced
    }
    if host.isTransitioning { return .busy }
    start(attempt)
    switch consult(Consultation(attempt: attempt, style: .enginePerforms(nil))) {
    case .allowed:
      commit(attempt, perform: nil, host: host)
      return .allowed
    case .denied:
      host.backNavigationStateDidChange()
      return .denied
    case .pending:
      host.backNavigationStateDidChange()
      return .pending
    case .superseded:
      host.backNavigationStateDidChange()
      return .denied
    }
  }

  /// Whether the back button's long-press menu may be offered now.
  ///
  /// UIKit's own menu pops through `popToViewController(_:animated:)` without asking `navigationBar(_:shouldPop:)`
  /// (see docs/UIKitBehavior.md), so an adapter that cannot route menu picks to
  /// ``requestBack(from:to:animated:)`` withholds the menu while this is `false`: while any screen a pick could remove
  /// has an engaged guard, or an attempt is being decided.
  public var isBackMenuAvailable: Bool {
    guard let host, consultation == nil else { return false }
    let stack = host.screens
    guard stack.count >= 2 else { return false }
    for screen in stack.dropFirst() where host.backOptions(for: screen).backGuard?.applies(to: .backMenu) == true {
      return false
    }
    return true
  }

  // MARK: - Swipes

  /// Whether a swipe could begin now, without asking any guard. The gesture delegate uses ``shouldBeginSwipe(_:)``.
  ///
  /// - Parameter source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe``.
  /// - Returns: The state of the gate.
  public func swipeGate(for source: BackSource) -> SwipeGate {
    guard let host else { return .closed(.noHost) }
    let stack = host.screens
    guard stack.count >= 2, let top = stack.last else { return .closed(.rootScreen) }
    if host.isTransitioning { return .closed(.transitioning) }
    if consultation != nil { return .closed(.attemptPending) }
    let options = host.backOptions(for: top)
    if !options.allowsSwipeBack { return .closed(.disabledByScreen) }
    if let screenGuard = options.backGuard, screenGuard.applies(to: source) { return .guarded }
    return .open
  }

  /// Answers a swipe recognizer's `gestureRecognizerShouldBegin`, synchronously.
  ///
  /// Never on the root screen, never during a transition or while an attempt is pending. Otherwise the top
  /// screen's guard decides. If it answers later, the gesture does not begin, the confirmation starts, and an
  /// approval pops with animation.
  ///
  /// - Parameter source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe``.
  /// - Returns: `true` if the gesture may begin.
  public func shouldBeginSwipe(_ source: BackSource) -> Bool {
    let gate = swipeGate(for: source)
    guard let host, gate == .open || gate == .guarded else { return false }
    let stack = host.screens
    guard let attempt = makeAttempt(source, to: nil, animated: true, stack: stack) else { return false }
    start(attempt)
    if gate == .open {
      emit(.attemptDecided(attempt, .allow, decidedBy: nil))
      beginSwipe(attempt)
      return true
    }
    switch consult(Consultation(attempt: attempt, style: .gate)) {
    case .allowed:
      beginSwipe(attempt)
      return true
    case .denied, .pending, .superseded:
      host.backNavigationStateDidChange()
      return false
    }
  }

  /// Records a swipe that may begin. UIKit starts the interactive pop through `popViewController(animated:)`,
  /// which must then pass without asking the guard a second time.
  private func beginSwipe(_ attempt: BackAttempt) {
    swipeInFlight = attempt
    expectation = Expectation(attempt: attempt, allowsPassThrough: true)
  }

  /// Tells the engine that the user let go of a swipe that had begun, and the screen stayed.
  public func swipeDidCancel() {
    guard let attempt = swipeInFlight else { return }
    swipeInFlight = nil
    expectation = nil
    emit(.swipeCancelled(attempt))
    host?.backNavigationStateDidChange()
  }

  // MARK: - Sheets

  /// Answers UIKit's `presentationControllerShouldDismiss(_:)` for a host whose stack is a sheet: the presenting
  /// screen first, then every screen in the sheet.
  ///
  /// UIKit may call it at any time and needs the answer at once, so no guard is called here: the answer is `true`
  /// only when no screen in the sheet has an engaged guard and nothing is pending. On `false`, UIKit calls
  /// `presentationControllerDidAttemptToDismiss(_:)`: pass that to ``sheetDidAttemptToDismiss()``.
  ///
  /// - Returns: `true` if the sheet may go away under the finger now.
  public func sheetShouldDismiss() -> Bool {
    guard let host, !host.isTransitioning, consultation == nil else { return false }
    let stack = host.screens
    guard stack.count >= 2,
      let attempt = makeAttempt(.sheetDismiss, to: stack[0], animated: true, stack: stack)
    else { return false }
    if anyGuardApplies(attempt, host: host) { return false }
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    beginSwipe(attempt)
    return true
  }

  /// Passes UIKit's `presentationControllerDidAttemptToDismiss(_:)`: the user tried to swipe a guarded sheet away.
  /// The guards of the sheet's screens are asked, top first; an approval dismisses the sheet once.
  ///
  /// - Returns: What happened.
  @discardableResult
  public func sheetDidAttemptToDismiss() -> BackRequestResult {
    guard let root = host?.screens.first else { return .nothingToGoBackTo }
    return requestBack(from: .sheetDismiss, to: root, animated: true)
  }

  // MARK: - Stack changes

  /// Tells the engine that a push, pop or replacement completed (UIKit's `navigationController(_:didShow:animated:)`).
  ///
  /// The engine reports the screens that left, with their route, and drops a pending attempt whose screens are gone.
  public func stackDidChange() {
    guard let host else { return }
    let newStack = host.screens
    let oldStack = knownStack
    knownStack = newStack
    let left = Self.removed(from: oldStack, in: newStack)
    if !left.isEmpty {
      let (source, attemptID) = attribute(left, newTop: newStack.last)
      emit(.screensLeft(LeavingScreens(bottomToTop: left), source: source, attempt: attemptID))
    }
    expectation = nil
    if let swipe = swipeInFlight, left.isEmpty, newStack.last == swipe.top {
      // The interactive pop finished without removing the screen: the user cancelled it.
      swipeInFlight = nil
      emit(.swipeCancelled(swipe))
    }
    swipeInFlight = nil
    if var consultation, !isStillValid(consultation.attempt, in: newStack) {
      if consultation.isAwaiting {
        self.consultation = nil
        consultation.task?.cancel()
        emit(.attemptCancelled(consultation.attempt, reason: .stackChanged))
      } else {
        consultation.isInvalidated = true
        self.consultation = consultation
      }
    }
    host.backNavigationStateDidChange()
  }

  /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation.
  /// A later answer to it is dropped.
  public func cancelPendingAttempt() {
    guard let consultation, consultation.isAwaiting else { return }
    self.consultation = nil
    consultation.task?.cancel()
    emit(.attemptCancelled(consultation.attempt, reason: .cancelledByApp))
    host?.backNavigationStateDidChange()
  }

  // MARK: - Events

  /// Calls `handler` with every event, until the returned observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The observation. Keep it as long as you want events.
  public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
    lastObserverID &+= 1
    let id = lastObserverID
    observers[id] = handler
    return BackObservation(engine: self, id: id)
  }

  /// A stream of every event from now on. Each access makes a new stream.
  public var events: AsyncStream<BackEvent> {
    let (stream, continuation) = AsyncStream<BackEvent>.makeStream()
    let observation = observe { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }

  func removeObserver(_ id: UInt64) { observers[id] = nil }

  /// Called from the tools the engine hands out (``BackResolution``), always on the main actor.
  func receive(_ decision: BackDecision, _ delivery: BackResolution.Delivery, token: BackResolution.Token) {
    if delivery == .second {
      reportMisuse(.resolvedTwice(token.attempt.id))
      return
    }
    guard var current = consultation, current.attempt.id == token.attempt.id, current.step == token.step else {
      if delivery == .answer {
        emit(.resolutionDropped(token.attempt, decision, reason: .noLongerPending))
      }
      return
    }
    if delivery == .released { reportMisuse(.releasedUnresolved(token.attempt.id)) }
    guard current.isAwaiting else {
      // Answered from inside the guard's own callback: the consultation loop picks it up when the callback returns.
      current.syncAnswer = decision
      consultation = current
      return
    }
    guard let host else {
      consultation = nil
      return
    }
    let screen = current.attempt.leaving[current.step]
    current.task = nil
    if decision == .deny {
      consultation = nil
      emit(.attemptDecided(current.attempt, .deny, decidedBy: screen))
      host.backNavigationStateDidChange()
      return
    }
    guard isStillValid(current.attempt, in: host.screens) else {
      consultation = nil
      emit(.resolutionDropped(current.attempt, decision, reason: .stackChanged))
      host.backNavigationStateDidChange()
      return
    }
    current.step += 1
    current.isAwaiting = false
    if case .enginePerforms = current.style {} else { current.style = .enginePerforms(nil) }
    let attempt = current.attempt
    let style = current.style
    if consult(current) == .allowed, case .enginePerforms(let perform) = style {
      commit(attempt, perform: perform, host: host)
    }
    host.backNavigationStateDidChange()
  }

  // MARK: - Internals

  private enum Verdict { case allowed, denied, pending, superseded }

  /// How an approved attempt is carried out.
  private enum Style {
    /// The system pops by itself if the answer is yes now (UIKit's "should pop?").
    case hostPops
    /// The gesture begins if the answer is yes now.
    case gate
    /// The engine commands the navigation: through `perform`, or else `popScreens(to:animated:)`.
    case enginePerforms((() -> Void)?)
  }

  private struct Consultation {
    var attempt: BackAttempt
    var style: Style
    /// The index in `attempt.leaving` of the screen whose guard is being asked.
    var step = 0
    /// `false` while inside a guard's callback, `true` once the engine waits for a later answer.
    var isAwaiting = false
    var syncAnswer: BackDecision?
    /// Set when the stack changed from inside a guard's callback.
    var isInvalidated = false
    var task: Task<Void, Never>?
  }

  /// The next stack change the engine knows the cause of.
  private struct Expectation {
    let attempt: BackAttempt
    /// Whether the host's own pop call for this approved attempt may still pass without asking again.
    var allowsPassThrough: Bool
  }

  /// Asks the guards of the leaving screens, top first, from `consultation.step` on.
  private func consult(_ start: Consultation) -> Verdict {
    guard let host else { return .allowed }
    var current = start
    let attempt = current.attempt
    while current.step < attempt.leaving.count {
      let screen = attempt.leaving[current.step]
      guard let screenGuard = host.backOptions(for: screen).backGuard, screenGuard.applies(to: attempt.source) else {
        current.step += 1
        continue
      }
      current.isAwaiting = false
      current.syncAnswer = nil
      current.isInvalidated = false
      consultation = current
      var resolution: BackResolution?
      var reply: BackGuardReply
      switch screenGuard.handler {
      case .immediate(let decide):
        reply = decide(attempt) == .allow ? .allow : .deny
      case .deferred(let ask):
        let made = BackResolution(engine: self, attempt: attempt, step: current.step)
        resolution = made
        reply = ask(attempt, made)
      case .async(let decide):
        let made = BackResolution(engine: self, attempt: attempt, step: current.step)
        resolution = made
        consultation?.task = Task { @MainActor in
          let decision = await decide(attempt)
          made.resolve(decision)
        }
        reply = .later
      }
      guard let after = consultation, after.attempt.id == attempt.id, after.step == current.step else {
        return .superseded
      }
      current = after
      if current.isInvalidated {
        // The guard changed the stack from inside its own callback. Its answer no longer names a real navigation.
        consultation = nil
        current.task?.cancel()
        emit(.attemptCancelled(attempt, reason: .stackChanged))
        return .superseded
      }
      let answer: BackDecision?
      switch reply {
      case .allow, .deny:
        // Answered by the return value: any later use of the resolution is a second answer.
        _ = resolution?.claim()
        answer = reply == .allow ? .allow : .deny
      case .later:
        if let syncAnswer = current.syncAnswer {
          answer = syncAnswer
        } else if isKnownUniquelyReferenced(&resolution), resolution?.claim() == true {
          // The guard kept no reference, so no answer can ever come: deny now rather than wait forever.
          reportMisuse(.releasedUnresolved(attempt.id))
          answer = .deny
        } else {
          answer = nil
        }
      }
      switch answer {
      case .allow?:
        current.step += 1
      case .deny?:
        consultation = nil
        current.task?.cancel()
        emit(.attemptDecided(attempt, .deny, decidedBy: screen))
        return .denied
      case nil:
        current.isAwaiting = true
        consultation = current
        emit(.attemptPending(attempt, awaiting: screen))
        return .pending
      }
    }
    consultation = nil
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    return .allowed
  }

  /// Carries out an approved attempt, once, if it still names the same navigation.
  private func commit(_ attempt: BackAttempt, perform: (() -> Void)?, host: any NavigationHost) {
    guard isStillValid(attempt, in: host.screens) else {
      emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
      return
    }
    expectation = Expectation(attempt: attempt, allowsPassThrough: true)
    if let perform {
      perform()
    } else {
      host.popScreens(to: attempt.destination, animated: attempt.isAnimated)
    }
  }

  /// Whether the stack still has the attempt's leaving screens on top of its destination, in the same order.
  private func isStillValid(_ attempt: BackAttempt, in stack: [ScreenID]) -> Bool {
    if case .programmatic(.setViewControllers) = attempt.source {
      return attempt.leaving.allSatisfy(stack.contains)
    }
    let count = attempt.leaving.count
    guard stack.count > count else { return false }
    let destinationIndex = stack.count - 1 - count
    guard stack[destinationIndex] == attempt.destination else { return false }
    for offset in 0..<count where stack[stack.count - 1 - offset] != attempt.leaving[offset] { return false }
    return true
  }

  private func makeAttempt(
    _ source: BackSource, to destination: ScreenID?, animated: Bool, stack: [ScreenID]
  ) -> BackAttempt? {
    let destinationIndex: Int
    if let destination {
      guard let index = stack.lastIndex(of: destination), index < stack.count - 1 else {
        reportMisuse(.destinationNotInStack(destination))
        return nil
      }
      destinationIndex = index
    } else {
      destinationIndex = stack.count - 2
    }
    return BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: source,
      leaving: LeavingScreens(slice: stack[(destinationIndex + 1)...]),
      destination: stack[destinationIndex], isAnimated: animated)
  }

  /// Takes the attempt's identity for good. Attempts that merge into a pending one never take one, so the numbers
  /// in a timeline have no gaps.
  private func start(_ attempt: BackAttempt) {
    lastAttemptID = attempt.id.rawValue
    if !observers.isEmpty { emit(.attemptStarted(attempt)) }
  }

  private func anyGuardApplies(_ attempt: BackAttempt, host: any NavigationHost) -> Bool {
    attempt.leaving.contains { host.backOptions(for: $0).backGuard?.applies(to: attempt.source) == true }
  }

  /// Names the route of screens that just left.
  private func attribute(_ left: [ScreenID], newTop: ScreenID?) -> (BackSource, BackAttempt.ID?) {
    for candidate in [expectation?.attempt, swipeInFlight] {
      guard let attempt = candidate else { continue }
      if attempt.leaving.contains(where: left.contains) { return (attempt.source, attempt.id) }
    }
    return (.programmatic(.unannounced), nil)
  }

  /// The screens of `old` that are not in `new`, bottom first. Linear in the part of the stacks that differs.
  private static func removed(from old: [ScreenID], in new: [ScreenID]) -> [ScreenID] {
    var common = 0
    while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
    if common == old.count { return [] }
    let remaining = Set(new[common...])
    return old[common...].filter { !remaining.contains($0) }
  }

  private func emit(_ event: @autoclosure () -> BackEvent) {
    guard !observers.isEmpty else { return }
    let event = event()
    for id in observers.keys.sorted() {
      observers[id]?(event)
    }
  }

  private func reportMisuse(_ kind: BackMisuse.Kind) {
    let misuse = BackMisuse(kind)
    BackMisuse.log?(misuse)
    emit(.misuse(misuse))
  }
}

/// What became of a ``BackNavigationEngine/requestBack(from:to:animated:)``.
public enum BackRequestResult: Hashable, Sendable {
  /// Approved now; the pop was commanded.
  case allowed
  /// A guard said no.
  case denied
  /// A guard will answer later. The pop follows an approval.
  case pending
  /// Another attempt was already being decided; this one merged into it.
  case coalesced
  /// A transition is running; nothing was asked. Try again when it ends.
  case busy
  /// The top screen is the root.
  case nothingToGoBackTo
  /// The destination is not below the top of the stack.
  case invalidDestination
}

/// Whether a swipe may begin, without asking any guard.
public enum SwipeGate: Hashable, Sendable {
  /// Nothing stops it: it begins.
  case open
  /// The top screen's guard will be asked.
  case guarded
  /// It does not begin.
  case closed(Reason)

  /// Why a swipe does not begin.
  public enum Reason: Hashable, Sendable {
    /// Only the root screen is left. A swipe here would freeze UIKit.
    case rootScreen
    /// A push or pop is animating. A swipe now would freeze UIKit.
    case transitioning
    /// A confirmation is showing for another attempt.
    case attemptPending
    /// The top screen turned swipes off on purpose.
    case disabledByScreen
    /// The host is gone.
    case noHost
  }
}

/// Keeps an ``BackNavigationEngine/observe(_:)`` registration alive. Cancel it, or release it, to stop events.
public final class BackObservation: Sendable {
  private let id: UInt64
  private nonisolated(unsafe) weak var engine: BackNavigationEngine?

  init(engine: BackNavigationEngine, id: UInt64) {
    self.engine = engine
    self.id = id
  }

  deinit {
    guard let engine else { return }
    let id = id
    onMainActor { engine.removeObserver(id) }
  }

  /// Stops the events.
  @MainActor public func cancel() { engine?.removeObserver(id) }
}

extension BackMisuse {
  /// Where misuses are written, besides the event stream. Default: printed in debug builds. Set `nil` to silence.
  @MainActor public static var log: ((BackMisuse) -> Void)? = {
    #if DEBUG
      return { print("BackGuard: \($0.message)") }
    #else
      return nil
    #endif
  }()
}
