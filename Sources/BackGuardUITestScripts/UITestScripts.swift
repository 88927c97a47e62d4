import BackGuardCore

/// Every UI test script, for UIKit and for SwiftUI. The XCUITest target has one test method per script
/// (``UITestScript/testMethodName``); `swift test` runs every script on the simulated driver.
///
/// What they check (issue 9, §2): the guard is asked once per gesture; nothing pops twice; after a vetoed gesture the
/// next one still works; an edge swipe right after a push, and right after a sheet's interactive dismissal, does not
/// freeze the app; the back button's title and frame are the same with and without BackGuard.
public enum UITestScripts {
  /// Every script, UIKit first, in a stable order.
  public static let all: [UITestScript] = DemoSetup.Framework.allCases.flatMap(scripts(for:))

  /// The script with this name, if any.
  ///
  /// - Parameter name: For example `edgeSwipe_UIKit_vetoedSwipeThenNextSwipeLeaves`.
  /// - Returns: The script.
  public static func named(_ name: String) -> UITestScript? { all.first { $0.name == name } }

  /// The scripts of one framework.
  ///
  /// - Parameter framework: UIKit or SwiftUI.
  /// - Returns: Its scripts, each named `<route>_<framework>_<rule>`.
  public static func scripts(for framework: DemoSetup.Framework) -> [UITestScript] {
    let guarded = DemoSetup(framework, .guarded)
    let unguarded = DemoSetup(framework, .unguarded)
    func script(_ rule: String, _ route: BackSource, minimumIOS: Int = 15, _ steps: [UITestStep]) -> UITestScript {
      UITestScript(
        "\(route)_\(framework.rawValue)_\(rule)", route: route, framework: framework, minimumIOS: minimumIOS,
        steps: steps)
    }
    let editorOverMiddle: [UITestStep] = [.open(.middle), .open(.editor), .expect(.top(.editor))]
    return [
      script(
        "guardAskedOncePerTapThenLeavesOnce", .backButton,
        [.launch(guarded)] + editorOverMiddle
          + vetoThenLeave(.tapBack, route: .backButton, stays: .editor, leavesTo: .middle, screensLeft: 1)),
      script(
        "unguardedTapLeavesOnceWithoutAsking", .backButton,
        [.launch(unguarded)] + editorOverMiddle + leavesOnceWithoutAsking(.tapBack, .backButton)),
      script(
        "looksTheSameWithAndWithoutBackGuard", .backButton,
        [.launch(DemoSetup(framework, .withoutBackGuard))] + editorOverMiddle + [
          .recordBackButton(as: "without BackGuard"),
          .launch(unguarded),
        ] + editorOverMiddle + [
          .expect(.backButtonMatches("without BackGuard")),
          .launch(guarded),
        ] + editorOverMiddle + [
          .expect(.backButtonMatches("without BackGuard"))
        ]),
      script(
        "pickAskedOnceThenLeavesBothScreensInOnePop", .backMenu,
        [.launch(guarded)] + editorOverMiddle
          + vetoThenLeave(
            .pickBackMenuEntry(.root), route: .backMenu, stays: .editor, leavesTo: .root, screensLeft: 2)),
      script(
        "vetoedSwipeThenNextSwipeLeaves", .edgeSwipe,
        [.launch(guarded)] + editorOverMiddle
          + vetoThenLeave(.edgeSwipe, route: .edgeSwipe, stays: .editor, leavesTo: .middle, screensLeft: 1)),
      script(
        "unguardedSwipeLeavesOnceWithoutAsking", .edgeSwipe,
        [.launch(unguarded)] + editorOverMiddle + leavesOnceWithoutAsking(.edgeSwipe, .edgeSwipe)),
      script(
        "swipeRightAfterAPushDoesNotFreeze", .edgeSwipe,
        [
          .launch(unguarded), .open(.middle), .open(.editor, waitsForTransition: false), .edgeSwipe, .settle,
          // Whether the swipe began during the push is UIKit's call; the app must survive either way.
          .expect(.topIsOneOf([.middle, .editor])), .expect(.appResponds),
          // Then the stack still navigates, from either state: the back menu reaches the root, a push still pushes.
          .pickBackMenuEntry(.root), .expect(.top(.root)), .open(.middle), .expect(.top(.middle)),
          .expect(.appResponds), .expect(.noDroppedAnswersOrMisuse),
        ]),
      script(
        "swipeRightAfterASheetSwipeDownDoesNotFreeze", .edgeSwipe,
        [
          .launch(unguarded), .open(.middle), .presentSheet, .expect(.sheetShowing(true)), .swipeSheetDown,
          .edgeSwipe, .settle, .expect(.sheetShowing(false)), .expect(.topIsOneOf([.root, .middle])),
          .expect(.appResponds), .open(.editor), .expect(.top(.editor)), .expect(.noDroppedAnswersOrMisuse),
        ]),
      script(
        "vetoedPanThenNextPanLeaves", .contentSwipe, minimumIOS: 26,
        [.launch(guarded)] + editorOverMiddle
          + vetoThenLeave(.contentSwipe, route: .contentSwipe, stays: .editor, leavesTo: .middle, screensLeft: 1)),
      script(
        "unguardedPanLeavesOnceWithoutAsking", .contentSwipe, minimumIOS: 26,
        [.launch(unguarded)] + editorOverMiddle + leavesOnceWithoutAsking(.contentSwipe, .contentSwipe)),
      script(
        "askedOncePerPressThenLeavesOnce", .keyCommand,
        [.launch(guarded)] + editorOverMiddle
          + vetoThenLeave(.pressBackKeyCommand, route: .keyCommand, stays: .editor, leavesTo: .middle, screensLeft: 1)),
      script(
        "vetoedSwipeDownThenNextSwipeDownDismissesOnce", .sheetDismiss,
        [.launch(guarded), .presentSheet, .expect(.sheetShowing(true))]
          + vetoThenLeave(.swipeSheetDown, route: .sheetDismiss, stays: .editor, leavesTo: .root, screensLeft: nil)
          + [.expect(.sheetShowing(false))]),
    ]
  }

  /// A guarded gesture answered "Keep Editing" (the screen stays, the guard was asked once), then the same gesture
  /// again answered "Discard" (it leaves exactly once, the guard was asked twice in all).
  private static func vetoThenLeave(
    _ gesture: UITestStep, route: BackSource, stays: DemoScreen, leavesTo: DemoScreen, screensLeft: Int?
  ) -> [UITestStep] {
    var steps: [UITestStep] = [
      gesture, .expect(.confirmationShowing(true)), .expect(.guardAsked(1)), .answer(.keepEditing), .settle,
      .expect(.confirmationShowing(false)), .expect(.top(stays)), .expect(.guardAsked(1)), .expect(.pops(0)),
      gesture, .expect(.confirmationShowing(true)), .expect(.guardAsked(2)), .answer(.discard), .settle,
      .expect(.confirmationShowing(false)), .expect(.top(leavesTo)), .expect(.guardAsked(2)), .expect(.pops(1)),
      .expect(.lastLeftBy(route)),
    ]
    if let screensLeft { steps.append(.expect(.screensLeft(screensLeft))) }
    return steps + [.expect(.noDroppedAnswersOrMisuse), .expect(.appResponds)]
  }

  /// An unguarded gesture leaves the editor once, without a question.
  private static func leavesOnceWithoutAsking(_ gesture: UITestStep, _ route: BackSource) -> [UITestStep] {
    [
      gesture, .settle, .expect(.confirmationShowing(false)), .expect(.top(.middle)), .expect(.guardAsked(0)),
      .expect(.pops(1)), .expect(.screensLeft(1)), .expect(.lastLeftBy(route)), .expect(.noDroppedAnswersOrMisuse),
      .expect(.appResponds),
    ]
  }
}
