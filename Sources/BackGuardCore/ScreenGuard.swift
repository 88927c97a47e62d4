/// The guard attached to one screen: it answers every attempt to leave that screen.
///
/// A guard answers now or later. Make it with the initializer that matches how your screen decides:
///
/// ```swift
/// // Now, synchronously:
/// let player = ScreenGuard { attempt in isLandscape ? .deny : .allow }
///
/// // Later, with async code that awaits your own UI:
/// let editor = ScreenGuard(when: { document.hasChanges }) { attempt in
///   await confirmDiscard() ? .allow : .deny
/// }
///
/// // Later, with a one-shot resolution you keep until the user answers:
/// let form = ScreenGuard(resolve: { attempt, resolution in
///   showAlert(onDiscard: { resolution.allow() }, onCancel: { resolution.deny() })
/// })
/// ```
///
/// A guard passes (does not take part) when it is switched off with ``isActive`` or when its `when` condition
/// is false. By default it is not asked about the app's own pops; set ``guardsProgrammaticPops`` to be asked.
@MainActor
public final class ScreenGuard {
  enum Handler {
    case immediate((BackAttempt) -> BackDecision)
    case deferred((BackAttempt, BackResolution) -> BackGuardReply)
    case async((BackAttempt) async -> BackDecision)
  }

  /// The switch. A guard that is not active passes every attempt.
  @exclusivity(unchecked)
  public var isActive: Bool
  /// Whether the app's own pops (`popViewController` and friends) are also asked. Default `false`.
  @exclusivity(unchecked)
  public var guardsProgrammaticPops: Bool

  let handler: Handler
  private let condition: (() -> Bool)?
  /// For screens that guard themselves: their `guardsProgrammaticPops`, read at each attempt.
  @exclusivity(unchecked)
  private var programmaticCondition: (() -> Bool)?

  private init(isActive: Bool, when condition: (() -> Bool)?, guardsProgrammaticPops: Bool, handler: Handler) {
    self.isActive = isActive
    self.condition = condition
    self.guardsProgrammaticPops = guardsProgrammaticPops
    self.handler = handler
  }

  /// A guard that answers synchronously.
  ///
  /// ```swift
  /// ScreenGuard(when: { self.isLandscape }) { _ in
  ///   self.rotateToPortrait()
  ///   return .deny
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isActive: The initial value of the switch ``isActive``.
  ///   - condition: Asked on every attempt; the guard passes while it returns `false`.
  ///   - guardsProgrammaticPops: Whether app code's pops are asked too.
  ///   - decide: The answer, given before it returns.
  public convenience init(
    isActive: Bool = true,
    when condition: (() -> Bool)? = nil,
    guardsProgrammaticPops: Bool = false,
    decide: @escaping (BackAttempt) -> BackDecision
  ) {
    self.init(
      isActive: isActive, when: condition, guardsProgrammaticPops: guardsProgrammaticPops,
      handler: .immediate(decide))
  }

  /// A guard that answers through a one-shot ``BackResolution``, now or later.
  ///
  /// Calling the resolution before the closure returns counts as an answer now. Keeping it and calling it later
  /// makes the attempt pending. Releasing it unused counts as ``BackDecision/deny``.
  ///
  /// - Parameters:
  ///   - isActive: The initial value of the switch ``isActive``.
  ///   - condition: Asked on every attempt; the guard passes while it returns `false`.
  ///   - guardsProgrammaticPops: Whether app code's pops are asked too.
  ///   - resolve: Receives the attempt and its resolution.
  public convenience init(
    isActive: Bool = true,
    when condition: (() -> Bool)? = nil,
    guardsProgrammaticPops: Bool = false,
    resolve: @escaping (BackAttempt, BackResolution) -> Void
  ) {
    self.init(
      isActive: isActive, when: condition, guardsProgrammaticPops: guardsProgrammaticPops,
      handler: .deferred { attempt, resolution in
        resolve(attempt, resolution)
        return .later
      })
  }

  /// A guard that answers with async code, for example after awaiting a confirmation dialog.
  ///
  /// The attempt is pending until the function returns. If the stack changes meanwhile, the task is cancelled
  /// and its answer is dropped.
  ///
  /// - Parameters:
  ///   - isActive: The initial value of the switch ``isActive``.
  ///   - condition: Asked on every attempt; the guard passes while it returns `false`.
  ///   - guardsProgrammaticPops: Whether app code's pops are asked too.
  ///   - decideAsync: The answer, once known.
  public convenience init(
    isActive: Bool = true,
    when condition: (() -> Bool)? = nil,
    guardsProgrammaticPops: Bool = false,
    decideAsync: @escaping (BackAttempt) async -> BackDecision
  ) {
    self.init(
      isActive: isActive, when: condition, guardsProgrammaticPops: guardsProgrammaticPops,
      handler: .async(decideAsync))
  }

  /// One guard for several questions on the same screen, asked in turn: engaged while there is any question, and the
  /// first `deny` keeps the screen (later questions are not asked).
  ///
  /// For example, several SwiftUI views on one screen that each add a `.backGuard`:
  ///
  /// ```swift
  /// let screenGuard = ScreenGuard(askingInTurn: { activeModifiers.map(\.question) })
  /// ```
  ///
  /// - Parameter questions: The questions that apply now, in order; read when engagement is checked and again when
  ///   the guard is asked.
  public convenience init(askingInTurn questions: @escaping () -> [(BackAttempt) async -> BackDecision]) {
    self.init(
      when: { !questions().isEmpty },
      decideAsync: { attempt in
        for question in questions() where await question(attempt) == .deny { return .deny }
        return .allow
      })
  }

  /// A guard that forwards to a screen adopting ``BackNavigationGuarding``.
  ///
  /// The screen is held weakly: once it is gone, the guard passes.
  ///
  /// - Parameter screen: The screen that answers.
  public convenience init(screen: some BackNavigationGuarding) {
    weak let weakScreen = screen
    self.init(
      isActive: true, when: { weakScreen?.isBackGuardActive ?? false },
      guardsProgrammaticPops: false,
      handler: .deferred { attempt, resolution in
        guard let screen = weakScreen else { return .allow }
        return screen.shouldGoBack(for: attempt, resolution: resolution)
      })
    programmaticCondition = { weakScreen?.guardsProgrammaticPops ?? false }
  }

  /// Whether the guard takes part right now: it is active and its condition holds.
  public var isEngaged: Bool { isActive && (condition?() ?? true) }

  /// Whether the guard takes part in an attempt from this route.
  ///
  /// - Parameter source: The route.
  /// - Returns: `true` when the guard will be asked.
  public func applies(to source: BackSource) -> Bool {
    (source.asksEveryEngagedGuard || guardsProgrammaticPops || programmaticCondition?() == true) && isEngaged
  }
}

/// A reply from a class-based guard: an answer now, or a promise to use the resolution later.
public enum BackGuardReply: Hashable, Sendable {
  /// Let the screens leave now.
  case allow
  /// Stay, decided now.
  case deny
  /// The answer comes later through the ``BackResolution``.
  case later
}

/// A screen that guards itself, in the style of `navigationShouldPopOnBackButton`, but told the route.
///
/// ```swift
/// final class EditorViewController: UIViewController, BackNavigationGuarding {
///   var isBackGuardActive: Bool { hasChanges }
///   func shouldGoBack(for attempt: BackAttempt, resolution: BackResolution) -> BackGuardReply {
///     presentDiscardAlert(onDiscard: { resolution.allow() }, onCancel: { resolution.deny() })
///     return .later
///   }
/// }
/// ```
@MainActor
public protocol BackNavigationGuarding: AnyObject {
  /// Whether the screen wants to be asked now. Default `true`.
  var isBackGuardActive: Bool { get }
  /// Whether app code's pops are asked too. Default `false`.
  var guardsProgrammaticPops: Bool { get }
  /// Answers an attempt to leave this screen.
  ///
  /// - Parameters:
  ///   - attempt: The route, the screens that would leave and the destination.
  ///   - resolution: Use it when you return ``BackGuardReply/later``; ignore it otherwise.
  /// - Returns: The answer now, or ``BackGuardReply/later``.
  func shouldGoBack(for attempt: BackAttempt, resolution: BackResolution) -> BackGuardReply
}

extension BackNavigationGuarding {
  public var isBackGuardActive: Bool { true }
  public var guardsProgrammaticPops: Bool { false }
}
