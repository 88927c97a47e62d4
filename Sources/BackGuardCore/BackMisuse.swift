/// A use of the API that BackGuard refused or repaired, with a message that says what to change.
public struct BackMisuse: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A ``BackResolution`` was used a second time. The second answer was ignored.
    case resolvedTwice(BackAttempt.ID)
    /// A ``BackResolution`` was released without an answer. It counted as deny.
    case releasedUnresolved(BackAttempt.ID)
    /// A destination that is not below the top of the stack was requested.
    case destinationNotInStack(ScreenID)
    /// An app request to leave named screens that are not in this stack (moved to another stack by a split view, or
    /// in none). The request was refused: no guard was asked and the app's code did not run.
    case screensNotInStack([ScreenID])
    /// A guard kept its resolution past the answer timeout (``BackNavigationEngine/answerTimeout`` or
    /// ``ScreenGuard/answerTimeout``). The attempt was denied; a later answer is dropped.
    case answerTimedOut(BackAttempt.ID, seconds: Double)
    /// A class-based guard (``BackNavigationGuarding``) answered through its ``BackResolution`` before returning, then
    /// returned a different ``BackGuardReply``. The resolution's answer counted; the reply was ignored.
    case conflictingReply(BackAttempt.ID)
    /// An empty or blank custom back-button title was asked for; the arrow-only style was used instead.
    case blankBackButtonTitle
    /// Another object replaced a delegate BackGuard relies on, so a route is no longer guarded. BackGuard leaves it
    /// alone: two libraries fighting over one delegate end with neither working.
    ///
    /// - `route`: the route that is no longer guarded.
    /// - `property`: what was replaced, for example `interactivePopGestureRecognizer.delegate`.
    /// - `by`: the type of the object that now holds it.
    case routeTakenOver(route: BackSource, property: String, by: String)
    /// Code left from another back-navigation library that BackGuard does not call, or that works against it.
    ///
    /// - `found`: what was found, for example a screen implementing QMUI's `shouldPopViewControllerByBackButtonOrPopGesture:`.
    /// - `remedy`: what to do about it.
    case leftoverFromAnotherLibrary(found: String, remedy: String)
    /// A confirmation a guard asked for could not be shown anywhere (no screen of its stack or sheet was in a window),
    /// so the attempt was denied instead of waiting for an answer that could never come.
    ///
    /// - `attempt`: the attempt that was denied.
    /// - `screen`: the name of the screen whose guard asked.
    case confirmationNotShown(BackAttempt.ID, screen: String)
  }

  /// What went wrong.
  public let kind: Kind

  public init(_ kind: Kind) { self.kind = kind }

  /// A sentence for the developer.
  public var message: String {
    switch kind {
    case .resolvedTwice(let id):
      "The resolution of \(id) was used twice. Only the first answer counts; call allow() or deny() once."
    case .releasedUnresolved(let id):
      "The resolution of \(id) was released without an answer, so the attempt was denied. "
        + "Keep the resolution until the user answers, and call allow() or deny()."
    case .destinationNotInStack(let screen):
      "\(screen) is not below the top of the stack, so there is nothing to go back to. The request was ignored."
    case .screensNotInStack(let screens):
      "The request to leave \(screens.map(\.description).joined(separator: ", ")) was refused: "
        + "\(screens.count == 1 ? "that screen is" : "those screens are") not in this navigation stack. Ask the "
        + "navigation controller that holds them now."
    case .answerTimedOut(let id, let seconds):
      "No answer to \(id) came within \(seconds) s, so it was denied. Show the question when the guard is asked, "
        + "and answer it: allow() or deny()."
    case .conflictingReply(let id):
      "The guard answered \(id) through its resolution and then returned a different reply. The resolution's "
        + "answer counted. Return .later after using the resolution, or return the answer without using it."
    case .blankBackButtonTitle:
      "An empty back-button title leaves blank entries in the long-press menu. Use .minimal for an arrow-only "
        + "button; it was used instead."
    case .routeTakenOver(let route, let property, let holder):
      "The \(route) route is no longer guarded: \(property) was replaced by \(holder). Remove that assignment "
        + "(BackGuard keeps the swipe working with a custom back button; use allowsSwipeBack or a guard instead), "
        + "or set it before BackGuard is installed so BackGuard forwards to it."
    case .leftoverFromAnotherLibrary(let found, let remedy):
      "Found \(found), left from another back-navigation library. \(remedy)"
    case .confirmationNotShown(let id, let screen):
      "The confirmation of \(screen) for \(id) could not be shown: no screen of its stack or sheet was in a window, "
        + "so the attempt was denied. Ask while the screen's stack is on screen, and attach .backConfirmation to a view "
        + "of the guarded screen."
    }
  }

  public var description: String { message }
}

extension BackMisuse {
  /// Where misuses are written, besides the event stream. Default: printed in debug builds. Set `nil` to silence.
  @MainActor public static var log: ((BackMisuse) -> Void)? = {
    #if DEBUG
      return { print("BackGuard: \($0.message)") }
    #else
      return nil
    #endif
  }()
}
