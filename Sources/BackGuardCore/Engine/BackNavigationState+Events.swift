/// The state's events: one `mutating` function per fact a host reports, returning what the engine must carry out
/// (events to emit, a pending attempt to end). They call no guard, observer or host: the engine does, afterwards.
extension BackNavigationState {
  // MARK: - Attempts

  /// The next attempt from the top of `stack`, without taking its identity yet (see ``start(_:)``).
  ///
  /// - Returns: The attempt, or `nil` when `destination` is not below the top of `stack`.
  func attempt(_ source: BackSource, to destination: ScreenID?, animated: Bool, in stack: [ScreenID]) -> BackAttempt? {
    let destinationIndex: Int
    if let destination {
      guard let index = stack.lastIndex(of: destination), index < stack.count - 1 else { return nil }
      destinationIndex = index
    } else {
      destinationIndex = stack.count - 2
    }
    return BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: source,
      leaving: LeavingScreens(topOf: stack, from: destinationIndex + 1),
      destination: stack[destinationIndex], isAnimated: animated)
  }

  /// An attempt that removes `leaving` (bottom to top), which need not be the top screens.
  func attempt(
    _ source: BackSource, leavingBottomToTop leaving: [ScreenID], destination: ScreenID, animated: Bool
  ) -> BackAttempt {
    BackAttempt(
      id: BackAttempt.ID(rawValue: lastAttemptID &+ 1), source: source, leaving: LeavingScreens(bottomToTop: leaving),
      destination: destination, isAnimated: animated)
  }

  /// Takes `attempt`'s identity for good. Attempts that merge into a pending one never take one, so the numbers in a
  /// timeline have no gaps.
  mutating func start(_ attempt: BackAttempt) {
    lastAttemptID = attempt.id.rawValue
  }

  // MARK: - Asking a guard

  /// A guard is called now.
  mutating func startAsking(_ asking: Asking) { phase = .asking(asking) }

  /// The guard call ended.
  ///
  /// - Returns: Whether the stack changed from inside it, so that its answer names no real navigation.
  mutating func stopAsking() -> Bool {
    let invalidated = phase.asking?.isInvalidated == true
    phase = .idle
    return invalidated
  }

  /// An attempt now waits for `pending`'s guard to answer later.
  mutating func startWaiting(_ pending: Waiting) { phase = .waiting(pending) }

  /// The pending attempt ended (answered, cancelled, or its stack changed).
  mutating func stopWaiting() { phase = .idle }

  // MARK: - The stack changed

  /// What a stack change leads to.
  struct StackChange {
    /// Every screen that left, bottom first.
    var left: [ScreenID] = []
    /// The screens that left, bottom first, each group with the departure that named it (`nil`: none did).
    var departed: [(departure: Departure?, screens: [ScreenID])] = []
    /// The undriven interactive pop that ended with this change, if any.
    var undrivenPop: UndrivenPop?
    /// The screens the app removed on purpose, as of this change.
    var discarded: [ScreenID] = []
    /// Unnamed screens UIKit said would leave, with whether their guard was engaged then.
    var heardLeaving: [(screen: ScreenID, engaged: Bool)] = []
    /// A swipe the user took back: the screen that almost left is on top again.
    var swipeCancelled: BackAttempt?
    /// A pending attempt whose screens are gone: it ends, as cancelled.
    var pendingEnded: Waiting?
  }

  /// UIKit's `didShow`: the stack is now `newStack`.
  ///
  /// - Parameters:
  ///   - newStack: The stack now, root first.
  ///   - unchangedBottom: How many screens at the bottom the host knows to be unchanged, when it can be trusted.
  /// - Returns: What the engine reports and ends.
  mutating func stackChanged(to newStack: [ScreenID], unchangedBottom: Int?) -> StackChange {
    var change = StackChange()
    let common: Int
    if let unchangedBottom {
      common = min(unchangedBottom, stack.count, newStack.count)
      assert(stack[..<common] == newStack[..<common], "the host's unchangedBottom counts a changed screen")
    } else {
      common = BackNavigationEngine.commonPrefix(stack, newStack)
    }
    let left = Self.removed(from: stack, in: newStack, common: common)
    stack.replaceSubrange(common..., with: newStack[common...])
    if let inFlight = departures.swipe, !inFlight.didBegin {
      // Its gesture never began (another recognizer won): this change is someone else's, and must not be named after it.
      _ = departures.endSwipe()
    }
    for screen in left {
      let cause = departures.cause(of: screen)
      if let index = change.departed.firstIndex(where: { $0.departure?.attempt.id == cause?.attempt.id }) {
        change.departed[index].screens.append(screen)
      } else {
        change.departed.append((cause, [screen]))
      }
    }
    change.undrivenPop = departures.undrivenPop
    departures.undrivenPop = nil
    if !departures.heardLeaving.isEmpty {
      change.heardLeaving = departures.heardLeaving
      departures.heardLeaving = []
    }
    if !departures.discarding.isEmpty {
      change.discarded = departures.discarding
      // A discard names the changes its code makes while it runs, and the first one after it returned.
      if case .running = departures.discardScope {
        departures.discardScope = .running(sawChange: true)
      } else {
        departures.discarding = []
        departures.discardScope = .none
      }
    }
    // Keep only departures still to happen: the rest completed, or no longer name a navigation.
    departures.prune(in: newStack, whilePerforming: requests.performing > 0)
    departures.lastSwipeAnswer = nil
    change.left = left
    if let inFlight = departures.swipe {
      departures.swipe = nil
      // A swipe whose screen did not leave in this change never became this navigation: it must name nothing later.
      if !left.contains(inFlight.attempt.top) { departures.forget(inFlight.attempt.id) }
      // The interactive pop finished without removing the screen: the user cancelled it.
      if left.isEmpty, newStack.last == inFlight.attempt.top { change.swipeCancelled = inFlight.attempt }
    }
    switch phase {
    case .waiting(let waiting) where !waiting.isStillNamed(in: newStack):
      phase = .idle
      departures.lastCancelledForStackChange = waiting.attempt.id
      change.pendingEnded = waiting
    case .asking(var asking) where newStack.count != asking.stackCount || newStack.last != asking.top:
      // The guard being called changed the stack: its answer no longer names a real navigation.
      asking.isInvalidated = true
      phase = .asking(asking)
    default:
      break
    }
    return change
  }

  /// The screens of `old` that are not in `new`, bottom first, given that the bottom `common` screens are the same.
  ///
  /// Pushes and pops change the top, so only the rest is compared, by set: O(screens that changed).
  static func removed(from old: [ScreenID], in new: [ScreenID], common: Int) -> [ScreenID] {
    if common == old.count { return [] }
    if common == new.count { return Array(old[common...]) }
    let remaining = Set(new[common...])
    return old[common...].filter { !remaining.contains($0) }
  }

  // MARK: - Swipes

  /// UIKit began an interactive pop: a swipe the gate let begin is confirmed; any other, driven by `source`, starts
  /// an attempt no guard is asked about (a pop UIKit already runs interactively is never stopped: ledger B41).
  ///
  /// - Returns: The attempt started for a swipe the gate did not answer, to report; `nil` otherwise.
  /// - Parameters:
  ///   - source: The recognizer driving it, when known.
  ///   - topEngaged: Whether the top screen's guard is engaged and would have been asked on this route: its screen
  ///     leaves unasked.
  mutating func interactivePopBegan(drivenBy source: BackSource?, topEngaged: Bool) -> BackAttempt? {
    if departures.swipe != nil {
      departures.swipe?.didBegin = true
      return nil
    }
    guard stack.count >= 2 else { return nil }
    guard let source, let attempt = attempt(source, to: nil, animated: true, in: stack) else {
      // No gesture of BackGuard's drives it: its departure will be unnamed, and lost work if the guard was engaged.
      if source == nil { departures.undrivenPop = UndrivenPop(top: stack[stack.count - 1], engaged: topEngaged) }
      return nil
    }
    start(attempt)
    departures.beginSwipe(attempt, didBegin: true, unasked: topEngaged ? [stack[stack.count - 1]] : [])
    return attempt
  }

  /// The user let go of a swipe that had begun, and the screen stayed.
  ///
  /// - Returns: The swipe that ended, to report.
  mutating func swipeCancelled() -> BackAttempt? {
    departures.endSwipe()?.attempt
  }
}

extension BackNavigationState {
  // MARK: - A later answer arrived

  /// What an answer given later meets.
  enum AnswerArrival {
    /// It names an attempt that no longer waits: reported as dropped, for `reason`.
    case dropped(BackEvent.Reason)
    /// A released resolution of an attempt that no longer waits: nothing to say.
    case ignored
    /// It ends the pending attempt, which no longer waits.
    case ends(Waiting)
  }

  /// Whether the guard of `attempt`'s step `step` is being called right now: an answer from inside its own callback
  /// is read when the callback returns.
  func isAsking(_ attempt: BackAttempt.ID, step: Int) -> Bool {
    guard let asking = phase.asking else { return false }
    return asking.attemptID == attempt && asking.step == step
  }

  /// A resolution's answer (or its release, `released`) for `attempt`'s step `step` arrived.
  ///
  /// - Returns: What it meets; when it ends the pending attempt, the state no longer waits.
  mutating func laterAnswerArrived(for attempt: BackAttempt.ID, step: Int, released: Bool) -> AnswerArrival {
    guard let pending = phase.waiting, pending.attempt.id == attempt, pending.step == step else {
      if released { return .ignored }
      return .dropped(attempt == departures.lastCancelledForStackChange ? .stackChanged : .noLongerPending)
    }
    phase = .idle
    return .ends(pending)
  }

  // MARK: - A sheet's swipe-down

  /// UIKit asked whether the swipe-down may dismiss the sheet, and `refusal` says who refused it (`nil`: nobody).
  ///
  /// - Returns: Whether UIKit may dismiss the sheet.
  mutating func sheetAsked(refusedBy refusal: SheetRefusal?) -> Bool {
    departures.sheetRefusal = refusal
    return refusal == nil
  }

  /// UIKit reported a refused swipe-down (`didAttemptToDismiss`).
  ///
  /// - Parameter guardEngaged: Whether a screen in the sheet has an engaged guard now: a refusal no question came
  ///   before (`isModalInPresentation`) is the guards' only then.
  /// - Returns: Whether the guards take it; otherwise it is the app's.
  mutating func sheetRefusalReported(guardEngaged: Bool) -> Bool {
    let refusal = departures.sheetRefusal
    departures.sheetRefusal = nil
    return refusal == .byGuards || (refusal == nil && guardEngaged)
  }
}

extension BackAttempt {
  /// Whether the stack still has the attempt's leaving screens on top of its destination, in the same order (for a
  /// replacement, whether they are all still there).
  func isStillNamed(in stack: [ScreenID]) -> Bool {
    if case .programmatic(.setViewControllers) = source { return leaving.allSatisfy(stack.contains) }
    let count = leaving.count
    guard stack.count > count else { return false }
    guard stack[stack.count - 1 - count] == destination else { return false }
    for offset in 0..<count where stack[stack.count - 1 - offset] != leaving[offset] { return false }
    return true
  }
}

extension Waiting {
  /// Whether the pending attempt still names the same navigation: a replacement or the app's code needs the very same
  /// stack.
  func isStillNamed(in stack: [ScreenID]) -> Bool {
    if let stackAtStart = navigation.stackAtStart { return stack == stackAtStart }
    return attempt.isStillNamed(in: stack)
  }
}
