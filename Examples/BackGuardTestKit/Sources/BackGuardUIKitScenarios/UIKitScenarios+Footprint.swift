#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import UIKit

  /// Scenarios of the adapter's second design: no guard, no change; UIKit's own checks kept; released delegates never
  /// crash; the app's later changes to its items are never overwritten.
  extension UIKitScenarios {
    static let secondDesign: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("unguardedStackLooksAndBehavesAsWithoutBackGuard", unguardedStackLooksAndBehavesAsWithoutBackGuard),
      ("backTitleTheAppChangesLaterIsNeverOverwritten", backTitleTheAppChangesLaterIsNeverOverwritten),
      ("swipeKeepsUIKitsOwnRefusal", swipeKeepsUIKitsOwnRefusal),
      ("swipeNeverBeginsOverAPresentationOrBeforeAPushStarts", swipeNeverBeginsOverAPresentationOrBeforeAPushStarts),
      ("releasedAppDelegatesNeverCrashTheProxies", releasedAppDelegatesNeverCrashTheProxies),
      ("guardSetBeforeThePushIsWiredAfterIt", guardSetBeforeThePushIsWiredAfterIt),
      ("approvedOneLevelPopGoesThroughPopViewController", approvedOneLevelPopGoesThroughPopViewController),
      ("diagnosticsNameEveryRoute", diagnosticsNameEveryRoute),
      ("appReadsItsOwnDelegateBack", appReadsItsOwnDelegateBack),
    ]

    /// The app's own navigation delegate, read back and replaced through BackGuard (B192).
    public static func appReadsItsOwnDelegateBack() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let coordinator = AppNavigationDelegate()
      let harness = ScenarioHarness(subclass: false, installs: false)
      defer { harness.tearDown() }
      let navigationGuard = harness.navigationController.backNavigation
      harness.navigationController.delegate = coordinator
      check.expect(navigationGuard.forwardedDelegate === coordinator, "before install: the controller's own delegate")
      navigationGuard.install()
      check.expect(harness.navigationController.delegate !== coordinator, "after install: the proxy")
      check.expect(navigationGuard.forwardedDelegate === coordinator, "and the app reads its own object back")
      let next = AppNavigationDelegate()
      navigationGuard.forwardedDelegate = next
      check.expect(navigationGuard.forwardedDelegate === next, "setting it forwards to the new object")
      check.expect(navigationGuard.isInstalled, "and keeps BackGuard installed")
      harness.push("Detail")
      check.expect(next.didShowCalls, 1, "the new object hears didShow through the proxy")
      navigationGuard.uninstall()
      check.expect(harness.navigationController.delegate === next, "uninstall() gives the controller the app's object")
      return check.checks
    }

    private final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
      private(set) var didShowCalls = 0

      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
      ) {
        didShowCalls += 1
      }
    }

    /// What BackGuard could change on one screen, as plain values.
    private struct ItemSnapshot: Equatable {
      var hasBackAction: Bool
      var backBarButtonItem: ObjectIdentifier?
      var backButtonTitle: String?
      var displayMode: UINavigationItem.BackButtonDisplayMode
      var hasViewEscapeBlock: Bool

      @MainActor init(_ screen: UIViewController) {
        let item = screen.navigationItem
        if #available(iOS 16, *) { hasBackAction = item.backAction != nil } else { hasBackAction = false }
        backBarButtonItem = item.backBarButtonItem.map(ObjectIdentifier.init)
        backButtonTitle = item.backButtonTitle
        displayMode = item.backButtonDisplayMode
        if #available(iOS 17, *) {
          hasViewEscapeBlock = screen.viewIfLoaded?.accessibilityPerformEscapeBlock != nil
        } else {
          hasViewEscapeBlock = false
        }
      }
    }

    private static func snapshot(_ navigationController: UINavigationController) -> [ItemSnapshot] {
      navigationController.viewControllers.map(ItemSnapshot.init)
    }

    // MARK: Footprint

    public static func unguardedStackLooksAndBehavesAsWithoutBackGuard() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false, installs: false)
      defer { harness.tearDown() }
      let root = harness.navigationController.viewControllers[0]
      root.navigationItem.backButtonTitle = "Home"
      let list = harness.push("List")
      list.navigationItem.backButtonDisplayMode = .minimal
      let custom = UIBarButtonItem(title: "Cards")
      harness.push("Cards").navigationItem.backBarButtonItem = custom
      harness.push("Detail")
      let edge = harness.navigationController.interactivePopGestureRecognizer
      let systemEdgeDelegate = edge?.delegate
      let before = snapshot(harness.navigationController)

      harness.navigationController.backNavigation.install()
      harness.settle()
      check.expect(snapshot(harness.navigationController), before, "install() changes no navigation item")
      check.expect(edge?.delegate === systemEdgeDelegate, "nor the swipe's delegate")
      if #available(iOS 17, *) {
        check.expect(
          harness.navigationController.accessibilityPerformEscapeBlock == nil, "nor the controller's escape handler")
      }

      let top = harness.navigationController.topViewController!
      top.backGuard = ScreenGuard { _ in .deny }
      harness.settle()
      if #available(iOS 16, *) {
        check.expect(top.navigationItem.backAction != nil, "a guard brings BackGuard's back action to its screen")
      }
      check.expect(edge?.delegate !== systemEdgeDelegate, "and its swipe proxy")
      // The first design left the app's own back item in place under the default menu policy (.system). The default
      // is now .guarded: the screen below the guarded top shows BackGuard's back item, which takes the app's title,
      // and the app's own item is kept, untouched, for when the guard goes.
      let cardsItem = harness.navigationController.viewControllers[2].navigationItem.backBarButtonItem
      check.expect(
        cardsItem != nil && cardsItem !== custom, "the default menu policy puts BackGuard's back item below the guard")
      check.expect(cardsItem?.title, "Cards", "which shows the title of the app's own back item")
      check.expect(custom.title, "Cards", "the app's own back item is untouched")

      top.backGuard = nil
      harness.settle()
      check.expect(snapshot(harness.navigationController), before, "removing the guard takes every change back")
      check.expect(edge?.delegate === systemEdgeDelegate, "including the swipe's delegate")
      return check.checks
    }

    public static func backTitleTheAppChangesLaterIsNeverOverwritten() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.navigationController.backNavigation.backMenuPolicy = .guarded
      let root = harness.navigationController.viewControllers[0]
      root.navigationItem.backButtonTitle = "Products"
      let editor = harness.push("Editor", backGuard: ScreenGuard { _ in .deny })
      let backItem = root.navigationItem.backBarButtonItem
      check.expect(backItem?.title, "Products", "BackGuard's back item reads the app's back title")
      // WooCommerce renames the back title while the user edits.
      root.navigationItem.backButtonTitle = "Cancel"
      editor.backGuard = ScreenGuard { _ in .deny }  // any refresh
      check.expect(root.navigationItem.backBarButtonItem?.title, "Cancel", "and follows the app's new one")
      editor.backGuard = nil
      check.expect(root.navigationItem.backBarButtonItem == nil, "without a guard the app's nil back item is back")
      check.expect(root.navigationItem.backButtonTitle, "Cancel", "and the app's latest title, not a stale one")
      return check.checks
    }

    // MARK: UIKit's checks

    public static func swipeKeepsUIKitsOwnRefusal() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false, installs: false)
      defer { harness.tearDown() }
      harness.push("List")
      let edge = harness.navigationController.interactivePopGestureRecognizer
      // Stands for UIKit's own delegate, which BackGuard keeps asking.
      let system = RefusingGestureDelegate()
      edge?.delegate = system
      harness.navigationController.backNavigation.install()
      var asked = 0
      harness.push(
        "Editor",
        backGuard: ScreenGuard { _ in
          asked += 1
          return .allow
        })
      check.expect(edge?.delegate !== system, "the guarded top screen has BackGuard's proxy")
      check.expect(harness.edgeSwipeShouldBegin(), false, "UIKit's own refusal stands")
      check.expect(asked, 0, "and the guard is not asked about a swipe that would not begin")
      system.answer = true
      check.expect(harness.edgeSwipeShouldBegin(), true, "once UIKit agrees, the guard decides")
      check.expect(asked, 1, "asked once")
      return check.checks
    }

    public static func swipeNeverBeginsOverAPresentationOrBeforeAPushStarts() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let editor = harness.push("Editor", backGuard: ScreenGuard { _ in .allow })
      check.expect(harness.edgeSwipeShouldBegin(), true, "a guard that allows lets the swipe begin")
      editor.present(UIViewController(), animated: false)
      harness.settle()
      check.expect(harness.edgeSwipeShouldBegin(), false, "not while something is presented over the stack")
      editor.dismiss(animated: false)
      harness.settle()
      check.expect(harness.edgeSwipeShouldBegin(), true, "and again once it is gone")
      let next = UIViewController()
      next.backGuard = ScreenGuard { _ in .allow }
      harness.navigationController.pushViewController(next, animated: true)
      check.expect(harness.edgeSwipeShouldBegin(), false, "not while a push has not finished")
      harness.settle()
      check.expect(harness.edgeSwipeShouldBegin(), true, "and again after it")
      return check.checks
    }

    // MARK: Released delegates

    public static func releasedAppDelegatesNeverCrashTheProxies() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false, installs: false)
      defer { harness.tearDown() }
      var appDelegate: RecordingNavigationDelegate? = RecordingNavigationDelegate()
      harness.navigationController.delegate = appDelegate
      harness.navigationController.backNavigation.install()
      let proxy = harness.navigationController.delegate
      let orientations = #selector(
        UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
      check.expect(proxy?.responds(to: orientations), true, "the proxy answers for the app's optional method")
      appDelegate = nil
      check.expect(proxy?.responds(to: orientations), false, "and stops once the app's delegate is gone")
      check.expect(harness.navigationController.delegate === proxy, "the proxy stays, assigned again")
      harness.push("Editor", backGuard: ScreenGuard { _ in .allow })
      _ = harness.edgeSwipeShouldBegin()
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      let sheet = UIViewController()
      var sheetDelegate: RecordingPresentationDelegate? = RecordingPresentationDelegate()
      sheet.presentationController?.delegate = sheetDelegate
      sheet.sheetDismissal.install()
      harness.navigationController.present(sheet, animated: false)
      harness.settle()
      sheetDelegate = nil
      let presentation = sheet.presentationController
      _ = presentation.flatMap { $0.delegate?.presentationControllerShouldDismiss?($0) }
      sheet.dismiss(animated: false)
      harness.settle()
      check.expect(harness.titles, ["Root"], "push, swipe question, pop and presentation ran without a crash")
      _ = sheetDelegate
      return check.checks
    }

    // MARK: Timing

    public static func guardSetBeforeThePushIsWiredAfterIt() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 16, *) else {
        check.skip("backAction exists from iOS 16")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      // The app's own delegate replaces BackGuard's after installation: no willShow reaches BackGuard.
      let appDelegate = RecordingNavigationDelegate()
      harness.navigationController.delegate = appDelegate
      let editor = UIViewController()
      editor.backGuard = ScreenGuard { _ in .deny }
      harness.navigationController.pushViewController(editor, animated: false)
      harness.settle()
      check.expect(editor.navigationItem.backAction != nil, "a guard set in an initializer is wired after the push")
      _ = harness.navigationController.backNavigation.diagnostics()
      let holders = harness.events.compactMap { event -> String? in
        guard case .misuse(let misuse) = event, case .routeTakenOver(_, let property, let holder) = misuse.kind,
          property == "navigationController.delegate"
        else { return nil }
        return holder
      }
      check.expect(holders, ["RecordingNavigationDelegate"], "the replaced delegate is reported once, by its type")
      return check.checks
    }

    public static func approvedOneLevelPopGoesThroughPopViewController() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let navigationController = CountingNavigationController(rootViewController: UIViewController())
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigationController
      window.isHidden = false
      defer {
        window.isHidden = true
        window.rootViewController = nil
      }
      let editor = UIViewController()
      editor.backGuard = ScreenGuard { _ in .allow }
      navigationController.pushViewController(editor, animated: false)
      navigationController.popCount = 0
      check.expect(editor.requestBack(animated: false), .allowed, "an allowed request")
      check.expect(navigationController.popCount, 1, "pops through popViewController(animated:), once")
      check.expect(navigationController.viewControllers.count, 1, "one screen left")
      return check.checks
    }

    // MARK: Diagnostics

    /// The first design listed nine sources and said ⌘[ needs the subclass. Now there is one line per row of the route
    /// table (``BackRoute/allCases``), and outside the subclass the guarded top screen's own ⌘[ is asked.
    public static func diagnosticsNameEveryRoute() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      harness.push("Editor", backGuard: ScreenGuard { _ in .deny })
      let diagnostics = harness.navigationController.backNavigation.diagnostics()
      check.expect(diagnostics.routes.map(\.route), BackRoute.allCases, "one line per route, in the table's order")
      check.expect(
        diagnostics.routes.map(\.source), BackRoute.allCases.map(\.source), "each named by the source a guard is told")
      check.expect(diagnostics[.edgeSwipe]?.isGuarded, true, "the edge swipe is guarded")
      check.expect(
        diagnostics[.keyCommand]?.isGuarded, true, "outside the subclass ⌘[ is asked, through the screen's own command")
      check.expect(
        diagnostics[.programmatic(.popToRoot)]?.route, .appPop, "any programmatic call finds the line of the app's pops"
      )
      check.expect(
        diagnostics.description.split(separator: "\n").count, BackRoute.allCases.count, "printable, a line per route")
      return check.checks
    }
  }

  /// A swipe delegate whose answer a scenario sets, standing for UIKit's own.
  final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var answer = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { answer }
  }

  /// An app's presentation delegate with one optional method.
  final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  }

  /// A subclass that counts `popViewController(animated:)`, as an app's override would see it.
  final class CountingNavigationController: BackGuardNavigationController {
    var popCount = 0
    override func popViewController(animated: Bool) -> UIViewController? {
      popCount += 1
      return super.popViewController(animated: animated)
    }
  }
#endif
