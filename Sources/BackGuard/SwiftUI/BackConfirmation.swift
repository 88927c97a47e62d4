#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

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
  /// One question is open at a time: asking again answers the earlier one with ``BackDecision/deny``. When the
  /// attempt ends without an answer (the stack changed), the task is cancelled, the dialog closes and the answer is
  /// ``BackDecision/deny``. Closing the dialog without a choice (a tap outside it) is also ``BackDecision/deny``.
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
      return await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<BackDecision, Never>) in
          if Task.isCancelled {
            continuation.resume(returning: .deny)
            return
          }
          self.continuation = continuation
          request = Request(
            id: id, title: title, message: message, discardLabel: discardLabel, cancelLabel: cancelLabel,
            actions: actions)
          isPresented = true
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
      continuation.resume(returning: decision)
    }
  }

  /// Shows a ``BackConfirmation``'s open question.
  struct BackConfirmationPresenter: ViewModifier {
    @ObservedObject var confirmation: BackConfirmation
    let style: BackConfirmation.Style

    func body(content: Content) -> some View {
      let request = confirmation.request
      let title = request.map { Text($0.title) } ?? Text(verbatim: "")
      switch style {
      case .dialog:
        content.confirmationDialog(
          title, isPresented: $confirmation.isPresented, titleVisibility: .visible, presenting: request
        ) { request in
          buttons(for: request)
        } message: { request in
          if let message = request.message { Text(message) }
        }
      case .alert:
        content.alert(title, isPresented: $confirmation.isPresented, presenting: request) { request in
          buttons(for: request)
        } message: { request in
          if let message = request.message { Text(message) }
        }
      }
    }

    @MainActor @ViewBuilder private func buttons(for request: BackConfirmation.Request) -> some View {
      let confirmation = confirmation
      Button(role: .destructive) {
        confirmation.answer(request.id, .allow)
      } label: {
        request.discardLabel
      }
      ForEach(request.actions.indices, id: \.self) { index in
        let action = request.actions[index]
        Button(role: action.role == .destructive ? .destructive : nil) {
          confirmation.run(action, for: request.id)
        } label: {
          Text(verbatim: action.title)
        }
      }
      Button(role: .cancel) {
        confirmation.answer(request.id, .deny)
      } label: {
        request.cancelLabel
      }
    }
  }

  extension View {
    /// Shows the questions of a ``BackConfirmation`` over this view.
    ///
    /// ```swift
    /// Form { … }
    ///   .backGuard(isActive: hasChanges) { _ in await confirmation.ask("Discard changes?") }
    ///   .backConfirmation(confirmation)
    /// ```
    ///
    /// - Parameters:
    ///   - confirmation: The confirmation the guard asks.
    ///   - style: A `confirmationDialog` (default) or an `alert`.
    /// - Returns: The view, able to show the question.
    public func backConfirmation(
      _ confirmation: BackConfirmation, style: BackConfirmation.Style = .dialog
    ) -> some View {
      modifier(BackConfirmationPresenter(confirmation: confirmation, style: style))
    }
  }
#endif
