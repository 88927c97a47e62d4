#if canImport(UIKit)
  import UIKit

  /// Stands in as a presentation controller's delegate: answers the four dismissal callbacks for a
  /// ``SheetBackGuard`` (through the engine's sheet rules), and forwards the rest to the delegate that was there by
  /// `DelegateForwarding`'s rule (``ForwardingDelegateProxy``, ``PresentationDelegateStandIn``).
  final class PresentationDelegateProxy: ForwardingDelegateProxy, UIAdaptivePresentationControllerDelegate {
    /// The sheet host this proxy reports to. Weak: the host owns the proxy.
    weak var sheet: UIKitSheetHost?

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
      sheet?.sheetDidDismiss()
      original?.presentationControllerDidDismiss?(presentationController)
    }
  }
#endif
