#if canImport(UIKit)
  import UIKit

  /// Guards the swipe-down of a sheet (any view controller presented with a dismissible presentation, with or
  /// without a navigation controller inside) with the same screen guards as the back button.
  ///
  /// The sheet is a stack whose bottom is the screen underneath. The guards of the sheet's screens are asked, top
  /// first, with ``BackSource/sheetDismiss``; an approval dismisses the sheet once.
  ///
  /// ```swift
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// let sheet = UINavigationController(rootViewController: editor)
  /// sheet.sheetBackGuard.install()
  /// present(sheet, animated: true)
  /// ```
  ///
  /// Installing wraps the `presentationController`'s delegate: a delegate the app set before is kept and receives
  /// every call it received before. Install before `present(_:animated:)`, or at any time while presented.
  @MainActor
  public final class SheetBackGuard: NavigationHost {
    /// The engine that applies the rules of going back to this sheet.
    public private(set) var engine: BackNavigationEngine!

    /// The view controller that is (or will be) presented as the sheet.
    public private(set) weak var viewController: UIViewController?

    /// Whether the delegate proxy is on the current presentation controller.
    public var isInstalled: Bool {
      guard let proxy, let controller = installedController else { return false }
      return controller.delegate === proxy
    }

    /// Stands for the presenting screen, which is not known before `present(_:animated:)` and never has a guard
    /// of this sheet's.
    private let presenterID = ScreenID.make()
    private var proxy: PresentationDelegateProxy?
    private weak var installedController: UIPresentationController?
    private var wantsInstall = false
    private var isDismissing = false
    /// Whether a replaced proxy was reported for the current presentation controller.
    private var reportedTakeover = false
    /// Set when a dismissal completed while UIKit still reports a presenter, so the sheet's screens count as gone.
    private var hasLeft = false

    /// A navigation controller inside the sheet that is not the sheet itself, such as the one SwiftUI's
    /// `NavigationStack` makes inside `.sheet` content. Its screens count as the sheet's screens.
    weak var innerNavigationController: UINavigationController?
    /// Dismisses the sheet instead of UIKit's `dismiss(animated:)`: SwiftUI's `DismissAction`, so SwiftUI's
    /// presentation state follows.
    var dismissHandler: (() -> Void)?

    init(viewController: UIViewController) {
      self.viewController = viewController
      engine = BackNavigationEngine(host: self)
    }

    // MARK: Installing

    /// Puts the guard on the sheet's presentation controller. Idempotent.
    ///
    /// If another object replaced the delegate after BackGuard installed, BackGuard does not fight it: the sheet
    /// is unguarded from then on, and debug builds say so once.
    public func install() {
      wantsInstall = true
      guard let viewController, let controller = viewController.presentationController else {
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
              by: controller.delegate.map { String(describing: type(of: $0)) } ?? "nil"))
        }
        return
      }
      // A new presentation (UIKit makes a presentation controller per presentation): wrap whatever delegate it has.
      reportedTakeover = false
      let proxy = PresentationDelegateProxy(
        original: controller.delegate, sheet: self, presentationController: controller)
      controller.delegate = proxy
      self.proxy = proxy
      installedController = controller
    }

    /// Takes the guard off and puts the previous delegate back, unless someone replaced the proxy since.
    public func uninstall() {
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

    public var screens: [ScreenID] {
      [presenterID] + contentControllers().map(\.backGuardScreenID)
    }

    public var isTransitioning: Bool {
      guard let viewController else { return false }
      return viewController.isBeingPresented || viewController.isBeingDismissed
        || innerNavigation?.transitionCoordinator != nil
    }

    package func backOptions(for screen: ScreenID) -> ScreenBackOptions {
      // The engine only asks about screens it read from `screens`; the presenter stands in and has no guard here.
      guard screen != presenterID, let controller = ScreenRegistry.viewController(for: screen) else {
        return ScreenBackOptions()
      }
      return controller.backOptions
    }

    /// Dismisses the sheet, once per approval.
    package func popScreens(to destination: ScreenID, animated: Bool) {
      guard !isDismissing, let viewController, let presenter = viewController.presentingViewController else {
        engine.stackDidChange()
        return
      }
      isDismissing = true
      if let dismissHandler {
        dismissHandler()
        // SwiftUI dismisses on a later update; learn the end from the transition it starts.
        DispatchQueue.main.async { [weak self] in self?.finishWhenDismissed(hops: 0) }
      } else {
        // The presenter, not the sheet: a sheet that presents an alert would dismiss only the alert.
        presenter.dismiss(animated: animated) { [weak self] in self?.dismissalDidFinish() }
      }
    }

    package func backNavigationStateDidChange() {}

    /// A sheet has no pop recognizer: its swipe-down is told by `presentationControllerWillDismiss`.
    package var isSwipeGestureActive: Bool { false }

    /// A sheet has no back button of its own to restore.
    package func restoreBackButton() {}

    // MARK: Your own buttons

    /// Dismisses the sheet through its guards, for your own Cancel or Close button.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in
    ///   sheet.sheetBackGuard.requestDismiss()
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - source: The route to report. Default ``BackSource/customBackButton``.
    ///   - animated: Whether the dismissal animates.
    /// - Returns: What happened; ``BackOutcome/nothingToGoBackTo`` when the sheet is not presented.
    @discardableResult
    public func requestDismiss(
      from source: BackSource = .customBackButton, animated: Bool = true
    ) -> BackOutcome {
      engine.requestSheetDismissal(from: source, animated: animated)
    }

    // MARK: Calls from the proxy

    /// Whether any screen in the sheet has a guard that takes part in a swipe-down now.
    var hasEngagedGuard: Bool { engine.sheetHasEngagedGuard }

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
      guard let viewController, viewController.presentingViewController != nil, !hasLeft else { return [] }
      return [viewController] + (innerNavigation?.viewControllers ?? [])
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
    /// The guard of this view controller's swipe-down when it is presented as a sheet. Call
    /// ``SheetBackGuard/install()`` on it once; the guards are the `backGuard`s of the sheet's screens.
    ///
    /// ```swift
    /// sheet.sheetBackGuard.install()
    /// present(sheet, animated: true)
    /// ```
    public var sheetBackGuard: SheetBackGuard {
      if let existing = SheetBackGuard.registry.object(forKey: self) { return existing }
      let made = SheetBackGuard(viewController: self)
      SheetBackGuard.registry.setObject(made, forKey: self)
      return made
    }

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

  extension SheetBackGuard {
    /// One sheet guard per view controller, released with it.
    static let registry = NSMapTable<UIViewController, SheetBackGuard>.weakToStrongObjects()
  }
#endif
