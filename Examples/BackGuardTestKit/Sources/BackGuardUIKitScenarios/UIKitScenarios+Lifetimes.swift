#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import Foundation
  import UIKit

  /// Scenarios about what outlives what: a delegate that dies while UIKit still counts on it, values that go with
  /// their view controller, and a handler slot BackGuard shares with the app.
  extension UIKitScenarios {
    static let lifetimes: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("callsMadeAfterTheAppDelegateDiesAreStillAnswered", callsMadeAfterTheAppDelegateDiesAreStillAnswered),
      ("sheetDismissalGoesWithItsViewController", sheetDismissalGoesWithItsViewController),
      ("escapeBlockTheAppSetsIsNeverOverwritten", escapeBlockTheAppSetsIsNeverOverwritten),
    ]

    /// UIKit asks the proxy `responds(to:)` when it is assigned and may keep the answer. The app's delegate is then
    /// released off the main thread: the proxy's weak reference reads `nil` at once, and the proxy hears of the
    /// release only on a later main-actor turn. That is the gap a delegate dying inside a teardown opens. A call made
    /// on the kept answer, sent straight to the proxy as the runtime sends it, must be answered, not end in
    /// "unrecognized selector".
    public static func callsMadeAfterTheAppDelegateDiesAreStillAnswered() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false, installs: false)
      defer { harness.tearDown() }
      let navigationController = harness.navigationController
      let holder = ReleasedOffTheMainThread(RecordingNavigationDelegate())
      navigationController.delegate = holder.object as? any UINavigationControllerDelegate
      navigationController.backNavigation.install()
      guard let proxy = navigationController.delegate as? NSObject else {
        check.expect(false, "BackGuard's proxy is the controller's delegate")
        return check.checks
      }
      let orientations = #selector(
        UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
      let animation = #selector(
        UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))
      check.expect(proxy.responds(to: orientations), true, "claimed while the app's delegate answers it")
      check.expect(proxy.responds(to: animation), false, "a method the app's delegate lacks is not claimed")

      holder.releaseOnAnotherThread()
      check.expect(holder.isReleased, true, "the app's delegate is gone")
      check.expect(proxy.responds(to: orientations), false, "no longer claimed once the delegate reads nil")

      // The call UIKit makes on the answer it kept: the method's implementation as the runtime finds it, called
      // directly (for a method the proxy does not implement, that is the runtime's forwarding).
      typealias Orientations = @convention(c) (AnyObject, Selector, UINavigationController) -> UInt
      let call = unsafeBitCast(proxy.method(for: orientations), to: Orientations.self)
      let mask = UIInterfaceOrientationMask(rawValue: call(proxy, orientations, navigationController))
      let documented: UIInterfaceOrientationMask =
        navigationController.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
      check.expect(mask, documented, "answered with the documented default, without a crash")
      _ = navigationController.supportedInterfaceOrientations  // UIKit's own way to the delegate
      harness.settle()  // the release reaches the proxy: it is assigned again
      check.expect(navigationController.delegate === proxy, "the proxy stays the controller's delegate")
      harness.push("Detail")
      check.expect(harness.titles, ["Root", "Detail"], "and the stack works on")
      presentationDelegateDiesBeforeACall(check)
      return check.checks
    }

    /// The same gap for a sheet's presentation delegate.
    private static func presentationDelegateDiesBeforeACall(_ check: ScenarioRecorder) {
      let sheet = UIViewController()
      let holder = ReleasedOffTheMainThread(AdaptingPresentationDelegate())
      sheet.presentationController?.delegate = holder.object as? any UIAdaptivePresentationControllerDelegate
      sheet.sheetDismissal.install()
      guard let presentation = sheet.presentationController, let proxy = presentation.delegate as? NSObject else {
        check.expect(false, "BackGuard's proxy is the presentation controller's delegate")
        return
      }
      let style = #selector(
        UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:))
      check.expect(proxy.responds(to: style), true, "the sheet's proxy claims the app's adaptive style")
      holder.releaseOnAnotherThread()
      check.expect(proxy.responds(to: style), false, "and stops once the app's delegate reads nil")
      typealias Style = @convention(c) (AnyObject, Selector, UIPresentationController, UITraitCollection) -> Int
      let call = unsafeBitCast(proxy.method(for: style), to: Style.self)
      let answer = UIModalPresentationStyle(rawValue: call(proxy, style, presentation, sheet.traitCollection))
      check.expect(answer, UIModalPresentationStyle.none, "a kept answer gets the documented default, no crash")
      sheet.sheetDismissal.uninstall()
    }

    /// A view controller's sheetDismissal is stored on it, so it goes when the view controller goes (a weak-to-strong
    /// map table kept it until the table resized).
    public static func sheetDismissalGoesWithItsViewController() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      weak var sheetDismissal: SheetDismissal?
      weak var released: UIViewController?
      autoreleasepool {
        let sheet = UIViewController()
        let made = sheet.sheetDismissal
        check.expect(sheet.sheetDismissal === made, "one sheetDismissal per view controller")
        sheetDismissal = made
        released = sheet
      }
      check.expect(released == nil, "the view controller is gone")
      check.expect(sheetDismissal == nil, "and its sheetDismissal went with it")
      return check.checks
    }

    /// iOS 17's escape block is a slot the app may set too. BackGuard's block goes in while a guard is in reach; a
    /// block the app sets afterwards stays, and when the guard goes BackGuard puts back what was there only if its
    /// own block is still in the slot.
    public static func escapeBlockTheAppSetsIsNeverOverwritten() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 17, *) else {
        check.skip("accessibilityPerformEscapeBlock exists from iOS 17")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let controller = harness.navigationController
      let appsFirst = EscapeCounter()
      controller.accessibilityPerformEscapeBlock = appsFirst.block

      // Nothing changed by the app: the app's block comes back when the guard goes.
      let editor = harness.push("Editor", backGuard: ScreenGuard { _ in .deny })
      check.expect(controller.accessibilityPerformEscapeBlock?(), true, "BackGuard's block handles the escape")
      check.expect(appsFirst.count, 0, "through the guard, not the app's block")
      editor.backGuard = nil
      harness.settle()
      check.expect(controller.accessibilityPerformEscapeBlock?(), true, "the app's block is back")
      check.expect(appsFirst.count, 1, "and it is the app's own")

      // The app sets a block while BackGuard's is in: it stays, during the guard and after.
      editor.backGuard = ScreenGuard { _ in .deny }
      harness.settle()
      let view = editor.view!
      let appsOnController = EscapeCounter()
      let appsOnView = EscapeCounter()
      controller.accessibilityPerformEscapeBlock = appsOnController.block
      view.accessibilityPerformEscapeBlock = appsOnView.block
      harness.push("Other")
      harness.navigationController.popViewController(animated: false)
      harness.settle()  // BackGuard wires the stack again
      check.expect(controller.accessibilityPerformEscapeBlock?(), true, "the app's controller block is not replaced")
      check.expect(view.accessibilityPerformEscapeBlock?(), true, "nor the app's block on the screen's view")
      check.expect([appsOnController.count, appsOnView.count], [1, 1], "both are the app's")
      editor.backGuard = nil
      harness.settle()
      check.expect(controller.accessibilityPerformEscapeBlock?(), true, "the guard gone, the app's newer block stays")
      check.expect(view.accessibilityPerformEscapeBlock?(), true, "on the view too")
      check.expect([appsOnController.count, appsOnView.count], [2, 2], "not the older one BackGuard kept")
      check.expect(appsFirst.count, 1, "the older block is not written back over them")
      controller.accessibilityPerformEscapeBlock = nil
      return check.checks
    }
  }

  /// Holds an object so that a scenario can release it on another thread.
  final class ReleasedOffTheMainThread: @unchecked Sendable {
    private let lock = NSLock()
    private var strong: AnyObject?
    private weak var weakObject: AnyObject?

    init(_ object: AnyObject) {
      strong = object
      weakObject = object
    }

    /// The object, while it lives.
    var object: AnyObject? { weakObject }

    /// Whether the object is gone.
    var isReleased: Bool { weakObject == nil }

    /// Drops the last strong reference on a new thread, and waits until it is dropped.
    func releaseOnAnotherThread() {
      let done = DispatchSemaphore(value: 0)
      let thread = Thread { [self] in
        lock.lock()
        strong = nil
        lock.unlock()
        done.signal()
      }
      thread.start()
      done.wait()
    }
  }

  /// An app's presentation delegate that adapts its sheets to full screen.
  final class AdaptingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .fullScreen }
  }

  /// An app's escape block that counts its calls and handles the escape.
  final class EscapeCounter {
    var count = 0
    var block: () -> Bool {
      { [self] in
        count += 1
        return true
      }
    }
  }
#endif
