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
/// - a second use is ignored and reported as ``BackMisuse/Kind/resolvedTwice(_:)``;
/// - releasing it unused counts as ``BackDecision/deny`` and frees the stack;
/// - a use after the stack changed is dropped and reported; it never pops another screen.
public final class BackResolution: Sendable {
  /// The attempt this resolution answers.
  public let attempt: BackAttempt

  struct Token: Sendable {
    let attempt: BackAttempt
    let step: Int
  }

  enum Delivery: Sendable {
    case answer
    case released
    case second
  }

  private let token: Token
  private let state: LockedState

  init(engine: BackNavigationEngine, attempt: BackAttempt, step: Int) {
    self.attempt = attempt
    self.token = Token(attempt: attempt, step: step)
    self.state = LockedState(engine: engine)
  }

  deinit {
    if state.claim() {
      Self.deliver(.deny, .released, token: token, to: state.engine, from: nil)
    }
  }

  #if canImport(Darwin)
    /// Lets the screens leave. On the main thread the answer takes effect before this returns; elsewhere it hops to
    /// the main actor.
    public func allow() { resolve(.allow) }

    /// Keeps the user on the screen.
    public func deny() { resolve(.deny) }

    /// Gives the answer.
    ///
    /// - Parameter decision: ``BackDecision/allow`` or ``BackDecision/deny``.
    public func resolve(_ decision: BackDecision) {
      // On Apple platforms the main actor runs on the main thread, which `deliver` checks.
      let kind: Delivery = state.claim() ? .answer : .second
      Self.deliver(decision, kind, token: token, to: state.engine, from: nil)
    }
  #else
    /// Lets the screens leave. On the main actor the answer takes effect before this returns; elsewhere it hops to
    /// the main actor.
    ///
    /// - Parameter isolation: The caller's actor; leave the default. (Off Apple platforms the main actor need not run
    ///   on the main thread, so the caller's isolation tells whether the answer can be applied at once.)
    public func allow(isolation: isolated (any Actor)? = #isolation) { resolve(.allow, isolation: isolation) }

    /// Keeps the user on the screen.
    ///
    /// - Parameter isolation: The caller's actor; leave the default.
    public func deny(isolation: isolated (any Actor)? = #isolation) { resolve(.deny, isolation: isolation) }

    /// Gives the answer.
    ///
    /// - Parameters:
    ///   - decision: ``BackDecision/allow`` or ``BackDecision/deny``.
    ///   - isolation: The caller's actor; leave the default.
    public func resolve(_ decision: BackDecision, isolation: isolated (any Actor)? = #isolation) {
      let kind: Delivery = state.claim() ? .answer : .second
      Self.deliver(decision, kind, token: token, to: state.engine, from: isolation)
    }
  #endif

  /// Marks the resolution used without delivering anything. Returns `true` if it was still unused.
  func claim() -> Bool { state.claim() }

  /// Whether this resolution has been used.
  public var isUsed: Bool { state.isUsed }

  private static func deliver(
    _ decision: BackDecision, _ kind: Delivery, token: Token, to engine: BackNavigationEngine?,
    from isolation: (any Actor)?
  ) {
    guard let engine else { return }
    MainActorBridge.run(from: isolation) { engine.receive(decision, kind, token: token) }
  }

  /// The mutable part, behind a lock because a resolution may be used from any thread.
  private final class LockedState: @unchecked Sendable {
    private let lock = NSLock()
    private var used = false
    private weak var weakEngine: BackNavigationEngine?

    init(engine: BackNavigationEngine) { weakEngine = engine }

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

    /// Marks the resolution used. Returns `true` only for the first caller.
    func claim() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      if used { return false }
      used = true
      return true
    }
  }
}
