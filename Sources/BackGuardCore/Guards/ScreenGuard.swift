/// The guard attached to one screen: it answers every attempt to leave that screen.
///
/// `ScreenGuard` is a class: a reference shared by whoever holds it. A screen holds the guard you assign, not a copy,
/// so changing the guard afterwards (``isActive``, ``windowCloseQuestion``…) changes that screen's guard, and one guard
/// assigned to two screens is one guard. Declare it with `let`; its settings are `var`s you may change later:
///
/// ```swift
/// let editorGuard = ScreenGuard { _ in .deny }
/// editor.backGuard = editorGuard
/// editorGuard.isActive = false  // the editor's guard is off now
/// ```
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
  public var isActive: Bool
  /// Whether the app's own pops (`popViewController` and friends) are also asked. Default `false`.
  public var guardsProgrammaticPops: Bool

  /// How long this guard may keep a question open before the attempt ends as denied, in seconds; `nil` (the
  /// default) waits until the guard answers.
  ///
  /// ```swift
  /// let editorGuard = ScreenGuard(resolve: { attempt, resolution in showDiscardAlert(resolution) })
  /// editorGuard.answerTimeout = 300
  /// ```
  public var answerTimeout: Double?

  /// The words of the question a window asks before it closes while this guard is engaged (iOS 27's window closure
  /// confirmation, on iPadOS and Mac Catalyst). The ready-made confirmations set their own; `nil` lets the system use
  /// its own words. The system draws that question before anything is attempted, so no guard is called for it: its
  /// Close button closes the window.
  ///
  /// ```swift
  /// editorGuard.windowCloseQuestion = WindowCloseQuestion(title: "Discard the draft?")
  /// ```
  public var windowCloseQuestion: WindowCloseQuestion?

  let handler: Handler
  private let condition: (() -> Bool)?
  /// For screens that guard themselves: their `guardsProgrammaticPops`, read at each attempt.
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
  package convenience init(
    askingInTurn questions: @escaping () -> [(BackAttempt) async -> BackDecision]
  ) {
    self.init(
      when: { !questions().isEmpty },
      decideAsync: { attempt in
        for question in questions() where await question(attempt) == .deny { return .deny }
        return .allow
      })
  }

  /// One guard for several guards of one screen, asked in turn with each one's own kind of answer: engaged while any
  /// of them is, and the first `deny` keeps the screen (later guards are not asked).
  ///
  /// The UIKit adapter uses it for guards on contained screens (a container's children, a page of a page view
  /// controller, a navigation controller nested in a stack screen): the children's guards, then the screen's own.
  ///
  /// ```swift
  /// let screenGuard = ScreenGuard(inTurn: { [formGuard, containerGuard] })
  /// ```
  ///
  /// Guards that answer now are asked at once, so a swipe is still decided before the finger moves on when every
  /// guard answers now. When one answers later, the rest are asked after its answer.
  ///
  /// - Parameter members: The guards, in order; read each time the guard is checked or asked.
  package convenience init(inTurn members: @escaping () -> [ScreenGuard]) {
    // Plain loops, not `contains` and `filter`: a main-actor closure given to the standard library gets a run-time
    // isolation check (Swift 6 mode).
    self.init(
      isActive: true, when: { Self.anyEngaged(members()) }, guardsProgrammaticPops: false,
      handler: .deferred { attempt, resolution in
        var asked: [ScreenGuard] = []
        for member in members() where member.applies(to: attempt.source) { asked.append(member) }
        return Self.ask(asked[...], attempt, resolution)
      })
    programmaticCondition = { Self.anyGuardsProgrammaticPops(members()) }
  }

  private static func anyEngaged(_ members: [ScreenGuard]) -> Bool {
    for member in members where member.isEngaged { return true }
    return false
  }

  private static func anyGuardsProgrammaticPops(_ members: [ScreenGuard]) -> Bool {
    for member in members where member.guardsProgrammaticPops || member.programmaticCondition?() == true {
      return true
    }
    return false
  }

  /// Asks `members` in turn; a member that answers later continues the turn when it answers.
  private static func ask(
    _ members: ArraySlice<ScreenGuard>, _ attempt: BackAttempt, _ resolution: BackResolution
  ) -> BackGuardReply {
    var rest = members
    while let member = rest.first {
      rest = rest.dropFirst()
      let remaining = rest
      // After a later answer: stop on deny, otherwise ask the rest, and answer the attempt when they have.
      let continueAfter: @MainActor @Sendable (BackDecision) -> Void = { decision in
        guard decision == .allow else { return resolution.deny() }
        switch Self.ask(remaining, attempt, resolution) {
        case .allow: resolution.allow()
        case .deny: resolution.deny()
        case .later: break
        }
      }
      switch member.handler {
      case .immediate(let decide):
        if decide(attempt) == .deny { return .deny }
      case .deferred(let respond) where remaining.isEmpty:
        // The last guard answers the attempt itself.
        return respond(attempt, resolution)
      case .deferred(let respond):
        let relayed = BackResolution(relayingFor: attempt, relay: continueAfter)
        // A guard that also answered through the resolution inside its callback: that answer counts, and arrives
        // through the relay.
        switch respond(attempt, relayed) {
        case .allow: if !relayed.claim() { return .later }
        case .deny: return relayed.claim() ? .deny : .later
        case .later: return .later
        }
      case .async(let decide):
        let decideSendable = UncheckedSendable(decide)
        Task { @MainActor in continueAfter(await decideSendable.value(attempt)) }
        return .later
      }
    }
    return .allow
  }

  /// Whether the guard takes part right now: it is active and its condition holds.
  package var isEngaged: Bool { isActive && (condition?() ?? true) }

  /// This guard as SwiftUI's `.backGuard` holds it: engaged while this one is, asked on the same routes, and always
  /// answering later (a question SwiftUI shows and awaits), so every guarded route first answers `.pending` and a
  /// guarded swipe never follows the finger. The simulator plays a SwiftUI stack's guards through it.
  package func answeringLater() -> ScreenGuard {
    let later = ScreenGuard(
      isActive: true, when: { [weak self] in self?.isEngaged ?? false }, guardsProgrammaticPops: false,
      handler: .async({ [weak self] attempt in await self?.decision(for: attempt) ?? .allow }))
    later.programmaticCondition = { [weak self] in
      guard let self else { return false }
      return guardsProgrammaticPops || programmaticCondition?() == true
    }
    later.answerTimeout = answerTimeout
    later.windowCloseQuestion = windowCloseQuestion
    return later
  }

  /// Asks this guard and returns its answer once given, now or later.
  private func decision(for attempt: BackAttempt) async -> BackDecision {
    switch handler {
    case .immediate(let decide):
      return decide(attempt)
    case .async(let decide):
      return await decide(attempt)
    case .deferred(let respond):
      return await withCheckedContinuation { continuation in
        let resolution = BackResolution(relayingFor: attempt) { continuation.resume(returning: $0) }
        // An answer returned (guards asked in turn) counts unless the resolution answered first; it relays otherwise.
        switch respond(attempt, resolution) {
        case .allow: if resolution.claim() { continuation.resume(returning: .allow) }
        case .deny: if resolution.claim() { continuation.resume(returning: .deny) }
        case .later: break
        }
      }
    }
  }

  /// Whether the guard is engaged but sits out an attempt from this route (the app's own pop, when it does not opt in):
  /// its screen would leave unasked. Reads the condition once.
  package func sitsOut(_ source: BackSource) -> Bool {
    !isAskedOn(source) && isEngaged
  }

  /// Whether the route asks this guard when it is engaged: a person's routes and app requests always, the app's own
  /// pops when it opts in.
  private func isAskedOn(_ source: BackSource) -> Bool {
    source.asksEveryEngagedGuard || guardsProgrammaticPops || programmaticCondition?() == true
  }

  /// Whether the guard takes part in an attempt from this route.
  ///
  /// - Parameter source: The route.
  /// - Returns: `true` when the guard will be asked.
  package func applies(to source: BackSource) -> Bool {
    isAskedOn(source) && isEngaged
  }
}

/// Carries a main-actor closure into a main-actor task.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
