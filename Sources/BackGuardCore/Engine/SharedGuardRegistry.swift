/// Guards waiting for a later answer, across every engine of the process.
///
/// One screen's guard can be asked by two engines: a sheet's (its swipe-down) and the stack's inside it (a back tap).
/// While one engine waits for that guard's answer, the other must not ask it again: one gesture, one question. This
/// registry is the only state engines share, so it lives apart from them; it holds engines weakly and forgets entries
/// that no longer hold.
@MainActor
enum SharedGuardRegistry {
  /// A guard's identity → the engine waiting for it and that engine's pending attempt.
  private static var waiting: [ObjectIdentifier: (engine: WeakEngine, attempt: BackAttempt.ID)] = [:]

  private struct WeakEngine {
    weak var engine: BackNavigationEngine?
  }

  /// Whether no guard waits anywhere: the common case, checked before any lookup.
  static var isEmpty: Bool { waiting.isEmpty }

  /// An engine's attempt now waits for its guard.
  static func note(_ pending: Waiting, of engine: BackNavigationEngine) {
    guard let screenGuard = pending.screenGuard else { return }
    waiting[ObjectIdentifier(screenGuard)] = (WeakEngine(engine: engine), pending.attempt.id)
  }

  /// An engine's attempt no longer waits.
  static func forget(_ pending: Waiting) {
    guard let screenGuard = pending.screenGuard else { return }
    let key = ObjectIdentifier(screenGuard)
    if waiting[key]?.attempt == pending.attempt.id { waiting[key] = nil }
    if !waitingEngines.isEmpty, let woken = waitingEngines.removeValue(forKey: key) {
      // Never from inside the ending engine's own work: each runs its held requests on a later turn.
      for sleeper in woken { sleeper.engine?.scheduleHeldRequests() }
    }
  }

  /// Engines holding a request behind another engine's question, by the guard whose answer they wait for.
  private static var waitingEngines: [ObjectIdentifier: [WeakEngine]] = [:]

  /// Wakes `engine` (its held requests run again) when the question open on one of `guards` in another engine ends.
  static func runHeldRequestsWhenAnswered(_ engine: BackNavigationEngine, afterAnswerOf guards: [ScreenGuard]) {
    for screenGuard in guards where attemptWaiting(on: screenGuard, except: engine) != nil {
      let key = ObjectIdentifier(screenGuard)
      var list = waitingEngines[key, default: []]
      list.removeAll { $0.engine == nil || $0.engine === engine }
      list.append(WeakEngine(engine: engine))
      waitingEngines[key] = list
    }
  }

  /// The pending attempt of another engine that waits for `screenGuard`, if any.
  static func attemptWaiting(on screenGuard: ScreenGuard, except engine: BackNavigationEngine) -> BackAttempt.ID? {
    let key = ObjectIdentifier(screenGuard)
    guard let entry = waiting[key] else { return nil }
    // An engine that went away, or whose attempt ended, no longer holds the guard.
    guard let other = entry.engine.engine, let pending = other.state.phase.waiting, pending.attempt.id == entry.attempt,
      pending.screenGuard === screenGuard
    else {
      waiting[key] = nil
      return nil
    }
    return other === engine ? nil : entry.attempt
  }

  /// Whether another engine waits for `screenGuard`.
  static func isWaitingElsewhere(_ screenGuard: ScreenGuard, except engine: BackNavigationEngine) -> Bool {
    !isEmpty && attemptWaiting(on: screenGuard, except: engine) != nil
  }
}

extension BackNavigationEngine {
  /// The attempt of another engine that waits for an answer from one of the guards this attempt would ask: the same
  /// question, asked through a sheet and the stack inside it.
  func pendingOnSameGuard(_ attempt: BackAttempt, facts: HostFacts) -> BackAttempt.ID? {
    SharedGuardRegistry.isEmpty ? nil : pendingElsewhereOnSameGuard(attempt, facts: facts)
  }

  private func pendingElsewhereOnSameGuard(_ attempt: BackAttempt, facts: HostFacts) -> BackAttempt.ID? {
    for screen in attempt.leaving {
      guard let screenGuard = facts.backGuard(for: screen), screenGuard.applies(to: attempt.source),
        let other = SharedGuardRegistry.attemptWaiting(on: screenGuard, except: self)
      else { continue }
      return other
    }
    return nil
  }
}
