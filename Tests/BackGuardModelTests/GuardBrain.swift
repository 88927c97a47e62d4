import BackGuardCore

/// The test side of one screen's guard: it plays the screen's script of answers and tells the run what it said.
///
/// It knows its screen only by ``ScreenID``, so a guard never keeps its screen alive.
///
/// ```swift
/// let brain = GuardBrain(spec: spec, screen: screen.id, run: run)
/// screen.backGuard = brain.makeGuard()
/// ```
@MainActor
final class GuardBrain {
  let spec: ModelScreenSpec
  let screen: ScreenID
  /// Mirrors `ScreenGuard.isActive`; the run toggles both.
  var isActive: Bool { didSet { switches += 1 } }
  /// The value behind the guard's `when:` condition.
  var hasChanges = true { didSet { switches += 1 } }
  /// How often the guard was switched on or off. The engine reads the switch when the guard's turn comes, so an
  /// attempt during which it changed may rightly pass the guard by.
  private(set) var switches = 0
  private weak var run: ModelRun?
  private var calls = 0

  init(spec: ModelScreenSpec, screen: ScreenID, run: ModelRun) {
    self.spec = spec
    self.screen = screen
    self.isActive = spec.isActive
    self.run = run
  }

  /// Whether the guard is engaged (active, and its condition holds), by the model's own bookkeeping.
  var isEngaged: Bool { spec.hasGuard && isActive && (!spec.usesCondition || hasChanges) }

  /// Whether the guard takes part in an attempt from `source`, by the model's own bookkeeping.
  ///
  /// - Parameter source: The route.
  /// - Returns: `true` when the engine must ask it.
  func applies(to source: BackSource) -> Bool {
    spec.hasGuard && isActive && (!spec.usesCondition || hasChanges)
      && (source.asksEveryEngagedGuard || spec.guardsProgrammaticPops)
  }

  /// The real guard for the screen. Its closures hold the brain weakly and never the screen.
  ///
  /// - Returns: The guard, or `nil` for an unguarded screen.
  func makeGuard() -> ScreenGuard? {
    let condition: (() -> Bool)? = spec.usesCondition ? { [weak self] in self?.hasChanges ?? false } : nil
    switch spec.guardKind {
    case .none:
      return nil
    case .decide:
      return ScreenGuard(
        isActive: spec.isActive, when: condition, guardsProgrammaticPops: spec.guardsProgrammaticPops,
        decide: { [weak self] attempt in self?.decide(attempt) ?? .allow })
    case .resolve:
      return ScreenGuard(
        isActive: spec.isActive, when: condition, guardsProgrammaticPops: spec.guardsProgrammaticPops,
        resolve: { [weak self] attempt, resolution in self?.resolve(attempt, resolution) })
    case .async:
      return ScreenGuard(
        isActive: spec.isActive, when: condition, guardsProgrammaticPops: spec.guardsProgrammaticPops,
        decideAsync: { [weak self] attempt in await self?.decideAsync(attempt) ?? .deny })
    }
  }

  private func nextReply<Reply>(_ script: [Reply]) -> Reply {
    defer { calls += 1 }
    return script[calls % script.count]
  }

  private func decide(_ attempt: BackAttempt) -> BackDecision {
    guard case .decide(let script) = spec.guardKind else { return .allow }
    let decision = nextReply(script)
    run?.guardAsked(attempt, screen: screen, approves: decision == .allow, immediate: true)
    return decision
  }

  private func resolve(_ attempt: BackAttempt, _ resolution: BackResolution) {
    guard case .resolve(let script) = spec.guardKind else { return }
    switch nextReply(script) {
    case .allowNow:
      run?.guardAsked(attempt, screen: screen, approves: true, immediate: true)
      run?.answerMayHop()
      resolution.allow()
    case .denyNow:
      run?.guardAsked(attempt, screen: screen, approves: false, immediate: true)
      run?.answerMayHop()
      resolution.deny()
    case .later:
      run?.guardAsked(attempt, screen: screen, approves: false, immediate: true)
      run?.keep(resolution, screen: screen)
    case .twiceNow(let first):
      run?.guardAsked(attempt, screen: screen, approves: first == .allow, immediate: true)
      run?.answerMayHop()
      resolution.resolve(first)
      resolution.resolve(first == .allow ? .deny : .allow)
    case .dropNow:
      run?.guardAsked(attempt, screen: screen, approves: false, immediate: true)
    }
  }

  private func decideAsync(_ attempt: BackAttempt) async -> BackDecision {
    guard case .async(let script) = spec.guardKind else { return .deny }
    let reply = nextReply(script)
    run?.asyncGuardStarted()
    switch reply {
    case .returns(let decision):
      run?.guardAsked(attempt, screen: screen, approves: decision == .allow, immediate: false)
      return decision
    case .awaitAnswer:
      run?.guardAsked(attempt, screen: screen, approves: false, immediate: false)
      guard let run else { return .deny }
      return await withCheckedContinuation { continuation in
        run.wait(continuation, attempt: attempt, screen: screen)
      }
    }
  }
}
