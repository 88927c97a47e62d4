import Foundation

/// A use of the API that BackGuard refused or repaired, with a message that says what to change.
public struct BackMisuse: Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  @_spi(TestKit) public enum Kind: Equatable, Sendable {
    /// A ``BackResolution`` was used a second time. The second answer was ignored.
    case resolvedTwice(BackAttempt.ID)
    /// A ``BackResolution`` was released without an answer. It counted as deny.
    case releasedUnresolved(BackAttempt.ID)
    /// A destination that is not below the top of the stack was requested.
    case destinationNotInStack(ScreenID)
    /// An app request to leave named screens that are not in this stack (moved to another stack by a split view, or
    /// in none). The request was refused: no guard was asked and the app's code did not run.
    case screensNotInStack([ScreenID])
    /// A guard kept its resolution past the answer timeout (`BackNavigationEngine/answerTimeout` or
    /// ``ScreenGuard/answerTimeout``). The attempt was denied; a later answer is dropped.
    case answerTimedOut(BackAttempt.ID, seconds: Double)
    /// An empty or blank custom back-button title was asked for; the arrow-only style was used instead.
    case blankBackButtonTitle
    /// Another object replaced a delegate BackGuard relies on, so a route is no longer guarded. BackGuard leaves it
    /// alone: two libraries fighting over one delegate end with neither working.
    ///
    /// - `route`: the route that is no longer guarded.
    /// - `property`: what was replaced, for example `interactivePopGestureRecognizer.delegate`.
    /// - `by`: the type of the object that now holds it.
    case routeTakenOver(route: BackSource, property: String, by: String)
    /// A delegate BackGuard fronts was replaced after `install()` (a coordinator set `navigationController.delegate`),
    /// and BackGuard put its proxy back in front, forwarding every call to the new object. A push or pop in between
    /// may have gone unheard; set the delegate through `backNavigation.forwardedDelegate` to avoid that.
    case delegateWrappedAgain(property: String, by: String)
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
    /// A question BackGuard presented itself (`ScreenGuard.confirm`, `BackConfirmation`) never appeared on screen
    /// (UIKit or SwiftUI did not show it: another presentation was under way, say), so the attempt was denied after
    /// BackGuard looked for it for two seconds, instead of holding every route of the stack.
    ///
    /// - `attempt`: the attempt that was denied.
    /// - `screen`: the name of the screen whose guard asked.
    case questionNeverAppeared(BackAttempt.ID, screen: String)
    /// The app set its own `closureConfirmation` on a window scene (iOS 27) while a guard there is engaged. BackGuard
    /// keeps the app's and sets none of its own, so the guards' words are not what the window asks.
    case windowConfirmationKept
    /// A guard's question has been open for `BackMisuse.unansweredQuestionNotice` seconds with no answer (debug
    /// builds only): its alert may have failed to appear, or its resolution is kept but never called. Nothing changed:
    /// the question stays open, and every back route of its stack waits for it.
    case questionUnanswered(BackAttempt.ID, seconds: Double)
    /// A simulated stack was asked to go back by a route that is not a person's gesture on it; `use` names the call.
    case notAGesture(BackSource, use: String)
  }

  /// What went wrong.
  @_spi(TestKit) public let kind: Kind
  /// The screen whose guard the misuse is about, by its name (`ScreenNames`), where the engine knows it: the top
  /// screen of the attempt whose answer went wrong.
  package let screen: String?
  /// The route of that attempt, where known.
  package let route: BackSource?
  /// The test that was running, where the tests name it (`BackMisuse.testName`, BackGuardTesting's).
  package var test: String? {
    get { seenIn.test }
    set { seenIn.test = newValue }
  }
  private var seenIn = SeenIn()

  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - screen: The screen whose guard it is about, where known.
  ///   - route: The route of the attempt, where known.
  package init(_ kind: Kind, screen: String? = nil, route: BackSource? = nil) {
    self.kind = kind
    self.screen = screen
    self.route = route
  }

  /// A sentence for the developer: what happened and what to change. Debug builds carry the sentences; a release build
  /// names the kind only (`BackMisuse` events still reach observers there, for analytics).
  package var message: String {
    #if DEBUG
      sentence
    #else
      "BackGuard misuse: " + String(describing: kind)
    #endif
  }

  #if DEBUG
    private var sentence: String {
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
      case .blankBackButtonTitle:
        "An empty back-button title leaves blank entries in the long-press menu. Use .minimal for an arrow-only "
          + "button; it was used instead."
      case .routeTakenOver(let route, let property, let holder):
        "The \(route) route is no longer guarded: \(property) was replaced by \(holder). Remove that assignment "
          + "(BackGuard keeps the swipe working with a custom back button; use allowsSwipeBack or a guard instead), "
          + "or set your object through backNavigation.forwardedDelegate (tabBarController.backGuardForwardedDelegate) "
          + "so BackGuard forwards to it."
      case .delegateWrappedAgain(let property, let holder):
        "\(property) was set to \(holder) after install(), so BackGuard put its proxy back in front and forwards every "
          + "call to \(holder). A push or pop before that was not heard; set it through "
          + "backNavigation.forwardedDelegate instead."
      case .leftoverFromAnotherLibrary(let found, let remedy):
        "Found \(found), left from another back-navigation library. \(remedy)"
      case .confirmationNotShown(let id, let screen):
        "The confirmation of \(screen) for \(id) could not be shown: no screen of its stack or sheet was in a window, "
          + "so the attempt was denied. Ask while the screen's stack is on screen, and attach .backConfirmation to a view "
          + "of the guarded screen."
      case .notAGesture(let route, let use):
        "goBack(by: .\(route)) is not a gesture on a navigation stack, so nothing happened: use \(use)."
      case .windowConfirmationKept:
        "This window scene already has a closureConfirmation of the app's, so BackGuard keeps it and sets none: closing "
          + "the window asks the app's question, not the guards'. Set it to nil to let BackGuard ask, or keep yours."
      case .questionUnanswered(let id, let seconds):
        "The question for \(id) has been open for \(seconds) s with no answer, and every back route of its stack waits "
          + "for it. Did its alert fail to appear, or is its resolution kept but never called? Answer it (allow() or "
          + "deny()), or set answerTimeout to end such questions as denied."
      case .questionNeverAppeared(let id, let screen):
        "The question of \(screen) for \(id) was presented but never appeared on screen, so the attempt was denied and "
          + "the stack is free again. Is something else being presented at the same time, or did its view leave the "
          + "window?"
      }

    }
  #endif

  /// The message, followed by where it happened: the guard's screen and route, and the test, where known.
  public var description: String {
    var place: [String] = []
    if let screen { place.append("guard of \(screen)" + (route.map { ", \($0)" } ?? "")) }
    if let test { place.append("test \"\(test)\"") }
    return place.isEmpty ? message : "\(message) [\(place.joined(separator: "; "))]"
  }
}

extension BackMisuse {
  /// Where misuses are written, besides the event stream. Default: printed in debug builds. Set `nil` to silence.
  @MainActor package static var log: ((BackMisuse) -> Void)? = {
    #if DEBUG
      return { print("BackGuard: \($0)") }
    #else
      return nil
    #endif
  }()

  /// How long a guard's question may stay open before a debug build says so, once, naming the screen
  /// (`questionUnanswered`), in seconds; `nil` never says so. Default 10. Release builds never say so; only
  /// `answerTimeout` ends a question there.
  @MainActor package static var unansweredQuestionNotice: Double? = 10

  /// Names the running test in each misuse: what BackGuardTesting's `BackMisuse.testName` sets.
  @MainActor package static var runningTestName: (@MainActor () -> String?)?

  /// Where misuses go inside `withLog(_:_:)` and `collect(_:)` (BackGuardTesting), in place of `log`: that task
  /// and the tasks it starts.
  package static let scopedLog = TaskLocal<Handler?>(wrappedValue: nil)

  /// A handler a scope holds. A class: a task-local optional function crashed in release builds (Swift 6.3.1,
  /// `swift_task_localValuePush`).
  package final class Handler: Sendable {
    let handle: @MainActor @Sendable (BackMisuse) -> Void

    package init(_ handle: @escaping @MainActor @Sendable (BackMisuse) -> Void) {
      self.handle = handle
    }
  }

  /// Names the running test in `misuse` (`runningTestName`), then writes it to the scoped log when a `withLog(_:_:)`
  /// is in effect, otherwise to `log`.
  ///
  /// - Returns: The misuse as written, for the events.
  @MainActor @discardableResult
  package static func report(_ misuse: BackMisuse) -> BackMisuse {
    var misuse = misuse
    misuse.test = runningTestName?()
    if let scoped = scopedLog.get() {
      scoped.handle(misuse)
    } else {
      log?(misuse)
    }
    return misuse
  }
}

/// Where a misuse was seen. Equality ignores it: two misuses are the same when they say the same of the same guard,
/// whatever test saw them.
private struct SeenIn: Equatable, Sendable {
  var test: String?

  static func == (_: Self, _: Self) -> Bool { true }
}
