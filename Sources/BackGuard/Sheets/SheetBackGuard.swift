#if canImport(UIKit)
  @_spi(Internals) import BackGuardCore
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
  public final class SheetBackGuard {
    let host: UIKitSheetHost

    init(viewController: UIViewController) {
      host = UIKitSheetHost(viewController: viewController)
    }

    /// The view controller that is (or will be) presented as the sheet.
    public var viewController: UIViewController? { host.viewController }

    /// Whether the delegate proxy is on the presentation controller the sheet has now.
    public var isInstalled: Bool { host.isInstalled }

    /// Puts the guard on the sheet's presentation controller. Idempotent.
    ///
    /// A presentation controller UIKit makes later (a new `modalPresentationStyle`, each new presentation) gets the
    /// guard too, wherever BackGuard next hears from the sheet; calling `install()` again before presenting is always
    /// safe. A delegate another object put in BackGuard's place is left alone, and reported once
    /// (``BackMisuse/Kind/routeTakenOver(route:property:by:)``).
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
    ///
    /// - Parameters:
    ///   - source: The route to report. Default ``BackSource/customBackButton``.
    ///   - animated: Whether the dismissal animates.
    /// - Returns: What happened; ``BackOutcome/nothingToGoBackTo`` when the sheet is not presented.
    @discardableResult
    public func requestDismiss(
      from source: BackSource = .customBackButton, animated: Bool = true
    ) -> BackOutcome {
      host.requestDismiss(from: source, animated: animated)
    }

    /// The attempt waiting for a guard's later answer, if any. There is at most one per sheet.
    public var pendingAttempt: BackAttempt? { host.engine.pendingAttempt }

    /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation: the
    /// sheet stays, and a later answer to it is dropped (``BackEvent/CancelReason/cancelledByApp``).
    public func cancelPendingAttempt() { host.engine.cancelPendingAttempt() }

    /// Calls `handler` with every event of this sheet, for as long as its view controller lives, or until you call
    /// `cancel()` on the returned observation. Dropping the result does not stop it.
    ///
    /// ```swift
    /// sheet.sheetBackGuard.observe { event in print(event) }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor, in order.
    /// - Returns: The observation, to cancel it.
    @discardableResult
    public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
      host.engine.observeForItsLifetime(handler)
    }

    /// A stream of every event of this sheet from now on. Each access makes a new stream. It finishes when this
    /// object goes away with its view controller, so a `for await` loop over it ends too.
    public var events: AsyncStream<BackEvent> { host.engine.events }
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
      associatedObject(AssociatedKey.sheetBackGuard) { SheetBackGuard(viewController: self) }
    }
  }

  extension SheetBackGuard {
    static func existing(on viewController: UIViewController) -> SheetBackGuard? {
      viewController.associatedValue(AssociatedKey.sheetBackGuard, as: SheetBackGuard.self)
    }
  }
#endif
