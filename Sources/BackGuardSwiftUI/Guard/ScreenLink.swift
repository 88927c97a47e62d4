#if canImport(UIKit) && canImport(SwiftUI)
  @_spi(TestKit) import BackGuard
  import BackGuardCore
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
    // Passed on at every update: its choices' work may be new even where its words are the same.
    var windowCloseQuestion: WindowCloseQuestion? {
      didSet { guards?.windowCloseQuestionDidChange() }
    }

    private(set) weak var screen: UIViewController?
    private(set) weak var sheet: UIKitSheetHost?
    private var isStackScreen = false

    // Read from the screen's parents each time, never kept: a split view moves screens between stacks (B135, B171).
    var navigationController: UINavigationController? { isStackScreen ? screen?.stackNavigationController : nil }
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
      if flipped {
        guards?.windowCloseQuestionDidChange()
        navigationController?.backNavigation.host.screenSettingsDidChange()
      }
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
      if let navigation = self.navigationController, !navigation.backNavigation.isInstalled {
        navigation.backNavigation.host.isInstalledBySwiftUI = true
      }
      let group = ScreenGuardGroup.group(for: screen)
      group.add(self)
      guards = group
      group.windowCloseQuestionDidChange()
      if let navigation = self.navigationController {
        navigation.backNavigation.install()
        navigation.backNavigation.host.wireScreens()
      }
      updateStandInBackButton()
      if let presented {
        let sheet = presented.sheetDismissal.host
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
      navigationController?.backNavigation.host.wireScreens()
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
      let isAboveStackRoot =
        if let navigationController { navigationController.viewControllers.first !== screen } else { false }
      switch SheetContent.backRequest(isAboveStackRoot: isAboveStackRoot, isInSheet: sheet != nil) {
      case .popStack: return screen.requestBack()
      case .dismissSheet: return sheet?.requestDismiss(from: .customBackButton, animated: true) ?? screen.requestBack()
      }
    }
  }

  extension UIViewController {
    // The view controller owning this one's view, for a view controller SwiftUI did not make a child.
    var hostingViewController: UIViewController? { viewIfLoaded?.superview?.nextViewController(excluding: self) }

    var presentedRoot: UIViewController? {
      var root = self
      while let parent = root.parent { root = parent }
      guard let presenter = root.presentingViewController, presenter.presentedViewController === root else {
        return nil
      }
      return root
    }
  }

  struct ScreenLinkAnchor: UIViewControllerRepresentable {
    let link: ScreenLink
    let isActive: Bool
    let decide: @MainActor (BackAttempt) async -> BackDecision

    func makeUIViewController(context: Context) -> AnchorViewController { AnchorViewController(link: link) }

    func updateUIViewController(_ anchor: AnchorViewController, context: Context) {
      link.update(isActive: isActive, decide: decide, dismiss: context.environment.dismiss)
      link.screenName = context.environment.backGuardScreenName
      link.windowCloseQuestion = context.environment.backGuardWindowCloseQuestion
      anchor.attachIfPossible(isFinal: false)
    }

    static func dismantleUIViewController(_ anchor: AnchorViewController, coordinator: ()) { anchor.link.detach() }
  }

  final class AnchorViewController: UIViewController {
    let link: ScreenLink

    init(link: ScreenLink) {
      self.link = link
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "BackGuard's anchor is made in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
      let view = AnchorView().madeInert()
      view.anchor = self
      self.view = view
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent != nil { attachIfPossible(isFinal: false) }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      attachIfPossible(isFinal: false)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      attachIfPossible(isFinal: true)
    }

    func attachIfPossible(isFinal: Bool) {
      guard viewIfLoaded?.window != nil || parent?.viewIfLoaded?.window != nil else { return }
      link.attach(from: self, isFinal: isFinal)
    }
  }

  // Tells the anchor when it enters a window, for hosts that do not forward appearance calls to it.
  final class AnchorView: UIView {
    weak var anchor: AnchorViewController?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { anchor?.attachIfPossible(isFinal: false) }
    }
  }

  // The one guard of a screen for all its `.backGuard` modifiers: engaged while any is active, asking the active ones in
  // turn. An associated object of the screen, released with it (B161).
  @MainActor
  final class ScreenGuardGroup {
    private weak var screen: UIViewController?
    private var links: [Weak<ScreenLink>] = []
    private(set) var screenGuard: ScreenGuard!

    private init(screen: UIViewController) {
      self.screen = screen
      screenGuard = ScreenGuard(askingInTurn: { [weak self] in self?.activeQuestions ?? [] })
    }

    // The key of the screen's group, as BackGuard's own keys (`AssociatedKey`): a one-byte allocation that lives for
    // the whole process.
    private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    static func group(for screen: UIViewController) -> ScreenGuardGroup {
      screen.associatedObject(key) { ScreenGuardGroup(screen: screen) }
    }

    // Each asked with its modifier known to the task (``AskingGuard``), so a ``BackConfirmation`` finds the screen.
    private var activeQuestions: [(BackAttempt) async -> BackDecision] {
      var questions: [(BackAttempt) async -> BackDecision] = []
      for entry in links {
        guard let link = entry.object, link.isActive, let decide = link.decide else { continue }
        questions.append { @MainActor [weak link] attempt in
          guard let link else { return await decide(attempt) }
          return await AskingGuard.$current.withValue(AskingGuard(attempt: attempt, link: link)) {
            await decide(attempt)
          }
        }
      }
      return questions
    }

    func add(_ link: ScreenLink) {
      forget(link)
      links.append(Weak(link))
      guard let screen else { return }
      if screen.backGuard == nil {
        screen.backGuard = screenGuard
      } else if screen.backGuard !== screenGuard {
        DebugNotice.once(
          "swiftui-foreign-guard-\(ObjectIdentifier(screen).hashValue)",
          "BackGuard: \(type(of: screen)) already has a backGuard set in UIKit code; .backGuard leaves it in place "
            + "and adds nothing.")
      }
    }

    // The window's words are the first active modifier's that has some (iOS 27): the screen's guard is engaged only
    // while a modifier is active, and the window asks nothing otherwise.
    func windowCloseQuestionDidChange() {
      var question: WindowCloseQuestion?
      for entry in links where question == nil {
        if let link = entry.object, link.isActive { question = link.windowCloseQuestion }
      }
      let wordsChanged = question != screenGuard.windowCloseQuestion
      screenGuard.windowCloseQuestion = question  // the latest work, always (a choice is looked up when picked)
      if wordsChanged { screen?.backGuardStateDidChange() }
    }

    func remove(_ link: ScreenLink) {
      forget(link)
      windowCloseQuestionDidChange()
      if links.isEmpty, let screen, screen.backGuard === screenGuard { screen.backGuard = nil }
    }

    private func forget(_ link: ScreenLink) { links.removeReleased(and: link) }
  }
#endif
