#if canImport(UIKit) && canImport(SwiftUI)
  import BackGuard
  import BackGuardCore
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
    /// Asks before this screen leaves its navigation stack or its sheet, by any route: back button, long-press menu,
    /// edge swipe, iOS 26 content swipe, VoiceOver escape, keyboard, the sheet's swipe-down and your own buttons
    /// (``RequestBackAction``).
    ///
    /// ```swift
    /// Form { … }
    ///   .backGuard(isActive: hasChanges) { attempt in
    ///     await confirmation.ask("Discard changes?")
    ///   }
    ///   .backConfirmation(confirmation)
    /// ```
    ///
    /// Put it on a view of a `NavigationStack` (iOS 16+) or stack-style `NavigationView` destination, or of a
    /// `.sheet` / `.fullScreenCover`'s content. It guards that screen only, follows re-renders without installing
    /// twice, and goes away with the view. Where it finds neither a navigation stack nor a sheet, it does nothing
    /// (debug builds say so once). With `.navigationBarBackButtonHidden(true)` the swipe stays off, as in SwiftUI, unless
    /// a ``GuardedBackButton`` stands in for the back button: then it keeps working, through the same guard.
    ///
    /// - Parameters:
    ///   - isActive: Whether to ask. While `false` every route passes, and a sheet can be swiped away.
    ///   - decide: The answer, now or after awaiting your UI. ``BackAttempt/source`` names the route.
    /// - Returns: The guarded view.
    public func backGuard(
      isActive: Bool = true, _ decide: @escaping @MainActor (BackAttempt) async -> BackDecision
    ) -> some View {
      modifier(BackGuardModifier(isActive: isActive, decide: decide))
    }

    /// Asks "Discard changes?" (or your question) before this screen leaves, by any route, and leaves only when the
    /// person confirms.
    ///
    /// ```swift
    /// Form { … }
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    /// ```
    ///
    /// - Parameters:
    ///   - isActive: Whether to ask.
    ///   - title: The question.
    ///   - message: More detail, if any.
    ///   - discardTitle: The destructive button that leaves, looked up in your app's bundle like `title`. `nil`
    ///     (the default): "Discard" in the app's language, from BackGuard's own resources.
    ///   - cancelTitle: The button that stays. `nil` (the default): "Cancel" in the app's language.
    ///   - style: A `confirmationDialog` (default) or an `alert`.
    ///   - actions: Extra choices such as "Save Draft"; each one's work decides whether the screen leaves.
    /// - Returns: The guarded view.
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

  struct BackGuardWindowCloseQuestionKey: EnvironmentKey {
    static let defaultValue: WindowCloseQuestion? = nil
  }

  extension EnvironmentValues {
    var backGuardScreenName: String? {
      get { self[BackGuardScreenNameKey.self] }
      set { self[BackGuardScreenNameKey.self] = newValue }
    }
    var backGuardWindowCloseQuestion: WindowCloseQuestion? {
      get { self[BackGuardWindowCloseQuestionKey.self] }
      set { self[BackGuardWindowCloseQuestionKey.self] = newValue }
    }
  }

  extension View {
    /// Names the guarded screen in BackGuard's events, for analytics. Without it, the screen's navigation title is
    /// used.
    ///
    /// ```swift
    /// ProductForm()
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    ///   .backGuardScreenName("Product form")  // after .backGuard, so the guard sees it
    /// ```
    ///
    /// - Parameter name: The screen's name in `ScreenNames`.
    /// - Returns: The view.
    public func backGuardScreenName(_ name: String) -> some View { environment(\.backGuardScreenName, name) }

    /// The words a window asks in before it closes while this screen's guard is engaged (iPadOS and Mac Catalyst 27:
    /// the window's close button, ⌘W, File ▸ Close). Without it the system's own words are used. The system draws the
    /// dialog and takes plain text, so pass words already localized. Extra choices run their work, and the window
    /// closes when it allows.
    ///
    /// ```swift
    /// EditorForm()
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    ///   .backGuardWindowCloseQuestion(  // after .backGuard, so the guard sees it
    ///     WindowCloseQuestion(title: String(localized: "Discard changes?"), closeTitle: String(localized: "Discard")))
    /// ```
    ///
    /// - Parameter question: The window's question, or `nil` for the system's words.
    /// - Returns: The view.
    public func backGuardWindowCloseQuestion(_ question: WindowCloseQuestion?) -> some View {
      environment(\.backGuardWindowCloseQuestion, question)
    }
  }
#endif
