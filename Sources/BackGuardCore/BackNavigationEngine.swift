import Foundation

/// The rules of going back, for one navigation stack.
///
/// A host (the UIKit adapter, or the simulated controller of `BackGuardTesting`) owns one engine, tells it what UIKit
/// reports, and carries out what it decides. The engine consults the guards of the screens that would leave, keeps at
/// most one attempt pending, performs each approved navigation exactly once, and names the route of every pop.
///
/// ```swift
/// let engine = BackNavigationEngine(host: myHost)
/// if engine.shouldBeginSwipe(.edgeSwipe) { /* let the gesture begin */ }
/// engine.requestBack(from: .customBackButton)
/// ```
///
/// Nothing outlives the stack: when the engine goes away (with its host), every `for await` loop over ``events``
/// finishes and a waiting async guard's task is cancelled.
@MainActor
public final class BackNavigationEngine {
  // The engine's state is only touched on the main actor, and never through an access that spans a call into a guard
  // or the host, so the dynamic exclusivity checks (a third of a decision's time) are switched off for it.

  /// The stack this engine guards. Held weakly: the host owns the engine.
  @exclusivity(unchecked) package private(set) weak var host: (any NavigationHost)?

  @exclusivity(unchecked) private var lastAttemptID: UInt64 = 0
  /// The stack as last reported, the engine's own copy: it is updated in place, so a host's next push does not have
  /// to copy a buffer the engine still shares.
  @exclusivity(unchecked) private var knownStack: [ScreenID] = []
  /// The guard being called right now, synchronously. Plain values only, so the hot path has no reference counting.
  @exclusivity(unchecked) private var asking: Asking?
  /// The attempt waiting for a later answer. There is at most one.
  @exclusivity(unchecked) private var waiting: Waiting? {
    didSet {
      guard oldValue !== waiting else { return }
      if let oldValue { Self.forgetWaiting(oldValue, of: self) }
      if let waiting { Self.noteWaiting(waiting, of: self) }
    }
  }
  /// Approved navigations not yet seen completing, newest last: they name the route of the screens that leave, and
  /// let the host's own pop call for each pass once without asking again.
  @exclusivity(unchecked) private var expectations: [Expectation] = []
  @exclusivity(unchecked) private var swipeInFlight: BackAttempt? {
    didSet { hasSwipeInFlight = swipeInFlight != nil }
  }
  /// Mirrors `swipeInFlight != nil` without copying an attempt on the decision path.
  @exclusivity(unchecked) private var hasSwipeInFlight = false
  /// Whether the host saw the interactive pop of the swipe in flight begin (`interactivePopDidBegin(_:)`, the pop's
  /// pass-through, a sheet's `willDismiss`). A swipe the gate approved whose gesture another recognizer won never
  /// begins: the next stack change is not its doing, whatever call made it.
  @exclusivity(unchecked) private var swipeDidBegin = false
  @exclusivity(unchecked) private var observers: [UInt64: (slot: ObserverSlot, handler: (BackEvent) -> Void)] = [:]
  @exclusivity(unchecked) private var lastObserverID: UInt64 = 0
  /// The last attempt ended by a stack change, so that a late answer to it is reported with that reason.
  @exclusivity(unchecked) private var lastCancelledForStackChange: BackAttempt.ID?
  /// Screens whose blank back-button title was already reported; pruned to the stack as it changes.
  @exclusivity(unchecked) private var blankTitlesReported: Set<ScreenID> = []
  /// The swipe gate's last answer for an identified touch, so a second recognizer asking for it gets the same answer.
  @exclusivity(unchecked) private var lastSwipeAnswer: (touch: UInt64, answer: BackOutcome)?
  /// Set while a released answer is applied before a call's own work: a stack change reported from inside it comes
  /// before the outer call read the stack, so neither can trust a host's count of unchanged screens.
  @exclusivity(unchecked) private var isSettling = false
  /// What must end with the engine, reachable from its nonisolated `deinit`.
  private let teardown = Teardown()

  /// Makes an engine for a host.
  ///
  /// - Parameter host: The navigation stack. The engine reads its current screens right away.
  package init(host: any NavigationHost) {
    self.host = host
    knownStack = host.screens
  }

  deinit {
    teardown.end()
  }

  // MARK: - State

  /// The attempt waiting for a guard's later answer, if any. There is at most one.
  public var pendingAttempt: BackAttempt? {
    settleReleasedResolution()
    return waiting?.attempt
  }

  /// The interactive swipe that began and has neither completed nor been cancelled, if any.
  public var swipeInProgress: BackAttempt? { swipeInFlight }

  /// The attempt being decided (a guard is being called, or a later answer is awaited), if any.
  /// How deep the engine is in carrying out approved app requests (`requestLeave(_:from:animated:perform:)`).
  @exclusivity(unchecked) private var performingAppRequest = 0

  private var busyAttemptID: BackAttempt.ID? { asking?.attemptID ?? waiting?.attempt.id }

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
  package func shouldPop(_ source: BackSource, to destination: ScreenID? = nil, animated: Bool = true) -> BackOutcome {
    guard let host else { return .allowed }
    return shouldPop(source, to: destination, animated: animated, host: host)
  }

  /// `shouldPop(_:to:animated:)` called by the host itself, which hands itself over: the decision then does not
  /// load the weak `host` (a third of a decision's time). `host` must be this engine's host.
  package func shouldPop(_ source: BackSource, to destination: ScreenID?, animated: Bool, host: any NavigationHost)
    -> BackOutcome
  {
    assert(host === self.host, "a host handed over another stack's engine")
    settleReleasedResolution()
    return shouldPop(source, to: destination, animated: animated, host: host, stack: host.screens)
  }

  private func shouldPop(
    _ source: BackSource, to destination: ScreenID?, animated: Bool, host: any NavigationHost, stack: [ScreenID]
  ) -> BackOutcome {
    if performingAppRequest > 0, !source.isUserInitiated { return .allowed }
    guard stack.count >= 2 else { return source.isUserInitiated ? .nothingToGoBackTo : .allowed }
    // An approved navigation reaching the host's pop method (UIKit pops through `popViewController` after a tap,
    // and the engine's own commands arrive here too): let it through once, ask nobody again. A swipe's approval is
    // only for the interactive pop of a gesture that began; if it never began, this pop is the app's own.
    if !source.isUserInitiated, !expectations.isEmpty {
      if hasSwipeInFlight, !host.isSwipeGestureActive { clearStaleSwipe(host: host) }
      if takePassThrough(to: destination ?? stack[stack.count - 2], replacement: false) { return .allowed }
    }
    guard let attempt = makeAttempt(source, to: destination, animated: animated, stack: stack) else {
      return source.isUserInitiated ? .invalidDestination : .allowed
    }
    if let busy = busyAttemptID ?? pendingOnSameGuard(attempt, host: host) {
      return passOrCoalesce(attempt, into: busy, host: host, stack: stack)
    }
    start(attempt)
    if let interrupted = interruptedByObservers(attempt, stack, host: host) {
      if source.isUserInitiated { host.restoreBackButton() }
      return interrupted
    }
    switch consult(attempt, host: host, stack: stack) {
    case .allowed:
      if observersChanged(stack, host: host) {
        emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
        if source.isUserInitiated { host.restoreBackButton() }
        return .cancelled
      }
      expect(attempt, passThrough: source.isUserInitiated)
      return .allowed
    case .denied:
      if source.isUserInitiated { host.restoreBackButton() }
      return .denied
    case .superseded:
      if source.isUserInitiated { host.restoreBackButton() }
      return .cancelled
    case .pending:
      if source.isUserInitiated { host.restoreBackButton() }
      host.backNavigationStateDidChange()
      // An observer told of the pending attempt may already have changed the stack, which ended it.
      return waiting?.attempt.id == attempt.id ? .pending : .cancelled
    }
  }

  /// Translates UIKit's `navigationBar(_:shouldPop:)` into a route.
  ///
  /// When app code pops, UIKit removes the view controller first and asks the bar afterwards, so the controller then
  /// has fewer screens than the bar has items. When the user taps back, the bar asks first and both counts agree.
  /// Comparing the counts needs no flag, so no flag can go stale.
  ///
  /// - Parameter barItemCount: `navigationBar.items.count` at the time of the call.
  /// - Returns: ``BackOutcome/allowed`` if the bar should pop now, otherwise why not.
  package func navigationBarShouldPop(barItemCount: Int) -> BackOutcome {
    guard let host else { return .allowed }
    return navigationBarShouldPop(barItemCount: barItemCount, host: host)
  }

  /// `navigationBarShouldPop(barItemCount:)` called by the host itself (see ``shouldPop(_:to:animated:host:)``).
  package func navigationBarShouldPop(barItemCount: Int, host: any NavigationHost) -> BackOutcome {
    assert(host === self.host, "a host handed over another stack's engine")
    settleReleasedResolution()
    let stack = host.screens
    if stack.count < barItemCount { return .allowed }
    return shouldPop(.backButton, to: nil, animated: true, host: host, stack: stack)
  }

  /// Asks whether app code may replace the stack (`setViewControllers`), removing the screens not in `newScreens`.
  ///
  /// - Parameters:
  ///   - newScreens: The stack after the call, bottom first.
  ///   - animated: Whether the change animates.
  ///   - perform: Carries out the same replacement later, if a guard approves it later.
  /// - Returns: ``BackOutcome/allowed`` if the replacement may happen now, otherwise why not.
  package func shouldReplaceStack(
    with newScreens: [ScreenID], animated: Bool, perform: @escaping () -> Void
  ) -> BackOutcome {
    guard let host else { return .allowed }
    if performingAppRequest > 0 { return .allowed }
    settleReleasedResolution()
    let stack = host.screens
    let kept = Set(newScreens)
    let leavingBottomToTop = stack.filter { !kept.contains($0) }
    guard !leavingBottomToTop.isEmpty, let destination = newScreens.last else { return .allowed }
    // The engine's own replay of an approved replacement: let it through once.
    if takePassThrough(to: destination, replacement: true) { return .allowed }
    let attempt = BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: .programmatic(.setViewControllers),
      leaving: LeavingScreens(bottomToTop: leavingBottomToTop), destination: destination, isAnimated: animated)
    if let busy = busyAttemptID ?? pendingOnSameGuard(attempt, host: host) {
      return passOrCoalesce(attempt, into: busy, host: host, stack: stack)
    }
    start(attempt)
    if let interrupted = interruptedByObservers(attempt, stack, host: host) { return interrupted }
    switch consult(attempt, host: host, stack: stack) {
    case .allowed:
      if observersChanged(stack, host: host) {
        emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
        return .cancelled
      }
      expect(attempt, passThrough: false)
      return .allowed
    case .denied:
      return .denied
    case .superseded:
      return .cancelled
    case .pending:
      waiting?.perform = perform
      waiting?.stackAtStart = stack
      host.backNavigationStateDidChange()
      return waiting?.attempt.id == attempt.id ? .pending : .cancelled
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
  /// The route has no default: the engine serves every route, and a wrong route would reach guards that tell
  /// routes apart (a swipe refused, a tap allowed). The UIKit adapter's `requestBack()` on a screen does default to
  /// ``BackSource/customBackButton``, because that is what a screen's own button is.
  ///
  /// - Parameters:
  ///   - source: The route.
  ///   - destination: Where to go back to; `nil` for the screen below the top.
  ///   - animated: Whether the pop animates.
  /// - Returns: What happened: ``BackOutcome/allowed`` only when the pop was commanded.
  @discardableResult
  package func requestBack(
    from source: BackSource, to destination: ScreenID? = nil, animated: Bool = true
  ) -> BackOutcome {
    guard let host else { return .nothingToGoBackTo }
    return requestBack(from: source, to: destination, animated: animated, host: host)
  }

  /// `requestBack(from:to:animated:)` called by the host itself (see ``shouldPop(_:to:animated:host:)``).
  ///
  /// - Parameter screens: The host's ``NavigationHost/screens`` as it read them just before the call (a host that
  ///   validated its stack for the route saves reading it twice), or `nil` to read them.
  @discardableResult
  package func requestBack(
    from source: BackSource, to destination: ScreenID?, animated: Bool, host: any NavigationHost,
    screens: [ScreenID]? = nil
  ) -> BackOutcome {
    assert(host === self.host, "a host handed over another stack's engine")
    let stack = currentStack(host: host, handedOver: screens)
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    guard let attempt = makeAttempt(source, to: destination, animated: animated, stack: stack) else {
      return .invalidDestination
    }
    if let busy = busyAttemptID ?? pendingOnSameGuard(attempt, host: host) {
      emit(.attemptCoalesced(into: busy, source: source))
      return .coalesced
    }
    if host.isTransitioning { return .busy }
    clearStaleSwipe(host: host)
    return decide(attempt, stack: stack, host: host, perform: nil)
  }

  /// Starts `attempt`, asks its guards, and carries it out on approval: the engine's pop, or `perform` (an app
  /// request, replayed only onto the very stack it was asked for).
  private func decide(
    _ attempt: BackAttempt, stack: [ScreenID], host: any NavigationHost, perform: (() -> Void)?
  ) -> BackOutcome {
    start(attempt)
    if let interrupted = interruptedByObservers(attempt, stack, host: host) { return interrupted }
    switch consult(attempt, host: host, stack: stack) {
    case .allowed:
      return commit(attempt, perform: perform, stackAtStart: perform == nil ? nil : stack, host: host)
        ? .allowed : .cancelled
    case .denied:
      return .denied
    case .superseded:
      return .cancelled
    case .pending:
      if let perform, waiting?.attempt.id == attempt.id {
        waiting?.perform = perform
        waiting?.stackAtStart = stack
      }
      host.backNavigationStateDidChange()
      // An observer told of the pending attempt may already have changed the stack, which ended it.
      return waiting?.attempt.id == attempt.id ? .pending : .cancelled
    }
  }

  // MARK: - Ask the guards, then act

  /// Asks the guards of `screens` before the app removes them in a way that is not a pop, then runs `perform` on
  /// approval: a split view replacing its detail, a deep link replacing the stack, a logout dismissing everything.
  ///
  /// ```swift
  /// engine.requestLeave(engine.host?.screens ?? [], from: .appRequest("logout")) {
  ///   session.logOut()  // runs once, now or after the person confirms
  /// }
  /// ```
  ///
  /// The same rules as every route: every engaged guard of the leaving screens is asked, top first, and the first
  /// deny wins; a later answer makes the request pending, and further attempts merge into it; `perform` runs at most
  /// once, and never if the stack changed before the approval (the drop is reported). App code's pops and replacements
  /// made inside `perform` pass without asking again. Nothing stays approved after `perform` returns.
  ///
  /// - Parameters:
  ///   - screens: The screens that would go; those not in this stack are ignored. Order does not matter.
  ///   - source: The route, usually ``BackSource/appRequest(_:)`` with a name for the events.
  ///   - animated: Passed along in the attempt.
  ///   - perform: The app's code that removes the screens.
  /// - Returns: ``BackOutcome/allowed`` when `perform` ran, ``BackOutcome/pending`` when a guard answers later,
  ///   ``BackOutcome/denied``, ``BackOutcome/coalesced``, ``BackOutcome/busy`` during a transition, or
  ///   ``BackOutcome/cancelled``.
  @discardableResult
  package func requestLeave(
    _ screens: [ScreenID], from source: BackSource, animated: Bool = true, perform: @escaping () -> Void
  ) -> BackOutcome {
    guard let host else { return .nothingToGoBackTo }
    settleReleasedResolution()
    let stack = host.screens
    let requested = Set(screens)
    let leavingBottomToTop = stack.filter { requested.contains($0) }
    guard let lowest = leavingBottomToTop.first, let lowestIndex = stack.firstIndex(of: lowest) else {
      // Nothing of this stack leaves, so no guard of it is concerned.
      perform()
      return .allowed
    }
    let attempt = BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: source,
      leaving: LeavingScreens(bottomToTop: leavingBottomToTop),
      destination: lowestIndex > 0 ? stack[lowestIndex - 1] : lowest, isAnimated: animated)
    if let busy = busyAttemptID ?? pendingOnSameGuard(attempt, host: host) {
      emit(.attemptCoalesced(into: busy, source: source))
      return .coalesced
    }
    if host.isTransitioning { return .busy }
    return decide(attempt, stack: stack, host: host, perform: perform)
  }

  /// Asks the guards of `screens`, waits for the answer, and tells it: the app acts afterwards itself.
  ///
  /// ```swift
  /// if await engine.requestLeave(detailScreens, from: .appRequest("showOtherProduct")) == .allowed {
  ///   splitViewController.showDetailViewController(other, sender: nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screens: The screens that would go.
  ///   - source: The route, usually ``BackSource/appRequest(_:)``.
  ///   - animated: Passed along in the attempt.
  /// - Returns: ``BackOutcome/allowed`` once approved (the stack unchanged since the request), otherwise why not:
  ///   ``BackOutcome/denied``, ``BackOutcome/coalesced``, ``BackOutcome/busy`` or ``BackOutcome/cancelled`` (the
  ///   stack changed, the app cancelled the attempt, or the engine went away).
  package func requestLeave(
    _ screens: [ScreenID], from source: BackSource, animated: Bool = true
  ) async -> BackOutcome {
    let approval = ApprovalFlag()
    let stream = events
    let outcome = requestLeave(screens, from: source, animated: animated) { approval.isApproved = true }
    guard outcome == .pending, let id = waiting?.attempt.id else { return outcome }
    for await event in stream {
      guard event.attemptID == id else { continue }
      switch event {
      case .attemptDecided(_, .allow, _): return approval.isApproved ? .allowed : .cancelled
      case .attemptDecided(_, .deny, _): return .denied
      case .attemptCancelled, .resolutionDropped: return .cancelled
      default: continue
      }
    }
    return .cancelled
  }

  /// Set by `perform` when an awaited request was carried out.
  @MainActor
  private final class ApprovalFlag {
    var isApproved = false
  }

  /// For each screen in the stack, root first, whether the back button it shows must offer a back menu whose picks
  /// come to `requestBack(from:to:animated:)`.
  ///
  /// UIKit's own menu pops through `popToViewController(_:animated:)` without asking `navigationBar(_:shouldPop:)`
  /// (docs/UIKitBehavior.md), so it would pass every guard. A pick on a screen's menu can remove any screen from the
  /// one above the root up to that screen, so from the first screen with a guard upward, every back button needs the
  /// routed menu. A guard counts even while it is not engaged: it may become engaged between the time the host sets
  /// up its back buttons and the pick.
  ///
  /// - Returns: One flag per screen; the root's is always `false` (it shows no back button).
  package func backMenusNeedingRouting() -> [Bool] {
    wiring().routedBackMenus
  }

  /// What the host must wire for the stack as it is now: the screens whose own back routes need BackGuard, the back
  /// menus that must go through the guards, and whether the swipes need the gate. Everything else stays as UIKit and
  /// the app made it.
  ///
  /// - Returns: The wiring; empty without a host.
  package func wiring() -> BackWiring {
    guard let host else { return BackWiring(guardedScreens: [], needsSwipeGate: false) }
    settleReleasedResolution()
    let stack = host.screens
    var topOptions = ScreenBackOptions()
    let guarded = stack.indices.map { index in
      guard index > 0 else { return false }
      let options = host.backOptions(for: stack[index])
      if index == stack.count - 1 { topOptions = options }
      return options.backGuard != nil
    }
    let topChoosesSwipe = guarded.last == true || topOptions.choosesSwipe
    return BackWiring(
      guardedScreens: guarded, needsSwipeGate: stack.count >= 2 && (topChoosesSwipe || waiting != nil))
  }

  /// The back-button look a screen asked for, or the app default, ready for an adapter to apply.
  ///
  /// A blank custom title becomes the arrow-only style and is reported as a misuse, once per screen: blank titles
  /// leave blank entries in the long-press menu. Hosts may ask on every refresh.
  ///
  /// - Parameter screen: The screen whose back button this is (the screen that shows it).
  /// - Returns: The display mode and title to set on the navigation item that becomes the back item.
  package func backButtonAppearance(for screen: ScreenID) -> BackButtonAppearance {
    let override = host?.backOptions(for: screen).backButtonStyle
    let appearance = BackButtonStyle.effective(override).appearance
    if appearance.wasBlank, blankTitlesReported.insert(screen).inserted { reportMisuse(.blankBackButtonTitle) }
    return appearance
  }

  // MARK: - Swipes

  /// Whether a swipe could begin now, without asking any guard. The gesture delegate uses `shouldBeginSwipe(_:touch:)`.
  ///
  /// - Parameter source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe``.
  /// - Returns: The state of the gate.
  public func swipeGate(for source: BackSource) -> SwipeGate {
    guard let host else { return .closed(.noHost) }
    settleReleasedResolution()
    return gate(for: source, host: host, stack: host.screens).swipeGate
  }

  /// Answers a swipe recognizer's `gestureRecognizerShouldBegin`, synchronously.
  ///
  /// Never on the root screen, never during a transition or while an attempt is pending. Otherwise the top
  /// screen's guard decides. If it answers later, the gesture does not begin, the confirmation starts, and an
  /// approval pops with animation.
  ///
  /// On iOS 26 one touch can reach both recognizers: when the edge swipe is refused, the content swipe may ask for
  /// the same touch. Pass the same `touch` identity for both, and the guard is asked once per touch.
  ///
  /// - Parameters:
  ///   - source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe``.
  ///   - touch: An identity of the touch sequence (for example the first touch's timestamp bits), or `nil`.
  /// - Returns: ``BackOutcome/allowed`` if the gesture may begin; ``BackOutcome/pending`` when it does not because it
  ///   started a confirmation; otherwise ``BackOutcome/didNotBegin`` (or ``BackOutcome/cancelled`` when observers of
  ///   its decision changed the stack).
  package func shouldBeginSwipe(_ source: BackSource, touch: UInt64? = nil) -> BackOutcome {
    if let touch, let last = lastSwipeAnswer, last.touch == touch { return last.answer }
    let answer = host.map { decideSwipe(source, host: $0) } ?? .didNotBegin
    if let touch { lastSwipeAnswer = (touch, answer) }
    return answer
  }

  /// `shouldBeginSwipe(_:touch:)` called by the host itself (see ``shouldPop(_:to:animated:host:)``).
  ///
  /// - Parameter screens: The host's screens as it read them just before the call, or `nil` to read them.
  package func shouldBeginSwipe(
    _ source: BackSource, touch: UInt64?, host: any NavigationHost, screens: [ScreenID]? = nil
  ) -> BackOutcome {
    assert(host === self.host, "a host handed over another stack's engine")
    if let touch, let last = lastSwipeAnswer, last.touch == touch { return last.answer }
    let answer = decideSwipe(source, host: host, screens: screens)
    if let touch { lastSwipeAnswer = (touch, answer) }
    return answer
  }

  private func decideSwipe(_ source: BackSource, host: any NavigationHost, screens: [ScreenID]? = nil)
    -> BackOutcome
  {
    let stack = currentStack(host: host, handedOver: screens)
    clearStaleSwipe(host: host)
    switch gate(for: source, host: host, stack: stack) {
    case .closed:
      return .didNotBegin
    case .open:
      guard let attempt = startSwipeAttempt(source, stack: stack, host: host) else { return .cancelled }
      emit(.attemptDecided(attempt, .allow, decidedBy: nil))
      return beginSwipeUnlessObserversChanged(attempt, stack, host: host)
    case .guarded(let topGuard):
      guard let attempt = startSwipeAttempt(source, stack: stack, host: host) else { return .cancelled }
      // The gate found the top guard: asked here, unless it stopped applying meanwhile (an observer switched it off);
      // any further screens' guards after it.
      let verdict =
        topGuard.applies(to: source)
        ? ask(topGuard, attempt, step: 0, stack: stack) ?? consult(attempt, host: host, stack: stack, from: 1)
        : consult(attempt, host: host, stack: stack, from: 1)
      switch verdict {
      case .allowed:
        return beginSwipeUnlessObserversChanged(attempt, stack, host: host)
      case .denied:
        return .didNotBegin
      case .superseded:
        return .cancelled
      case .pending:
        // The gesture does not begin; an approval pops with animation.
        host.backNavigationStateDidChange()
        return waiting?.attempt.id == attempt.id ? .pending : .cancelled
      }
    }
  }

  /// Tells the engine that UIKit began an interactive pop that its swipe gate did not answer: no guard was in reach,
  /// so UIKit's own delegate let the swipe begin (or another library owns the recognizer). Nothing is asked and
  /// nothing is refused (a pop UIKit already runs interactively must never be stopped: B41); the screen that leaves
  /// is reported with `source` instead of ``ProgrammaticCall/unannounced``, and a cancel is reported as for a gated
  /// swipe. A swipe the gate already let begin is left as it is.
  ///
  /// ```swift
  /// // navigationController(_:willShow:animated:), with an interactive transition coordinator:
  /// engine.interactivePopDidBegin(.edgeSwipe)
  /// ```
  ///
  /// It reads the stack as last reported, so it works both before UIKit removes the top screen (a subclass's
  /// `popViewController(animated:)`) and after (`willShow`).
  ///
  /// - Parameter source: ``BackSource/edgeSwipe`` or ``BackSource/contentSwipe`` when the host knows which pop
  /// recognizer is recognizing; `nil` when it only knows the transition is interactive (a zoom dismissal, an app's own
  /// interactive transition): then it only confirms a swipe the gate already let begin.
  package func interactivePopDidBegin(_ source: BackSource?) {
    settleReleasedResolution()
    if let swipe = swipeInFlight {
      // The gate let this swipe begin: its own approval covers the pop, and must not be left over for a later one.
      swipeDidBegin = true
      for index in expectations.indices where expectations[index].attempt.id == swipe.id {
        expectations[index].allowsPassThrough = false
      }
      return
    }
    guard let source else { return }
    let stack = knownStack
    guard stack.count >= 2, let attempt = makeAttempt(source, to: nil, animated: true, stack: stack) else { return }
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    swipeInFlight = attempt
    swipeDidBegin = true
    expect(attempt, passThrough: false)
  }

  /// Tells the engine that the user let go of a swipe that had begun, and the screen stayed.
  package func swipeDidCancel() {
    guard let attempt = swipeInFlight else { return }
    swipeInFlight = nil
    forget(attempt.id)
    emit(.swipeCancelled(attempt))
    host?.backNavigationStateDidChange()
  }

  // MARK: - Sheets

  /// Answers UIKit's `presentationControllerShouldDismiss(_:)` for a host whose stack is a sheet: the presenting
  /// screen first, then every screen in the sheet.
  ///
  /// UIKit may call it at any time, needs the answer at once, and may not follow it with a dismissal, so no guard is
  /// called and nothing is recorded here: the answer is `true` only when no screen in the sheet has an engaged guard
  /// and nothing is pending. On `false`, UIKit calls `presentationControllerDidAttemptToDismiss(_:)`: pass that to
  /// `sheetDidAttemptToDismiss()`. When the swipe really starts, pass `presentationControllerWillDismiss(_:)` to
  /// `sheetWillDismiss()`.
  ///
  /// - Returns: `true` if the sheet may go away under the finger now.
  package func sheetShouldDismiss() -> Bool {
    settleReleasedResolution()
    guard let host, !host.isTransitioning, busyAttemptID == nil else { return false }
    let stack = host.screens
    guard stack.count >= 2,
      let attempt = makeAttempt(.sheetDismiss, to: stack[0], animated: true, stack: stack)
    else { return false }
    return !anyGuardApplies(attempt, host: host)
  }

  /// Whether any screen in the sheet has a guard that takes part in a swipe-down now. A sheet adapter uses it to tell
  /// its own refusals from the app's (an app may set `isModalInPresentation` for reasons of its own).
  package var sheetHasEngagedGuard: Bool {
    guard let host else { return false }
    let stack = host.screens
    guard stack.count >= 2, let attempt = makeAttempt(.sheetDismiss, to: stack[0], animated: true, stack: stack) else {
      return false
    }
    return anyGuardApplies(attempt, host: host)
  }

  /// Passes UIKit's `presentationControllerWillDismiss(_:)`: an unguarded sheet is going away under the finger.
  /// The engine records the attempt so the screens that leave are reported with ``BackSource/sheetDismiss``; if the
  /// user brings the sheet back, call `swipeDidCancel()`.
  package func sheetWillDismiss() {
    guard let host, busyAttemptID == nil, swipeInFlight == nil else { return }
    let stack = host.screens
    guard stack.count >= 2,
      let attempt = makeAttempt(.sheetDismiss, to: stack[0], animated: true, stack: stack)
    else { return }
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    beginSwipe(attempt)
    // UIKit says the dismissal is under way: it began.
    swipeDidBegin = true
  }

  /// Passes UIKit's `presentationControllerDidAttemptToDismiss(_:)`: the user tried to swipe a guarded sheet away.
  /// The guards of the sheet's screens are asked, top first; an approval dismisses the sheet once.
  ///
  /// - Returns: What happened.
  @discardableResult
  package func sheetDidAttemptToDismiss() -> BackOutcome {
    requestSheetDismissal(from: .sheetDismiss)
  }

  /// Asks to close the whole sheet (every screen above the presenting one), through the guards of its screens; for a
  /// sheet's own Cancel or Close button.
  ///
  /// A back tap still pending in a navigation stack inside the sheet (or a swipe-down pending while a screen in the
  /// sheet is tapped) is the same question on the same guard: the second attempt merges into the pending one
  /// (``BackOutcome/coalesced``) and no guard is asked twice.
  ///
  /// - Parameters:
  ///   - source: The route: ``BackSource/customBackButton`` for a Cancel or Close button.
  ///   - animated: Whether the dismissal animates.
  /// - Returns: What happened.
  @discardableResult
  package func requestSheetDismissal(from source: BackSource, animated: Bool = true) -> BackOutcome {
    guard let root = host?.screens.first else { return .nothingToGoBackTo }
    return requestBack(from: source, to: root, animated: animated)
  }

  // MARK: - Stack changes

  /// Tells the engine that a push, pop or replacement completed (UIKit's `navigationController(_:didShow:animated:)`).
  ///
  /// The engine reports the screens that left, with their route, and drops a pending attempt whose screens are gone.
  ///
  /// It compares the whole stack with the one last reported, O(depth); a host that knows how much of its stack stayed
  /// calls `stackDidChange(unchangedBottom:host:)` instead.
  package func stackDidChange() {
    guard let host else { return }
    stackDidChange(unchangedBottom: nil, host: host)
  }

  /// `stackDidChange()` from a host that knows which part of its stack changed: the bottom `unchangedBottom` screens
  /// are the ones it last reported, in the same places (a push keeps all the old ones, a pop all that remain). The
  /// bookkeeping then costs what changed, not the depth. Counting too few is always safe; too many is a host bug.
  ///
  /// - Parameters:
  ///   - unchangedBottom: How many screens at the bottom are unchanged since the last report, or `nil` if unknown.
  ///   - host: This engine's host, handing itself over.
  package func stackDidChange(unchangedBottom: Int?, host: any NavigationHost) {
    assert(host === self.host, "a host handed over another stack's engine")
    // A host counts from the stack it last reported; a change reported while a release was applied moved that.
    let hintIsReliable = !settleReleasedResolution() && !isSettling
    let newStack = host.screens
    let common: Int
    if let unchangedBottom, hintIsReliable {
      common = min(unchangedBottom, knownStack.count, newStack.count)
      assert(knownStack[..<common] == newStack[..<common], "the host's unchangedBottom counts a changed screen")
    } else {
      common = Self.commonPrefix(knownStack, newStack)
    }
    let left = Self.removed(from: knownStack, in: newStack, common: common)
    knownStack.replaceSubrange(common..., with: newStack[common...])
    if hasSwipeInFlight, !swipeDidBegin, let swipe = swipeInFlight {
      // Its gesture never began (another recognizer won): this change is someone else's, and must not be named after it.
      swipeInFlight = nil
      forget(swipe.id)
    }
    if !left.isEmpty { reportLeft(left) }
    // Keep only approvals still to be carried out: the rest completed, or no longer name a navigation.
    expectations.removeAll { $0.endsAtNextChange || !isStillValid($0.attempt, in: newStack) }
    lastSwipeAnswer = nil
    if !blankTitlesReported.isEmpty {
      // Screens that left are forgotten; a full prune only when entries for screens never in the stack piled up.
      blankTitlesReported.subtract(left)
      if blankTitlesReported.count > newStack.count { blankTitlesReported.formIntersection(newStack) }
    }
    if let swipe = swipeInFlight {
      swipeInFlight = nil
      // A swipe whose screen did not leave in this change never became this navigation: its approval must not let a
      // later pop through.
      if !left.contains(swipe.top) { forget(swipe.id) }
      if left.isEmpty, newStack.last == swipe.top {
        // The interactive pop finished without removing the screen: the user cancelled it.
        emit(.swipeCancelled(swipe))
      }
    }
    if let waiting, !isStillValid(waiting, in: newStack) {
      self.waiting = nil
      lastCancelledForStackChange = waiting.attempt.id
      waiting.task?.cancel()
      emit(.attemptCancelled(waiting.attempt, reason: .stackChanged))
    }
    if let current = asking, newStack.count != current.stackCount || newStack.last != current.top {
      asking?.isInvalidated = true
    }
    host.backNavigationStateDidChange()
  }

  /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation.
  /// A later answer to it is dropped.
  public func cancelPendingAttempt() {
    settleReleasedResolution()
    guard let waiting else { return }
    self.waiting = nil
    waiting.task?.cancel()
    emit(.attemptCancelled(waiting.attempt, reason: .cancelledByApp))
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
    let slot = ObserverSlot()
    observers[id] = (slot, handler)
    return BackObservation(engine: self, id: id, slot: slot)
  }

  /// A stream of every event from now on. Each access makes a new stream. It finishes when the engine goes away
  /// (with its navigation stack), so a `for await` loop over it ends too.
  ///
  /// ```swift
  /// for await event in engine.events where event.decision == .deny { print("stayed:", event) }
  /// ```
  public var events: AsyncStream<BackEvent> {
    let (stream, continuation) = AsyncStream<BackEvent>.makeStream()
    let observation = observe { continuation.yield($0) }
    let key = teardown.add(continuation)
    let teardown = teardown
    continuation.onTermination = { _ in
      teardown.remove(key)
      observation.silence()
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }

  func removeObserver(_ id: UInt64) { observers[id] = nil }

  // MARK: - Answers given later

  /// Called by ``BackResolution``, always on the main actor.
  func receive(_ delivery: BackResolution.Delivery, token: BackResolution.Token) {
    if delivery == .second {
      reportMisuse(.resolvedTwice(token.attempt.id))
      return
    }
    if let current = asking, current.attemptID == token.attempt.id, current.step == token.step {
      // Answered from inside the guard's own callback: `consult` reads it when the callback returns.
      return
    }
    // The engine may have applied this answer already (a release it settled before deciding something else).
    guard let given = token.state.given, token.state.settle() else { return }
    apply(given.decision, released: given.released, token: token)
  }

  /// Applies a release the engine has not heard of yet, so that releasing a pending attempt's resolution has the same
  /// effect on every platform, whether or not the main-actor hop of its `deinit` has run.
  ///
  /// - Returns: Whether it applied one: app code (guards, observers, the host's pop) may have run meanwhile.
  @discardableResult
  @inline(__always)
  private func settleReleasedResolution() -> Bool {
    // Nothing pending on almost every decision: checked here, the rest kept out of line.
    waiting == nil ? false : settleReleasedResolutionOfPending()
  }

  @inline(never)
  private func settleReleasedResolutionOfPending() -> Bool {
    guard let pending = waiting, let state = pending.resolutionState, state.hasUnsettledAnswer,
      let given = state.given, given.released, state.settle()
    else { return false }
    let outer = isSettling
    isSettling = true
    defer { isSettling = outer }
    apply(
      given.decision, released: true,
      token: BackResolution.Token(attempt: pending.attempt, step: pending.step, state: state))
    return true
  }

  private func apply(_ decision: BackDecision, released: Bool, token: BackResolution.Token) {
    let delivery: BackResolution.Delivery = released ? .released : .answer
    guard let pending = waiting, pending.attempt.id == token.attempt.id, pending.step == token.step else {
      if delivery == .answer {
        let reason: BackEvent.DropReason =
          token.attempt.id == lastCancelledForStackChange ? .stackChanged : .noLongerPending
        emit(.resolutionDropped(token.attempt, decision, reason: reason))
      }
      return
    }
    if delivery == .released { reportMisuse(.releasedUnresolved(token.attempt.id)) }
    waiting = nil
    guard let host else { return }
    let attempt = pending.attempt
    if decision == .deny {
      emit(.attemptDecided(attempt, .deny, decidedBy: attempt.leaving[pending.step]))
      host.backNavigationStateDidChange()
      return
    }
    let stack = host.screens
    guard isStillValid(pending, in: stack) else {
      emit(.resolutionDropped(attempt, decision, reason: .stackChanged))
      host.backNavigationStateDidChange()
      return
    }
    switch consult(attempt, host: host, stack: stack, from: pending.step + 1) {
    case .allowed:
      _ = commit(attempt, perform: pending.perform, stackAtStart: pending.stackAtStart, host: host)
    case .pending:
      waiting?.perform = pending.perform
      waiting?.stackAtStart = pending.stackAtStart
    case .denied, .superseded:
      break
    }
    host.backNavigationStateDidChange()
  }

  // MARK: - Internals

  private enum Verdict { case allowed, denied, pending, superseded }

  /// The guard being called synchronously.
  private struct Asking {
    let attemptID: BackAttempt.ID
    let step: Int
    /// The stack's size and top when the guard was called: a change of either invalidates its answer.
    let stackCount: Int
    let top: ScreenID
    /// Set when the stack changed from inside the guard's callback.
    var isInvalidated = false
  }

  /// The attempt waiting for a later answer.
  private final class Waiting {
    let attempt: BackAttempt
    /// The index in `attempt.leaving` of the screen whose guard will answer.
    let step: Int
    /// The guard that will answer: while it waits, no other stack (a sheet around this one, a stack inside it) asks it.
    var screenGuard: ScreenGuard?
    /// The resolution's shared state, to apply a release before its delivery arrives.
    var resolutionState: ResolutionState?
    /// Carries out the approved navigation; `nil` means `popScreens(to:animated:)`.
    var perform: (() -> Void)?
    /// For a replacement (`setViewControllers`): the whole stack when it was asked for. Replaying it is only right
    /// while the stack is exactly this; a screen pushed or popped meanwhile would be lost or brought back.
    var stackAtStart: [ScreenID]?
    var task: Task<Void, Never>?

    init(attempt: BackAttempt, step: Int, task: Task<Void, Never>?) {
      self.attempt = attempt
      self.step = step
      self.task = task
    }
  }

  /// The next stack change the engine knows the cause of.
  private struct Expectation {
    let attempt: BackAttempt
    /// Whether the host's own pop call for this approved attempt may still pass without asking again.
    var allowsPassThrough: Bool
    /// Only names the route of the screens that leave in the next stack change (an app request, carried out by the
    /// app's own code), then is forgotten.
    var endsAtNextChange = false
  }

  /// Asks the guards of the leaving screens, top first, from `firstStep` on.
  private func consult(
    _ attempt: BackAttempt, host: any NavigationHost, stack: [ScreenID], from firstStep: Int = 0
  ) -> Verdict {
    var step = firstStep
    while step < attempt.leaving.count {
      if let screenGuard = host.backGuard(for: attempt.leaving[step]), screenGuard.applies(to: attempt.source),
        let verdict = ask(screenGuard, attempt, step: step, stack: stack)
      {
        return verdict
      }
      step += 1
    }
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    return .allowed
  }

  /// Asks one engaged guard of `attempt`, the one of `attempt.leaving[step]`.
  ///
  /// - Returns: `nil` when it allows (the next guard is asked), otherwise how the attempt ends for now.
  private func ask(_ screenGuard: ScreenGuard, _ attempt: BackAttempt, step: Int, stack: [ScreenID]) -> Verdict? {
    if !Self.waitingGuards.isEmpty, Self.attemptWaiting(on: screenGuard, except: self) != nil {
      // This guard already has a question open in another stack (a sheet and the stack inside it): one gesture,
      // one question. This attempt ends; the open question decides.
      emit(.attemptCancelled(attempt, reason: .sameGuardPendingElsewhere))
      return .superseded
    }
    asking = Asking(attemptID: attempt.id, step: step, stackCount: stack.count, top: stack[stack.count - 1])
    let answer: BackDecision?
    var later: LaterAnswer?
    if case .immediate(let decide) = screenGuard.handler {
      // The common case, kept short: no resolution, no task.
      let decision = decide(attempt)
      let invalidated = asking?.isInvalidated == true
      asking = nil
      if invalidated { return cancelInvalidated(attempt, task: nil, resolution: nil) }
      answer = decision
    } else {
      var asked = askForLaterAnswer(screenGuard, attempt: attempt, step: step)
      let invalidated = asking?.isInvalidated == true
      asking = nil
      if invalidated { return cancelInvalidated(attempt, task: asked.task, resolution: asked.resolution) }
      answer = answerGiven(&asked, attempt: attempt)
      later = asked
    }
    switch answer {
    case .allow?:
      return nil
    case .deny?:
      later?.task?.cancel()
      emit(.attemptDecided(attempt, .deny, decidedBy: attempt.leaving[step]))
      return .denied
    case nil:
      let pending = Waiting(attempt: attempt, step: step, task: later?.task)
      pending.screenGuard = screenGuard
      pending.resolutionState = later?.resolution?.state
      waiting = pending
      emit(.attemptPending(attempt, awaiting: attempt.leaving[step]))
      return .pending
    }
  }

  /// What a guard that may answer later (a resolution or async code) replied when called.
  private struct LaterAnswer {
    let reply: BackGuardReply
    var resolution: BackResolution?
    let task: Task<Void, Never>?
  }

  /// Calls a guard that answers through a resolution, or with async code. Kept out of `ask`, so that the
  /// synchronous path stays short.
  @inline(never)
  private func askForLaterAnswer(_ screenGuard: ScreenGuard, attempt: BackAttempt, step: Int) -> LaterAnswer {
    switch screenGuard.handler {
    case .immediate:
      preconditionFailure("a synchronous guard is called by ask(_:_:step:stack:) itself")
    case .deferred(let ask):
      let made = BackResolution(engine: self, attempt: attempt, step: step)
      return LaterAnswer(reply: ask(attempt, made), resolution: made, task: nil)
    case .async(let decide):
      let made = BackResolution(engine: self, attempt: attempt, step: step)
      let started = Task { @MainActor in
        let decision = await decide(attempt)
        made.resolve(decision)
      }
      teardown.track(started)
      return LaterAnswer(reply: .later, resolution: made, task: started)
    }
  }

  /// The answer a resolution-based or async guard gave before its call returned, or `nil` when it answers later.
  @inline(never)
  private func answerGiven(_ asked: inout LaterAnswer, attempt: BackAttempt) -> BackDecision? {
    // An answer through the resolution before the callback returned counts as an answer now, on every platform and
    // from any thread: it is read from the resolution itself, and its delivery, when it arrives, finds it applied.
    let answeredThrough = asked.resolution?.state.given
    if answeredThrough != nil { _ = asked.resolution?.state.settle() }
    switch asked.reply {
    case .allow, .deny:
      let returned: BackDecision = asked.reply == .allow ? .allow : .deny
      if let answeredThrough {
        if answeredThrough.decision != returned { reportMisuse(.conflictingReply(attempt.id)) }
        return answeredThrough.decision
      }
      // Answered by the return value: any later use of the resolution is a second answer.
      _ = asked.resolution?.claim()
      return returned
    case .later:
      if let answeredThrough { return answeredThrough.decision }
      if isKnownUniquelyReferenced(&asked.resolution), asked.resolution?.claim() == true {
        // The guard kept no reference, so no answer can ever come: deny now rather than wait forever.
        reportMisuse(.releasedUnresolved(attempt.id))
        return .deny
      }
      return nil
    }
  }

  /// Ends an attempt whose guard changed the stack from inside its own callback: its answer no longer names a real
  /// navigation.
  @inline(never)
  private func cancelInvalidated(_ attempt: BackAttempt, task: Task<Void, Never>?, resolution: BackResolution?)
    -> Verdict
  {
    task?.cancel()
    _ = resolution?.claim()
    lastCancelledForStackChange = attempt.id
    emit(.attemptCancelled(attempt, reason: .stackChanged))
    return .superseded
  }

  /// The swipe gate, with the top screen's guard when it must be asked.
  private enum Gate {
    case open
    case guarded(ScreenGuard)
    case closed(SwipeGate.Reason)

    var swipeGate: SwipeGate {
      switch self {
      case .open: .open
      case .guarded: .guarded
      case .closed(let reason): .closed(reason)
      }
    }
  }

  /// The swipe gate, and the top screen's guard when it must be asked.
  @inline(__always)
  private func gate(for source: BackSource, host: any NavigationHost, stack: [ScreenID]) -> Gate {
    if host.isTransitioning { return .closed(.transitioning) }
    guard stack.count >= 2 else { return .closed(.rootScreen) }
    if busyAttemptID != nil { return .closed(.attemptPending) }
    let top = stack[stack.count - 1]
    // `allowsSwipeBack` is about the edge and content swipes; a zoom dismissal is the app's own transition option.
    if source != .zoomDismiss, !host.allowsSwipeBack(for: top) { return .closed(.disabledByScreen) }
    if let screenGuard = host.backGuard(for: top), screenGuard.applies(to: source) {
      // The same guard is waiting for an answer in another stack (a sheet around this one): one question at a time.
      if !Self.waitingGuards.isEmpty, Self.attemptWaiting(on: screenGuard, except: self) != nil {
        return .closed(.attemptPending)
      }
      return .guarded(screenGuard)
    }
    return .open
  }

  /// Lets app code through while another attempt is being decided, unless one of its guards wants to be asked.
  private func passOrCoalesce(
    _ attempt: BackAttempt, into busy: BackAttempt.ID, host: any NavigationHost, stack: [ScreenID]
  ) -> BackOutcome {
    if attempt.source.isUserInitiated || anyGuardApplies(attempt, host: host) {
      emit(.attemptCoalesced(into: busy, source: attempt.source))
      if attempt.source.isUserInitiated { host.restoreBackButton() }
      return .coalesced
    }
    // Nobody to ask: it passes, and the attempt being decided ends when the stack changes.
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    if observersChanged(stack, host: host) {
      emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
      return .cancelled
    }
    expect(attempt, passThrough: false)
    return .allowed
  }

  /// Whether observers told about an attempt changed the stack it was started on. Free when nobody observes:
  /// only observers (and guards, see `Asking.isInvalidated`) can run app code in the middle of a decision.
  private func observersChanged(_ stack: [ScreenID], host: any NavigationHost) -> Bool {
    !observers.isEmpty && host.screens != stack
  }

  /// Ends an attempt that observers of its `attemptStarted` interrupted before any guard was asked: they changed the
  /// stack (the attempt is cancelled), or started an attempt of their own that now waits for an answer (this one
  /// merges into it, so no guard is asked twice).
  ///
  /// - Returns: What became of the attempt, or `nil` when it may go on.
  @inline(__always)
  private func interruptedByObservers(
    _ attempt: BackAttempt, _ stack: [ScreenID], host: any NavigationHost
  ) -> BackOutcome? {
    observers.isEmpty ? nil : interruptedByObserversOfAttempt(attempt, stack, host: host)
  }

  @inline(never)
  private func interruptedByObserversOfAttempt(
    _ attempt: BackAttempt, _ stack: [ScreenID], host: any NavigationHost
  ) -> BackOutcome? {
    if host.screens != stack {
      lastCancelledForStackChange = attempt.id
      emit(.attemptCancelled(attempt, reason: .stackChanged))
      return .cancelled
    }
    if let pending = waiting, pending.attempt.id != attempt.id {
      emit(.attemptCoalesced(into: pending.attempt.id, source: attempt.source))
      return .coalesced
    }
    return nil
  }

  /// Begins an approved swipe, unless observers of its decision changed the stack: then the gesture does not begin.
  private func beginSwipeUnlessObserversChanged(
    _ attempt: BackAttempt, _ stack: [ScreenID], host: any NavigationHost
  ) -> BackOutcome {
    if observersChanged(stack, host: host) {
      emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
      return .cancelled
    }
    beginSwipe(attempt)
    return .allowed
  }

  /// The attempt of another engine that waits for an answer from one of the guards this attempt would ask: the same
  /// question, asked through a sheet and the stack inside it.
  @inline(__always)
  private func pendingOnSameGuard(_ attempt: BackAttempt, host: any NavigationHost) -> BackAttempt.ID? {
    Self.waitingGuards.isEmpty ? nil : pendingElsewhereOnSameGuard(attempt, host: host)
  }

  @inline(never)
  private func pendingElsewhereOnSameGuard(_ attempt: BackAttempt, host: any NavigationHost) -> BackAttempt.ID? {
    for screen in attempt.leaving {
      guard let screenGuard = host.backGuard(for: screen), screenGuard.applies(to: attempt.source),
        let other = Self.attemptWaiting(on: screenGuard, except: self)
      else { continue }
      return other
    }
    return nil
  }

  /// Guards waiting for a later answer, in every engine: an engine and its pending attempt's identity. Read on every
  /// decision and never accessed across a call into app code, so its exclusivity checks are off as well.
  @exclusivity(unchecked)
  private static var waitingGuards: [ObjectIdentifier: (engine: Weak, attempt: BackAttempt.ID)] = [:]

  private struct Weak {
    weak var engine: BackNavigationEngine?
  }

  private static func noteWaiting(_ waiting: Waiting, of engine: BackNavigationEngine) {
    guard let screenGuard = waiting.screenGuard else { return }
    waitingGuards[ObjectIdentifier(screenGuard)] = (Weak(engine: engine), waiting.attempt.id)
  }

  private static func forgetWaiting(_ waiting: Waiting, of engine: BackNavigationEngine) {
    guard let screenGuard = waiting.screenGuard else { return }
    let key = ObjectIdentifier(screenGuard)
    if waitingGuards[key]?.attempt == waiting.attempt.id { waitingGuards[key] = nil }
  }

  private static func attemptWaiting(on screenGuard: ScreenGuard, except engine: BackNavigationEngine)
    -> BackAttempt.ID?
  {
    let key = ObjectIdentifier(screenGuard)
    guard let entry = waitingGuards[key] else { return nil }
    // An engine that went away, or whose attempt ended, no longer holds the guard.
    guard let other = entry.engine.engine, other.waiting?.attempt.id == entry.attempt,
      other.waiting?.screenGuard === screenGuard
    else {
      waitingGuards[key] = nil
      return nil
    }
    return other === engine ? nil : entry.attempt
  }

  /// Forgets a swipe the gate let begin but that never became a transition (another recognizer won, or the host
  /// never reported it), so it cannot be mistaken for the cause of a later pop.
  private func clearStaleSwipe(host: any NavigationHost) {
    guard hasSwipeInFlight, !host.isTransitioning, let swipe = swipeInFlight else { return }
    swipeInFlight = nil
    forget(swipe.id)
  }

  /// Records a swipe that began. UIKit starts the interactive pop through `popViewController(animated:)`, which must
  /// then pass without asking the guard a second time.
  private func beginSwipe(_ attempt: BackAttempt) {
    swipeInFlight = attempt
    swipeDidBegin = false
    expect(attempt, passThrough: true)
  }

  /// Records an approved navigation that the host is about to carry out.
  private func expect(_ attempt: BackAttempt, passThrough: Bool) {
    // A handful at most are ever outstanding; a host that never reports its pops must not make this grow.
    if expectations.count >= 8 { expectations.removeFirst() }
    expectations.append(Expectation(attempt: attempt, allowsPassThrough: passThrough))
  }

  private func forget(_ id: BackAttempt.ID) {
    expectations.removeAll { $0.attempt.id == id }
  }

  /// Uses up the newest approval whose own pop call this is: same destination, same kind of call.
  private func takePassThrough(to destination: ScreenID, replacement: Bool) -> Bool {
    for index in expectations.indices.reversed() {
      let expectation = expectations[index]
      guard expectation.allowsPassThrough, expectation.attempt.destination == destination,
        (expectation.attempt.source == .programmatic(.setViewControllers)) == replacement
      else { continue }
      expectations[index].allowsPassThrough = false
      if expectation.attempt.id == swipeInFlight?.id { swipeDidBegin = true }
      return true
    }
    return false
  }

  /// Carries out an approved attempt, once, if it still names the same navigation.
  ///
  /// - Returns: `false` when the approval was dropped because the stack changed.
  private func commit(
    _ attempt: BackAttempt, perform: (() -> Void)?, stackAtStart: [ScreenID]?, host: any NavigationHost
  ) -> Bool {
    let stack = host.screens
    guard stackAtStart.map({ $0 == stack }) ?? isStillValid(attempt, in: stack) else {
      emit(.resolutionDropped(attempt, .allow, reason: .stackChanged))
      return false
    }
    if case .appRequest = attempt.source, let perform {
      // The app's own code carries it out. Its pops and replacements pass unasked while it runs, and no approval is
      // left behind for a later pop to take: the expectation only names the route of what leaves next.
      if expectations.count >= 8 { expectations.removeFirst() }
      expectations.append(Expectation(attempt: attempt, allowsPassThrough: false, endsAtNextChange: true))
      performingAppRequest += 1
      defer { performingAppRequest -= 1 }
      perform()
      return true
    }
    expect(attempt, passThrough: true)
    if let perform {
      perform()
    } else {
      host.popScreens(to: attempt.destination, animated: attempt.isAnimated)
    }
    return true
  }

  /// Whether a waiting attempt still names the same navigation: a replacement needs the very same stack.
  private func isStillValid(_ waiting: Waiting, in stack: [ScreenID]) -> Bool {
    if let stackAtStart = waiting.stackAtStart { return stack == stackAtStart }
    return isStillValid(waiting.attempt, in: stack)
  }

  /// Whether the stack still has the attempt's leaving screens on top of its destination, in the same order.
  private func isStillValid(_ attempt: BackAttempt, in stack: [ScreenID]) -> Bool {
    if case .programmatic(.setViewControllers) = attempt.source {
      return attempt.leaving.allSatisfy(stack.contains)
    }
    let count = attempt.leaving.count
    guard stack.count > count else { return false }
    guard stack[stack.count - 1 - count] == attempt.destination else { return false }
    for offset in 0..<count where stack[stack.count - 1 - offset] != attempt.leaving[offset] { return false }
    return true
  }

  /// The stack a decision starts from, after applying a released answer: the screens the host handed over, unless
  /// that release ran app code (which may have changed them).
  private func currentStack(host: any NavigationHost, handedOver screens: [ScreenID]?) -> [ScreenID] {
    let settled = settleReleasedResolution()
    guard let screens, !settled else { return host.screens }
    assert(screens == host.screens, "the host handed over screens that are not its current ones")
    return screens
  }

  @inline(never)
  private func reportDestinationNotInStack(_ destination: ScreenID) {
    reportMisuse(.destinationNotInStack(destination))
  }

  /// Starts the attempt of a swipe the gate let through, unless observers of its start interrupted it.
  @inline(__always)
  private func startSwipeAttempt(_ source: BackSource, stack: [ScreenID], host: any NavigationHost) -> BackAttempt? {
    guard let attempt = makeAttempt(source, to: nil, animated: true, stack: stack) else { return nil }
    start(attempt)
    return interruptedByObservers(attempt, stack, host: host) == nil ? attempt : nil
  }

  /// Builds an attempt without taking its identity yet (see ``start(_:)``).
  @inline(__always)
  private func makeAttempt(
    _ source: BackSource, to destination: ScreenID?, animated: Bool, stack: [ScreenID]
  ) -> BackAttempt? {
    let destinationIndex: Int
    if let destination {
      guard let index = stack.lastIndex(of: destination), index < stack.count - 1 else {
        reportDestinationNotInStack(destination)
        return nil
      }
      destinationIndex = index
    } else {
      destinationIndex = stack.count - 2
    }
    return BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: source,
      leaving: LeavingScreens(topOf: stack, from: destinationIndex + 1),
      destination: stack[destinationIndex], isAnimated: animated)
  }

  /// Takes the attempt's identity for good. Attempts that merge into a pending one never take one, so the numbers
  /// in a timeline have no gaps.
  private func start(_ attempt: BackAttempt) {
    lastAttemptID = attempt.id.rawValue
    if !observers.isEmpty { emit(.attemptStarted(attempt)) }
  }

  private func anyGuardApplies(_ attempt: BackAttempt, host: any NavigationHost) -> Bool {
    attempt.leaving.contains { host.backGuard(for: $0)?.applies(to: attempt.source) == true }
  }

  /// Reports screens that just left, each with the route of the newest approval that named it: one event per cause.
  /// Screens no approval named left through a call the host could not announce.
  private func reportLeft(_ left: [ScreenID]) {
    var groups: [(attempt: BackAttempt?, screens: [ScreenID])] = []
    for screen in left {
      let cause = expectations.last { $0.attempt.leaving.contains(screen) }?.attempt
      if let index = groups.firstIndex(where: { $0.attempt?.id == cause?.id }) {
        groups[index].screens.append(screen)
      } else {
        groups.append((cause, [screen]))
      }
    }
    for group in groups {
      emit(
        .screensLeft(
          LeavingScreens(bottomToTop: group.screens), source: group.attempt?.source ?? .programmatic(.unannounced),
          attempt: group.attempt?.id))
    }
  }

  /// How many bottom screens two stacks share: what a host that keeps its last stack passes as `unchangedBottom`.
  package static func commonPrefix(_ old: [ScreenID], _ new: [ScreenID]) -> Int {
    commonPrefix(old, new, by: ==)
  }

  /// How many bottom entries two stacks share, compared with `same`: a host compares its view controllers by identity
  /// to find what changed before it maps anything.
  package static func commonPrefix<Entry>(_ old: [Entry], _ new: [Entry], by same: (Entry, Entry) -> Bool) -> Int {
    let count = min(old.count, new.count)
    var common = 0
    while common < count, same(old[common], new[common]) { common += 1 }
    return common
  }

  /// The screens of `old` that are not in `new`, bottom first, given that the bottom `common` screens are the same.
  ///
  /// Pushes and pops change the top, so only the rest is compared, by set: O(screens that changed).
  private static func removed(from old: [ScreenID], in new: [ScreenID], common: Int) -> [ScreenID] {
    if common == old.count { return [] }
    if common == new.count { return Array(old[common...]) }
    let remaining = Set(new[common...])
    return old[common...].filter { !remaining.contains($0) }
  }

  @inline(__always)
  private func emit(_ event: @autoclosure () -> BackEvent) {
    // Nobody observes on almost every decision: the event is not even built.
    if !observers.isEmpty { deliver(event()) }
  }

  @inline(never)
  private func deliver(_ event: BackEvent) {
    for id in observers.keys.sorted() {
      // A released or cancelled observation is silent at once, even before the engine forgets it.
      guard let observer = observers[id], observer.slot.isOpen else { continue }
      observer.handler(event)
    }
  }

  /// Reports a misuse an adapter found (a delegate taken over, say) through the same log and event stream.
  package func reportAdapterMisuse(_ kind: BackMisuse.Kind) {
    reportMisuse(kind)
  }

  private func reportMisuse(_ kind: BackMisuse.Kind) {
    let misuse = BackMisuse(kind)
    BackMisuse.log?(misuse)
    emit(.misuse(misuse))
  }
}

/// What ends with an engine: the continuations of its event streams, and its async guards' tasks. Reachable from the
/// engine's nonisolated `deinit`, so it has its own lock.
private final class Teardown: @unchecked Sendable {
  private let lock = NSLock()
  private var lastKey: UInt64 = 0
  private var continuations: [UInt64: AsyncStream<BackEvent>.Continuation] = [:]
  private var task: Task<Void, Never>?

  func add(_ continuation: AsyncStream<BackEvent>.Continuation) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    lastKey &+= 1
    continuations[lastKey] = continuation
    return lastKey
  }

  func remove(_ key: UInt64) {
    lock.lock()
    continuations[key] = nil
    lock.unlock()
  }

  /// The newest async guard's task; at most one attempt waits, so only the newest can still be waiting.
  func track(_ task: Task<Void, Never>) {
    lock.lock()
    self.task = task
    lock.unlock()
  }

  /// Finishes every stream and cancels the waiting guard's task. Called outside the lock, because finishing a
  /// stream runs its termination handler, which comes back here.
  func end() {
    lock.lock()
    let ending = continuations.values
    continuations = [:]
    let task = task
    self.task = nil
    lock.unlock()
    task?.cancel()
    for continuation in ending { continuation.finish() }
  }
}
