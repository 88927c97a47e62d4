#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// Scenarios of the route table's decisions outside the subclass (docs/UIKitBehavior.md): the back menu guarded by
  /// default (B141), the guarded top screen's own ⌘[ (B73), diagnostics that say what the table says, and a hidden
  /// back button's refusal of the swipe (B143).
  ///
  /// Like every scenario, they call what UIKit would call (a delegate method, a key command's action) on real UIKit
  /// objects; none of them proves that UIKit makes that call on a real touch or key press.
  extension UIKitScenarios {
    static let routeTable: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      (
        "defaultMenuPolicyPutsBackGuardsBackItemBelowAGuardedScreen",
        defaultMenuPolicyPutsBackGuardsBackItemBelowAGuardedScreen
      ),
      (
        "guardedTopScreenOffersItsOwnKeyCommandOutsideTheSubclass",
        guardedTopScreenOffersItsOwnKeyCommandOutsideTheSubclass
      ),
      ("diagnosticsOfAPlainControllerFollowTheRouteTable", diagnosticsOfAPlainControllerFollowTheRouteTable),
      ("hiddenBackButtonKeepsUIKitsRefusalOfTheSwipe", hiddenBackButtonKeepsUIKitsRefusalOfTheSwipe),
    ]

    // MARK: Back menu

    /// The default menu policy (`.guarded`) on a plain `UINavigationController` with
    /// `install()`: the screen below a guarded screen gets BackGuard's back item (whose menu asks the guards), and no
    /// screen does while no guard is in reach. On iOS 16+ the guarded screen keeps the system back button (with
    /// BackGuard's `backAction`), and BackGuard never adds a leading button of its own.
    ///
    /// Cannot prove: that UIKit shows the menu BackGuard's item answers from its getter on a long press (B24, B29); the
    /// picks themselves are ``backMenuPicksMeetEveryGuardTheyWouldRemove``.
    public static func defaultMenuPolicyPutsBackGuardsBackItemBelowAGuardedScreen() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let navigationGuard = harness.navigationController.backNavigation
      check.expect(navigationGuard.backMenuPolicy, .guarded, "install() leaves the default menu policy, .guarded")
      let root = harness.navigationController.viewControllers[0]
      let list = harness.push("List")
      let form = harness.push("Form")
      let backItems = { harness.navigationController.viewControllers.map { $0.navigationItem.backBarButtonItem } }
      check.expect(backItems().allSatisfy { $0 == nil }, "no guard in reach: no screen gets a back item of BackGuard's")

      form.backGuard = ScreenGuard { _ in .deny }
      harness.settle()
      let listItem = list.navigationItem.backBarButtonItem
      check.expect(listItem != nil, "a guarded top screen: the screen below it gets BackGuard's back item")
      check.expect(listItem?.menu != nil, "with a menu")
      listItem?.menu = UIMenu(children: [UIAction(title: "System entry") { _ in }])
      check.expect(
        listItem?.menu?.children.contains { $0.title == "System entry" }, false,
        "BackGuard's menu, which ignores the one UIKit assigns")
      check.expect(listItem?.title, "List", "titled as UIKit's own back button would be")
      check.expect(
        root.navigationItem.backBarButtonItem == nil, "the screens below the first guarded one keep UIKit's own")
      check.expect(
        navigationGuard.diagnostics()[route: .backMenu]?.isGuarded, true,
        "the diagnostics find BackGuard's back item below the top (they check its type)")
      if #available(iOS 16, *) {
        check.expect(form.navigationItem.backAction != nil, "the guarded screen keeps the system back button")
      }
      check.expect((form.navigationItem.leftBarButtonItems ?? []).isEmpty, "with no leading button of BackGuard's")

      harness.push("Preview")
      check.expect(
        form.navigationItem.backBarButtonItem != nil, "an unguarded screen above the guarded one: from it up, too")
      check.expect(list.navigationItem.backBarButtonItem === listItem, "the item below the guarded screen stays")

      form.backGuard = nil
      harness.settle()
      check.expect(backItems().allSatisfy { $0 == nil }, "the guard gone, so are BackGuard's back items")
      return check.checks
    }

    // MARK: ⌘[

    /// The selector of BackGuard's ⌘[ on a screen (`backGuardGoBackFromKeyboard(_:)`, internal to BackGuard).
    private static let screenKeyCommandAction = NSSelectorFromString("backGuardGoBackFromKeyboard:")

    /// The key commands of BackGuard's that `screen` lists, as UIKit reads them along the responder chain.
    private static func backGuardKeyCommands(on screen: UIViewController) -> [UIKeyCommand] {
      (screen.keyCommands ?? []).filter { $0.action == screenKeyCommandAction }
    }

    /// Outside ``BackGuardNavigationController`` the guarded top screen offers one ⌘[ of BackGuard's, only while it is
    /// the guarded top screen; its action asks the guard with ``BackSource/keyCommand``. The subclass swaps UIKit's own
    /// ⌘[ in its own `keyCommands`, so its screens get none.
    ///
    /// Cannot prove: that UIKit finds the screen's command before the navigation controller's own ⌘[ on a real key
    /// press, nor what happens when no view is first responder (B73). The scenario calls the command's action on the
    /// screen, as UIKit would send it.
    public static func guardedTopScreenOffersItsOwnKeyCommandOutsideTheSubclass() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var decision = BackDecision.deny
      var asked: [BackSource] = []
      let guardAsking = {
        ScreenGuard { attempt in
          asked.append(attempt.source)
          return decision
        }
      }
      let list = harness.push("List")
      check.expect(backGuardKeyCommands(on: list).count, 0, "an unguarded top screen has no ⌘[ of BackGuard's")
      let editor = harness.push("Editor", backGuard: guardAsking())
      let commands = backGuardKeyCommands(on: editor)
      check.expect(commands.count, 1, "a guarded top screen lists exactly one ⌘[ of BackGuard's")
      check.expect(commands.first?.input, "[", "on [")
      check.expect(commands.first?.modifierFlags, .command, "with ⌘")
      check.expect(commands.first?.wantsPriorityOverSystemBehavior, true, "ahead of system behaviour")
      check.expect(commands.first?.discoverabilityTitle?.isEmpty, false, "titled for the keyboard shortcuts list")
      check.expect(backGuardKeyCommands(on: list).count, 0, "the screen below has none")
      editor.backGuard = guardAsking()
      harness.settle()
      check.expect(backGuardKeyCommands(on: editor).count, 1, "a new guard on the screen adds no second command")

      harness.push("Preview")
      check.expect(backGuardKeyCommands(on: editor).count, 0, "covered by another screen, the guarded one offers none")
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      check.expect(backGuardKeyCommands(on: editor).count, 1, "on top again, it offers one again")

      if let command = backGuardKeyCommands(on: editor).first, let action = command.action {
        harness.clearEvents()
        _ = editor.perform(action, with: command)
        harness.settle()
        check.expect(asked, [.keyCommand], "the command's action asks the guard, told the route keyCommand")
        check.expect(harness.titles, ["Root", "List", "Editor"], "a deny keeps the screen")
        check.expect(harness.eventSummary, ["keyCommand deny"], "the attempt is named keyCommand")
      } else {
        check.expect(false, "the guarded top screen has a ⌘[ of BackGuard's to invoke")
      }

      editor.backGuard = nil
      harness.settle()
      check.expect(backGuardKeyCommands(on: editor).count, 0, "the guard removed, the command goes")
      editor.backGuard = guardAsking()
      harness.settle()
      decision = .allow
      if let command = backGuardKeyCommands(on: editor).first, let action = command.action {
        harness.clearEvents()
        _ = editor.perform(action, with: command)
        harness.settle()
        check.expect(harness.titles, ["Root", "List"], "an approval goes back one screen")
        check.expect(harness.eventSummary.last, "left 1 by keyCommand", "reported as a ⌘[ departure")
        check.expect(backGuardKeyCommands(on: editor).count, 0, "the screen that left keeps no command")
      } else {
        check.expect(false, "a guard set again brings the command back")
      }

      let subclass = ScenarioHarness(subclass: true)
      defer { subclass.tearDown() }
      let guarded = subclass.push("Editor", backGuard: ScreenGuard { _ in .deny })
      check.expect(
        backGuardKeyCommands(on: guarded).count, 0, "in BackGuardNavigationController the top screen gets none")
      let controllerBackCommands = (subclass.navigationController.keyCommands ?? []).filter {
        $0.input == "[" && $0.modifierFlags == .command
      }
      check.expect(controllerBackCommands.count, 1, "the subclass lists one ⌘[ itself, in place of UIKit's own")
      return check.checks
    }

    // MARK: Diagnostics

    /// `diagnostics()` of a plain controller (`install()`) with a guarded top screen, on iOS 17+: one line per route of
    /// the table, each with the table's coverage for this configuration, and the routes by which a guarded screen can
    /// leave unasked are exactly the table's (``BackRouteTable/unguardedUserRoutes(in:)`` for a person's routes; the
    /// app's own pops, which the table says are not seen outside the subclass). Under `.system` the back menu joins
    /// them, so the comparison is not only with an empty list.
    ///
    /// Cannot prove: that the routes the diagnostics call asked are asked on a device; the other scenarios drive each
    /// route the way UIKit would.
    public static func diagnosticsOfAPlainControllerFollowTheRouteTable() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 17, *) else {
        check.skip("the scenarios run on iOS 17+; iOS 15 and 16 outside the subclass have other rows")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("List")
      harness.push("Editor", backGuard: ScreenGuard { _ in .deny })
      let navigationGuard = harness.navigationController.backNavigation
      let era = BackGuardEra(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
      for policy in [BackMenuPolicy.guarded, .system] {
        navigationGuard.backMenuPolicy = policy
        harness.settle()
        let configuration = BackRouteTable.Configuration(
          setup: .navigationController, era: era, menuPolicy: policy,
          voiceOverEscapeHook: BackNavigation.isVoiceOverEscapeHookInstalled)
        let diagnostics = navigationGuard.diagnostics()
        let routes = diagnostics.routes.map(\.route)
        check.expect(routes.count, 12, "\(configuration): twelve routes")
        check.expect(routes, BackRoute.allCases, "\(configuration): in the table's order")
        check.expect(
          diagnostics.routes.map(\.coverage),
          BackRoute.allCases.map { BackRouteTable.coverage(of: $0, in: configuration) },
          "\(configuration): each with the table's coverage (the adapter knows its setup and era)")
        let unguarded = diagnostics.unguardedLines.map(\.route)
        check.expect(
          unguarded.filter(\.isUserRoute), BackRouteTable.unguardedUserRoutes(in: configuration),
          "\(configuration): a person's routes that leave unasked are the table's")
        check.expect(
          unguarded.filter { !$0.isUserRoute },
          BackRoute.allCases.filter {
            !$0.isUserRoute && BackRouteTable.coverage(of: $0, in: configuration).canLeaveUnasked
          },
          "\(configuration): and of the app's routes, those the table says are not seen")
        check.expect(diagnostics[route: .keyCommand]?.leavesUnasked, false, "\(configuration): ⌘[ is asked")
      }
      navigationGuard.backMenuPolicy = .guarded
      return check.checks
    }

    // MARK: Hidden back button

    /// A screen that hides its back button keeps UIKit's refusal of the swipe, guarded or not, unless it asks for the
    /// swipe with `allowsSwipeBack = true` (B143): BackGuard's gate refuses without asking the guard, and lets the
    /// guard decide once the screen asked.
    ///
    /// Cannot prove: that UIKit calls the gate on a real touch, or what UIKit's own recognizer filter (B44) does with a
    /// hidden back button. Where UIKit's own delegate refuses too, the refusal cannot tell whose it was (the
    /// `allowsSwipeBack` getter says BackGuard's reading); if the last check fails on a device, UIKit's own
    /// `gestureRecognizerShouldBegin` refuses a hidden back button, which its answer in the message shows.
    public static func hiddenBackButtonKeepsUIKitsRefusalOfTheSwipe() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let navigationGuard = harness.navigationController.backNavigation
      harness.push("List")
      let form = harness.push("Form")
      form.navigationItem.hidesBackButton = true
      check.expect(!navigationGuard.gatesEdgeSwipe, "unguarded, BackGuard's gate is not in place: UIKit's own answers")
      let uikitAnswer = harness.edgeSwipeShouldBegin().map { "\($0)" } ?? "no recognizer"
      var asked = 0
      form.backGuard = ScreenGuard { _ in
        asked += 1
        return .allow
      }
      harness.settle()
      check.expect(navigationGuard.gatesEdgeSwipe, "a guarded top screen has BackGuard's gate")
      check.expect(form.allowsSwipeBack, false, "allowsSwipeBack reads false while the back button is hidden")
      check.expect(harness.edgeSwipeShouldBegin(), false, "the gate refuses the swipe of a hidden back button")
      check.expect(asked, 0, "without asking the guard")
      form.allowsSwipeBack = true
      harness.settle()
      check.expect(
        harness.edgeSwipeShouldBegin(), true,
        "the screen asked for the swipe: the gate lets the guard decide (UIKit's own delegate alone answered "
          + "\(uikitAnswer) for this screen)")
      check.expect(asked, 1, "and the guard is asked once")
      return check.checks
    }
  }
#endif
