#if canImport(UIKit)
  import UIKit

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

    override func reassign() {
      guard let controller = presentationController, controller.delegate === self else { return }
      controller.delegate = nil
      controller.delegate = self
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
      sheet?.sheetDidDismiss()
      original?.presentationControllerDidDismiss?(presentationController)
    }
  }
#endif
