#if canImport(UIKit)
  import BackGuardCore
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
  /// sheet.sheetDismissal.install()
  /// present(sheet, animated: true)
  /// ```
  ///
  /// Installing wraps the `presentationController`'s delegate: a delegate the app set before is kept and receives
  /// every call it received before. Install before `present(_:animated:)`, or at any time while presented.
  @MainActor
  public final class SheetDismissal: BackGuardInstallation {
    package let host: UIKitSheetHost

    init(viewController: UIViewController) {
      host = UIKitSheetHost(viewController: viewController)
      super.init(host)
    }

    /// The view controller that is (or will be) presented as the sheet.
    package var viewController: UIViewController? { host.viewController }

    /// Dismisses the sheet through its guards, for your own Cancel or Close button.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in
    ///   sheet.sheetDismissal.requestDismiss()
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

  }

  extension UIViewController {
    /// The guard of this view controller's swipe-down when it is presented as a sheet. Call
    /// ``BackGuardInstallation/install()`` on it once; the guards are the `backGuard`s of the sheet's screens.
    ///
    /// ```swift
    /// sheet.sheetDismissal.install()
    /// present(sheet, animated: true)
    /// ```
    public var sheetDismissal: SheetDismissal {
      associatedObject(AssociatedKey.sheetDismissal) { SheetDismissal(viewController: self) }
    }
  }

  extension SheetDismissal {
    static func existing(on viewController: UIViewController) -> SheetDismissal? {
      viewController.associatedValue(AssociatedKey.sheetDismissal, as: SheetDismissal.self)
    }
  }
#endif
