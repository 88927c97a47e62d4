#if canImport(UIKit)
  import BackGuardSwiftUI
  @_spi(TestKit) import BackGuardCore
  @_spi(TestKit) import BackGuard
  import SwiftUI
  import UIKit

  /// Scenarios of sheets and SwiftUI screens whose UIKit objects change under them: a new presentation controller, a
  /// SwiftUI screen moved to another navigation controller, and a guarded SwiftUI sheet root with a screen on top.
  extension UIKitScenarios {
    static let sheetsAndSwiftUI: [(name: String, run: @MainActor () -> [ScenarioCheck])] = [
      ("sheetGuardFollowsANewPresentationController", sheetGuardFollowsANewPresentationController),
      ("movedSwiftUIScreenLeavesThroughItsNewStack", movedSwiftUIScreenLeavesThroughItsNewStack),
      ("coveredSwiftUISheetRootAsksFromTheVisibleScreen", coveredSwiftUISheetRootAsksFromTheVisibleScreen),
      (
        "approvedSwiftUISheetWithAGuardedStackRootIsDismissedBySwiftUI",
        approvedSwiftUISheetWithAGuardedStackRootIsDismissedBySwiftUI
      ),
    ]

    // MARK: A new presentation controller (ledger B170)

    public static func sheetGuardFollowsANewPresentationController() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      var asked: [BackSource] = []
      let editor = UIViewController()
      editor.title = "Editor"
      editor.backGuard = ScreenGuard { attempt in
        asked.append(attempt.source)
        return .deny
      }
      let sheet = UINavigationController(rootViewController: editor)
      sheet.sheetDismissal.install()
      // Set after install(): UIKit makes the presentation controller it uses from the style it finds now.
      sheet.modalPresentationStyle = .formSheet
      harness.navigationController.present(sheet, animated: false)
      settle(for: 0.2)
      check.expect(sheet.sheetDismissal.isInstalled, true, "the guard is on the presentation controller in use")
      check.expect(swipeDownBegins(sheet), false, "a swipe-down of the restyled sheet is refused to UIKit")
      check.expect(asked, [.sheetDismiss], "and the guard is asked")
      // The app dismisses the sheet itself, unseen by BackGuard, and presents it again.
      sheet.dismiss(animated: false)
      settle(for: 0.2)
      harness.navigationController.present(sheet, animated: false)
      settle(for: 0.2)
      check.expect(sheet.sheetDismissal.isInstalled, true, "presented again, the guard is on the new one")
      check.expect(swipeDownBegins(sheet), false, "a swipe-down of the sheet presented again is refused")
      check.expect(asked, [.sheetDismiss, .sheetDismiss], "and the guard is asked again")
      sheet.dismiss(animated: false)
      settle(for: 0.2)
      return check.checks
    }

    // MARK: A SwiftUI screen moved to another stack (ledger B135, B171)

    public static func movedSwiftUIScreenLeavesThroughItsNewStack() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let probe = SwiftUIProbe()
      let screen = UIHostingController(rootView: ProbeScreen(probe: probe))
      screen.title = "Editor"
      harness.navigationController.pushViewController(screen, animated: false)
      settle(until: { probe.requestBack != nil })
      settle(for: 0.2)
      // A split view's collapse moves the screen onto another navigation controller (public calls only).
      harness.navigationController.popViewController(animated: false)
      harness.settle()
      let listRoot = UIViewController()
      listRoot.title = "List"
      let other = UINavigationController(rootViewController: listRoot)
      other.pushViewController(screen, animated: false)
      harness.window.rootViewController = other
      settle(for: 0.3)
      var performed = false
      let outcome = probe.requestBack?.leaveStack(named: "Close") { performed = true }
      settle(until: { !probe.asked.isEmpty })
      check.expect(outcome != .allowed && outcome != nil, "leaving the new stack is not let through unasked")
      check.expect(probe.asked, [.appRequest("Close")], "the moved screen's .backGuard is asked")
      check.expect(performed, false, "its deny keeps the work from running")
      check.expect(other.viewControllers.count, 2, "and the screen stays in its new stack")
      harness.window.rootViewController = harness.navigationController
      return check.checks
    }

    // MARK: A guarded SwiftUI sheet root with a screen on top (ledger B172, B173)

    public static func coveredSwiftUISheetRootAsksFromTheVisibleScreen() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 16, *) else {
        check.skip("NavigationStack exists from iOS 16")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let model = SheetModel(confirms: true)
      guard let sheet = presentSwiftUISheet(model, in: harness) else {
        check.expect(false, "SwiftUI presented the sheet")
        return check.checks
      }
      model.path = ["Details"]
      settle(for: 0.6)
      check.expect(swipeDownBegins(sheet), false, "a swipe-down with the guarded root covered is refused")
      settle(until: { topmostPresented(from: harness.window) is UIAlertController }, timeout: 2)
      let alert = topmostPresented(from: harness.window) as? UIAlertController
      check.expect(alert?.title, "Discard changes?", "the root's question is shown, from the visible screen")
      check.expect(alert?.message?.hasPrefix("Form") == true, "its message names the covered guarded screen")
      check.expect(sheet.sheetDismissal.pendingAttempt?.source, .sheetDismiss, "the swipe-down waits for the answer")
      sheet.sheetDismissal.cancelPendingAttempt()
      settle(until: { !(topmostPresented(from: harness.window) is UIAlertController) }, timeout: 2)
      check.expect(
        topmostPresented(from: harness.window) is UIAlertController, false, "an ended attempt closes the question")
      check.expect(sheet.presentingViewController != nil, true, "and the sheet stays")
      model.isPresented = false
      settle(for: 0.8)
      harness.window.rootViewController = harness.navigationController
      return check.checks
    }

    public static func approvedSwiftUISheetWithAGuardedStackRootIsDismissedBySwiftUI() -> [ScenarioCheck] {
      let check = ScenarioRecorder()
      guard #available(iOS 16, *) else {
        check.skip("NavigationStack exists from iOS 16")
        return check.checks
      }
      let harness = ScenarioHarness(subclass: false)
      defer { harness.tearDown() }
      let model = SheetModel(confirms: false)
      guard let sheet = presentSwiftUISheet(model, in: harness) else {
        check.expect(false, "SwiftUI presented the sheet")
        return check.checks
      }
      check.expect(swipeDownBegins(sheet), false, "a swipe-down with the guarded stack root asks first")
      settle(until: { sheet.presentingViewController == nil && !model.isPresented }, timeout: 2)
      settle(for: 0.3)
      check.expect(model.asked, [.sheetDismiss], "the root's .backGuard is asked once")
      check.expect(sheet.presentingViewController == nil, true, "the approval dismisses the sheet")
      check.expect(model.isPresented, false, "SwiftUI's binding follows (its DismissAction dismissed the sheet)")
      check.expect(model.dismissCalls, 1, "and its onDismiss runs once")
      harness.window.rootViewController = harness.navigationController
      return check.checks
    }

    // MARK: Helpers

    /// What UIKit does when a person starts a swipe-down: with `isModalInPresentation` (SwiftUI's
    /// `interactiveDismissDisabled`) it reports an attempt; otherwise it asks `shouldDismiss` and reports a refusal.
    ///
    /// - Returns: Whether the swipe may begin.
    private static func swipeDownBegins(_ sheet: UIViewController) -> Bool {
      guard let controller = sheet.presentationController, let delegate = controller.delegate else { return true }
      if sheet.isModalInPresentation {
        delegate.presentationControllerDidAttemptToDismiss?(controller)
        return false
      }
      let allowed = delegate.presentationControllerShouldDismiss?(controller) ?? true
      if !allowed { delegate.presentationControllerDidAttemptToDismiss?(controller) }
      return allowed
    }

    /// Turns the run loop for `seconds`, so SwiftUI updates and UIKit finishes its transitions.
    private static func settle(for seconds: TimeInterval) {
      RunLoop.current.run(until: Date().addingTimeInterval(seconds))
    }

    /// Turns the run loop until `condition` holds, at most `timeout` seconds.
    private static func settle(until condition: () -> Bool, timeout: TimeInterval = 1) {
      let deadline = Date().addingTimeInterval(timeout)
      while !condition() && Date() < deadline {
        RunLoop.current.run(until: Date().addingTimeInterval(0.02))
      }
    }

    /// The last view controller presented from the window's root, following each presentation.
    private static func topmostPresented(from window: UIWindow) -> UIViewController? {
      var current = window.rootViewController
      while let presented = current?.presentedViewController { current = presented }
      return current
    }

    /// Shows `SheetPresenter` in the harness's window and presents its sheet.
    ///
    /// - Returns: The sheet's view controller, once SwiftUI has presented it.
    @available(iOS 16, *)
    private static func presentSwiftUISheet(_ model: SheetModel, in harness: ScenarioHarness) -> UIViewController? {
      let host = UIHostingController(rootView: SheetPresenter(model: model))
      harness.window.rootViewController = host
      settle(for: 0.2)
      model.isPresented = true
      settle(until: { host.presentedViewController != nil && host.presentedViewController?.isBeingPresented == false })
      settle(for: 0.4)
      return host.presentedViewController
    }
  }

  /// What a SwiftUI screen in a scenario saw: the questions its guard was asked, and its `requestBack`.
  @MainActor
  private final class SwiftUIProbe: ObservableObject {
    var asked: [BackSource] = []
    var requestBack: RequestBackAction?
  }

  /// A guarded SwiftUI screen that hands its `requestBack` to the scenario.
  private struct ProbeScreen: View {
    let probe: SwiftUIProbe

    var body: some View {
      ActionReader(probe: probe)
        .navigationTitle("Editor")
        .backGuard(isActive: true) { attempt in
          probe.asked.append(attempt.source)
          return .deny
        }
    }
  }

  /// Reads `requestBack` inside `.backGuard`, where it is visible.
  private struct ActionReader: View {
    @Environment(\.requestBack) private var requestBack
    let probe: SwiftUIProbe

    var body: some View {
      Text(verbatim: "Editor").onAppear { probe.requestBack = requestBack }
    }
  }

  /// The state of a SwiftUI sheet holding a `NavigationStack` whose root is guarded.
  @MainActor
  private final class SheetModel: ObservableObject {
    @Published var isPresented = false
    @Published var path: [String] = []
    /// Whether the root asks "Discard changes?" (else its guard allows at once).
    let confirms: Bool
    var asked: [BackSource] = []
    var dismissCalls = 0

    init(confirms: Bool) { self.confirms = confirms }
  }

  @available(iOS 16, *)
  private struct SheetPresenter: View {
    @ObservedObject var model: SheetModel

    var body: some View {
      Color.clear
        .sheet(
          isPresented: $model.isPresented, onDismiss: { model.dismissCalls += 1 },
          content: {
            NavigationStack(path: $model.path) {
              SheetRoot(model: model)
                .navigationDestination(for: String.self) { title in
                  Text(verbatim: title).navigationTitle(title)
                }
            }
          })
    }
  }

  /// The sheet's guarded root screen, "Form".
  private struct SheetRoot: View {
    let model: SheetModel

    var body: some View {
      if model.confirms {
        Text(verbatim: "Form")
          .navigationTitle("Form")
          .backGuard(isActive: true, confirm: "Discard changes?")
      } else {
        Text(verbatim: "Form")
          .navigationTitle("Form")
          .backGuard(isActive: true) { attempt in
            model.asked.append(attempt.source)
            return .allow
          }
      }
    }
  }
#endif
