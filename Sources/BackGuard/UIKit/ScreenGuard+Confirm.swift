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
    /// The alert is presented from the screen asked (or what it presents); when that screen is covered (a back-menu
    /// pick goes past it), from the screen the person sees, the message starting with the guarded screen's title.
    /// With no screen of the stack in a window the attempt is denied. Extra choices, such as "Save Draft", go between
    /// the two buttons; their work decides.
    ///
    /// - Parameters:
    ///   - title: The alert's title, a question such as "Discard changes?".
    ///   - message: The alert's message, if any.
    ///   - discardTitle: The button that goes back. Default "Discard" in the app's language (``BackGuardString``).
    ///   - cancelTitle: The button that stays. Default "Cancel" in the app's language.
    ///   - preferredStyle: `.alert` (default) or `.actionSheet`; an action sheet is anchored to the screen's view on
    ///     iPad.
    ///   - actions: Extra choices, each answering with the result of its work (``BackConfirmationAction``).
    ///   - condition: Asked on every attempt; the guard passes without asking while it returns `false`.
    /// - Returns: The guard, to assign to ``UIKit/UIViewController/backGuard``.
    public static func confirm(
      _ title: String,
      message: String? = nil,
      discardTitle: String = BackGuardString.discard.localized,
      cancelTitle: String = BackGuardString.cancel.localized,
      preferredStyle: UIAlertController.Style = .alert,
      actions: [BackConfirmationAction] = [],
      when condition: (() -> Bool)? = nil
    ) -> ScreenGuard {
      let owner = GuardReference()
      let made = ScreenGuard(when: condition) { attempt, resolution in
        guard let placement = ConfirmationPresenter.placement(for: attempt, guardedBy: owner.screenGuard) else {
          resolution.deny()
          return
        }
        let presenter = placement.presenter
        let alert = UIAlertController(
          title: title, message: ReadyConfirmation.message(message, coveredScreenName: placement.coveredScreenName),
          preferredStyle: preferredStyle)
        for button in ReadyConfirmation.buttons(discardTitle: discardTitle, cancelTitle: cancelTitle, actions: actions)
        {
          alert.addAction(
            UIAlertAction(title: button.title, style: UIAlertAction.Style(button.look)) { _ in
              ReadyConfirmation.answer(button.choice, actions: actions, resolution: resolution)
            })
        }
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

  extension UIAlertAction.Style {
    init(_ look: ReadyConfirmation.Look) {
      switch look {
      case .destructive: self = .destructive
      case .standard: self = .default
      case .cancel: self = .cancel
      }
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
    /// Where a confirmation goes, and the guarded screen's name when that screen is covered.
    struct Placement {
      let presenter: UIViewController
      let coveredScreenName: String?
    }

    /// The leaving screen whose guard is `screenGuard` (else the top one), or what it is already presenting; if that
    /// screen is covered, the screen the person sees instead, with the covered screen's name.
    ///
    /// - Returns: A view controller in a window that presents nothing, or `nil` when the stack is not on screen.
    static func placement(for attempt: BackAttempt, guardedBy screenGuard: ScreenGuard?) -> Placement? {
      let leaving = attempt.leaving.compactMap(ScreenRegistry.viewController(for:))
      // The screen whose guard this is may be contained in a stack screen (a child, a nested stack's screen).
      // A plain loop: a lazy compactMap would put its generic code in the app for this one search.
      if let screenGuard {
        for screen in leaving {
          if let owner = screen.screen(guardedBy: screenGuard) { return placement(showing: owner) }
        }
      }
      guard let screen = leaving.first else { return nil }
      return placement(showing: screen)
    }

    /// `screen`, or what it is already presenting, if `screen` is in a window; else the top screen of `screen`'s stack
    /// (or what that presents), with `screen`'s name; else the nearest container of that stack in a window (the tab bar
    /// controller of a background tab), with `screen`'s name.
    ///
    /// - Returns: A view controller in a window that presents nothing, or `nil` when the stack is not on screen.
    static func placement(showing screen: UIViewController) -> Placement? {
      if let presenter = topmostPresenter(from: screen) {
        return Placement(presenter: presenter, coveredScreenName: nil)
      }
      let name = UIKitNavigationHost.menuTitle(of: screen)
      if let visible = screen.stackNavigationController?.topViewController,
        let presenter = topmostPresenter(from: visible)
      {
        return Placement(presenter: presenter, coveredScreenName: name)
      }
      // A stack that is not on screen itself (a background tab asked by a logout): the nearest container that is, for
      // example the tab bar controller, shows the question, naming the screen.
      var ancestor = screen.stackNavigationController?.parent ?? screen.parent
      while let container = ancestor {
        if let presenter = topmostPresenter(from: container) {
          return Placement(presenter: presenter, coveredScreenName: name)
        }
        ancestor = container.parent
      }
      return nil
    }

    /// `screen`, or what it is already presenting, if `screen` is in a window.
    private static func topmostPresenter(from screen: UIViewController) -> UIViewController? {
      guard var presenter = Optional(screen), presenter.viewIfLoaded?.window != nil else { return nil }
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
        presenter = presented
      }
      return presenter
    }
  }
#endif
