#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// Goes back from the guarded screen through its guards, for your own back or Cancel button.
  ///
  /// ```swift
  /// struct CancelButton: View {
  ///   @Environment(\.requestBack) private var requestBack
  ///   var body: some View { Button("Cancel") { requestBack() } }
  /// }
  /// ```
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

    /// Asks the guards of every screen above this stack's root, then runs `perform` on approval.
    ///
    /// ```swift
    /// requestBack.leaveStack(named: "deepLink") { path = [.product(id)] }
    /// ```
    @MainActor @discardableResult
    public func leaveStack(named name: String, perform: @escaping @MainActor () -> Void) -> BackOutcome {
      guard let navigation = link?.navigationController else {
        perform()
        return .allowed
      }
      return navigation.backNavigationGuard.requestLeave(
        Array(navigation.viewControllers.dropFirst()), named: name, perform: perform)
    }
  }

  private struct RequestBackKey: EnvironmentKey {
    static let defaultValue = RequestBackAction.unavailable
  }

  extension EnvironmentValues {
    /// The guarded "go back" of the enclosing `.backGuard`.
    public var requestBack: RequestBackAction {
      get { self[RequestBackKey.self] }
      set { self[RequestBackKey.self] = newValue }
    }
  }

  /// A back or Cancel button that goes back through the guards of the enclosing `.backGuard`.
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
    public init(_ title: LocalizedStringKey) {
      self.init { Text(title) }
    }
  }
#endif
