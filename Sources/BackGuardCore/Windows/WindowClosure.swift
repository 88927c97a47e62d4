/// The rule of the window-close route: which question a window asks, and what a host does about the scene's own
/// property (`WindowCloseRecord`). The adapter and the simulator both follow it.
package enum WindowClosure {
  /// The question of a window whose stacks have these engaged guards, the top screen of the front stack first: the
  /// words of the first guard that has some, else the system's; `nil` when no guard is engaged (the window closes
  /// without a question).
  ///
  /// - Parameter engaged: The engaged guards, top first.
  /// - Returns: The question, or `nil`.
  @MainActor
  package static func question(engaged: [ScreenGuard]) -> WindowCloseQuestion? {
    guard !engaged.isEmpty else { return nil }
    return engaged.lazy.compactMap(\.windowCloseQuestion).first ?? WindowCloseQuestion()
  }

  /// The extra choice a person picked in the window's dialog, looked up when they pick it in the question the guards
  /// hold now: the same title at the same place, else the same title elsewhere, else none. So a guard made anew since
  /// the dialog was set runs its own work, and a dialog set for another guard never runs this one's.
  ///
  /// - Parameters:
  ///   - index: The choice's place in `WindowCloseQuestion.choices` when the dialog was set.
  ///   - title: Its title then.
  ///   - engaged: The engaged guards, top first.
  /// - Returns: The choice, or `nil` when the guards no longer offer it (then nothing runs, and the window stays open).
  @MainActor
  package static func choice(at index: Int, titled title: String, engaged: [ScreenGuard]) -> BackConfirmationAction? {
    guard let choices = question(engaged: engaged)?.choices else { return nil }
    if choices.indices.contains(index), choices[index].title == title { return choices[index] }
    // A plain loop: a main-actor closure given to the standard library gets a run-time isolation check (Swift 6 mode).
    for choice in choices where choice.title == title { return choice }
    return nil
  }

  /// Runs an extra choice's work, and closes the window when it allows: a failed save (``BackDecision/deny``) keeps
  /// the window and the edit.
  ///
  /// - Parameters:
  ///   - choice: The choice picked, or `nil` when it is no longer offered (nothing happens).
  ///   - close: Closes the window.
  /// - Returns: The work, for a caller that awaits it (a test).
  @MainActor @discardableResult
  package static func run(_ choice: BackConfirmationAction?, close: @escaping @MainActor () -> Void) -> Task<
    Void, Never
  >? {
    guard let perform = choice?.perform else { return nil }
    return Task { @MainActor in
      if await perform() == .allow { close() }
    }
  }
}

/// What a host did with one scene's `closureConfirmation`: it sets BackGuard's question while a guard is engaged,
/// clears it when none is, and leaves one the app set alone (reported once), as with every delegate BackGuard finds
/// taken.
package struct WindowCloseRecord: Sendable {
  /// What to do with the scene now.
  package enum Step: Equatable, Sendable {
    /// Nothing changes.
    case none
    /// Set this question (made anew: it changed).
    case set(WindowCloseQuestion)
    /// Clear BackGuard's question.
    case clear
    /// The app set its own confirmation: leave it, and report it (once).
    case appOwns(report: Bool)
  }

  /// The question BackGuard set, while it is there.
  package private(set) var current: WindowCloseQuestion?
  /// Whether the scene held someone else's confirmation at the last look.
  package private(set) var appOwnsIt = false
  private var reportedAppOwns = false

  package init() {}

  /// The step for the question the guards want now.
  ///
  /// - Parameters:
  ///   - wanted: The question of the engaged guards (``WindowClosure/question(engaged:)``), or `nil`.
  ///   - sceneHoldsOurs: Whether the scene's confirmation is the one BackGuard set; `nil` when it has none.
  /// - Returns: What to do.
  package mutating func update(wanted: WindowCloseQuestion?, sceneHoldsOurs: Bool?) -> Step {
    appOwnsIt = sceneHoldsOurs == false
    if appOwnsIt {
      // Someone else's confirmation (the app's, or it replaced ours): BackGuard's is gone.
      current = nil
      let report = !reportedAppOwns && wanted != nil
      if report { reportedAppOwns = true }
      return .appOwns(report: report)
    }
    if sceneHoldsOurs == nil, current != nil { current = nil }  // cleared behind BackGuard's back
    guard wanted != current else { return .none }
    current = wanted
    return wanted.map(Step.set) ?? .clear
  }
}
