import BackGuardCore

/// A whole model sequence: its configuration and its steps, generated from one seed, replayable and shrinkable.
///
/// ```swift
/// let sequence = await ModelSequence.generate(seed: 42)
/// if let violation = sequence.violation { let short = await sequence.shrunk() }
/// ```
@MainActor
struct ModelSequence {
  let seed: UInt64
  let config: ModelConfig
  let actions: [ModelAction]
  let violation: ModelRun.Violation?
  let faults: Set<ModelRun.Fault>

  /// Generates a sequence from `seed` and runs it, step by step, stopping at the first broken invariant.
  ///
  /// - Parameters:
  ///   - seed: The seed; the same seed always gives the same sequence.
  ///   - faults: Deliberate bugs in the test's bookkeeping; empty for a real run.
  ///   - playsSetups: Whether the setup varies (half the sequences); `false` keeps the recommended setup, as seeds
  ///     found before setups were played ran.
  /// - Returns: The sequence, with its violation if any.
  static func generate(
    seed: UInt64, faults: Set<ModelRun.Fault> = [], playsSetups: Bool = true
  ) async -> ModelSequence {
    var random = SplitMix64(seed: seed)
    var config = ModelConfig.random(using: &random)
    if playsSetups {
      var setupRandom = SplitMix64(seed: seed ^ 0x5E70_5E70_5E70_5E70)
      config = config.withRandomSetup(using: &setupRandom)
    }
    let run = ModelRun(config: config, faults: faults)
    let length = 8 + random.below(17)
    var actions: [ModelAction] = []
    actions.reserveCapacity(length)
    for _ in 0..<length {
      let action = ModelActionGenerator.next(for: run, using: &random)
      actions.append(action)
      await run.perform(action)
      if run.violation != nil { break }
    }
    await run.finish()
    return ModelSequence(seed: seed, config: config, actions: actions, violation: run.violation, faults: faults)
  }

  /// Runs given steps from scratch.
  ///
  /// - Parameters:
  ///   - config: The configuration.
  ///   - actions: The steps.
  ///   - faults: Deliberate bugs in the bookkeeping.
  ///   - log: Whether to record every step, guard call and event.
  /// - Returns: The first violation, and the log.
  static func replay(
    config: ModelConfig, actions: [ModelAction], faults: Set<ModelRun.Fault>, log: Bool = false
  ) async -> (ModelRun.Violation?, [String]) {
    let run = ModelRun(config: config, faults: faults)
    if log { run.log = [] }
    for action in actions {
      await run.perform(action)
      if run.violation != nil { break }
    }
    await run.finish()
    return (run.violation, run.log ?? [])
  }

  /// The shortest steps found (by delta debugging over the step list) that still break the same rule.
  ///
  /// - Parameter budget: The most replays to try.
  /// - Returns: The shrunk steps and their violation.
  func shrunk(budget: Int = 3_000) async -> ([ModelAction], ModelRun.Violation) {
    guard let violation else { preconditionFailure("only a failing sequence shrinks") }
    var best = actions
    var bestViolation = violation
    var replays = 0

    /// Tries a candidate; on the same rule, keeps it (cut after the failing step).
    func attempt(_ candidate: [ModelAction]) async -> Bool {
      replays += 1
      let (found, _) = await Self.replay(config: config, actions: candidate, faults: faults)
      guard let found, found.rule == violation.rule else { return false }
      best = found.step > 0 ? Array(candidate.prefix(found.step)) : candidate
      bestViolation = found
      return true
    }

    if violation.step > 0 { best = Array(best.prefix(violation.step)) }
    var granularity = 2
    while best.count >= 2 && replays < budget {
      let chunk = (best.count + granularity - 1) / granularity
      var reduced = false
      var start = 0
      while start < best.count && replays < budget {
        var candidate = best
        candidate.removeSubrange(start..<min(start + chunk, best.count))
        if await attempt(candidate) {
          reduced = true
          break
        }
        start += chunk
      }
      if reduced {
        granularity = max(granularity - 1, 2)
      } else if chunk == 1 {
        break
      } else {
        granularity = min(granularity * 2, best.count)
      }
    }
    // Then make the remaining screens plainer where the failure allows it.
    var index = 0
    while index < best.count && replays < budget {
      for simpler in Self.simplifications(of: best[index]) where index < best.count && replays < budget {
        var candidate = best
        candidate[index] = simpler
        if await attempt(candidate) { break }
      }
      index += 1
    }
    return (best, bestViolation)
  }

  private static func simplifications(of action: ModelAction) -> [ModelAction] {
    switch action {
    case .push(let spec, let animated):
      var plain = spec
      plain.hasCustomBackButton = false
      plain.hidesBackButton = false
      plain.allowsSwipeBack = true
      var unguarded = plain
      unguarded.guardKind = .none
      var results: [ModelAction] = [.push(unguarded, animated: animated), .push(plain, animated: animated)]
      for single in singleReplyScripts(plain.guardKind) {
        var shorter = plain
        shorter.guardKind = single
        results.append(.push(shorter, animated: animated))
      }
      if animated { results.append(.push(plain, animated: false)) }
      return results.filter { $0 != action }
    default:
      return []
    }
  }

  /// The guard with one answer of its script, for each distinct answer.
  private static func singleReplyScripts(_ kind: ModelScreenSpec.GuardKind) -> [ModelScreenSpec.GuardKind] {
    switch kind {
    case .none: []
    case .decide(let script) where script.count > 1:
      Set(script).sorted { $0 == .allow && $1 == .deny }.map { .decide([$0]) }
    case .resolve(let script) where script.count > 1: script.map { .resolve([$0]) }
    case .async(let script) where script.count > 1: script.map { .async([$0]) }
    default: []
    }
  }
}
