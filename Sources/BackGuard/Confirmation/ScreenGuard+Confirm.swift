#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
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
    /// With no screen of the stack in a window the attempt is denied, and so it is two seconds after an alert UIKit did
    /// not present (``BackMisuse`` (`questionNeverAppeared`)). Extra choices, such as "Save Draft", go
    /// between the two buttons; their work decides.
    ///
    /// - Parameters:
    ///   - title: The alert's title, a question such as "Discard changes?".
    ///   - message: The alert's message, if any.
    ///   - discardTitle: The button that goes back. `nil` (the default): "Discard" in the app's language.
    ///   - cancelTitle: The button that stays. `nil` (the default): "Cancel" in the app's language.
    ///   - preferredStyle: `.alert` (default) or `.actionSheet`; an action sheet is anchored to the screen's view on
    ///     iPad.
    ///   - actions: Extra choices, each answering with the result of its work (``BackConfirmationAction``).
    ///   - condition: Asked on every attempt; the guard passes without asking while it returns `false`.
    /// - Returns: The guard, to assign to ``UIKit/UIViewController/backGuard``.
    public static func confirm(
      _ title: String,
      message: String? = nil,
      discardTitle: String? = nil,
      cancelTitle: String? = nil,
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
        for button in ReadyConfirmation.buttons(
          discardTitle: discardTitle ?? BackGuardString.discard.localized,
          cancelTitle: cancelTitle ?? BackGuardString.cancel.localized, actions: actions)
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
        // UIKit may not present it (another presentation under way): then the attempt must not wait for ever (B193).
        ConfirmationPresenter.watch(
          isOnScreen: { [weak alert] in alert?.presentingViewController != nil },
          isAnswered: { resolution.isUsed },
          neverAppeared: { [weak presenter] in
            resolution.reportMisuse(
              .questionNeverAppeared(attempt.id, screen: UIKitNavigationHost.menuTitle(of: presenter)))
            resolution.deny()
          })
      }
      owner.screenGuard = made
      // Closing a window asks with the same words (iOS 27; ledger B198).
      made.windowCloseQuestion = WindowCloseQuestion(
        title: title, message: message, closeTitle: discardTitle, cancelTitle: cancelTitle, choices: actions)
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

  @MainActor
  private final class GuardReference {
    weak var screenGuard: ScreenGuard?
  }

  @MainActor
  package enum ConfirmationPresenter {
    package struct Placement {
      package let presenter: UIViewController
      package let coveredScreenName: String?
    }

    static func placement(for attempt: BackAttempt, guardedBy screenGuard: ScreenGuard?) -> Placement? {
      // Plain loops: a main-actor closure handed to the standard library gets a run-time isolation check (Swift 6
      // mode), and a lazy compactMap would put its generic code in the app for this one search.
      var leaving: [UIViewController] = []
      for id in attempt.leaving {
        if let screen = ScreenRegistry.viewController(for: id) { leaving.append(screen) }
      }
      // The screen whose guard this is may be contained in a stack screen (a child, a nested stack's screen).
      if let screenGuard {
        for screen in leaving {
          if let owner = screen.screen(guardedBy: screenGuard) { return placement(showing: owner) }
        }
      }
      guard let screen = leaving.first else { return nil }
      return placement(showing: screen)
    }

    package static func placement(showing screen: UIViewController) -> Placement? {
      if let presenter = topmostPresenter(from: screen) {
        return Placement(presenter: presenter, coveredScreenName: nil)
      }
      // Else from the screen the person sees in its stack; for a stack not on screen itself (a background tab asked by
      // a logout), from the nearest container that is, such as the tab bar controller. Both name the covered screen.
      let stack = screen.stackNavigationController
      let shown = stack?.topViewController.flatMap { topmostPresenter(from: $0) }
      let container = (stack?.parent ?? screen.parent)?.nearestInParentChain { topmostPresenter(from: $0) != nil }
      guard let presenter = shown ?? container.flatMap({ topmostPresenter(from: $0) }) else { return nil }
      return Placement(presenter: presenter, coveredScreenName: UIKitNavigationHost.menuTitle(of: screen))
    }

    /// Looks for a presented question until it is on screen or answered; one no look finds is given up
    /// (`PresentationWatch`, core).
    package static func watch(
      isOnScreen: @escaping @MainActor () -> Bool, isAnswered: @escaping @MainActor () -> Bool,
      neverAppeared: @escaping @MainActor () -> Void
    ) {
      Task { @MainActor in
        var watch = PresentationWatch()
        while true {
          try? await Task.sleep(nanoseconds: UInt64(PresentationWatch.interval * 1_000_000_000))
          switch watch.look(isOnScreen: isOnScreen(), isAnswered: isAnswered()) {
          case .shown: return
          case .lookAgain: continue
          case .neverAppeared:
            neverAppeared()
            return
          }
        }
      }
    }

    private static func topmostPresenter(from screen: UIViewController) -> UIViewController? {
      guard var presenter = Optional(screen), presenter.viewIfLoaded?.window != nil else { return nil }
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
        presenter = presented
      }
      return presenter
    }
  }
#endif
