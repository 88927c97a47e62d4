#if canImport(UIKit) && canImport(SwiftUI)
  import BackGuard
  import BackGuardCore
  import SwiftUI
  import UIKit

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

  struct BackConfirmationPresenter: ViewModifier {
    @ObservedObject var confirmation: BackConfirmation
    let style: BackConfirmation.Style
    var isElsewhereHost = false

    func body(content: Content) -> some View {
      let request = confirmation.request
      let title = request.map { Text($0.title) } ?? Text(verbatim: "")
      let confirmation = confirmation
      let isElsewhereHost = isElsewhereHost
      let isPresented = Binding(
        get: { confirmation.isPresented && confirmation.request?.isShownElsewhere == isElsewhereHost },
        set: { confirmation.isPresented = $0 })
      let anchored = content.background(
        ConfirmationAnchor(confirmation: isElsewhereHost ? nil : confirmation, style: style)
          .frame(width: 0, height: 0)
          .accessibilityHidden(true))
      // One pair of closures for both styles, so their code is in the app once.
      let buttons = { (request: BackConfirmation.Request) in self.buttons(for: request) }
      let message = { (request: BackConfirmation.Request) in self.message(for: request) }
      switch style {
      case .dialog:
        anchored.confirmationDialog(
          title, isPresented: isPresented, titleVisibility: .visible, presenting: request, actions: buttons,
          message: message)
      case .alert:
        anchored.alert(title, isPresented: isPresented, presenting: request, actions: buttons, message: message)
      }
    }

    @ViewBuilder private func message(for request: BackConfirmation.Request) -> some View {
      switch (request.coveredScreenName, request.message) {
      case (let name?, let message?): Text(verbatim: name + "\n") + Text(message)
      case (let name?, nil): Text(verbatim: name)
      case (nil, let message?): Text(message)
      case (nil, nil): EmptyView()
      }
    }

    @MainActor @ViewBuilder private func buttons(for request: BackConfirmation.Request) -> some View {
      let confirmation = confirmation
      Button(role: .destructive, action: { confirmation.answer(request.id, .allow) }, label: { request.discardLabel })
      ForEach(request.actions.indices, id: \.self) { index in
        let action = request.actions[index]
        Button(
          role: action.role == .destructive ? .destructive : nil, action: { confirmation.run(action, for: request.id) },
          // The rule of SwiftUI's Text, as for the question's title: a key, unless made verbatim.
          label: { action.isVerbatim ? Text(verbatim: action.title) : Text(LocalizedStringKey(action.title)) })
      }
      Button(role: .cancel, action: { confirmation.answer(request.id, .deny) }, label: { request.cancelLabel })
    }
  }

  private struct ConfirmationAnchor: UIViewRepresentable {
    let confirmation: BackConfirmation?
    let style: BackConfirmation.Style

    func makeUIView(context: Context) -> UIView { UIView().madeInert() }

    func updateUIView(_ view: UIView, context: Context) {
      guard let confirmation else { return }
      confirmation.anchorView = view
      confirmation.style = style
    }
  }

  extension UIView {
    // Hidden, untouchable, and not an accessibility element: an anchor in the view hierarchy, nothing more.
    func madeInert() -> Self {
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      isHidden = true
      return self
    }
  }

  struct CoveredQuestionHost: View {
    @ObservedObject var confirmation: BackConfirmation
    let style: BackConfirmation.Style

    var body: some View {
      Color.clear
        .ignoresSafeArea()
        .modifier(BackConfirmationPresenter(confirmation: confirmation, style: style, isElsewhereHost: true))
    }
  }
#endif
