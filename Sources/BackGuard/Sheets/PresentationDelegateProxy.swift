#if canImport(UIKit)
  import UIKit

  /// Stands in as a presentation controller's delegate, answers the four dismissal callbacks for a
  /// ``SheetBackGuard``, and hands everything else to the delegate the app (or SwiftUI) had set before.
  ///
  /// `responds(to:)` and `forwardingTarget(for:)` make the app's optional methods (adaptive styles and the like)
  /// visible to UIKit exactly as before; methods the app did not implement stay unimplemented.
  @MainActor
  final class PresentationDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The delegate that was there before. Weak, like `UIPresentationController.delegate` itself.
    /// `nonisolated(unsafe)` because the Objective-C runtime asks `responds(to:)` and `forwardingTarget(for:)`,
    /// which are not main-actor methods; UIKit asks them on the main thread, where this is written.
    nonisolated(unsafe) weak var original: (any UIAdaptivePresentationControllerDelegate)?
    /// The sheet this proxy reports to. Weak: the sheet host owns the proxy.
    weak var sheet: SheetBackGuard?

    /// Who said no in the last `presentationControllerShouldDismiss(_:)`, so the matching
    /// `presentationControllerDidAttemptToDismiss(_:)` goes to the same party.
    private var lastRefusal: Refusal?

    private enum Refusal { case app, backGuard }

    /// The presentation controller this proxy was made for.
    weak var presentationController: UIPresentationController?

    init(
      original: (any UIAdaptivePresentationControllerDelegate)?, sheet: SheetBackGuard,
      presentationController: UIPresentationController
    ) {
      self.original = original
      self.sheet = sheet
      self.presentationController = presentationController
      super.init()
      if let original {
        // UIKit keeps the `responds(to:)` answers it read at assignment: assign again once the original is gone, so
        // it never sends a call nobody can answer.
        DelegateDeallocationWatcher.watch(original, for: self) { [weak self] in
          guard let self, let controller = self.presentationController, controller.delegate === self else { return }
          controller.delegate = nil
          controller.delegate = self
        }
      }
    }

    // MARK: Forwarding of everything else

    override func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      return original?.responds(to: aSelector) ?? false
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let original, original.responds(to: aSelector) { return original }
      return super.forwardingTarget(for: aSelector)
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
