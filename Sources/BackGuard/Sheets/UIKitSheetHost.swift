#if canImport(UIKit)
  import UIKit

  /// BackGuard's side of one sheet: the engine's host for a presented view controller and the screens inside it
  /// (``SheetContent`` says which); an approval dismisses the sheet once. Owned by ``SheetBackGuard``.
  @MainActor
  final class UIKitSheetHost: NavigationHost {
    /// The engine that applies the rules of going back to this sheet.
    private(set) var engine: BackNavigationEngine!

    /// The view controller that is (or will be) presented as the sheet.
    private(set) weak var viewController: UIViewController?

    /// Whether the delegate proxy is on the current presentation controller.
    var isInstalled: Bool {
      guard let proxy, let controller = installedController,
        controller === viewController?.presentationController
      else { return false }
      return controller.delegate === proxy
    }

    /// Looks again at the presentation controller of the sheet that holds `screen` (the top of its parent chain), if
    /// that sheet has an installed guard: UIKit may have made a new one since.
    static func refreshSheet(holding screen: UIViewController) {
      var root = screen
      while let parent = root.parent { root = parent }
      SheetBackGuard.existing(on: root)?.host.refreshPresentation()
    }

    /// Stands for the presenting screen, which is not known before `present(_:animated:)` and never has a guard
    /// of this sheet's.
    private let presenterID = ScreenID.make()
    private var proxy: PresentationDelegateProxy?
    private weak var installedController: UIPresentationController?
    private var wantsInstall = false
    /// Whether a look at the presentation controller is due on the next main-actor turn.
    private var refreshScheduled = false
    private var isDismissing = false
    /// Whether a replaced proxy was reported for the current presentation controller.
    private var reportedTakeover = false
    /// Set when a dismissal completed while UIKit still reports a presenter, so the sheet's screens count as gone.
    private var hasLeft = false

    /// A navigation controller inside the sheet that is not the sheet itself, such as the one SwiftUI's
    /// `NavigationStack` makes inside `.sheet` content. Its screens count as the sheet's screens.
    weak var innerNavigationController: UINavigationController?
    /// Dismisses the sheet instead of UIKit's `dismiss(animated:)`: SwiftUI's `DismissAction` of the sheet's root
    /// screen or of its inner stack's root, so SwiftUI's presentation state follows. Returns `false` when it has no
    /// action to run, and UIKit's dismissal is used.
    var dismissHandler: (() -> Bool)?

    init(viewController: UIViewController) {
      self.viewController = viewController
      engine = BackNavigationEngine(host: self)
    }

    // MARK: Installing

    /// ``SheetBackGuard/install()``: the proxy on the sheet's presentation controller, now, wherever BackGuard hears
    /// from the sheet (``refreshPresentation()``), and on the next main-actor turn, after a `present` made right away.
    func install() {
      wantsInstall = true
      attach()
      guard !refreshScheduled else { return }
      refreshScheduled = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        refreshScheduled = false
        refreshPresentation()
      }
    }

    /// Puts the proxy on the presentation controller UIKit has now, if it is not there already: call it wherever a
    /// new one may exist (the sheet appears, a guard in it is set or asked, the app asks to dismiss). Does nothing
    /// unless ``install()`` was asked for and not taken back.
    func refreshPresentation() {
      guard wantsInstall else { return }
      attach()
    }

    /// Wraps the delegate of the current presentation controller, or reports why it cannot.
    private func attach() {
      guard let viewController else { return }
      // Read afresh: before `present`, UIKit makes the controller from the current `modalPresentationStyle`; after a
      // dismissal, the next presentation gets a new one (ledger B87, B170).
      guard let controller = viewController.presentationController else {
        DebugNotice.once(
          "sheet-no-presentation-controller",
          "BackGuard: \(type(of: viewController)) has no presentation controller, so its swipe-down is not guarded.")
        return
      }
      if controller === installedController {
        if let proxy, controller.delegate !== proxy, !reportedTakeover {
          reportedTakeover = true
          engine.reportAdapterMisuse(
            .routeTakenOver(
              route: .sheetDismiss, property: "presentationController.delegate",
              by: takeoverHolderName(controller.delegate)))
        }
        return
      }
      // A new presentation controller: the proxy on the old one (if it is still there) hands back its delegate, and
      // the new one's delegate is wrapped.
      if let proxy, let old = installedController, old.delegate === proxy {
        old.delegate = proxy.original
      }
      proxy?.sheet = nil
      reportedTakeover = false
      let proxy = PresentationDelegateProxy(
        original: controller.delegate, sheet: self, presentationController: controller)
      controller.delegate = proxy
      self.proxy = proxy
      installedController = controller
    }

    /// ``SheetBackGuard/uninstall()``: puts the previous delegate back, unless someone replaced the proxy since.
    func uninstall() {
      wantsInstall = false
      if let proxy, let controller = installedController, controller.delegate === proxy {
        controller.delegate = proxy.original
      }
      // A proxy that someone else now holds keeps forwarding, and no longer guards anything.
      proxy?.sheet = nil
      proxy = nil
      installedController = nil
    }

    // MARK: NavigationHost

    var screens: [ScreenID] {
      [presenterID] + contentControllers().map(\.backGuardScreenID)
    }

    var isTransitioning: Bool {
      guard let viewController else { return false }
      return viewController.isBeingPresented || viewController.isBeingDismissed
        || innerNavigation?.transitionCoordinator != nil
    }

    func backOptions(for screen: ScreenID) -> ScreenBackOptions {
      // The engine only asks about screens it read from `screens`; the presenter stands in and has no guard here.
      guard screen != presenterID, let controller = ScreenRegistry.viewController(for: screen) else {
        return ScreenBackOptions()
      }
      var options = controller.backOptions
      // The stack inside is listed screen by screen, so the presented controller leaves it out (ContainedGuards).
      if controller === viewController, let inner = innerNavigation {
        options.backGuard = SheetContent.presentedGuard(
          guardsInTurn: controller.guardsInTurn(leavingOut: inner), combined: presentedGuard)
      }
      return options
    }

    /// The presented controller's own guards, without the stack listed after it; one object, so the engine sees the
    /// same guard from one question to the next.
    private lazy var presentedGuard = ScreenGuard(inTurn: { [weak self] in
      guard let self, let controller = viewController, let inner = innerNavigation else { return [] }
      return controller.guardsInTurn(leavingOut: inner)
    })

    /// Dismisses the sheet, once per approval.
    func popScreens(to destination: ScreenID, animated: Bool) {
      guard !isDismissing, let viewController, let presenter = viewController.presentingViewController else {
        engine.stackDidChange()
        return
      }
      isDismissing = true
      if let dismissHandler, dismissHandler() {
        // SwiftUI dismisses on a later update; learn the end from the transition it starts.
        DispatchQueue.main.async { [weak self] in self?.finishWhenDismissed(hops: 0) }
      } else {
        // The presenter, not the sheet: a sheet that presents an alert would dismiss only the alert.
        presenter.dismiss(animated: animated) { [weak self] in self?.dismissalDidFinish() }
      }
    }

    func backNavigationStateDidChange() {}

    /// A sheet has no back button of its own to restore.
    func restoreBackButton() {}

    // MARK: The app's request

    /// ``SheetBackGuard/requestDismiss(from:animated:)``.
    @discardableResult
    func requestDismiss(from source: BackSource, animated: Bool) -> BackOutcome {
      refreshPresentation()
      return engine.requestSheetDismissal(from: source, animated: animated)
    }

    // MARK: Calls from the proxy

    /// The user started an allowed swipe-down; learn whether they let go or brought the sheet back.
    func interactiveDismissalWillBegin() {
      engine.sheetWillDismiss()
      let coordinator =
        viewController?.presentingViewController?.transitionCoordinator ?? viewController?.transitionCoordinator
      coordinator?.animate(alongsideTransition: nil) { [weak self] context in
        guard context.isCancelled else { return }
        MainActorBridge.run(from: nil) { self?.engine.swipeDidCancel() }
      }
    }

    /// UIKit finished an interactive dismissal (it does not report programmatic ones).
    func sheetDidDismiss() {
      dismissalDidFinish()
    }

    // MARK: Internals

    private var innerNavigation: UINavigationController? {
      if let navigation = viewController as? UINavigationController { return navigation }
      guard let inner = innerNavigationController, let viewController, inner.isInside(viewController) else {
        return nil
      }
      return inner
    }

    /// The sheet's screens, bottom first, while it is presented; empty otherwise.
    private func contentControllers() -> [UIViewController] {
      guard let viewController else { return [] }
      return SheetContent.screens(
        presented: viewController, innerStack: innerNavigation?.viewControllers ?? [],
        isShown: viewController.presentingViewController != nil && !hasLeft)
    }

    /// Follows a dismissal that SwiftUI performs on a later update: waits for it to start (a few short hops at
    /// most), then for its transition to end. If it never starts, the sheet stays and the engine is told nothing left.
    private func finishWhenDismissed(hops: Int) {
      guard let viewController, viewController.presentingViewController != nil else {
        dismissalDidFinish()
        return
      }
      if viewController.isBeingDismissed, let coordinator = viewController.transitionCoordinator {
        coordinator.animate(alongsideTransition: nil) { context in
          let completed = !context.isCancelled
          MainActorBridge.run(from: nil) { [weak self] in
            guard let self else { return }
            if completed { hasLeft = true }
            dismissalDidFinish()
          }
        }
        return
      }
      guard hops < 20 else {
        DebugNotice.once(
          "sheet-swiftui-dismiss-ignored",
          "BackGuard: SwiftUI did not dismiss the sheet after an approved swipe-down; the sheet stays.")
        dismissalDidFinish()
        return
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { [weak self] in
        self?.finishWhenDismissed(hops: hops + 1)
      }
    }

    private func dismissalDidFinish() {
      isDismissing = false
      engine.stackDidChange()
      // The next presentation gets a new presentation controller; be on it before it is shown.
      if wantsInstall, viewController?.presentingViewController == nil {
        hasLeft = false
        install()
      }
    }
  }

  extension UIViewController {
    /// Whether `self` is `ancestor` or sits inside it through the parent chain.
    func isInside(_ ancestor: UIViewController) -> Bool {
      var current: UIViewController? = self
      while let candidate = current {
        if candidate === ancestor { return true }
        current = candidate.parent
      }
      return false
    }
  }
#endif
