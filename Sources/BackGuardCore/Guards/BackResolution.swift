import Foundation

/// A one-shot answer to a pending ``BackAttempt``.
///
/// Use it exactly once, from any thread or task: the answer always hops to the main actor.
///
/// ```swift
/// ScreenGuard(resolve: { attempt, resolution in
///   let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
///   alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in resolution.allow() })
///   alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in resolution.deny() })
///   present(alert, animated: true)
/// })
/// ```
///
/// The engine protects the stack from every misuse:
/// - a second use is ignored and reported as ``BackMisuse`` (`resolvedTwice`);
/// - releasing it unused counts as ``BackDecision/deny`` and frees the stack;
/// - a use after the stack changed is dropped and reported; it never pops another screen.
public final class BackResolution: Sendable {
  /// The attempt this resolution answers.
  package let attempt: BackAttempt

  struct Token: Sendable {
    let attempt: BackAttempt
    let step: Int
    let state: ResolutionState
  }

  enum Delivery: Sendable {
    case answer
    case released
    case second
  }

  private let token: Token

  init(engine: BackNavigationEngine, attempt: BackAttempt, step: Int) {
    self.attempt = attempt
    self.token = Token(attempt: attempt, step: step, state: ResolutionState(engine: engine))
  }

  /// A resolution for one member of a guard that asks several in turn (``ScreenGuard/init(inTurn:)``): its answer
  /// (or its release, as deny) goes to `relay` on the main actor, once, instead of to an engine.
  init(relayingFor attempt: BackAttempt, relay: @escaping @MainActor @Sendable (BackDecision) -> Void) {
    self.attempt = attempt
    self.token = Token(attempt: attempt, step: 0, state: ResolutionState(relay: relay))
  }

  deinit {
    // Recorded at once, on every platform: the engine applies a release it has not yet heard of before it decides
    // anything else, so whether the main-actor hop below has run makes no difference.
    if token.state.claim(.deny, released: true) {
      Self.deliver(.released, token: token)
    }
  }

  /// Lets the screens leave. On the main actor the answer takes effect before this returns; elsewhere it hops to the
  /// main actor. The same on every platform.
  public func allow() { resolve(.allow) }

  /// Keeps the user on the screen. On the main actor the answer takes effect before this returns.
  public func deny() { resolve(.deny) }

  /// Gives the answer. On the main actor it takes effect before this returns; elsewhere it hops to the main actor.
  ///
  /// - Parameter decision: ``BackDecision/allow`` or ``BackDecision/deny``.
  package func resolve(_ decision: BackDecision) {
    let kind: Delivery = token.state.claim(decision, released: false) ? .answer : .second
    Self.deliver(kind, token: token)
  }

  /// Marks the resolution used without delivering anything. Returns `true` if it was still unused.
  func claim() -> Bool { token.state.claim(nil, released: false) }

  /// What the engine needs to read the answer given so far without waiting for its delivery.
  var state: ResolutionState { token.state }

  /// Whether this resolution has been used.
  package var isUsed: Bool { token.state.isUsed }

  /// Reports `kind` as a misuse of the stack that asked, in its events too; to the process-wide log once the engine
  /// is gone.
  @MainActor
  package func reportMisuse(_ kind: BackMisuse.Kind) {
    if let engine = token.state.engine {
      engine.reportAdapterMisuse(kind)
    } else {
      BackMisuse.report(BackMisuse(kind))
    }
  }

  private static func deliver(_ kind: Delivery, token: Token) {
    if let relay = token.state.relay {
      guard kind != .second, let given = token.state.given else { return }
      MainActorBridge.run { relay(given.decision) }
      return
    }
    guard let engine = token.state.engine else { return }
    // From another thread the hop starts outside any task: the misuses go where the question was asked.
    let misuseLog = token.state.misuseLog
    MainActorBridge.run { BackMisuse.scopedLog.withValue(misuseLog) { engine.receive(kind, token: token) } }
  }
}

/// The mutable part of a resolution, behind a lock because a resolution may be used from any thread. The engine
/// keeps it while the attempt waits, so it can read an answer (or a release) before the answer's delivery arrives.
final class ResolutionState: @unchecked Sendable {
  private let lock = NSLock()
  private var used = false
  private var answer: BackDecision?
  private var released = false
  private var settled = false
  private weak var weakEngine: BackNavigationEngine?
  /// Where the answer goes instead of an engine (a member of a guard that asks several in turn).
  let relay: (@MainActor @Sendable (BackDecision) -> Void)?
  /// The misuse log in effect where the question was asked (`BackMisuse.withLog`), for answers delivered later.
  let misuseLog: BackMisuse.Handler?

  init(engine: BackNavigationEngine) {
    weakEngine = engine
    relay = nil
    misuseLog = BackMisuse.scopedLog.get()
  }

  init(relay: @escaping @MainActor @Sendable (BackDecision) -> Void) {
    weakEngine = nil
    self.relay = relay
    misuseLog = BackMisuse.scopedLog.get()
  }

  var engine: BackNavigationEngine? {
    lock.lock()
    defer { lock.unlock() }
    return weakEngine
  }

  var isUsed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// The first answer given, and whether it came from releasing the resolution unused.
  var given: (decision: BackDecision, released: Bool)? {
    lock.lock()
    defer { lock.unlock() }
    return answer.map { ($0, released) }
  }

  /// Whether an answer was given that the engine has not applied yet.
  var hasUnsettledAnswer: Bool {
    lock.lock()
    defer { lock.unlock() }
    return answer != nil && !settled
  }

  /// Marks the resolution used, with its answer (`nil` when the engine closes it without one). Returns `true` only
  /// for the first caller.
  func claim(_ decision: BackDecision?, released: Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if used { return false }
    used = true
    answer = decision
    self.released = released
    if decision == nil { settled = true }
    return true
  }

  /// Marks the answer applied. Returns `true` only for the first caller: an answer takes effect once, whether the
  /// engine reads it early or its delivery arrives.
  func settle() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if settled { return false }
    settled = true
    return true
  }
}
