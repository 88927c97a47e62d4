#if canImport(UIKit)
  import UIKit

  extension ScreenGuard {
    /// A ready-made guard that asks the user with an alert before the screen leaves: a destructive button that goes
    /// back and a cancel button that stays.
    ///
    /// ```swift
    /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
    /// ```
    ///
    /// The alert is presented from the screen that is asked (or from whatever that screen is already presenting).
    /// While it shows, further attempts merge into this one and swipes do not begin. If the screen cannot present
    /// (it is not in a window), the attempt is denied: staying is the safe answer.
    ///
    /// - Parameters:
    ///   - title: The alert's title, a question such as "Discard changes?".
    ///   - message: The alert's message, if any.
    ///   - discardTitle: The button that goes back. Default "Discard" in the app's language (``BackGuardString``).
    ///   - cancelTitle: The button that stays. Default "Cancel" in the app's language.
    ///   - preferredStyle: `.alert` (default) or `.actionSheet`; an action sheet is anchored to the screen's view on
    ///     iPad.
    ///   - condition: Asked on every attempt; the guard passes without asking while it returns `false`.
    /// - Returns: The guard, to assign to ``UIKit/UIViewController/backGuard``.
    public static func confirm(
      _ title: String,
      message: String? = nil,
      discardTitle: String = BackGuardString.discard.localized,
      cancelTitle: String = BackGuardString.cancel.localized,
      preferredStyle: UIAlertController.Style = .alert,
      when condition: (() -> Bool)? = nil
    ) -> ScreenGuard {
      let owner = GuardReference()
      let made = ScreenGuard(when: condition) { attempt, resolution in
        guard let presenter = ConfirmationPresenter.presenter(for: attempt, guardedBy: owner.screenGuard) else {
          resolution.deny()
          return
        }
        let alert = UIAlertController(title: title, message: message, preferredStyle: preferredStyle)
        alert.addAction(UIAlertAction(title: discardTitle, style: .destructive) { _ in resolution.allow() })
        alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel) { _ in resolution.deny() })
        if let popover = alert.popoverPresentationController {
          popover.sourceView = presenter.view
          popover.sourceRect = CGRect(x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
        presenter.present(alert, animated: true)
      }
      owner.screenGuard = made
      return made
    }
  }

  /// Lets a guard's closure find the guard it belongs to, without a reference cycle.
  @MainActor
  private final class GuardReference {
    weak var screenGuard: ScreenGuard?
  }

  /// Finds the view controller to present a confirmation from.
  @MainActor
  enum ConfirmationPresenter {
    /// The leaving screen whose guard is `screenGuard` (else the top one), or what it is already presenting.
    ///
    /// - Returns: A view controller in a window that presents nothing, or `nil`.
    static func presenter(for attempt: BackAttempt, guardedBy screenGuard: ScreenGuard?) -> UIViewController? {
      let leaving = attempt.leaving.compactMap(ScreenRegistry.viewController(for:))
      let screen = leaving.first { $0.backGuard === screenGuard && screenGuard != nil } ?? leaving.first
      guard var presenter = screen, presenter.viewIfLoaded?.window != nil else { return nil }
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
        presenter = presented
      }
      return presenter
    }
  }
#endif
