#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// The bridge between one `.backGuard` modifier and the UIKit screen that hosts it.
  ///
  /// It lives as long as the modifier's view (a `@StateObject`), so re-renders update it instead of installing again.
  /// Once attached it knows the screen (the view controller in the navigation stack, or the presented sheet),
  /// registers this modifier's guard there, and removes it when the view leaves.
  @MainActor
  final class ScreenLink: ObservableObject {
    /// The modifier's current switch and closure; replaced on every update.
    var isActive = false
    var decide: (@MainActor (BackAttempt) async -> BackDecision)?
    /// SwiftUI's dismiss action where the modifier sits, used to dismiss a sheet whose root screen (or whose inner
    /// stack's root) this is.
    var dismiss: DismissAction?
    /// The name given with `.backGuardScreenName(_:)`, applied to the screen for events and analytics.
    var screenName: String? {
      didSet { if let screenName, screenName != oldValue { screen?.backGuardScreenName = screenName } }
    }

    private(set) weak var screen: UIViewController?
    private(set) weak var sheet: UIKitSheetHost?
    /// Whether the screen was found in a navigation stack (else it is a sheet's content without a stack).
    private var isStackScreen = false

    /// The navigation controller whose stack holds the screen now. Read from the screen's current parents each time,
    /// never kept: a split view's collapse or expansion moves screens to another navigation controller (ledger B135,
    /// B171).
    var navigationController: UINavigationController? {
      guard isStackScreen, let screen else { return nil }
      return screen.stackNavigationController
    }
    private weak var guards: ScreenGuardGroup?
    private var ownsDismissHandler = false
    /// How many ``GuardedBackButton``s reading this link's `requestBack` are on screen.
    private var standInButtons = 0
    /// The screen this link counts as showing a stand-in back button, while it does.
    private weak var standInScreen: UIViewController?

    /// Nonisolated so SwiftUI's `@StateObject` can make it from a modifier's initializer.
    nonisolated init() {}

    /// Takes the modifier's latest values; tells the navigation adapter when the switch flips.
    func update(
      isActive: Bool, decide: @escaping @MainActor (BackAttempt) async -> BackDecision, dismiss: DismissAction
    ) {
      let flipped = isActive != self.isActive
      self.isActive = isActive
      self.decide = decide
      self.dismiss = dismiss
      if flipped { navigationController?.backNavigationGuard.host.screenSettingsDidChange() }
    }

    /// Finds the screen hosting `anchor` and registers the guard there. Safe to call many times.
    ///
    /// - Parameters:
    ///   - anchor: The zero-size view controller placed behind the guarded view.
    ///   - isFinal: Whether this is the last chance (the anchor is on screen); only then is a failure reported.
    func attach(from anchor: UIViewController, isFinal: Bool) {
      if let screen, anchor.isInside(screen) || anchor.hostingViewController?.isInside(screen) == true {
        // The same screen, appearing again: the sheet around it may be on a new presentation controller.
        sheet?.refreshPresentation()
        return
      }
      let start = anchor.parent ?? anchor.hostingViewController ?? anchor
      let navigation = start.stackNavigationController
      let stackScreen = navigation.flatMap { start.stackEntry(in: $0) }
      let presented = start.presentedRoot
      guard let screen = stackScreen ?? presented else {
        if isFinal {
          DebugNotice.once(
            "swiftui-no-navigation",
            "BackGuard: .backGuard found neither a navigation stack nor a sheet around its view, so it does nothing "
              + "there. Put it on a view inside a NavigationStack/NavigationView destination or a sheet's content.")
        }
        return
      }
      detach()
      self.screen = screen
      if let screenName { screen.backGuardScreenName = screenName }
      isStackScreen = stackScreen != nil
      // Installed by this modifier first (the guard below installs): the stack is SwiftUI's, or at least no UIKit code
      // of the app installed BackGuard on it. Marked before the guard is set, which installs.
      if let navigation = self.navigationController, !navigation.backNavigationGuard.isInstalled {
        navigation.backNavigationGuard.host.isInstalledBySwiftUI = true
      }
      let group = ScreenGuardGroup.group(for: screen)
      group.add(self)
      guards = group
      if let navigation = self.navigationController {
        navigation.backNavigationGuard.install()
        navigation.backNavigationGuard.host.screenSettingsDidChange()
      }
      updateStandInBackButton()
      if let presented {
        let sheet = presented.sheetBackGuard.host
        sheet.install()
        if let navigation, navigation !== presented, navigation.isInside(presented) {
          sheet.innerNavigationController = navigation
        }
        // SwiftUI's own dismiss keeps its presentation state (the binding, `onDismiss`) right; where it dismisses the
        // sheet is SheetContent's rule. The action is read when it runs: the latest one SwiftUI gave this link.
        let isInnerStackRoot =
          stackScreen != nil && sheet.innerNavigationController === navigation
          && navigation?.viewControllers.first === screen
        let dismissesSheet = SheetContent.dismissActionDismissesSheet(
          isSheetRoot: screen === presented, isInnerStackRoot: isInnerStackRoot)
        if dismissesSheet, sheet.dismissHandler == nil {
          sheet.dismissHandler = { [weak self] in
            guard let dismiss = self?.dismiss else { return false }
            dismiss()
            return true
          }
          ownsDismissHandler = true
        }
        self.sheet = sheet
      }
    }

    /// Removes this modifier's guard from its screen.
    func detach() {
      guards?.remove(self)
      guards = nil
      if ownsDismissHandler { sheet?.dismissHandler = nil }
      ownsDismissHandler = false
      navigationController?.backNavigationGuard.host.screenSettingsDidChange()
      screen = nil
      isStackScreen = false
      sheet = nil
      updateStandInBackButton()
    }

    /// A ``GuardedBackButton`` of this modifier appeared or disappeared. While one is on screen it stands in for the
    /// back button, and the screen counts as asking for the swipe, also with its back button hidden
    /// (`ScreenBackOptions.swipeAllowed(explicit:hidesBackButton:)`).
    func guardedBackButton(isOnScreen: Bool) {
      standInButtons = max(0, standInButtons + (isOnScreen ? 1 : -1))
      updateStandInBackButton()
    }

    /// Marks the screen as showing a stand-in back button while a button is on screen, and takes the mark off the
    /// screen it was on when the button went or the link moved.
    private func updateStandInBackButton() {
      let wanted = standInButtons > 0 ? screen : nil
      guard wanted !== standInScreen else { return }
      standInScreen?.setStandInBackButton(false, by: self)
      standInScreen = wanted
      wanted?.setStandInBackButton(true, by: self)
    }

    /// Goes back from the guarded screen through every guard: pops the navigation stack, or dismisses the sheet
    /// when the screen is a sheet's root.
    @discardableResult
    func requestBack() -> BackOutcome {
      guard let screen else {
        DebugNotice.once(
          "swiftui-request-back-unattached",
          "BackGuard: requestBack was called before .backGuard found its screen; nothing happened.")
        return .nothingToGoBackTo
      }
      let isAboveStackRoot = navigationController.map { $0.viewControllers.first !== screen } ?? false
      switch SheetContent.backRequest(isAboveStackRoot: isAboveStackRoot, isInSheet: sheet != nil) {
      case .popStack: return screen.requestBack()
      case .dismissSheet: return sheet?.requestDismiss(from: .customBackButton, animated: true) ?? screen.requestBack()
      }
    }
  }

  extension UIViewController {
    /// The nearest view controller that owns this one's view through the responder chain, for a view controller
    /// that SwiftUI did not make a child.
    var hostingViewController: UIViewController? {
      var responder = viewIfLoaded?.superview?.next
      while let current = responder {
        if let controller = current as? UIViewController, controller !== self { return controller }
        responder = current.next
      }
      return nil
    }

    /// The top of this view controller's parent chain when it is a presented view controller (a sheet or a
    /// full-screen cover).
    var presentedRoot: UIViewController? {
      var root = self
      while let parent = root.parent { root = parent }
      guard let presenter = root.presentingViewController, presenter.presentedViewController === root else {
        return nil
      }
      return root
    }
  }
#endif
