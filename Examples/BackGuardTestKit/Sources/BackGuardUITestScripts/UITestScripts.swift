@_spi(TestKit) import BackGuardCore

/// Every UI test script, for UIKit and for SwiftUI. The XCUITest target has one test method per name
/// (``UITestScript/testMethodName``); `swift test` runs every script on the simulated driver, in several eras.
///
/// A script's expectations are not written by hand: they come from `BackRouteTable` for the setup the example app
/// uses (``DemoSetup/routeConfiguration(for:era:)``) in the era of the device (`BackGuardEra(majorVersion:)`). For a
/// screen whose guard is engaged, the route's coverage decides:
/// - `.asked`: the guard is asked once per gesture, "Keep Editing" keeps the screen, the same gesture again with
///   "Discard" leaves exactly once, by that route;
/// - `.hidden`: the back menu offers nothing while the guard is engaged, and nothing leaves;
/// - `.observed(as:)` and `.notSeen`: the screen leaves unasked, and the events name that source, or
///   `programmatic(unannounced)`;
/// - `.unavailable`: the script is skipped with the table's word.
///
/// On a stack without a guard, the route's departure is `BackRouteTable.unguardedDeparture(by:in:)`.
///
/// Where the guarded screen is below an unguarded top screen (a back-menu pick past it, a sheet's swipe-down over a
/// push inside the sheet), the table is read with `BackRouteTable.GuardedScreen.belowTop`.
///
/// Beyond the routes they check what a device run must show (nothing pops twice; after a vetoed gesture the next one still
/// works; the back button's title and frame are the same with and without BackGuard) and the situations that came
/// with the route table: a swipe that begins while a screen is pushed, with and without a guard; the selected tab
/// tapped again; a custom transition; the three back menu policies; a back-menu pick past a guarded screen; an answer
/// given while a push runs; a SwiftUI path-driven stack that follows a leave of several screens; a push inside a
/// sheet; a sheet presented a second time.
public enum UITestScripts {
  /// The era of the device a driver plays.
  ///
  /// - Parameter driver: The driver.
  /// - Returns: `BackGuardEra(majorVersion:)` of its iOS version.
  @MainActor
  package static func era(of driver: some BackGuardUIDriver) -> BackGuardEra {
    BackGuardEra(majorVersion: driver.iOSMajorVersion)
  }

  /// The name of every script, UIKit first, in a stable order: the same in every era.
  public static let names: [String] = all(for: .iOS26).map(\.name)

  /// Every script built for `era`, UIKit first, in the order of ``names``.
  ///
  /// - Parameter era: The iOS era of the device.
  /// - Returns: The scripts.
  package static func all(for era: BackGuardEra) -> [UITestScript] {
    DemoSetup.Framework.allCases.flatMap { scripts(for: $0, era: era) }
  }

  /// The script with this name, built for `era`, if any.
  ///
  /// - Parameters:
  ///   - name: For example `edgeSwipe_UIKit_guardedScreen`.
  ///   - era: The iOS era of the device.
  /// - Returns: The script.
  package static func named(_ name: String, era: BackGuardEra) -> UITestScript? {
    all(for: era).first { $0.name == name }
  }

  /// The scripts of one framework, built for `era`.
  ///
  /// - Parameters:
  ///   - framework: UIKit or SwiftUI.
  ///   - era: The iOS era of the device.
  /// - Returns: Its scripts, each named `<route>_<framework>_<situation>`.
  package static func scripts(for framework: DemoSetup.Framework, era: BackGuardEra) -> [UITestScript] {
    Catalog(framework: framework, era: era).scripts
  }
}

/// A way out of a screen, as one script drives it: the gesture, the route the table knows it by, the screen that
/// stays when it is refused, the one on top after it leaves, and what else to check.
private struct Departure {
  let gesture: UITestStep
  let route: BackRoute
  var stays: DemoScreen = .editor
  var leavesTo: DemoScreen = .middle
  /// The screens that leave, or `nil` when the count is the adapter's business (a sheet counts its container).
  var screensLeft: Int? = 1
  /// Where the guarded editor is when the gesture comes: on top, or below an unguarded top screen.
  var guardedScreen: BackRouteTable.GuardedScreen = .top
  /// Checked while the screen stays.
  var whileStaying: [UITestStep] = []
  /// Checked once it has left.
  var afterLeaving: [UITestStep] = []
}

/// The scripts of one framework in one era.
private struct Catalog {
  let framework: DemoSetup.Framework
  let era: BackGuardEra

  var guarded: DemoSetup { DemoSetup(framework, .guarded) }
  var unguarded: DemoSetup { DemoSetup(framework, .unguarded) }
  var editorOverMiddle: [UITestStep] { [.open(.middle), .open(.editor), .expect(.top(.editor))] }
  /// SwiftUI pushes without a link (on touch down, from a path) need iOS 16's `NavigationStack`.
  var programmaticPushIOS: Int { framework == .swiftui ? 16 : 15 }

  var tap: Departure { Departure(gesture: .tapBack, route: .backButton) }
  var pickRoot: Departure {
    Departure(gesture: .pickBackMenuEntry(.root), route: .backMenu, leavesTo: .root, screensLeft: 2)
  }
  var edgeSwipe: Departure { Departure(gesture: .edgeSwipe, route: .edgeSwipe) }
  var contentSwipe: Departure { Departure(gesture: .contentSwipe, route: .contentSwipe) }
  var keyCommand: Departure { Departure(gesture: .pressBackKeyCommand, route: .keyCommand) }
  var reselectTab: Departure {
    Departure(gesture: .reselectTab, route: .tabReselect, leavesTo: .root, screensLeft: 2)
  }
  func sheetSwipeDown(stays: DemoScreen = .editor) -> Departure {
    Departure(
      gesture: .swipeSheetDown, route: .sheetDismiss, stays: stays, leavesTo: .root, screensLeft: nil,
      guardedScreen: stays == .editor ? .top : .belowTop, whileStaying: [.expect(.sheetShowing(true))],
      afterLeaving: [.expect(.sheetShowing(false))])
  }
  /// From a Middle pushed over the editor, a pick of the root passes the guarded editor.
  var pickRootPastTheEditor: Departure {
    Departure(
      gesture: .pickBackMenuEntry(.root), route: .backMenu, stays: .middle, leavesTo: .root, screensLeft: 3,
      guardedScreen: .belowTop)
  }

  var scripts: [UITestScript] {
    backButtonScripts + backMenuScripts + edgeSwipeScripts + contentSwipeScripts + keyCommandScripts + sheetScripts
      + tabReselectScripts
  }

  // MARK: Routes

  var backButtonScripts: [UITestScript] {
    var scripts = [
      routeScript("guardedScreen", tap, setup: guarded),
      unguardedScript("unguardedScreen", tap),
      script(
        "looksTheSameWithAndWithoutBackGuard", .backButton,
        steps: [.launch(DemoSetup(framework, .withoutBackGuard))] + editorOverMiddle + [
          .recordBackButton(as: "without BackGuard"),
          .launch(unguarded),
        ] + editorOverMiddle + [
          .expect(.backButtonMatches("without BackGuard")),
          .launch(guarded),
        ] + editorOverMiddle + [
          .expect(.backButtonMatches("without BackGuard"))
        ]),
      answerGivenDuringAPush,
    ]
    if framework == .uikit { scripts.append(customTransition) }
    return scripts
  }

  var backMenuScripts: [UITestScript] {
    var scripts = DemoSetup.MenuPolicy.allCases.map { policy in
      routeScript("\(policy.rawValue)Policy", pickRoot, setup: DemoSetup(framework, .guarded, menuPolicy: policy))
    }
    scripts.append(
      routeScript(
        "pickPastAGuardedScreen", pickRootPastTheEditor, setup: guarded,
        before: editorOverMiddle + [.open(.middle), .expect(.top(.middle))]))
    scripts.append(unguardedScript("unguardedScreen", pickRoot))
    if framework == .swiftui { scripts.append(pathFollowsMultiLevelLeave) }
    return scripts
  }

  var edgeSwipeScripts: [UITestScript] {
    [
      routeScript("guardedScreen", edgeSwipe, setup: guarded),
      unguardedScript("unguardedScreen", edgeSwipe),
      script(
        "swipeDuringAPush", .edgeSwipe, minimumIOS: programmaticPushIOS,
        steps: [
          .launch(unguarded), .open(.middle), .edgeSwipeDuringPush(.editor),
          // Whether the swipe began during the push is UIKit's call; the app must survive either way.
          .expect(.topIsOneOf([.middle, .editor])), .expect(.appResponds),
          // Then the stack still navigates, from either state: the back menu reaches the root, a push still pushes.
          .pickBackMenuEntry(.root), .expect(.top(.root)), .open(.middle), .expect(.top(.middle)),
          .expect(.appResponds), .expect(.noDroppedAnswersOrMisuse),
        ]),
      guardedScreenSwipedDuringItsPush,
      script(
        "swipeRightAfterASheetSwipeDown", .edgeSwipe,
        steps: [
          .launch(unguarded), .open(.middle), .presentSheet, .expect(.sheetShowing(true)), .swipeSheetDown,
          .edgeSwipe, .expect(.sheetShowing(false)), .expect(.topIsOneOf([.root, .middle])), .expect(.appResponds),
          .open(.editor), .expect(.top(.editor)), .expect(.noDroppedAnswersOrMisuse),
        ]),
    ]
  }

  var contentSwipeScripts: [UITestScript] {
    [routeScript("guardedScreen", contentSwipe, setup: guarded), unguardedScript("unguardedScreen", contentSwipe)]
  }

  var keyCommandScripts: [UITestScript] {
    [routeScript("guardedScreen", keyCommand, setup: guarded), unguardedScript("unguardedScreen", keyCommand)]
  }

  var sheetScripts: [UITestScript] {
    let presented: [UITestStep] = [.presentSheet, .expect(.sheetShowing(true)), .expect(.top(.editor))]
    return [
      routeScript("guardedSheet", sheetSwipeDown(), setup: guarded, before: presented),
      routeScript(
        "pushInsideTheSheet", sheetSwipeDown(stays: .middle), setup: guarded,
        before: presented + [.open(.middle), .expect(.top(.middle)), .expect(.sheetShowing(true))]),
      sheetPresentedASecondTime,
      unguardedScript("unguardedSheet", sheetSwipeDown(), before: presented),
    ]
  }

  var tabReselectScripts: [UITestScript] {
    [
      routeScript("guardedScreen", reselectTab, setup: guarded.with(.tabBar)),
      unguardedScript("unguardedScreen", reselectTab, setup: unguarded.with(.tabBar)),
    ]
  }

  // MARK: Situations

  /// A guarded screen swiped while it is being pushed: the swipe must not begin (or, if UIKit lets it begin only
  /// after the push, it asks); nothing leaves, nothing freezes, and the next swipe follows the table.
  var guardedScreenSwipedDuringItsPush: UITestScript {
    let name = "guardedScreenSwipedDuringItsPush"
    let pushed: [UITestStep] = [
      .launch(guarded), .open(.middle), .edgeSwipeDuringPush(.editor), .answerIfAsked(.keepEditing),
      .expect(.confirmationShowing(false)), .expect(.top(.editor)), .expect(.pops(0)),
      .expect(.noDroppedAnswersOrMisuse), .expect(.appResponds),
    ]
    guard let then = guardedSteps(edgeSwipe, setup: guarded, since: "after the push") else {
      return unavailable(name, edgeSwipe, setup: guarded)
    }
    return script(name, .edgeSwipe, minimumIOS: programmaticPushIOS, steps: pushed + then)
  }

  /// UIKit: the navigation controller's delegate animates every push and pop itself. The back button follows the
  /// table; a swipe (which such a delegate turns off in UIKit unless the recognizer's delegate is set, ledger B48) must
  /// not take the guarded screen away unasked or freeze the app, whatever UIKit decides about beginning it.
  var customTransition: UITestScript {
    let setup = guarded.with(.customTransition)
    guard let tapped = guardedSteps(tap, setup: setup) else {
      return unavailable("customTransition", tap, setup: setup)
    }
    return script(
      "customTransition", .backButton,
      steps: [.launch(setup)] + editorOverMiddle + tapped + [.launch(setup)] + editorOverMiddle + [
        .edgeSwipe, .answerIfAsked(.keepEditing), .expect(.confirmationShowing(false)), .expect(.top(.editor)),
        .expect(.pops(0)), .expect(.noDroppedAnswersOrMisuse), .expect(.appResponds),
      ])
  }

  /// A guard's answer (Discard) given while a push runs over its screen (iOS 26 makes transitions interruptible,
  /// ledger B05): the stack changed, so the answer is dropped and nothing pops; going back later asks again.
  var answerGivenDuringAPush: UITestScript {
    var setup = guarded.with(.answerDuringPush)
    if framework == .swiftui { setup = setup.with(.pathStack) }
    let name = "answerGivenDuringAPush"
    let coverage = BackRouteTable.coverage(of: .backButton, in: setup.routeConfiguration(for: .backButton, era: era))
    guard coverage == .asked else {
      return script(
        name, .backButton,
        skipReason:
          "BackRouteTable: backButton is \(coverage) on \(setup.routeConfiguration(for: .backButton, era: era));"
          + " the guard never waits for an answer", steps: [])
    }
    return script(
      name, .backButton, minimumIOS: programmaticPushIOS,
      steps: [.launch(setup)] + editorOverMiddle + [
        // The guard is asked and waits: this setup shows no confirmation.
        .tapBack, .expect(.guardAsked(1)), .expect(.top(.editor)), .expect(.pops(0)),
        .openAndAnswerDuringThePush(.middle), .expect(.top(.middle)), .expect(.pops(0)),
        .expect(.droppedAnswersWithoutMisuse(1)), .expect(.appResponds),
        // The stack still works: back to the editor (unguarded Middle leaves unasked), whose guard is asked again.
        .tapBack, .expect(.top(.editor)), .expect(.guardAsked(1)), .expect(.pops(1)),
        .tapBack, .expect(.guardAsked(2)), .expect(.top(.editor)), .expect(.pops(1)),
      ])
  }

  /// SwiftUI `NavigationStack(path:)`: a back-menu pick that leaves two screens through the guard, and the app's path
  /// binding follows (the app shows its count).
  var pathFollowsMultiLevelLeave: UITestScript {
    var departure = pickRoot
    departure.whileStaying = [.expect(.pathCount(2))]
    departure.afterLeaving = [.expect(.pathCount(0))]
    let setup = guarded.with(.pathStack)
    let name = "pathFollowsMultiLevelLeave"
    guard let steps = guardedSteps(departure, setup: setup) else { return unavailable(name, departure, setup: setup) }
    return script(
      name, .backMenu, minimumIOS: 16,
      steps: [.launch(setup)] + editorOverMiddle + [.expect(.pathCount(2))] + steps)
  }

  /// The same sheet presented again after a dismissal: its guard is still asked (a new presentation controller).
  var sheetPresentedASecondTime: UITestScript {
    let name = "sheetPresentedASecondTime"
    let departure = sheetSwipeDown()
    guard let first = guardedSteps(departure, setup: guarded),
      let second = guardedSteps(departure, setup: guarded, since: "second presentation")
    else { return unavailable(name, departure, setup: guarded) }
    let presented: [UITestStep] = [.presentSheet, .expect(.sheetShowing(true)), .expect(.top(.editor))]
    return script(name, .sheetDismiss, steps: [.launch(guarded)] + presented + first + presented + second)
  }

  // MARK: Building from the table

  func script(
    _ situation: String, _ route: BackSource, minimumIOS: Int = 15, skipReason: String? = nil, steps: [UITestStep]
  ) -> UITestScript {
    UITestScript(
      "\(route)_\(framework.rawValue)_\(situation)", route: route, framework: framework, minimumIOS: minimumIOS,
      skipReason: skipReason, steps: steps)
  }

  /// A guarded editor (in the stack, or the sheet's screen after `before`) and one departure, as the table says.
  func routeScript(
    _ situation: String, _ departure: Departure, setup: DemoSetup, before: [UITestStep]? = nil
  ) -> UITestScript {
    guard let steps = guardedSteps(departure, setup: setup) else {
      return unavailable(situation, departure, setup: setup)
    }
    return script(situation, departure.route.source, steps: [.launch(setup)] + (before ?? editorOverMiddle) + steps)
  }

  /// An unguarded stack and one departure: it leaves at once, named as `BackRouteTable.unguardedDeparture(by:in:)`
  /// says.
  func unguardedScript(
    _ situation: String, _ departure: Departure, setup: DemoSetup? = nil, before: [UITestStep]? = nil
  ) -> UITestScript {
    let setup = setup ?? unguarded
    let configuration = setup.routeConfiguration(for: departure.route, era: era)
    guard let source = BackRouteTable.unguardedDeparture(by: departure.route, in: configuration) else {
      return unavailable(situation, departure, setup: setup)
    }
    return script(
      situation, departure.route.source,
      steps: [.launch(setup)] + (before ?? editorOverMiddle) + leavesUnasked(departure, as: source))
  }

  func unavailable(_ situation: String, _ departure: Departure, setup: DemoSetup) -> UITestScript {
    let configuration = setup.routeConfiguration(for: departure.route, era: era)
    let position = departure.guardedScreen == .top ? "" : ", guarded screen \(departure.guardedScreen)"
    return script(
      situation, departure.route.source,
      skipReason: "BackRouteTable: \(departure.route) is unavailable (\(configuration)\(position))", steps: [])
  }

  /// What `departure` does to the engaged guard of the top screen in `setup`, as the table says; `nil` where the route
  /// is unavailable.
  ///
  /// - Parameter mark: Counts the guard's questions and the pops from a mark instead of from the launch.
  func guardedSteps(_ departure: Departure, setup: DemoSetup, since mark: String? = nil) -> [UITestStep]? {
    let configuration = setup.routeConfiguration(for: departure.route, era: era)
    switch BackRouteTable.coverage(of: departure.route, in: configuration, guardedScreen: departure.guardedScreen) {
    case .asked: return vetoThenLeave(departure, since: mark)
    // The example app adds the line (its zoom options call shouldBeginZoomDismiss; its tab bar is a classic one).
    case .askedWithAppCode: return vetoThenLeave(departure, since: mark)
    case .hidden: return menuHidden(departure, since: mark)
    case .observed(let source): return leavesUnasked(departure, as: source, since: mark, guarded: true)
    case .notSeen: return leavesUnasked(departure, as: .programmatic(.unannounced), since: mark, guarded: true)
    // A window close has no XCUITest gesture: docs/DeviceChecklist.md has it as a step done by hand.
    case .askedBySystem, .unavailable: return nil
    }
  }

  /// `.asked`: the gesture answered "Keep Editing" (the screen stays, the guard was asked once), then the same
  /// gesture again answered "Discard" (it leaves exactly once, by its route; the guard was asked twice in all).
  func vetoThenLeave(_ departure: Departure, since mark: String?) -> [UITestStep] {
    let counts = Counts(mark: mark)
    let gesture = settled(departure.gesture)
    var steps =
      counts.start + gesture + [
        .expect(.confirmationShowing(true)), .expect(counts.asked(1)), .answer(.keepEditing),
        .expect(.confirmationShowing(false)), .expect(.top(departure.stays)), .expect(counts.asked(1)),
        .expect(counts.pops(0)),
      ]
    steps +=
      departure.whileStaying + gesture + [
        .expect(.confirmationShowing(true)), .expect(counts.asked(2)), .answer(.discard),
        .expect(.confirmationShowing(false)), .expect(.top(departure.leavesTo)), .expect(counts.asked(2)),
        .expect(counts.pops(1)), .expect(.lastLeftBy(departure.route.source)), .expect(counts.lostWork(0)),
      ]
    if mark == nil, let screensLeft = departure.screensLeft { steps.append(.expect(.screensLeft(screensLeft))) }
    return steps + departure.afterLeaving + [.expect(.noDroppedAnswersOrMisuse), .expect(.appResponds)]
  }

  /// `.hidden` (the back menu under `hiddenWhileGuarded`): the long press offers no entry, and nothing leaves. A long
  /// press without a menu may count as a tap (UIKit's call), whose question is answered "Keep Editing".
  func menuHidden(_ departure: Departure, since mark: String?) -> [UITestStep] {
    let counts = Counts(mark: mark)
    return counts.start + [
      .expect(.backMenuOffers(departure.leavesTo, false)), .answerIfAsked(.keepEditing),
      .expect(.confirmationShowing(false)), .expect(.top(departure.stays)), .expect(counts.pops(0)),
    ] + departure.whileStaying + [.expect(.noDroppedAnswersOrMisuse), .expect(.appResponds)]
  }

  /// The screen leaves at once, unasked, and the events name `source`.
  func leavesUnasked(
    _ departure: Departure, as source: BackSource, since mark: String? = nil, guarded: Bool = false
  ) -> [UITestStep] {
    let counts = Counts(mark: mark)
    var steps =
      counts.start + settled(departure.gesture) + [
        .expect(.confirmationShowing(false)), .expect(.top(departure.leavesTo)), .expect(counts.asked(0)),
        .expect(counts.pops(1)), .expect(.lastLeftBy(source)),
        // An engaged editor that left unasked is reported once (issue 42); an unguarded one is no lost work.
        .expect(counts.lostWork(guarded ? 1 : 0)),
      ]
    if mark == nil, let screensLeft = departure.screensLeft { steps.append(.expect(.screensLeft(screensLeft))) }
    return steps + departure.afterLeaving + [.expect(.noDroppedAnswersOrMisuse), .expect(.appResponds)]
  }

  /// The gesture, then a settle where the gesture does not settle by itself (a sheet's swipe-down).
  func settled(_ gesture: UITestStep) -> [UITestStep] {
    gesture.settlesAfterwards ? [gesture] : [gesture, .settle]
  }
}

/// The guard's questions and the pops, counted from the launch or from a mark.
private struct Counts {
  let mark: String?

  var start: [UITestStep] { mark.map { [.mark($0)] } ?? [] }

  func asked(_ count: Int) -> UITestExpectation {
    mark.map { .guardAskedSince($0, count) } ?? .guardAsked(count)
  }

  func pops(_ count: Int) -> UITestExpectation {
    mark.map { .popsSince($0, count) } ?? .pops(count)
  }

  func lostWork(_ count: Int) -> UITestExpectation { .lostWork(since: mark, count) }
}
