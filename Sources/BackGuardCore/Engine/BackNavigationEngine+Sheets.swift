/// A sheet is a stack too: its bottom is the screen it is presented over, and a swipe-down removes every screen in it.
extension BackNavigationEngine {
  /// Answers UIKit's `presentationControllerShouldDismiss(_:)` for a host whose stack is a sheet: the presenting
  /// screen first, then every screen in the sheet.
  ///
  /// UIKit may call it at any time, needs the answer at once, and may not follow it with a dismissal, so no guard is
  /// called and nothing is recorded here: the answer is `true` only when no screen in the sheet has an engaged guard
  /// and nothing is pending. On `false`, UIKit calls `presentationControllerDidAttemptToDismiss(_:)`: pass that to
  /// `sheetDidAttemptToDismiss()`. When the swipe really starts, pass `presentationControllerWillDismiss(_:)` to
  /// `sheetWillDismiss()`.
  ///
  /// - Returns: `true` if the sheet may go away under the finger now.
  package func sheetShouldDismiss() -> Bool {
    sheetGuards() == .noneEngaged
  }

  /// What the guards of the sheet's screens make of a swipe-down now, read once per question.
  private enum SheetGuards { case noneEngaged, engaged, busy }

  private func sheetGuards() -> SheetGuards {
    guard let (facts, _) = enter() else { return .busy }
    let stack = facts.screens
    guard stack.count >= 2, let attempt = makeAttempt(.sheetDismiss, to: stack[0], animated: true, stack: stack) else {
      return .busy
    }
    if anyGuardApplies(attempt, facts: facts) { return .engaged }
    return facts.isTransitioning || state.phase.decidingAttemptID != nil ? .busy : .noneEngaged
  }

  /// Whether any screen in the sheet has a guard that takes part in a swipe-down now. A sheet adapter uses it to tell
  /// its own refusals from the app's (an app may set `isModalInPresentation` for reasons of its own).
  package var sheetHasEngagedGuard: Bool {
    sheetGuards() == .engaged
  }

  /// Passes UIKit's `presentationControllerWillDismiss(_:)`: an unguarded sheet is going away under the finger.
  /// The engine records the attempt so the screens that leave are reported with ``BackSource/sheetDismiss``; if the
  /// user brings the sheet back, call `swipeDidCancel()`.
  package func sheetWillDismiss() {
    guard let (facts, _) = enter(), state.phase.decidingAttemptID == nil, state.departures.swipe == nil else { return }
    let stack = facts.screens
    guard stack.count >= 2,
      let attempt = makeAttempt(.sheetDismiss, to: stack[0], animated: true, stack: stack)
    else { return }
    start(attempt)
    emit(.attemptDecided(attempt, .allow, decidedBy: nil))
    // UIKit says the dismissal is under way: it began.
    state.departures.beginSwipe(attempt, didBegin: true)
  }

  /// Passes UIKit's `presentationControllerDidAttemptToDismiss(_:)`: the user tried to swipe a guarded sheet away.
  /// The guards of the sheet's screens are asked, top first; an approval dismisses the sheet once.
  ///
  /// - Returns: What happened.
  @discardableResult
  package func sheetDidAttemptToDismiss() -> BackOutcome {
    requestSheetDismissal(from: .sheetDismiss)
  }

  /// Asks to close the whole sheet (every screen above the presenting one), through the guards of its screens; for a
  /// sheet's own Cancel or Close button.
  ///
  /// A back tap still pending in a navigation stack inside the sheet (or a swipe-down pending while a screen in the
  /// sheet is tapped) is the same question on the same guard: the second attempt merges into the pending one
  /// (``BackOutcome/coalesced``) and no guard is asked twice.
  ///
  /// - Parameters:
  ///   - source: The route: ``BackSource/customBackButton`` for a Cancel or Close button.
  ///   - animated: Whether the dismissal animates.
  /// - Returns: What happened.
  @discardableResult
  package func requestSheetDismissal(from source: BackSource, animated: Bool = true) -> BackOutcome {
    guard let root = facts?.screens.first else { return .nothingToGoBackTo }
    return requestBack(from: source, to: root, animated: animated)
  }

  // MARK: - Who takes a swipe-down: the guards, or the app's own presentation delegate

  /// UIKit's `presentationControllerShouldDismiss(_:)`: whether the swipe-down may dismiss the sheet now.
  ///
  /// An engaged guard decides, before the app's delegate: the app asked for the guard. Otherwise the app's own "no"
  /// stays the app's, and its `didAttemptToDismiss` handler explains it.
  ///
  /// - Parameter appAnswer: The app's own delegate's answer, `nil` when it has none.
  /// - Returns: Whether UIKit may dismiss the sheet.
  package func sheetShouldDismiss(appAnswer: () -> Bool?) -> Bool {
    // The app's delegate is asked only when no guard takes the swipe-down first.
    let refusal: SheetRefusal?
    if sheetGuards() == .engaged {
      refusal = .byGuards
    } else if appAnswer() == false {
      refusal = .byApp
    } else {
      // Read again: the app's delegate ran app code.
      refusal = sheetGuards() == .noneEngaged ? nil : .byGuards
    }
    return state.sheetAsked(refusedBy: refusal)
  }

  /// UIKit's `presentationControllerDidAttemptToDismiss(_:)`: the swipe-down was refused, by the guards (then they
  /// are asked), by the app's delegate, or by `isModalInPresentation` with no question before it (set by the app, or
  /// by SwiftUI's `interactiveDismissDisabled`), which the guards take only while one of them is engaged.
  ///
  /// - Returns: The outcome when the guards take it; `nil` when it is the app's, for its own delegate.
  package func sheetDismissalWasRefused() -> BackOutcome? {
    guard state.sheetRefusalReported(guardEngaged: sheetHasEngagedGuard) else { return nil }
    return sheetDidAttemptToDismiss()
  }
}

/// Who refused a sheet's swipe-down, so that UIKit's follow-up goes to the one that did.
enum SheetRefusal { case byGuards, byApp }
