#if canImport(UIKit) && canImport(SwiftUI)
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
  /// (``BackMisuse/Kind/confirmationNotShown(_:screen:)``).
  @MainActor
  public final class BackConfirmation: ObservableObject {
    /// How the question is shown.
    public enum Style: Hashable, Sendable {
      /// A `confirmationDialog` (an action sheet on iPhone, a popover on iPad).
      case dialog
      /// An `alert`.
      case alert
    }

    /// The open question, if any.
    struct Request {
      let id: UInt64
      let title: LocalizedStringKey
      let message: LocalizedStringKey?
      /// The app's words resolve in the app's bundle; BackGuard's defaults are already localized in its own.
      let discardLabel: Text
      let cancelLabel: Text
      /// Extra choices, whose work decides the answer.
      let actions: [BackConfirmationAction]
      /// Whether the question is shown over the visible screen (``CoveredQuestionHost``) instead of by the view it is
      /// attached to, which is not on screen.
      var isShownElsewhere = false
      /// The guarded screen's name, shown first in the message when the question is shown over another screen.
      var coveredScreenName: String?
    }

    /// Drives the dialog's presentation. SwiftUI sets it to `false` when the dialog goes away.
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
    /// The question whose extra choice is working, if any.
    private var runningActionID: UInt64?
    /// The view that ``SwiftUI/View/backConfirmation(_:style:)`` put behind the view it shows the question on, and
    /// that modifier's style.
    weak var anchorView: UIView?
    var style: Style = .dialog
    /// The view controller that shows a question over the visible screen, while it does.
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
    ///     default): "Discard" in the app's language, from BackGuard's own resources (``BackGuardString``).
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
          isPresented = true
          if case .elsewhere(let elsewhere) = placement, !showElsewhere(over: elsewhere.presenter) {
            reportNotShown(asking)
            answer(id, .deny)
          }
        }
      } onCancel: {
        Task { @MainActor in self.answer(id, .deny) }
      }
    }

    /// Runs an extra choice's work for the open question `id`, then answers with its result.
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

    /// Answers the open question `id`, once; answers to questions no longer open are ignored.
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

    // MARK: Where the question is shown

    /// Says that a question could be shown nowhere: on the engine of the attempt when a `.backGuard` asked it, else in
    /// debug builds only.
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
      /// By the view ``SwiftUI/View/backConfirmation(_:style:)`` is attached to, which is on screen.
      case here
      /// Over the screen the person sees.
      case elsewhere(ConfirmationPresenter.Placement)
      /// Nowhere: nothing of the guarded screen's stack is in a window.
      case nowhere
    }

    /// Where a question asked now can be shown: by the attached view when it is in a window; else over the visible
    /// screen of the guarded screen's stack (the screen whose `.backGuard` asks, else the one holding the attached
    /// view), as the UIKit `.confirm` does (ledger B114, B172).
    private func placement(asking: AskingGuard?) -> Placement {
      if let anchorView, anchorView.window != nil { return .here }
      let screen = asking?.screen ?? anchorView?.hostingScreen
      guard let screen, let placement = ConfirmationPresenter.placement(showing: screen) else { return .nowhere }
      return .elsewhere(placement)
    }

    /// Presents a transparent host over `presenter` that shows the open question.
    ///
    /// - Returns: Whether UIKit took the presentation.
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
    /// The view controller that owns this view through the responder chain, or the stack entry around it.
    fileprivate var hostingScreen: UIViewController? {
      var responder = next
      while let current = responder {
        if let controller = current as? UIViewController {
          return controller.stackNavigationController.flatMap { controller.stackEntry(in: $0) } ?? controller
        }
        responder = current.next
      }
      return nil
    }
  }

  /// The `.backGuard` whose question is being asked, told to the task that asks it, so that a ``BackConfirmation``
  /// asked from the question knows the guarded screen and where to report that it could not be shown.
  @MainActor
  final class AskingGuard {
    @TaskLocal static var current: AskingGuard?

    let attempt: BackAttempt
    private weak var link: ScreenLink?

    init(attempt: BackAttempt, link: ScreenLink) {
      self.attempt = attempt
      self.link = link
    }

    /// The screen whose guard asks.
    var screen: UIViewController? { link?.screen }

    /// Reports, on the engine that runs the attempt (else to ``BackMisuse/log``), that its question was shown nowhere.
    func reportNotShown() {
      let kind = BackMisuse.Kind.confirmationNotShown(
        attempt.id, screen: UIKitNavigationHost.menuTitle(of: screen))
      // A plain loop: a lazy compactMap would put its generic code in the app for this one search.
      for engine in [link?.sheet?.engine, link?.navigationController?.backNavigationGuard.host.engine] {
        if let engine, engine.pendingAttempt?.id == attempt.id {
          engine.reportAdapterMisuse(kind)
          return
        }
      }
      BackMisuse.report(BackMisuse(kind))
    }
  }
#endif
