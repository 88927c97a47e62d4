#if canImport(UIKit) && canImport(SwiftUI)
  import BackGuard
  import BackGuardCore
  import SwiftUI

  /// Goes back from the guarded screen through its guards, like the system back button: for your own back or
  /// Cancel button. Read it from the environment of a view inside `.backGuard` (a view's own `@Environment` comes
  /// from its parent, not from the modifiers in its body), or use ``GuardedBackButton``, which does that for you.
  ///
  /// ```swift
  /// struct CancelButton: View {
  ///   @Environment(\.requestBack) private var requestBack
  ///   var body: some View { Button("Cancel") { requestBack() } }
  /// }
  /// ```
  ///
  /// On a pushed screen it pops; on a sheet's root screen it dismisses the sheet. Outside `.backGuard` it does
  /// nothing (debug builds say so once).
  public struct RequestBackAction: Sendable {
    private weak var link: ScreenLink?
    // `false` for the environment's default, outside any `.backGuard`.
    private let isInsideBackGuard: Bool

    init(link: ScreenLink?) {
      self.link = link
      isInsideBackGuard = link != nil
    }

    static let unavailable = RequestBackAction(link: nil)

    /// Goes back, through the guards.
    ///
    /// - Returns: What happened.
    @MainActor @discardableResult
    public func callAsFunction() -> BackOutcome {
      if let link { return link.requestBack() }
      if isInsideBackGuard {
        DebugNotice.once(
          "swiftui-request-back-gone", "BackGuard: requestBack was used after its .backGuard view went away.")
      } else {
        DebugNotice.once(
          "swiftui-request-back-outside",
          "BackGuard: requestBack was used outside .backGuard; put .backGuard on an enclosing view (after .toolbar).")
      }
      return .nothingToGoBackTo
    }

    @MainActor
    func standInBackButton(isOnScreen: Bool) { link?.guardedBackButton(isOnScreen: isOnScreen) }

    /// Asks the guards of every screen above the root of this navigation stack, then runs `perform` on approval:
    /// for a deep link that replaces the path, or a logout.
    ///
    /// ```swift
    /// requestBack.leaveStack(named: "deepLink") { path = [.product(id)] }
    /// ```
    ///
    /// Outside a navigation stack nothing is guarded there, and `perform` runs at once.
    ///
    /// - Parameters:
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - perform: Your code, run once on approval.
    /// - Returns: What happened.
    @MainActor @discardableResult
    public func leaveStack(named name: String, perform: @escaping @MainActor () -> Void) -> BackOutcome {
      guard let navigation = link?.navigationController else {
        perform()
        return .allowed
      }
      return navigation.backNavigation.requestLeave(
        Array(navigation.viewControllers.dropFirst()), named: name, perform: perform)
    }
  }

  extension RequestBackAction {
    /// Runs your code that leaves this screen on purpose, without asking the guards and without a lost-work report:
    /// `dismiss()` right after saving, or a "Discard" button of your own.
    ///
    /// ```swift
    /// try await draft.save()
    /// requestBack.leaveWithoutAsking { dismiss() }
    /// ```
    ///
    /// It covers the navigation stack the screen is in and the sheet around it. Outside `.backGuard`, `perform` just
    /// runs.
    ///
    /// - Parameter perform: Your code. The screens that leave while it runs, or at SwiftUI's next update, leave
    ///   unasked.
    @MainActor
    public func leaveWithoutAsking(_ perform: () -> Void) {
      guard let screen = link?.screen else {
        perform()
        return
      }
      screen.leaveWithoutAsking(perform)
    }
  }

  private struct RequestBackKey: EnvironmentKey {
    static let defaultValue = RequestBackAction.unavailable
  }

  extension EnvironmentValues {
    /// The guarded "go back" of the enclosing `.backGuard`. See ``RequestBackAction``.
    public var requestBack: RequestBackAction {
      get { self[RequestBackKey.self] }
      set { self[RequestBackKey.self] = newValue }
    }
  }

  /// A back or Cancel button that goes back through the guards of the enclosing `.backGuard`.
  ///
  /// It stands in for the back button: while it is on screen, the screen keeps the edge swipe (and the iOS 26 content
  /// swipe) through the same guard, also with `.navigationBarBackButtonHidden(true)`, which otherwise turns the swipe
  /// off. A button of your own that reads ``SwiftUI/EnvironmentValues/requestBack`` does not do that: with a hidden back
  /// button its screen keeps SwiftUI's refusal of the swipe.
  ///
  /// It reads ``SwiftUI/EnvironmentValues/requestBack`` from its own environment, which is inside `.backGuard`. A
  /// screen that read `@Environment(\.requestBack)` itself would get its parent's value instead, because a view's
  /// environment comes from above it, not from the modifiers in its own body.
  ///
  /// ```swift
  /// TextField("Message", text: $message)
  ///   .navigationBarBackButtonHidden(true)
  ///   .toolbar { ToolbarItem(placement: .navigationBarLeading) { GuardedBackButton("Cancel") } }
  ///   .backGuard(isActive: !message.isEmpty, confirm: "Discard message?")
  /// ```
  public struct GuardedBackButton<Label: View>: View {
    @Environment(\.requestBack) private var requestBack
    private let label: Label

    /// A button with your own label.
    ///
    /// - Parameter label: The button's content.
    public init(@ViewBuilder label: () -> Label) {
      self.label = label()
    }

    public var body: some View {
      let requestBack = requestBack
      Button {
        requestBack()
      } label: {
        label
      }
      .onAppear { requestBack.standInBackButton(isOnScreen: true) }
      .onDisappear { requestBack.standInBackButton(isOnScreen: false) }
    }
  }

  extension GuardedBackButton where Label == Text {
    /// A button with a text label.
    ///
    /// - Parameter title: The label, for example "Cancel".
    public init(_ title: LocalizedStringKey) {
      self.init { Text(title) }
    }
  }
#endif
