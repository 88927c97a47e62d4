@_spi(TestKit) import BackGuardCore

// A person's interactive routes: the edge and content swipes and the zoom dismissal, from the gate's question to
// UIKit's interactive pop and its end.

extension SimulatedNavigationController {
  /// Swipes back and lets go at the end (`completes: true`) or returns the finger (`completes: false`).
  ///
  /// With ``TransitionMode/manual`` a begun swipe stays in progress until ``completeSwipe()`` or ``cancelSwipe()``.
  ///
  /// - Parameters:
  ///   - swipe: Which recognizer.
  ///   - completes: Whether the user finishes the swipe.
  /// - Returns: What happened.
  @discardableResult
  @_spi(TestKit) public func swipeBack(_ swipe: Swipe, completes: Bool = true) -> BackOutcome {
    startSwipe(swipe, completes: completes, othersWin: false)
  }

  /// Starts a swipe whose gesture another recognizer wins (a scroll view, a custom pan): the gate is asked and may
  /// say yes, but the gesture never begins and UIKit never starts the interactive pop.
  ///
  /// An approval the gate gave is then left over; the engine must not let it pass a later pop of the app.
  ///
  /// - Parameter swipe: Which recognizer.
  /// - Returns: `BackOutcome/didNotBegin`, or `BackOutcome/pending` when the swipe started a confirmation.
  @discardableResult
  package func swipeBackLosingToAnotherGesture(_ swipe: Swipe) -> BackOutcome {
    startSwipe(swipe, completes: false, othersWin: true)
  }

  func startSwipe(_ swipe: Swipe, completes: Bool, othersWin: Bool) -> BackOutcome {
    if swipe == .content && !profile.hasContentSwipe { return .unavailable }
    if swipe == .content {
      // iOS 26: the content recognizer waits for the edge recognizer to fail (a touch away from the edge).
      record("edge recognizer failed")
    }
    // The adapter looks again on the turn after any change of a guard.
    lookAtSwipeDelegates()
    guard plan.hearing(of: swipe.route) == .hook(.swipeGate) else {
      return startUngatedSwipe(swipe, completes: completes, othersWin: othersWin)
    }
    touchCount &+= 1
    let touch = touchCount
    record("\(swipe) gestureRecognizerShouldBegin")
    var answer = engine.shouldBeginSwipe(swipe.source, touch: touch)
    var swipe = swipe
    if answer != .allowed && swipe == .edge && profile.hasContentSwipe {
      // The refused edge recognizer fails, and the content recognizer may ask for the same touch.
      record("content gestureRecognizerShouldBegin (same touch)")
      answer = engine.shouldBeginSwipe(.contentSwipe, touch: touch)
      if answer == .allowed { swipe = .content }
    }
    if answer == .didNotBegin, uikitFaults.contains(.swipeBeginsPastTheGate), transition == nil, stack.count >= 2 {
      record("\(swipe) recognizer began anyway [fault]")
      return startInteractivePop(swipe.source, completes: completes)
    }
    guard answer == .allowed else {
      // `.pending` when this swipe started the confirmation; otherwise the gesture simply did not begin.
      return answer == .pending ? .pending : .didNotBegin
    }
    if othersWin {
      precondition(transition == nil && stack.count >= 2, "BackGuard let a swipe begin where it must not")
      // Another recognizer won: this one fails, and UIKit never calls popViewController for it.
      record("\(swipe) recognizer failed (another gesture won)")
      return .didNotBegin
    }
    return startInteractivePop(swipe.source, completes: completes)
  }

  /// The adapter's look at both recognizers' delegates, as it makes one after each change of the stack or of a guard:
  /// its proxy goes in front of whoever holds them while the plan needs the gate (`SwipeDelegateRecord`).
  /// It looks at `willShow` and `didShow` too, also while a transition runs.
  func lookAtSwipeDelegates() {
    let needed = engine.wiring().plan(in: routeConfiguration).swipeGate
    let transitioning = transition != nil
    let resets = uikitFaults.contains(.resetsSwipeDelegates)
    report(
      edgeSwipeSlot.look(swipeDelegate, needed: needed, transitioning: transitioning, uikitResets: resets),
      of: .edgeSwipe)
    if profile.hasContentSwipe {
      report(
        contentSwipeSlot.look(swipeDelegate, needed: needed, transitioning: transitioning, uikitResets: resets),
        of: .contentSwipe)
    }
    lookAtBackItems()
  }

  private func report(_ finding: SimulatedSwipeSlot.Finding, of source: BackSource) {
    switch finding {
    case .nothing: break
    case .takeover: reportTakeover(of: source)
    case .gateReplacedByUIKitsDelegate:
      engine.hookFoundReplaced(.swipeGateReplacedByUIKitsDelegate, route: BackRoute(source))
    }
  }

  /// The adapter's look at the back items, as it makes one at each wiring: BackGuard's item goes on the screen below
  /// each screen whose back button the plan routes or strips (`BackPlan.backItems`); one found replaced since the
  /// quiet look just before is a self-check sign (`WiringLooks`).
  private func lookAtBackItems() {
    looks.look(screens: screenIDs, transitioning: transition != nil)
    let wanted = zip(stack.dropLast(), plan.backItems.dropFirst()).filter { $0.1 != .untouched }.map(\.0.id)
    if uikitFaults.contains(.replacesBackItems),
      wanted.contains(where: { backItemAppliedAt[$0].map(looks.replacementIsASign(appliedAt:)) == true })
    {
      engine.hookFoundReplaced(.backItemReplaced, route: .backMenu)
    }
    backItemAppliedAt = Dictionary(uniqueKeysWithValues: wanted.map { ($0, looks.number) })
  }

  private func reportTakeover(of source: BackSource) {
    engine.reportAdapterMisuse(
      .routeTakenOver(
        route: source, property: SwipeHooks.delegateProperty(of: source), by: "SimulatedSwipeDelegateHolder"))
  }

  /// A swipe BackGuard's gate does not answer (no guard in reach, nothing pending, or another library owns the
  /// recognizer's delegate): UIKit's own checks decide. They refuse on the root screen, during a transition, and on a
  /// screen with a custom leading button or a hidden back button (docs/UIKitBehavior.md B41, B43). On iOS 26 UIKit's
  /// content swipe may begin while a pop that is not interactive still animates, which then ends first (B191).
  func startUngatedSwipe(_ swipe: Swipe, completes: Bool, othersWin: Bool) -> BackOutcome {
    record("\(swipe) gestureRecognizerShouldBegin [UIKit's own delegate]")
    // Reported only for a pop that is still animating (a back tap), on iOS 26, for the content swipe.
    var beginsMidTransition = false
    if case .pop? = transition { beginsMidTransition = swipe == .content && swipeDelegate == .uikit }
    let uikitAllows =
      (transition == nil || beginsMidTransition) && stack.count >= 2
      && (swipeDelegate != .uikit || topScreen.showsSystemBackButton)
    guard uikitAllows else { return .didNotBegin }
    if othersWin {
      record("\(swipe) recognizer failed (another gesture won)")
      return .didNotBegin
    }
    if beginsMidTransition {
      record("the running transition ends under the swipe")
      finishTransition()
      guard stack.count >= 2 else { return .didNotBegin }
    }
    return startInteractivePop(swipe.source, completes: completes)
  }

  /// UIKit's interactive pop once a gesture began: `popViewController(animated:)`, with the recognizer in `.began`,
  /// then `willShow` with an interactive transition coordinator.
  func startInteractivePop(_ source: BackSource, completes: Bool) -> BackOutcome {
    let drivenBy: BackSource? =
      if case .uikit(.interactive(let named)) = plan.hearing(of: BackRoute(source)) { named } else { source }
    return startInteractivePop(source, completes: completes, drivenBy: drivenBy)
  }

  /// Pops the top screen with the app's own interactive transition (a full-screen pop-gesture library, a custom
  /// interactive animator): UIKit runs an interactive pop that no recognizer of BackGuard's drives, so no guard is
  /// asked, and a screen whose guard is engaged leaves as lost work.
  ///
  /// - Parameter completes: Whether the user finishes the gesture.
  /// - Returns: `.allowed` when the screen left, `.swipeCancelled`, `.swipeInProgress` with
  ///   ``TransitionMode/manual``, or `.didNotBegin` on the root screen or during a transition.
  @discardableResult
  package func popWithAppsInteractiveTransition(completes: Bool = true) -> BackOutcome {
    record("the app's interactive transition begins")
    guard transition == nil, stack.count >= 2 else { return .didNotBegin }
    unheardPopCount += 1
    return startInteractivePop(.programmatic(.pop), completes: completes, drivenBy: nil)
  }

  /// UIKit's interactive pop, driven by `drivenBy` as the adapter reads it (`nil`: no recognizer of BackGuard's).
  private func startInteractivePop(_ source: BackSource, completes: Bool, drivenBy: BackSource?) -> BackOutcome {
    if transition != nil || stack.count < 2 {
      // The gate must have closed: an interactive pop here would freeze UIKit.
      preconditionFailure("BackGuard let a \(source) begin on the root screen or during a transition")
    }
    record("popViewController(animated:) [interactive]")
    // The subclass sees the gesture driving the pop in `popViewController` and never refuses it; elsewhere `willShow`
    // sees the interactive coordinator. Either way the engine is told the gesture that drives it, as the adapter reads
    // it: a pop recognizer, or a zoom dismissal whose gate approved it, and none for SwiftUI's zoom (no hook).
    record(isSubclass ? "interactive pop seen in popViewController" : "navigationController(_:willShow:) [interactive]")
    engine.interactivePopDidBegin(drivenBy)
    let removed = stack.removeLast()
    screenIDs.removeLast()
    keepUnchanged(screenIDs.count)
    transition = .interactive(removed: removed, source: source)
    lookAtSwipeDelegates()
    if transitionMode == .manual { return .swipeInProgress }
    return completes ? completeSwipe() : cancelSwipe()
  }

  /// Drags or pinches away a screen pushed with the iOS 18 zoom transition: UIKit asks the zoom options'
  /// `interactiveDismissShouldBegin`, which the app wired to the screen's guard (`BackSource/zoomDismiss`).
  ///
  /// The simulator assumes the dismissal then runs as an interactive pop, like a swipe's (docs/UIKitBehavior.md
  /// B133, assumed). Use ``completeSwipe()`` or ``cancelSwipe()`` with ``TransitionMode/manual``.
  ///
  /// - Parameter completes: Whether the user finishes the gesture.
  /// - Returns: What happened: `BackOutcome/didNotBegin`, `BackOutcome/pending` when it started a confirmation,
  ///   or the swipe outcomes.
  @discardableResult
  func zoomDismiss(completes: Bool = true) -> BackOutcome {
    let hearing = plan.hearing(of: .zoomDismiss)
    guard hearing != .unavailable else { return .unavailable }
    guard hearing == .hook(.zoomOptions), wiresZoomOptions else {
      // SwiftUI's zoom transition offers no hook, and an app that did not wire its zoom options gives BackGuard none:
      // UIKit dismisses unasked where its own checks allow, an interactive pop no gesture of BackGuard's drives.
      record("zoom dismissal [UIKit's own]")
      guard transition == nil, stack.count >= 2 else { return .didNotBegin }
      unheardPopCount += 1
      return startInteractivePop(.zoomDismiss, completes: completes, drivenBy: nil)
    }
    record("zoom interactiveDismissShouldBegin")
    let answer = engine.shouldBeginZoomDismiss()
    guard answer == .allowed else { return answer == .pending ? .pending : .didNotBegin }
    return startInteractivePop(.zoomDismiss, completes: completes)
  }

  /// The screen an interactive pop in progress is taking away, whether or not the engine heard the gesture.
  package var screenInInteractivePop: ScreenID? {
    if case .interactive(let removed, _) = transition { return removed.id }
    return nil
  }

  /// Finishes a swipe in progress: the screen leaves.
  @discardableResult
  public func completeSwipe() -> BackOutcome {
    guard case .interactive(let removed, _) = transition else { return .unavailable }
    byID[removed.id] = nil
    leaving[removed.id] = LeavingScreen(screen: removed)
    barItemCount -= 1
    transition = nil
    record("navigationController(_:didShow:animated:)")
    reportStackChange()
    return .allowed
  }

  /// Cancels a swipe in progress: the screen stays.
  @discardableResult
  public func cancelSwipe() -> BackOutcome {
    guard case .interactive(let removed, _) = transition else { return .unavailable }
    keepUnchanged(screenIDs.count)
    stack.append(removed)
    screenIDs.append(removed.id)
    transition = nil
    record("interactive pop cancelled")
    engine.swipeDidCancel()
    lookAtSwipeDelegates()
    return .swipeCancelled
  }
}
