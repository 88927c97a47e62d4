/// The record of the stack: what the host last reported, which screens left since and by which route, and which
/// approvals and pending answers still name a real navigation.
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
    // A host counts from the stack it last reported; a change reported while a release was applied moved that.
    guard let (host, settled) = enter() else { return }
    let hintIsReliable = !settled && !state.isSettling
    let newStack = host.screens
    let oldStack = state.stack
    let common: Int
    if let unchangedBottom, hintIsReliable {
      common = min(unchangedBottom, oldStack.count, newStack.count)
      assert(oldStack[..<common] == newStack[..<common], "the host's unchangedBottom counts a changed screen")
    } else {
      common = Self.commonPrefix(oldStack, newStack)
    }
    let left = Self.removed(from: oldStack, in: newStack, common: common)
    state.stack.replaceSubrange(common..., with: newStack[common...])
    if let inFlight = state.swipe, !inFlight.didBegin {
      // Its gesture never began (another recognizer won): this change is someone else's, and must not be named after it.
      _ = state.endSwipe()
    }
    if !left.isEmpty { reportLeft(left) }
    // Keep only departures still to happen: the rest completed, or no longer name a navigation.
    state.pruneDepartures { isStillValid($0, in: newStack) }
    state.lastSwipeAnswer = nil
    if !state.blankTitlesReported.isEmpty {
      // Screens that left are forgotten; a full prune only when entries for screens never in the stack piled up.
      state.blankTitlesReported.subtract(left)
      if state.blankTitlesReported.count > newStack.count { state.blankTitlesReported.formIntersection(newStack) }
    }
    if let inFlight = state.swipe {
      state.swipe = nil
      // A swipe whose screen did not leave in this change never became this navigation: it must name nothing later.
      if !left.contains(inFlight.attempt.top) { state.forgetDeparture(inFlight.attempt.id) }
      if left.isEmpty, newStack.last == inFlight.attempt.top {
        // The interactive pop finished without removing the screen: the user cancelled it.
        emit(.swipeCancelled(inFlight.attempt))
      }
    }
    switch state.phase {
    case .waiting(let waiting) where !isStillValid(waiting, in: newStack):
      stopWaiting(waiting)
      state.lastCancelledForStackChange = waiting.attempt.id
      waiting.task?.cancel()
      emit(.attemptCancelled(waiting.attempt, reason: .stackChanged))
    case .asking(let asking) where newStack.count != asking.stackCount || newStack.last != asking.top:
      // The guard being called changed the stack: its answer no longer names a real navigation.
      invalidateAsking()
    default:
      break
    }
    host.backNavigationStateDidChange()
    // A completed navigation ends its transition: what was held for it runs now.
    if !state.held.isEmpty { scheduleHeldRequests() }
  }

  /// Whether a waiting attempt still names the same navigation: a replacement or the app's code needs the very same
  /// stack.
  func isStillValid(_ waiting: Waiting, in stack: [ScreenID]) -> Bool {
    if let stackAtStart = waiting.carrying.stackAtStart { return stack == stackAtStart }
    return isStillValid(waiting.attempt, in: stack)
  }

  /// Whether the stack still has the attempt's leaving screens on top of its destination, in the same order.
  func isStillValid(_ attempt: BackAttempt, in stack: [ScreenID]) -> Bool {
    if case .programmatic(.setViewControllers) = attempt.source {
      return attempt.leaving.allSatisfy(stack.contains)
    }
    let count = attempt.leaving.count
    guard stack.count > count else { return false }
    guard stack[stack.count - 1 - count] == attempt.destination else { return false }
    for offset in 0..<count where stack[stack.count - 1 - offset] != attempt.leaving[offset] { return false }
    return true
  }

  /// Reports screens that just left, each with the route of the newest approval that named it: one event per cause.
  /// Screens no approval named left through a call the host could not announce.
  private func reportLeft(_ left: [ScreenID]) {
    var groups: [(attempt: BackAttempt?, screens: [ScreenID])] = []
    for screen in left {
      let cause = state.cause(of: screen)
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
}
