#if canImport(UIKit)
  import UIKit

  /// Guards a sheet's swipe-down with the guards of its screens, as the back button does.
  ///
  /// ```swift
  /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
  /// let sheet = UINavigationController(rootViewController: editor)
  /// sheet.sheetBackGuard.install()
  /// present(sheet, animated: true)
  /// ```
  @MainActor
  public final class SheetBackGuard {
    let host: UIKitSheetHost

    init(viewController: UIViewController) {
      host = UIKitSheetHost(viewController: viewController)
    }

    /// The view controller that is (or will be) presented as the sheet.
    public var viewController: UIViewController? { host.viewController }

    /// Whether the delegate proxy is on the presentation controller the sheet has now.
    public var isInstalled: Bool { host.isInstalled }

    /// Puts the guard on the sheet's presentation controller.
    public func install() { host.install() }

    /// Takes the guard off and puts the previous delegate back, unless someone replaced the proxy since.
    public func uninstall() { host.uninstall() }

    /// Dismisses the sheet through its guards, for your own Cancel or Close button.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in
    ///   sheet.sheetBackGuard.requestDismiss()
    /// })
    /// ```
    @discardableResult
    public func requestDismiss(
      from source: BackSource = .customBackButton, animated: Bool = true
    ) -> BackOutcome {
      host.requestDismiss(from: source, animated: animated)
    }

    /// The attempt waiting for a guard's later answer, if any.
    public var pendingAttempt: BackAttempt? { host.engine.pendingAttempt }

    /// Ends the pending attempt without an answer: the sheet stays, and a later answer is dropped.
    public func cancelPendingAttempt() { host.engine.cancelPendingAttempt() }

    /// Calls `handler` with every event of this sheet while its view controller lives, or until cancelled.
    ///
    /// ```swift
    /// sheet.sheetBackGuard.observe { event in print(event) }
    /// ```
    @discardableResult
    public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
      host.engine.observeForItsLifetime(handler)
    }

    /// A stream of every event of this sheet from now on.
    public var events: AsyncStream<BackEvent> { host.engine.events }
  }

  extension UIViewController {
    /// The guard of this view controller's swipe-down when it is presented as a sheet.
    ///
    /// ```swift
    /// sheet.sheetBackGuard.install()
    /// present(sheet, animated: true)
    /// ```
    public var sheetBackGuard: SheetBackGuard {
      associatedObject(AssociatedKey.sheetBackGuard) { SheetBackGuard(viewController: self) }
    }
  }

  extension SheetBackGuard {
    static func existing(on viewController: UIViewController) -> SheetBackGuard? {
      viewController.associatedValue(AssociatedKey.sheetBackGuard, as: SheetBackGuard.self)
    }
  }
#endif
