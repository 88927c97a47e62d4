/// The record of the stack: what the host last reported, and which screens left since and by which route
/// (`BackNavigationState.stackChanged(to:unchangedBottom:)`).
extension BackNavigationEngine {
  /// Tells the engine that a push, pop or replacement completed (UIKit's `navigationController(_:didShow:animated:)`).
  ///
  /// The engine reports the screens that left, with their route, and drops a pending attempt whose screens are gone.
  ///
  /// It compares the whole stack with the one last reported, O(depth); a host that knows how much of its stack stayed
  /// calls `stackDidChange(unchangedBottom:host:)` instead.
  package func stackDidChange() {
    stackDidChange(unchangedBottom: nil)
  }

  /// `stackDidChange()` from a host that knows which part of its stack changed: the bottom `unchangedBottom` screens
  /// are the ones it last reported, in the same places (a push keeps all the old ones, a pop all that remain). The
  /// bookkeeping then costs what changed, not the depth. Counting too few is always safe; too many is a host bug.
  ///
  /// - Parameter unchangedBottom: How many screens at the bottom are unchanged since the last report, or `nil` if
  ///   unknown.
  package func stackDidChange(unchangedBottom: Int?) {
    guard let (facts, settled) = enter() else { return }
    // A host counts from the stack it last reported; a change reported while a release was applied moved that.
    let hint = settled || state.requests.isApplyingReleasedAnswer ? nil : unchangedBottom
    let change = state.stackChanged(to: facts.screens, unchangedBottom: hint)
    record.screensLeft(change.left, stack: state.stack)
    // The state has changed. Engagement is read first, while the screens that left are surely alive and before any
    // observer runs; then observers, the guard's task and the host hear of it.
    let lost = lostWork(in: change, facts: facts)
    for (departure, screens) in change.departed where departure == nil {
      record.sightings.noteLeftUnheard()
      if change.undrivenPop == nil, lost.contains(where: { $0.route == nil && screens.contains($0.screen) }),
        plansToHearEveryUserRoute(facts)
      {
        report(.guardedScreenLeftUnheard, route: nil, facts: facts)
      }
    }
    for (departure, screens) in change.departed {
      let attempt = departure?.attempt
      emit(
        .screensLeft(
          LeavingScreens(bottomToTop: screens), source: attempt?.source ?? .programmatic(.unannounced),
          attempt: attempt?.id))
    }
    for report in lost { reportLostWork(report, facts: facts) }
    if let attempt = change.swipeCancelled { emit(.swipeCancelled(attempt)) }
    if let ended = change.pendingEnded {
      endedWaiting(ended)
      ended.task?.cancel()
      emit(.attemptCancelled(ended.attempt, reason: .stackChanged))
    }
    carryOut(.stateDidChange)
    // A completed navigation ends its transition: what was held for it runs now.
    if !state.requests.isEmpty { scheduleHeldRequests() }
  }

  /// Whether the plan of this stack hears every route a person has: then a departure nobody heard is the app's code or a
  /// hook that was not called, never a route the plan leaves unheard (VoiceOver's escape on iOS 15 outside the
  /// subclass, say).
  func plansToHearEveryUserRoute(_ facts: HostFacts) -> Bool {
    guard let configuration = facts.selfCheckConfiguration else { return false }
    // The plan of a guarded top screen, as the route table has it: the departed screen's guard is gone from the wiring.
    // Only routes that pop can explain a departure (a window close takes the stack away and pops nothing).
    return !BackRoute.allCases.contains { route in
      route.isUserRoute && route.popsTheStack && BackRouteTable.coverage(of: route, in: configuration) == .notSeen
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
}
