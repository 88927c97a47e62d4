#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  @MainActor
  final class ScreenLink: ObservableObject {
    var isActive = false
    var decide: (@MainActor (BackAttempt) async -> BackDecision)?
    var dismiss: DismissAction?
    var screenName: String? {
      didSet { if let screenName, screenName != oldValue { screen?.backGuardScreenName = screenName } }
    }

    private(set) weak var screen: UIViewController?
    private(set) weak var sheet: UIKitSheetHost?
    private var isStackScreen = false

    var navigationController: UINavigationController? {
      guard isStackScreen, let screen else { return nil }
      return screen.stackNavigationController
    }
    private weak var guards: ScreenGuardGroup?
    private var ownsDismissHandler = false
    private var standInButtons = 0
    private weak var standInScreen: UIViewController?

    nonisolated init() {}

    func update(
      isActive: Bool, decide: @escaping @MainActor (BackAttempt) async -> BackDecision, dismiss: DismissAction
    ) {
      let flipped = isActive != self.isActive
      self.isActive = isActive
      self.decide = decide
      self.dismiss = dismiss
      if flipped { navigationController?.backNavigationGuard.host.screenSettingsDidChange() }
    }

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

    func guardedBackButton(isOnScreen: Bool) {
      standInButtons = max(0, standInButtons + (isOnScreen ? 1 : -1))
      updateStandInBackButton()
    }

    private func updateStandInBackButton() {
      let wanted = standInButtons > 0 ? screen : nil
      guard wanted !== standInScreen else { return }
      standInScreen?.setStandInBackButton(false, by: self)
      standInScreen = wanted
      wanted?.setStandInBackButton(true, by: self)
    }

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
    var hostingViewController: UIViewController? {
      var responder = viewIfLoaded?.superview?.next
      while let current = responder {
        if let controller = current as? UIViewController, controller !== self { return controller }
        responder = current.next
      }
      return nil
    }

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
