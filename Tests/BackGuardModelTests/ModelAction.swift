import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// One step of a model sequence: something a person does, something the app does, or an answer arriving.
///
/// Indices are read against the state when the step runs (modulo the current size), so any sub-list of a sequence
/// is still a valid sequence: that is what lets the shrinker delete steps freely.
///
/// ```swift
/// let steps: [ModelAction] = [.push(spec, animated: true), .tapBack, .answer(0, .allow, .otherThread)]
/// ```
enum ModelAction: Hashable, Sendable, CustomStringConvertible {
  /// Where and how a kept resolution is answered.
  enum AnswerRoute: Hashable, Sendable, CustomStringConvertible {
    /// On the main actor.
    case main
    /// On the main actor, then again with the opposite answer.
    case mainTwice
    /// From a detached task on another thread; the answer hops to the main actor.
    case otherThread
    /// From another thread, twice.
    case otherThreadTwice

    var description: String {
      switch self {
      case .main: "main"
      case .mainTwice: "main, twice"
      case .otherThread: "other thread"
      case .otherThreadTwice: "other thread, twice"
      }
    }
  }

  /// What an observer of the engine's events does, once, at the next attempt of a person.
  enum ObserverMove: Hashable, Sendable, CustomStringConvertible {
    /// Pushes a new screen, on `attemptStarted` or, with `onDecided`, on `attemptDecided(allow)`.
    case push(ModelScreenSpec, onDecided: Bool)
    /// Pops the top screen (the app's `popViewController`), on `attemptStarted` or `attemptDecided(allow)`.
    case pop(onDecided: Bool)

    var description: String {
      switch self {
      case .push(let spec, let onDecided): "push \(spec) on \(onDecided ? "attemptDecided(allow)" : "attemptStarted")"
      case .pop(let onDecided): "pop on \(onDecided ? "attemptDecided(allow)" : "attemptStarted")"
      }
    }
  }

  // A person.
  case tapBack
  case tapCustomBackButton
  case pickBackMenuEntry(Int)
  case swipe(SimulatedNavigationController.Swipe, completes: Bool)
  /// The gate is asked, but another recognizer wins: the gesture never begins.
  case swipeLosingToAnotherGesture(SimulatedNavigationController.Swipe)
  /// The sheet that presents the stack is swiped down (configurations with a sheet only).
  case sheetSwipeDown
  case completeSwipe
  case cancelSwipe
  case accessibilityEscape
  case backKeyCommand
  // The app.
  case push(ModelScreenSpec, animated: Bool)
  case pop(animated: Bool)
  case popTo(Int, animated: Bool)
  case popToRoot(animated: Bool)
  /// `setViewControllers`: keeps the current screens whose bit is set in `keepMask`, then appends new ones.
  case setScreens(keepMask: UInt32, adding: [ModelScreenSpec], animated: Bool)
  case release(Int)
  case finishTransition
  case toggleGuardActive(Int)
  case toggleHasChanges(Int)
  case cancelPendingAttempt
  /// An observer of the engine's events will push or pop at the next attempt of a person.
  case armObserver(ObserverMove)
  /// The app asks the guards of stack[i...] (i at least 1), then pops them itself on approval (`requestLeave`).
  case requestLeave(fromIndex: Int)
  // Answers.
  /// Answers the kept resolution at this index (modulo the number kept).
  case answer(Int, BackDecision, AnswerRoute)
  /// Releases the kept resolution at this index without using it.
  case dropResolution(Int)
  /// Lets the waiting async guard at this index return.
  case resumeAsyncGuard(Int, BackDecision)
  // A person, on the routes no other library guards: tab re-selection and zoom dismissal.
  /// Taps the stack's tab while it is selected: a pop to the root through the guards.
  case tabReselect
  /// Drags away a screen pushed with the iOS 18 zoom transition.
  case zoomDismiss(completes: Bool)

  var description: String {
    switch self {
    case .tapBack: "tap back"
    case .tapCustomBackButton: "tap custom back button"
    case .pickBackMenuEntry(let index): "long-press back, pick entry \(index)"
    case .swipe(let swipe, let completes): "\(swipe) swipe, \(completes ? "completed" : "cancelled")"
    case .swipeLosingToAnotherGesture(let swipe): "\(swipe) swipe approved by the gate, but another gesture wins"
    case .sheetSwipeDown: "swipe the sheet down"
    case .completeSwipe: "complete the swipe in progress"
    case .cancelSwipe: "cancel the swipe in progress"
    case .accessibilityEscape: "VoiceOver escape"
    case .backKeyCommand: "key command ⌘["
    case .push(let spec, let animated): "push \(spec)\(animated ? "" : " (not animated)")"
    case .pop(let animated): "app pop\(animated ? "" : " (not animated)")"
    case .popTo(let index, let animated): "app popTo stack[\(index)]\(animated ? "" : " (not animated)")"
    case .popToRoot(let animated): "app popToRoot\(animated ? "" : " (not animated)")"
    case .setScreens(let mask, let adding, let animated):
      "app setScreens keeping mask 0b\(String(mask & 0xFF, radix: 2)) adding "
        + "[\(adding.map(\.description).joined(separator: "; "))]"
        + (animated ? " (animated)" : "")
    case .release(let index): "app releases stack[\(index)]"
    case .finishTransition: "transition finishes"
    case .toggleGuardActive(let index): "toggle isActive of stack[\(index)]'s guard"
    case .toggleHasChanges(let index): "toggle hasChanges of stack[\(index)]"
    case .cancelPendingAttempt: "app cancels the pending attempt"
    case .armObserver(let move): "an observer will \(move) of the next user attempt"
    case .requestLeave(let index): "app asks the guards of stack[\(index)...], then pops them itself"
    case .answer(let index, let decision, let route): "answer kept resolution #\(index): \(decision) (\(route))"
    case .dropResolution(let index): "drop kept resolution #\(index) unused"
    case .resumeAsyncGuard(let index, let decision): "async guard #\(index) returns \(decision)"
    case .tabReselect: "tap the selected tab again"
    case .zoomDismiss(let completes): "zoom dismissal, \(completes ? "completed" : "cancelled")"
    }
  }
}
