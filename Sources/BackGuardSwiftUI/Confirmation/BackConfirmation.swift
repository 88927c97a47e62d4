#if canImport(UIKit) && canImport(SwiftUI)
  import BackGuard
  @_spi(TestKit) import BackGuardCore
  import SwiftUI
  import UIKit

  /// An async "Discard changes?" question for SwiftUI: ask it from a guard, and await the person's choice.
  ///
  /// Keep one per screen as a `@StateObject`, attach it with ``SwiftUI/View/backConfirmation(_:style:)``, and ask it
  /// from the guard:
  ///
  /// ```swift
  /// @StateObject private var confirmation = BackConfirmation()
  ///
  /// var body: some View {
  ///   Form { … }
  ///     .backGuard(isActive: hasChanges) { _ in
  ///       await confirmation.ask("Discard changes?", message: "Your edits will be lost.")
  ///     }
  ///     .backConfirmation(confirmation)
  /// }
  /// ```
  ///
  /// One question is open at a time; asking again, an attempt that ends unanswered, or closing the dialog without a
  /// choice answers ``BackDecision/deny``. A question whose view is covered is shown over the screen the person sees,
  /// naming the guarded screen; one that can be shown nowhere is denied at once
  /// (``BackMisuse`` (`confirmationNotShown`)), and one SwiftUI never presents (another alert is up) is
  /// denied after two seconds (``BackMisuse`` (`questionNeverAppeared`)): no open question can hold the
  /// stack.
  @MainActor
  public final class BackConfirmation: ObservableObject {
    /// How the question is shown.
    public enum Style: Hashable, Sendable {
      /// A `confirmationDialog` (an action sheet on iPhone, a popover on iPad).
      case dialog
      /// An `alert`.
      case alert
    }

    struct Request {
      let id: UInt64
      let title: LocalizedStringKey
      let message: LocalizedStringKey?
      let discardLabel: Text
      let cancelLabel: Text
      let actions: [BackConfirmationAction]
      var isShownElsewhere = false
      var coveredScreenName: String?
    }

    @Published var isPresented = false {
      didSet {
        guard oldValue, !isPresented, let id = request?.id else { return }
        // A button's action and the closing of the dialog arrive in the same turn, in either order: let a
        // button answer first, so that closing counts as "stay" only when no button was chosen. An extra choice whose
        // work is running answers when the work ends.
        DispatchQueue.main.async { [weak self] in
          guard let self, runningActionID != id else { return }
          answer(id, .deny)
        }
      }
    }
    private(set) var request: Request?
    private var continuation: CheckedContinuation<BackDecision, Never>?
    private var lastID: UInt64 = 0
    private var runningActionID: UInt64?
    weak var anchorView: UIView?
    var style: Style = .dialog
    private weak var elsewhereHost: UIViewController?

    /// Makes a confirmation with no open question. Nonisolated, so it can initialize a `@StateObject`.
    public nonisolated init() {}

    /// Asks whether to leave, and waits for the answer.
    ///
    /// ```swift
    /// .backGuard(isActive: hasChanges) { _ in await confirmation.ask("Discard changes?") }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The question.
    ///   - message: More detail, if any.
    ///   - discardTitle: The destructive button that leaves, looked up in your app's bundle like `title`. `nil` (the
    ///     default): "Discard" in the app's language, from BackGuard's own resources.
    ///   - cancelTitle: The button that stays. `nil` (the default): "Cancel" in the app's language.
    ///   - actions: Extra choices such as "Save Draft"; the answer is the result of the chosen one's work.
    /// - Returns: ``BackDecision/allow`` when the person chose `discardTitle` (or an extra choice whose work allowed
    ///   it), ``BackDecision/deny`` otherwise.
    public func ask(
      _ title: LocalizedStringKey,
      message: LocalizedStringKey? = nil,
      discardTitle: LocalizedStringKey? = nil,
      cancelTitle: LocalizedStringKey? = nil,
      actions: [BackConfirmationAction] = []
    ) async -> BackDecision {
      if let open = request { answer(open.id, .deny) }
      lastID &+= 1
      let id = lastID
      // A `LocalizedStringKey` default would be looked up in the app's main bundle, where BackGuard's words are not.
      let discardLabel = discardTitle.map { Text($0) } ?? Text(verbatim: BackGuardString.discard.localized)
      let cancelLabel = cancelTitle.map { Text($0) } ?? Text(verbatim: BackGuardString.cancel.localized)
      var request = Request(
        id: id, title: title, message: message, discardLabel: discardLabel, cancelLabel: cancelLabel,
        actions: actions)
      let asking = AskingGuard.current
      let placement = placement(asking: asking)
      switch placement {
      case .here:
        break
      case .elsewhere(let elsewhere):
        request.isShownElsewhere = true
        request.coveredScreenName = elsewhere.coveredScreenName
      case .nowhere:
        // Waiting would never end: nobody can answer a question nobody sees.
        reportNotShown(asking)
        return .deny
      }
      return await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<BackDecision, Never>) in
          if Task.isCancelled {
            continuation.resume(returning: .deny)
            return
          }
          self.continuation = continuation
          self.request = request
          let window = anchorView?.window
          let presentedBefore = window.flatMap(Self.topmostPresented(in:))
          isPresented = true
          if case .elsewhere(let elsewhere) = placement, !showElsewhere(over: elsewhere.presenter) {
            reportNotShown(asking)
            answer(id, .deny)
            return
          }
          // SwiftUI may not show it (another alert or sheet is up): then the attempt must not wait for ever (B193).
          ConfirmationPresenter.watch(
            isOnScreen: { [weak self, weak window] in
              if self?.request?.isShownElsewhere == true { return self?.elsewhereHost?.presentingViewController != nil }
              guard let window else { return false }
              let presented = Self.topmostPresented(in: window)
              return presented != nil && presented !== presentedBefore
            },
            isAnswered: { [weak self] in self?.request?.id != id },
            neverAppeared: { [weak self] in
              guard let self, self.request?.id == id else { return }
              reportNeverAppeared(asking)
              answer(id, .deny)
            })
        }
      } onCancel: {
        Task { @MainActor in self.answer(id, .deny) }
      }
    }

    func run(_ action: BackConfirmationAction, for id: UInt64) {
      guard request?.id == id, runningActionID == nil else { return }
      runningActionID = id
      Task { @MainActor [weak self] in
        let decision = await action.perform()
        guard let self else { return }
        if runningActionID == id { runningActionID = nil }
        answer(id, decision)
      }
    }

    func answer(_ id: UInt64, _ decision: BackDecision) {
      guard let open = request, open.id == id, let continuation else { return }
      request = nil
      self.continuation = nil
      if isPresented { isPresented = false }
      // The host shown over the visible screen goes with its question, and takes the dialog with it.
      if let host = elsewhereHost, let presenter = host.presentingViewController, !host.isBeingDismissed {
        presenter.dismiss(animated: false)
      }
      elsewhereHost = nil
      continuation.resume(returning: decision)
    }

    // SwiftUI presents its dialogs and alerts as UIKit presentations: something new over the window's root chain.
    private static func topmostPresented(in window: UIWindow) -> UIViewController? {
      var top = window.rootViewController?.presentedViewController
      while let next = top?.presentedViewController { top = next }
      return top
    }

    private func reportNeverAppeared(_ asking: AskingGuard?) {
      if let asking {
        asking.report(
          .questionNeverAppeared(asking.attempt.id, screen: UIKitNavigationHost.menuTitle(of: asking.screen)))
      } else {
        DebugNotice.once(
          "confirmation-never-appeared",
          "BackGuard: a BackConfirmation question was presented but never appeared, so it answered deny.")
      }
    }

    private func reportNotShown(_ asking: AskingGuard?) {
      if let asking {
        asking.reportNotShown()
      } else {
        DebugNotice.once(
          "confirmation-not-shown",
          "BackGuard: a BackConfirmation question could not be shown (its view is not on screen), so it answered deny.")
      }
    }

    private enum Placement {
      case here
      case elsewhere(ConfirmationPresenter.Placement)
      case nowhere
    }

    private func placement(asking: AskingGuard?) -> Placement {
      if let anchorView, anchorView.window != nil { return .here }
      let screen = asking?.screen ?? anchorView?.hostingScreen
      guard let screen, let placement = ConfirmationPresenter.placement(showing: screen) else { return .nowhere }
      return .elsewhere(placement)
    }

    private func showElsewhere(over presenter: UIViewController) -> Bool {
      let host = UIHostingController(rootView: CoveredQuestionHost(confirmation: self, style: style))
      host.modalPresentationStyle = .overFullScreen
      host.view.backgroundColor = .clear
      presenter.present(host, animated: false)
      guard host.presentingViewController != nil else { return false }
      elsewhereHost = host
      return true
    }
  }

  extension UIView {
    fileprivate var hostingScreen: UIViewController? {
      // If-lets, not `map` and `flatMap`: a main-actor closure given to the standard library gets a run-time
      // isolation check (Swift 6 mode).
      guard let controller = nextViewController() else { return nil }
      guard let stack = controller.stackNavigationController else { return controller }
      return controller.stackEntry(in: stack) ?? controller
    }
  }

  extension UIResponder {
    func nextViewController(excluding excluded: UIViewController? = nil) -> UIViewController? {
      var responder = next
      while let current = responder {
        if let controller = current as? UIViewController, controller !== excluded { return controller }
        responder = current.next
      }
      return nil
    }
  }

  @MainActor
  final class AskingGuard {
    @TaskLocal static var current: AskingGuard?

    let attempt: BackAttempt
    private weak var link: ScreenLink?

    init(attempt: BackAttempt, link: ScreenLink) {
      self.attempt = attempt
      self.link = link
    }

    var screen: UIViewController? { link?.screen }

    func reportNotShown() {
      report(.confirmationNotShown(attempt.id, screen: UIKitNavigationHost.menuTitle(of: screen)))
    }

    func report(_ kind: BackMisuse.Kind) {
      // A plain loop: a lazy compactMap would put its generic code in the app for this one search.
      for engine in [link?.sheet?.engine, link?.navigationController?.backNavigation.host.engine] {
        if let engine, engine.pendingAttempt?.id == attempt.id {
          engine.reportAdapterMisuse(kind)
          return
        }
      }
      BackMisuse.report(BackMisuse(kind))
    }
  }
#endif
