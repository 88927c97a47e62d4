@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation

/// Picks the next step of a sequence, weighted by the current state so that few steps are wasted: answers while
/// answers are waiting, finishes while transitions run, pushes while the stack is short.
///
/// ```swift
/// let action = ModelActionGenerator.next(for: run, using: &random)
/// ```
@MainActor
enum ModelActionGenerator {
  private enum Kind: Int {
    case tapBack, tapCustomBackButton, pickBackMenuEntry, swipe, completeSwipe, cancelSwipe, accessibilityEscape
    case backKeyCommand, push, pop, popTo, popToRoot, setScreens, release, finishTransition, toggleGuardActive
    case toggleHasChanges, cancelPendingAttempt, answer, dropResolution, resumeAsyncGuard
    case swipeLosingToAnotherGesture, sheetSwipeDown, armObserver, requestLeave, tabReselect, zoomDismiss

    static let count = 27
  }

  /// The next step.
  ///
  /// - Parameters:
  ///   - run: The sequence so far.
  ///   - random: The sequence's generator.
  /// - Returns: A step.
  static func next(for run: ModelRun, using random: inout SplitMix64) -> ModelAction {
    let skipped = ModelActionGenerator.skipped
    let count = run.stackCount
    let manual = run.config.transitionMode == .manual
    let transitioning = run.isTransitioning
    let kept = !run.kept.isEmpty
    let waiting = !run.waiting.isEmpty
    // In the order of `Kind`; one array literal, because this runs two million times per `swift test`.
    var weights: [Int] = [
      8,  // tapBack
      4,  // tapCustomBackButton
      5,  // pickBackMenuEntry
      12,  // swipe
      manual && transitioning ? 8 : 1,  // completeSwipe
      manual && transitioning ? 6 : 1,  // cancelSwipe
      4,  // accessibilityEscape
      3,  // backKeyCommand
      count <= 1 ? 30 : count >= 7 ? 4 : 14,  // push
      4,  // pop
      3,  // popTo
      2,  // popToRoot
      3,  // setScreens
      3,  // release
      manual ? (transitioning ? 12 : 1) : 1,  // finishTransition
      3,  // toggleGuardActive
      2,  // toggleHasChanges
      run.hasPendingAttempt ? 3 : 1,  // cancelPendingAttempt
      kept ? 16 : 1,  // answer
      kept ? 4 : 0,  // dropResolution
      waiting ? 14 : 0,  // resumeAsyncGuard
      4,  // swipeLosingToAnotherGesture
      run.hasSheet ? 6 : 0,  // sheetSwipeDown
      3,  // armObserver
      3,  // requestLeave
      3,  // tabReselect
      4,  // zoomDismiss
    ]
    if !skipped.isEmpty && skipped.contains("stack-changes-during-swipe") && run.isSwipeInProgress {
      weights[8] = 0  // push
      weights[12] = 0  // setScreens
      weights[13] = 0  // release
    }
    if !skipped.isEmpty && skipped.contains("replacements") {
      weights[12] = 0  // setScreens
      weights[13] = 0  // release
    }
    var total = 0
    for index in 0..<Kind.count { total += weights[index] }
    var roll = random.below(total)
    var kind = Kind.tapBack
    for index in 0..<Kind.count {
      if roll < weights[index] {
        kind = Kind(rawValue: index)!
        break
      }
      roll -= weights[index]
    }
    let index = random.below(8)
    let animated = random.chance(70)
    switch kind {
    case .tapBack: return .tapBack
    case .tapCustomBackButton: return .tapCustomBackButton
    case .pickBackMenuEntry: return .pickBackMenuEntry(index)
    case .swipe: return .swipe(random.chance(55) ? .edge : .content, completes: random.chance(70))
    case .completeSwipe: return .completeSwipe
    case .cancelSwipe: return .cancelSwipe
    case .accessibilityEscape: return .accessibilityEscape
    case .backKeyCommand: return .backKeyCommand
    case .push: return .push(newSpec(run, &random), animated: animated)
    case .pop: return .pop(animated: animated)
    case .popTo: return .popTo(index, animated: animated)
    case .popToRoot: return .popToRoot(animated: animated)
    case .setScreens:
      let adding = (0..<random.below(3)).map { _ in newSpec(run, &random) }
      return .setScreens(keepMask: UInt32(truncatingIfNeeded: random.next()), adding: adding, animated: animated)
    case .release: return .release(index)
    case .finishTransition: return .finishTransition
    case .toggleGuardActive: return .toggleGuardActive(index)
    case .toggleHasChanges: return .toggleHasChanges(index)
    case .cancelPendingAttempt: return .cancelPendingAttempt
    case .answer:
      let route: ModelAction.AnswerRoute =
        switch random.below(10) {
        case 0..<5: .main
        case 5..<6: .mainTwice
        case 6..<9: .otherThread
        default: .otherThreadTwice
        }
      return .answer(index, random.chance(55) ? .allow : .deny, route)
    case .dropResolution: return .dropResolution(index)
    case .resumeAsyncGuard: return .resumeAsyncGuard(index, random.chance(55) ? .allow : .deny)
    case .swipeLosingToAnotherGesture: return .swipeLosingToAnotherGesture(random.chance(55) ? .edge : .content)
    case .sheetSwipeDown: return .sheetSwipeDown
    case .tabReselect: return .tabReselect
    case .zoomDismiss: return .zoomDismiss(completes: random.chance(70))
    case .armObserver:
      let onDecided = random.chance(50)
      return .armObserver(
        random.chance(60) ? .push(newSpec(run, &random), onDecided: onDecided) : .pop(onDecided: onDecided))
    case .requestLeave: return .requestLeave(fromIndex: index)
    }
  }

  /// Areas of the model switched off with `BACKGUARD_MODEL_SKIP` (comma-separated), to look past a known failure
  /// while it is being fixed. Empty by default: the full model runs.
  static let skipped: Set<String> = Set(
    (ProcessInfo.processInfo.environment["BACKGUARD_MODEL_SKIP"] ?? "").split(separator: ",").map(String.init))

  private static func newSpec(_ run: ModelRun, _ random: inout SplitMix64) -> ModelScreenSpec {
    defer { run.nextLabel += 1 }
    return ModelScreenSpec.random(label: run.nextLabel, using: &random)
  }
}
