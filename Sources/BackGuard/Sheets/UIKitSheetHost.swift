#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  @MainActor
  package final class UIKitSheetHost: NavigationHost {
    package private(set) var engine: BackNavigationEngine!

    private(set) weak var viewController: UIViewController?

    var isInstalled: Bool {
      proxy?.isInPlace == true && proxy?.presentationController === viewController?.presentationController
    }

    static func refreshSheet(holding screen: UIViewController) {
      var root = screen
      while let parent = root.parent { root = parent }
      SheetDismissal.existing(on: root)?.host.refreshPresentation()
    }

    // Stands for the presenting screen: unknown before `present(_:animated:)`, and never guarded by this sheet.
    private let presenterID = ScreenID.make()
    private var proxy: PresentationDelegateProxy?
    private var wantsInstall = false
    private var refreshScheduled = false
    private var isDismissing = false
    private var reportedTakeover = false
    // The delegates set after BackGuard wrapped the presentation controller's (core: `DelegateRewrapRecord`).
    private var delegateRewraps = DelegateRewrapRecord()
    private var hasLeft = false

    package weak var innerNavigationController: UINavigationController?
    package var dismissHandler: (() -> Bool)?

    init(viewController: UIViewController) {
      self.viewController = viewController
      engine = BackNavigationEngine(host: self)
    }

    package func install() {
      wantsInstall = true
      attach()
      WindowClosing.sheetInstalled(self)
      guard !refreshScheduled else { return }
      refreshScheduled = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        refreshScheduled = false
        refreshPresentation()
      }
    }

    package func refreshPresentation() {
      guard wantsInstall else { return }
      attach()
    }

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
      if let proxy, controller === proxy.presentationController {
        guard !proxy.isInPlace else { return }
        // Set again after BackGuard wrapped it: SwiftUI's own delegate, on each update of a `.sheet` (B96), is wrapped
        // again every time, or `interactiveDismissDisabled` would leave the swipe-down dead with no question; another
        // object is wrapped once, and left alone (reported) if it takes the slot back (`DelegateRewrapRecord`).
        let holder = controller.delegate
        let isSwiftUIs = dismissHandler != nil
        switch delegateRewraps.found(holder: holder.map { ObjectIdentifier($0) }, resetsItEachUpdate: isSwiftUIs) {
        case .wrapAgain:
          proxy.wrapAgain()
          if !isSwiftUIs {
            engine.reportAdapterMisuse(
              .delegateWrappedAgain(property: "presentationController.delegate", by: takeoverHolderName(holder)))
          }
        case .leaveAlone where !reportedTakeover:
          reportedTakeover = true
          engine.reportAdapterMisuse(
            .routeTakenOver(
              route: .sheetDismiss, property: "presentationController.delegate", by: takeoverHolderName(holder)))
        case .leaveAlone:
          break
        }
        return
      }
      proxy?.detach()
      proxy?.sheet = nil
      reportedTakeover = false
      let proxy = PresentationDelegateProxy(
        original: controller.delegate, sheet: self, presentationController: controller)
      controller.delegate = proxy
      self.proxy = proxy
    }

    func uninstall() {
      wantsInstall = false
      proxy?.detach()
      // A proxy that someone else now holds keeps forwarding, and no longer guards anything.
      proxy?.sheet = nil
      proxy = nil
    }

    package var screens: [ScreenID] { [presenterID] + contentControllers().map(\.backGuardScreenID) }

    package var isTransitioning: Bool {
      guard let viewController else { return false }
      return viewController.isBeingPresented || viewController.isBeingDismissed
        || innerNavigation?.transitionCoordinator != nil
    }

    package func backOptions(for screen: ScreenID) -> ScreenBackOptions {
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

    private lazy var presentedGuard = ScreenGuard(inTurn: { [weak self] in
      guard let self, let controller = viewController, let inner = innerNavigation else { return [] }
      return controller.guardsInTurn(leavingOut: inner)
    })

    package func popScreens(to destination: ScreenID, animated: Bool) {
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

    package func backNavigationStateDidChange() {}

    // One line per departure, in a debug build; every build emits the event.
    package func workWasLost(_ lost: LostWork) {
      #if DEBUG
        print(lost)
      #endif
    }

    package var isSheet: Bool { true }

    package func restoreBackButton() {}

    @discardableResult
    package func requestDismiss(from source: BackSource, animated: Bool) -> BackOutcome {
      refreshPresentation()
      return engine.requestSheetDismissal(from: source, animated: animated)
    }

    func interactiveDismissalWillBegin() {
      engine.sheetWillDismiss()
      let coordinator =
        viewController?.presentingViewController?.transitionCoordinator ?? viewController?.transitionCoordinator
      coordinator?.animate(alongsideTransition: nil) { [weak self] context in
        guard context.isCancelled else { return }
        MainActorBridge.run(from: nil) { self?.engine.swipeDidCancel() }
      }
    }

    private var innerNavigation: UINavigationController? {
      if let navigation = viewController as? UINavigationController { return navigation }
      guard let inner = innerNavigationController, let viewController, inner.isInside(viewController) else {
        return nil
      }
      return inner
    }

    private func contentControllers() -> [UIViewController] {
      guard let viewController else { return [] }
      return SheetContent.screens(
        presented: viewController, innerStack: innerNavigation?.viewControllers ?? [],
        isShown: viewController.presentingViewController != nil && !hasLeft)
    }

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

    // The presented stack's `viewWillDisappear` while the sheet is being dismissed: the app's own `dismiss`, which
    // UIKit reports to no delegate. Its own approved dismissal and an interactive one report themselves.
    func presentationWillGoAway() {
      guard !isDismissing, engine.swipeInProgress == nil, let viewController else { return }
      engine.screensWillLeave(contentControllers().map(\.backGuardScreenID))
      guard let coordinator = viewController.transitionCoordinator else {
        hasLeft = true
        dismissalDidFinish()
        return
      }
      coordinator.animate(alongsideTransition: nil) { context in
        let completed = !context.isCancelled
        MainActorBridge.run(from: nil) { [weak self] in
          guard let self, completed else { return }
          hasLeft = true
          dismissalDidFinish()
        }
      }
    }

    // Also UIKit's report of an interactive dismissal (it reports no programmatic ones).
    func dismissalDidFinish() {
      isDismissing = false
      engine.stackDidChange()
      // The next presentation gets a new presentation controller; be on it before it is shown.
      if wantsInstall, viewController?.presentingViewController == nil {
        hasLeft = false
        install()
      }
    }
  }

  final class PresentationDelegateProxy: ForwardingDelegateProxy, UIAdaptivePresentationControllerDelegate {
    weak var sheet: UIKitSheetHost?

    weak var presentationController: UIPresentationController?

    init(
      original: (any UIAdaptivePresentationControllerDelegate)?, sheet: UIKitSheetHost,
      presentationController: UIPresentationController
    ) {
      self.sheet = sheet
      self.presentationController = presentationController
      super.init(forwardingTo: original, standIn: PresentationDelegateStandIn.shared)
    }

    var original: (any UIAdaptivePresentationControllerDelegate)? {
      forwardee as? any UIAdaptivePresentationControllerDelegate
    }

    override var heldDelegate: AnyObject? { presentationController?.delegate }
    override func holdDelegate(_ delegate: AnyObject?) {
      presentationController?.delegate = delegate as? any UIAdaptivePresentationControllerDelegate
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      let appAnswer = { self.original?.presentationControllerShouldDismiss?(presentationController) }
      guard let sheet else { return appAnswer() ?? true }
      return sheet.engine.sheetShouldDismiss(appAnswer: appAnswer)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      guard sheet?.engine.sheetDismissalWasRefused() == nil else { return }
      original?.presentationControllerDidAttemptToDismiss?(presentationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      sheet?.interactiveDismissalWillBegin()
      original?.presentationControllerWillDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      sheet?.dismissalDidFinish()
      original?.presentationControllerDidDismiss?(presentationController)
    }
  }
#endif
