#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// The rules of going back, each checked on a real `UINavigationController` in a `UIWindow`, driven the way UIKit
  /// drives it. `Tests/BackGuardUIKitTests` runs each scenario on an iOS simulator and fails on any failed check.
  @MainActor
  public enum UIKitScenarios {
    /// Every scenario by name, for a runner that wants them all.
    public static let all: [(name: String, run: @MainActor () -> [ScenarioCheck])] =
      [
        ("installIsIdempotentAndUninstallPutsBackEveryDelegate", installIsIdempotentAndUninstallPutsBackEveryDelegate),
        ("appDelegateKeepsExactlyItsOwnOptionalMethods", appDelegateKeepsExactlyItsOwnOptionalMethods),
        ("edgeSwipeNeverBeginsOnTheRootScreen", edgeSwipeNeverBeginsOnTheRootScreen),
        ("edgeSwipeAsksTheTopScreensGuard", edgeSwipeAsksTheTopScreensGuard),
        ("edgeSwipeKeepsWorkingWithACustomLeftButton", edgeSwipeKeepsWorkingWithACustomLeftButton),
        ("swipeDelegateOfAnotherObjectIsWrapped", swipeDelegateOfAnotherObjectIsWrapped),
        ("contentSwipeIsGatedLikeTheEdgeSwipeOnIOS26", contentSwipeIsGatedLikeTheEdgeSwipeOnIOS26),
        ("backButtonActionGoesThroughTheGuard", backButtonActionGoesThroughTheGuard),
        (
          "backButtonTapThroughNavigationBarIsGuardedInTheSubclass",
          backButtonTapThroughNavigationBarIsGuardedInTheSubclass
        ),
        ("voiceOverEscapeHookGuardsPlainControllers", voiceOverEscapeHookGuardsPlainControllers),
        ("backMenuPicksMeetEveryGuardTheyWouldRemove", backMenuPicksMeetEveryGuardTheyWouldRemove),
        ("voiceOverEscapeGoesThroughTheGuard", voiceOverEscapeGoesThroughTheGuard),
        ("programmaticPopsPassAndAreNamed", programmaticPopsPassAndAreNamed),
        ("programmaticPopsAskOnlyGuardsThatOptIn", programmaticPopsAskOnlyGuardsThatOptIn),
        ("laterAnswerPopsExactlyOnce", laterAnswerPopsExactlyOnce),
        ("customBackButtonMeetsTheSameGuard", customBackButtonMeetsTheSameGuard),
        ("confirmGuardPresentsAnAlertFromTheScreen", confirmGuardPresentsAnAlertFromTheScreen),
        (
          "backButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle", backButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle
        ),
        ("uninstallPutsBackTheNavigationItems", uninstallPutsBackTheNavigationItems),
        ("screenIdentitiesAreNeverReused", screenIdentitiesAreNeverReused),
      ] + secondDesign + appDevelopers + newRoutes + decisionPath + routeTable + sheetsAndSwiftUI + lifetimes
      + heldAndMoved + subclassing

    private static func denyAll() -> ScreenGuard { ScreenGuard { _ in .deny } }

    // MARK: Installation

    public static func installIsIdempotentAndUninstallPutsBackEveryDelegate() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let appDelegate = RecordingNavigationDelegate()
      let navigationController = UINavigationController(rootViewController: UIViewController())
      navigationController.delegate = appDelegate
      navigationController.loadViewIfNeeded()  // the recognizers come with the view
      let edge = navigationController.interactivePopGestureRecognizer
      check.expect(edge != nil, "the controller has an edge swipe recognizer")
      let systemEdgeDelegate = edge?.delegate
      let navigationGuard = navigationController.backNavigation
      navigationGuard.install()
      let proxy = navigationController.delegate
      navigationGuard.install()
      check.expect(navigationGuard.isInstalled, "install() installs")
      check.expect(navigationController.delegate === proxy, "a second install() changes nothing")
      check.expect(navigationController.delegate !== appDelegate, "the controller's delegate is BackGuard's proxy")
      check.expect(edge?.delegate === systemEdgeDelegate, "an unguarded stack keeps UIKit's own swipe delegate")
      let editor = UIViewController()
      navigationController.pushViewController(editor, animated: false)
      editor.backGuard = denyAll()  // in the stack now: wires at once
      check.expect(edge?.delegate !== systemEdgeDelegate, "a guarded top screen gets BackGuard's swipe proxy")
      check.expect(navigationGuard.gatesEdgeSwipe, "BackGuard gates the edge swipe")
      check.expect(navigationController.backNavigation === navigationGuard, "one BackGuard per controller")
      navigationGuard.uninstall()
      navigationGuard.uninstall()
      check.expect(!navigationGuard.isInstalled, "uninstall() uninstalls")
      check.expect(navigationController.delegate === appDelegate, "uninstall() puts back the app's delegate")
      check.expect(edge?.delegate === systemEdgeDelegate, "uninstall() puts back UIKit's swipe delegate")
      navigationGuard.install()
      check.expect(navigationController.delegate !== appDelegate, "install() after uninstall() installs again")
      navigationGuard.uninstall()
      return check.checks
    }

    public static func appDelegateKeepsExactlyItsOwnOptionalMethods() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let appDelegate = RecordingNavigationDelegate()
      harness.navigationController.backNavigation.uninstall()
      harness.navigationController.delegate = appDelegate
      harness.navigationController.backNavigation.install()
      let proxy = harness.navigationController.delegate
      let animationSelector = #selector(
        UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))
      let orientationSelector = #selector(
        UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
      // A delegate that merely responds to animationControllerFor… stops the swipes: the proxy must not claim it.
      check.expect(proxy?.responds(to: animationSelector), false, "no animation controller method the app lacks")
      check.expect(proxy?.responds(to: orientationSelector), true, "the app's own optional methods still answer")
      check.expect(
        proxy?.navigationControllerSupportedInterfaceOrientations?(harness.navigationController), .portrait,
        "the app's optional methods are forwarded")
      harness.push("Detail")
      check.expect(appDelegate.didShowCount >= 1, "the app's delegate still hears didShow")
      check.expect(appDelegate.willShowCount >= 1, "the app's delegate still hears willShow")
      return check.checks
    }

    // MARK: Swipes

    public static func edgeSwipeNeverBeginsOnTheRootScreen() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      check.expect(harness.edgeSwipeShouldBegin(), false, "no swipe on the root screen")
      harness.push("Detail")
      check.expect(harness.edgeSwipeShouldBegin(), true, "an unguarded screen above the root swipes")
      return check.checks
    }

    public static func edgeSwipeAsksTheTopScreensGuard() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var asked: [BackSource] = []
      let editor = harness.push(
        "Editor",
        backGuard: ScreenGuard { attempt in
          asked.append(attempt.source)
          return .deny
        })
      check.expect(harness.edgeSwipeShouldBegin(), false, "a guard's deny stops the swipe before it begins")
      check.expect(asked, [.edgeSwipe], "the guard is asked once, told the route")
      check.expect(harness.titles, ["Root", "Editor"], "the screen stays")
      editor.backGuard?.isActive = false
      check.expect(harness.edgeSwipeShouldBegin(), true, "an inactive guard passes")
      editor.allowsSwipeBack = false
      check.expect(harness.edgeSwipeShouldBegin(), false, "a screen can turn its swipe off on purpose")
      return check.checks
    }

    public static func edgeSwipeKeepsWorkingWithACustomLeftButton() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let screen = harness.push("Form", backGuard: ScreenGuard(when: { false }, decide: { _ in .deny }))
      screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Cancel", primaryAction: UIAction { [weak screen] _ in screen?.requestBack() })
      check.expect(
        harness.navigationController.backNavigation.gatesEdgeSwipe, "a guarded screen has BackGuard's gate")
      check.expect(harness.edgeSwipeShouldBegin(), true, "a custom leading button does not turn the swipe off")
      screen.navigationItem.leftBarButtonItem = nil
      screen.navigationItem.hidesBackButton = true
      // The first design kept the swipe with a hidden back button too; now a hidden back button keeps UIKit's refusal,
      // guarded or not, unless the screen asks for the swipe (B143, and hiddenBackButtonKeepsUIKitsRefusalOfTheSwipe).
      check.expect(
        harness.edgeSwipeShouldBegin(), false, "a hidden back button keeps UIKit's refusal, even on a guarded screen")
      return check.checks
    }

    public static func swipeDelegateOfAnotherObjectIsWrapped() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let navigationGuard = harness.navigationController.backNavigation
      let other = OtherLibraryGestureDelegate()
      harness.navigationController.interactivePopGestureRecognizer?.delegate = other
      harness.push("Detail", backGuard: denyAll())
      check.expect(
        harness.navigationController.interactivePopGestureRecognizer?.delegate !== other,
        "BackGuard's gate goes in front of the object that holds the delegate (B190)")
      check.expect(navigationGuard.gatesEdgeSwipe, "and gates the edge swipe")
      check.expect(harness.edgeSwipeShouldBegin(), false, "the guard refuses the swipe")
      check.expect(other.askedToBegin, 1, "after the holder was asked, once")
      let reports = harness.events.filter { event in
        guard case .misuse(let misuse) = event, case .routeTakenOver(.edgeSwipe, _, _) = misuse.kind else {
          return false
        }
        return true
      }
      check.expect(reports.isEmpty, "nothing is reported: the route is guarded")
      check.expect(navigationGuard.diagnostics()[.edgeSwipe]?.isGuarded, true, "and the diagnostics say so")
      navigationGuard.uninstall()
      check.expect(
        harness.navigationController.interactivePopGestureRecognizer?.delegate === other,
        "uninstall() gives the holder its delegate back")
      return check.checks
    }

    public static func contentSwipeIsGatedLikeTheEdgeSwipeOnIOS26() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      guard harness.contentPopGestureRecognizer != nil else {
        check.expect(!harness.navigationController.backNavigation.gatesContentSwipe, "no content swipe to gate")
        check.skip("interactiveContentPopGestureRecognizer exists from iOS 26")
        return check.checks
      }
      check.expect(
        !harness.navigationController.backNavigation.gatesContentSwipe, "an unguarded stack keeps UIKit's own")
      harness.push("Detail")
      check.expect(harness.contentSwipeShouldBegin(), true, "an unguarded screen swipes")
      harness.push("Editor", backGuard: denyAll())
      check.expect(harness.navigationController.backNavigation.gatesContentSwipe, "a guarded top is gated")
      harness.clearEvents()
      check.expect(harness.contentSwipeShouldBegin(), false, "the guard's deny stops the content swipe")
      check.expect(harness.eventSummary, ["contentSwipe deny"], "the route is named contentSwipe")
      return check.checks
    }

    // MARK: Back button

    public static func backButtonActionGoesThroughTheGuard() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 16, *) else {
        check.skip("navigationItem.backAction exists from iOS 16")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var decision = BackDecision.deny
      harness.push("List")
      let editor = harness.push("Editor", backGuard: ScreenGuard { _ in decision })
      check.expect(editor.navigationItem.backAction != nil, "the guarded screen's back button has BackGuard's action")
      check.expect(
        harness.navigationController.viewControllers[0].navigationItem.backAction == nil,
        "the root screen gets no back action (UIKit would synthesize a back button)")
      harness.clearEvents()
      check.expect(harness.tapBackButtonAction(), "the back action runs")
      check.expect(harness.titles, ["Root", "List", "Editor"], "a deny keeps the screen")
      check.expect(harness.eventSummary, ["backButton deny"], "the route is named backButton")
      decision = .allow
      harness.clearEvents()
      harness.tapBackButtonAction()
      check.expect(harness.titles, ["Root", "List"], "an allow pops exactly one screen")
      check.expect(harness.eventSummary, ["backButton allow", "left 1 by backButton"], "the pop is reported once")
      return check.checks
    }

    public static func backButtonTapThroughNavigationBarIsGuardedInTheSubclass() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      var decision = BackDecision.deny
      harness.push("Editor", backGuard: ScreenGuard { _ in decision })
      harness.clearEvents()
      check.expect(harness.navigationBarShouldPopTopItem(), false, "the bar is told not to pop")
      check.expect(harness.titles, ["Root", "Editor"], "a deny keeps the screen")
      check.expect(harness.eventSummary, ["backButton deny"], "a tap is told from a programmatic pop by the counts")
      check.expect(
        harness.navigationController.navigationBar.topItem?.hidesBackButton, false, "the back button is still shown")
      decision = .allow
      harness.clearEvents()
      check.expect(harness.navigationBarShouldPopTopItem(), true, "on approval UIKit's own handler pops")
      check.expect(harness.titles, ["Root"], "the screen left")
      check.expect(harness.eventSummary.last, "left 1 by backButton", "and is reported as a back-button pop")
      return check.checks
    }

    public static func voiceOverEscapeHookGuardsPlainControllers() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      BackNavigation.installVoiceOverEscapeHook()
      BackNavigation.installVoiceOverEscapeHook()
      check.expect(BackNavigation.isVoiceOverEscapeHookInstalled, "the hook installs once")
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("Editor", backGuard: denyAll())
      harness.clearEvents()
      check.expect(harness.accessibilityEscape(), true, "a plain controller's escape is handled")
      check.expect(harness.titles, ["Root", "Editor"], "a deny keeps the screen")
      check.expect(harness.eventSummary, ["accessibilityEscape deny"], "the route is named accessibilityEscape")
      harness.navigationController.backNavigation.uninstall()
      check.expect(harness.accessibilityEscape(), true, "without BackGuard the hook calls UIKit's own handler")
      check.expect(harness.titles, ["Root"], "which goes back")
      return check.checks
    }

    // MARK: Back menu

    public static func backMenuPicksMeetEveryGuardTheyWouldRemove() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var asked: [BackSource] = []
      let list = harness.push("List")
      harness.push(
        "Editor",
        backGuard: ScreenGuard { attempt in
          asked.append(attempt.source)
          return .deny
        })
      harness.push("Preview")
      let navigationGuard = harness.navigationController.backNavigation
      // The first design kept UIKit's own back item and menu by default (.system); the default is now .guarded
      // (BackMenuPolicy.guarded), and .system is the opt-out that keeps UIKit's look and lets picks through unasked.
      check.expect(navigationGuard.backMenuPolicy, .guarded, "the default menu policy is .guarded")
      check.expect(
        harness.navigationController.viewControllers[2].navigationItem.backBarButtonItem != nil,
        "by default the screen below the top has BackGuard's back item")
      navigationGuard.backMenuPolicy = .system
      check.expect(
        harness.navigationController.viewControllers[2].navigationItem.backBarButtonItem == nil,
        "under .system UIKit's own back item and menu stay")
      navigationGuard.backMenuPolicy = .guarded
      let entries = navigationGuard.backMenuActions()
      check.expect(
        entries.map(\.title), ["Editor", "List", "Root"], "the menu lists the earlier screens, nearest first")
      let backItem = harness.navigationController.viewControllers[2].navigationItem.backBarButtonItem
      check.expect(backItem != nil, "the screen below the top has BackGuard's back item")
      check.expect(backItem?.menu != nil, "whose menu is BackGuard's")
      check.expect(backItem?.menu === backItem?.menu, "built once, not once per read")
      check.expect(backItem?.title?.isEmpty, false, "and whose title is never empty")
      backItem?.menu = UIMenu(children: [UIAction(title: "System entry") { _ in }])
      check.expect(
        backItem?.menu?.children.contains { $0.title == "System entry" }, false,
        "a menu UIKit assigns is ignored, so its picks cannot skip the guards")
      harness.clearEvents()
      harness.perform(entries[2])  // back to Root: removes Preview, Editor and List
      harness.settle()
      check.expect(asked, [.backMenu], "the pick asks the guard of a screen below the top that it would remove")
      check.expect(harness.titles, ["Root", "List", "Editor", "Preview"], "a deny keeps every screen")
      harness.perform(entries[0])  // back to Editor: removes Preview only
      harness.settle()
      check.expect(harness.titles, ["Root", "List", "Editor"], "a pick that removes no guarded screen pops")
      check.expect(harness.eventSummary.last, "left 1 by backMenu", "and is reported as a menu pick")
      _ = list
      return check.checks
    }

    // MARK: VoiceOver

    public static func voiceOverEscapeGoesThroughTheGuard() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      check.expect(harness.accessibilityEscape(), false, "on the root screen the escape travels further up")
      harness.push("Editor", backGuard: denyAll())
      harness.clearEvents()
      check.expect(harness.accessibilityEscape(), true, "the escape is handled")
      check.expect(harness.titles, ["Root", "Editor"], "a deny keeps the screen")
      check.expect(harness.eventSummary, ["accessibilityEscape deny"], "the route is named accessibilityEscape")
      if #available(iOS 17, *) {
        let plain = ScenarioHarness(subclass: false)
        defer { plain.tearDown() }
        plain.push("Editor", backGuard: denyAll())
        let block = plain.navigationController.accessibilityPerformEscapeBlock
        check.expect(block != nil, "a plain controller gets an escape block (iOS 17+)")
        check.expect(block?(), true, "which handles the escape")
        check.expect(plain.titles, ["Root", "Editor"], "through the guard")
        let viewBlock = plain.navigationController.topViewController?.view.accessibilityPerformEscapeBlock
        check.expect(viewBlock != nil, "the guarded screen's own view gets one too, as VoiceOver looks there first")
        check.expect(viewBlock?(), true, "which also goes through the guard")
        check.expect(plain.titles, ["Root", "Editor"], "and keeps the screen")
      }
      return check.checks
    }

    // MARK: App code

    public static func programmaticPopsPassAndAreNamed() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      harness.push("List")
      harness.push("Editor", backGuard: denyAll())
      harness.clearEvents()
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      check.expect(harness.titles, ["Root", "List"], "app code's pop passes a guard that did not opt in")
      check.expect(harness.eventSummary.last, "left 1 by programmatic(pop)", "and is named by its call")
      harness.push("Editor", backGuard: denyAll())
      harness.navigationController.popToRootViewController(animated: false)
      harness.settle()
      check.expect(harness.titles, ["Root"], "popToRoot passes")
      check.expect(harness.eventSummary.last, "left 2 by programmatic(popToRoot)", "and is named by its call")
      let plain = ScenarioHarness(subclass: false)
      defer { plain.tearDown() }
      plain.push("Detail")
      plain.navigationController.popViewController(animated: false)
      plain.settle()
      check.expect(
        plain.eventSummary.last, "left 1 by programmatic(unannounced)",
        "without the subclass a pop is still reported, after the fact")
      return check.checks
    }

    public static func programmaticPopsAskOnlyGuardsThatOptIn() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: true)
      defer { harness.tearDown() }
      harness.push("Editor", backGuard: ScreenGuard(guardsProgrammaticPops: true) { _ in .deny })
      let popped = harness.navigationController.popViewController(animated: false)
      harness.settle()
      check.expect(popped == nil, "an opted-in guard can refuse app code's pop")
      check.expect(harness.titles, ["Root", "Editor"], "the screen stays")
      harness.navigationController.setViewControllers([UIViewController()], animated: false)
      harness.settle()
      check.expect(harness.titles.count, 2, "and app code's setViewControllers")
      return check.checks
    }

    // MARK: Answers later

    public static func laterAnswerPopsExactlyOnce() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var kept: BackResolution?
      var askCount = 0
      harness.push("List")
      let editor = harness.push(
        "Editor",
        backGuard: ScreenGuard(resolve: { _, resolution in
          askCount += 1
          kept = resolution
        }))
      check.expect(editor.requestBack(), .pending, "a guard that keeps its resolution makes the attempt pending")
      check.expect(editor.requestBack(), .coalesced, "a second tap merges into it")
      check.expect(harness.edgeSwipeShouldBegin(), false, "no swipe while an attempt is pending")
      check.expect(askCount, 1, "the guard is asked once")
      kept?.allow()
      harness.settle()
      check.expect(harness.titles, ["Root", "List"], "the approval pops exactly the attempt's screens")
      kept?.allow()
      harness.settle()
      check.expect(harness.titles, ["Root", "List"], "a second approval pops nothing")
      return check.checks
    }

    public static func customBackButtonMeetsTheSameGuard() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var asked: [BackSource] = []
      let screen = harness.push(
        "Form",
        backGuard: ScreenGuard { attempt in
          asked.append(attempt.source)
          return .deny
        })
      screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel")
      check.expect(screen.requestBack(), .denied, "requestBack() meets the screen's guard")
      check.expect(asked, [.customBackButton], "named customBackButton")
      check.expect(harness.edgeSwipeShouldBegin(), false, "the swipe meets the same guard")
      screen.backGuard = nil
      check.expect(screen.requestBack(animated: false), .allowed, "without a guard it goes back")
      harness.settle()
      check.expect(harness.titles, ["Root"], "one screen left")
      return check.checks
    }

    public static func confirmGuardPresentsAnAlertFromTheScreen() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var hasChanges = false
      let editor = harness.push("Editor", backGuard: .confirm("Discard changes?", when: { hasChanges }))
      check.expect(harness.edgeSwipeShouldBegin(), true, "the confirmation passes while its condition is false")
      hasChanges = true
      check.expect(editor.requestBack(), .pending, "with changes, going back waits for the user")
      harness.settle()
      let alert = editor.presentedViewController as? UIAlertController
      check.expect(alert?.title, "Discard changes?", "an alert asks, presented from the screen")
      check.expect(alert?.actions.map(\.style), [.destructive, .cancel], "with Discard and Cancel")
      check.expect(
        alert?.actions.map(\.title), [BackGuardString.discard.localized, BackGuardString.cancel.localized],
        "in BackGuard's words for the app's language")
      harness.navigationController.backNavigation.cancelPendingAttempt()
      editor.dismiss(animated: false)
      harness.settle()
      check.expect(harness.titles, ["Root", "Editor"], "the screen is still there")
      return check.checks
    }

    // MARK: Back-button title

    public static func backButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let previous = BackButtonStyle.appDefault
      BackButtonStyle.appDefault = .minimal
      defer { BackButtonStyle.appDefault = previous }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let first = harness.push("First")
      let root = harness.navigationController.viewControllers[0]
      check.expect(root.navigationItem.backButtonDisplayMode, .minimal, "the app default sets the display mode")
      check.expect(root.navigationItem.backButtonTitle, nil, "and never an empty title")
      let second = UIViewController()
      second.title = "Second"
      second.backButtonStyle = .custom("Library")
      harness.navigationController.pushViewController(second, animated: false)
      harness.settle()
      check.expect(first.navigationItem.backButtonTitle, "Library", "a screen's own title goes on the item below it")
      second.backButtonStyle = .custom("   ")
      check.expect(first.navigationItem.backButtonDisplayMode, .minimal, "a blank custom title becomes arrow-only")
      check.expect(first.navigationItem.backButtonTitle, nil, "not a blank title")
      return check.checks
    }

    public static func uninstallPutsBackTheNavigationItems() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      let root = harness.navigationController.viewControllers[0]
      root.navigationItem.backButtonTitle = "Home"
      let editor = harness.push("Editor", backGuard: denyAll())
      check.expect(
        root.navigationItem.backBarButtonItem != nil,
        "a guarded stack with the default (.guarded) menus gets BackGuard's back item")
      harness.tearDown()
      check.expect(root.navigationItem.backBarButtonItem == nil, "uninstall() removes it")
      check.expect(root.navigationItem.backButtonTitle, "Home", "and keeps the app's own title")
      if #available(iOS 16, *) {
        check.expect(editor.navigationItem.backAction == nil, "and removes BackGuard's back action")
      }
      return check.checks
    }

    public static func screenIdentitiesAreNeverReused() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var seen: Set<String> = []
      for index in 0..<50 {
        // Each screen is released after its pop, so a new one may take its address; its identity must be new.
        harness.push("Screen \(index)")
        harness.clearEvents()
        harness.navigationController.popViewController(animated: false)
        harness.settle()
        for case .screensLeft(let screens, _, _) in harness.events {
          for screen in screens { seen.insert(screen.description) }
        }
      }
      check.expect(seen.count, 50, "fifty screens, fifty identities")
      return check.checks
    }
  }

  /// An app's navigation delegate that implements `willShow`, `didShow` and one optional method, and counts calls.
  final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var willShowCount = 0
    var didShowCount = 0

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      willShowCount += 1
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      didShowCount += 1
    }

    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      .portrait
    }
  }

  /// Another library's swipe delegate, set after BackGuard.
  final class OtherLibraryGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private(set) var askedToBegin = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      askedToBegin += 1
      return true
    }
  }
#endif
