#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  struct BackGuardModifier: ViewModifier {
    let isActive: Bool
    let decide: @MainActor (BackAttempt) async -> BackDecision
    @StateObject private var link = ScreenLink()

    init(isActive: Bool, decide: @escaping @MainActor (BackAttempt) async -> BackDecision) {
      self.isActive = isActive
      self.decide = decide
    }

    func body(content: Content) -> some View {
      content
        .environment(\.requestBack, RequestBackAction(link: link))
        .background(
          ScreenLinkAnchor(link: link, isActive: isActive, decide: decide)
            .frame(width: 0, height: 0)
            .accessibilityHidden(true)
        )
        // Inside a sheet, UIKit then refuses the swipe-down outright and reports the attempt, which BackGuard's
        // presentation delegate hands to the guard; the swipe stays blocked even if that delegate is replaced.
        .interactiveDismissDisabled(isActive)
    }
  }

  struct ConfirmingBackGuardModifier: ViewModifier {
    let isActive: Bool
    let title: LocalizedStringKey
    let message: LocalizedStringKey?
    let discardTitle: LocalizedStringKey?
    let cancelTitle: LocalizedStringKey?
    let style: BackConfirmation.Style
    let actions: [BackConfirmationAction]
    @StateObject private var confirmation = BackConfirmation()

    func body(content: Content) -> some View {
      let confirmation = confirmation
      let (title, message, discardTitle, cancelTitle, actions) = (title, message, discardTitle, cancelTitle, actions)
      content
        .backGuard(isActive: isActive) { _ in
          await confirmation.ask(
            title, message: message, discardTitle: discardTitle, cancelTitle: cancelTitle, actions: actions)
        }
        .backConfirmation(confirmation, style: style)
    }
  }

  extension View {
    /// Asks before this screen leaves its navigation stack or its sheet, by any route.
    ///
    /// ```swift
    /// Form { … }
    ///   .backGuard(isActive: hasChanges) { attempt in
    ///     await confirmation.ask("Discard changes?")
    ///   }
    ///   .backConfirmation(confirmation)
    /// ```
    public func backGuard(
      isActive: Bool = true, _ decide: @escaping @MainActor (BackAttempt) async -> BackDecision
    ) -> some View {
      modifier(BackGuardModifier(isActive: isActive, decide: decide))
    }

    /// Asks "Discard changes?" (or your question) before this screen leaves, by any route.
    ///
    /// ```swift
    /// Form { … }
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    /// ```
    public func backGuard(
      isActive: Bool,
      confirm title: LocalizedStringKey,
      message: LocalizedStringKey? = nil,
      discardTitle: LocalizedStringKey? = nil,
      cancelTitle: LocalizedStringKey? = nil,
      style: BackConfirmation.Style = .dialog,
      actions: [BackConfirmationAction] = []
    ) -> some View {
      modifier(
        ConfirmingBackGuardModifier(
          isActive: isActive, title: title, message: message, discardTitle: discardTitle,
          cancelTitle: cancelTitle, style: style, actions: actions))
    }
  }

  struct BackGuardScreenNameKey: EnvironmentKey {
    static let defaultValue: String? = nil
  }

  extension EnvironmentValues {
    var backGuardScreenName: String? {
      get { self[BackGuardScreenNameKey.self] }
      set { self[BackGuardScreenNameKey.self] = newValue }
    }
  }

  extension View {
    /// Names the guarded screen in BackGuard's events, for analytics.
    ///
    /// ```swift
    /// ProductForm()
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    ///   .backGuardScreenName("Product form")  // after .backGuard, so the guard sees it
    /// ```
    public func backGuardScreenName(_ name: String) -> some View { environment(\.backGuardScreenName, name) }
  }
#endif
