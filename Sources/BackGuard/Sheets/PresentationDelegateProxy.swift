#if canImport(UIKit)
  import UIKit

  /// Stands in as a presentation controller's delegate, answers the four dismissal callbacks for a
  /// ``SheetBackGuard``, and hands everything else to the delegate the app (or SwiftUI) had set before.
  ///
  /// Forwarding (``ForwardingDelegateProxy``) makes the app's optional methods (adaptive styles and the like) visible
  /// to UIKit exactly as before, while that delegate is alive; methods the app did not implement stay unimplemented.
  /// A call made after it is gone, on an answer UIKit kept, goes to ``PresentationDelegateStandIn``.
  final class PresentationDelegateProxy: ForwardingDelegateProxy, UIAdaptivePresentationControllerDelegate {
    /// The sheet host this proxy reports to. Weak: the host owns the proxy.
    weak var sheet: UIKitSheetHost?

    /// Who said no in the last `presentationControllerShouldDismiss(_:)`, so the matching
    /// `presentationControllerDidAttemptToDismiss(_:)` goes to the same party.
    private var lastRefusal: Refusal?

    private enum Refusal { case app, backGuard }

    /// The presentation controller this proxy was made for.
    weak var presentationController: UIPresentationController?

    init(
      original: (any UIAdaptivePresentationControllerDelegate)?, sheet: UIKitSheetHost,
      presentationController: UIPresentationController
    ) {
      self.sheet = sheet
      self.presentationController = presentationController
      super.init(forwardingTo: original, standIn: PresentationDelegateStandIn.shared)
    }

    /// The delegate that was there before, if it is still alive.
    var original: (any UIAdaptivePresentationControllerDelegate)? {
      forwardee as? any UIAdaptivePresentationControllerDelegate
    }

    override func reassign() {
      guard let controller = presentationController, controller.delegate === self else { return }
      controller.delegate = nil
      controller.delegate = self
    }

    // MARK: Dismissal

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      lastRefusal = nil
      guard let sheet else {
        return original?.presentationControllerShouldDismiss?(presentationController) ?? true
      }
      // An engaged guard decides a swipe-down, before the app's delegate: the app asked for the guard.
      if sheet.hasEngagedGuard {
        lastRefusal = .backGuard
        return false
      }
      // Otherwise the app's own "no" stays the app's: its didAttempt handler explains it.
      if original?.presentationControllerShouldDismiss?(presentationController) == false {
        lastRefusal = .app
        return false
      }
      if sheet.engine.sheetShouldDismiss() { return true }
      lastRefusal = .backGuard
      return false
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      let refusal = lastRefusal
      lastRefusal = nil
      // Without a preceding shouldDismiss, UIKit refused because of `isModalInPresentation` (set by the app, or by
      // SwiftUI's `interactiveDismissDisabled`): the guards take it when one of them is engaged.
      if let sheet, refusal == .backGuard || (refusal == nil && sheet.hasEngagedGuard) {
        sheet.engine.sheetDidAttemptToDismiss()
        return
      }
      original?.presentationControllerDidAttemptToDismiss?(presentationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      sheet?.interactiveDismissalWillBegin()
      original?.presentationControllerWillDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      sheet?.sheetDidDismiss()
      original?.presentationControllerDidDismiss?(presentationController)
    }
  }
#endif
