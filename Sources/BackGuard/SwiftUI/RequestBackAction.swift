#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// Goes back from the guarded screen through its guards, like the system back button: for your own back or Cancel
  /// button.
  ///
  /// ```swift
  /// struct CancelButton: View {
  ///   @Environment(\.requestBack) private var requestBack
  ///   var body: some View { Button("Cancel") { requestBack() } }
  /// }
  /// ```
  public struct RequestBackAction: Sendable {
    private let action: @MainActor @Sendable () -> BackOutcome
    private let leave: @MainActor @Sendable (String, @escaping @MainActor () -> Void) -> BackOutcome
    private let standIn: @MainActor @Sendable (Bool) -> Void

    init(link: ScreenLink) {
      standIn = { [weak link] isOnScreen in link?.guardedBackButton(isOnScreen: isOnScreen) }
      action = { [weak link] in
        guard let link else {
          DebugNotice.once(
            "swiftui-request-back-gone", "BackGuard: requestBack was used after its .backGuard view went away.")
          return .nothingToGoBackTo
        }
        return link.requestBack()
      }
      leave = { [weak link] name, perform in
        guard let navigation = link?.navigationController else {
          perform()
          return .allowed
        }
        return navigation.backNavigationGuard.requestLeave(
          Array(navigation.viewControllers.dropFirst()), named: name, perform: perform)
      }
    }

    private init(action: @escaping @MainActor @Sendable () -> BackOutcome) {
      self.action = action
      standIn = { _ in }
      leave = { _, perform in
        perform()
        return .allowed
      }
    }

    static let unavailable = RequestBackAction {
      DebugNotice.once(
        "swiftui-request-back-outside",
        "BackGuard: requestBack was used outside .backGuard; put .backGuard on an enclosing view (after .toolbar).")
      return .nothingToGoBackTo
    }

    /// Goes back, through the guards.
    @MainActor @discardableResult
    public func callAsFunction() -> BackOutcome { action() }

    @MainActor
    func standInBackButton(isOnScreen: Bool) { standIn(isOnScreen) }

    /// Asks the guards of every screen above the root of this navigation stack, then runs `perform` on approval: for a
    /// deep link that replaces the path, or a logout.
    ///
    /// ```swift
    /// requestBack.leaveStack(named: "deepLink") { path = [.product(id)] }
    /// ```
    @MainActor @discardableResult
    public func leaveStack(named name: String, perform: @escaping @MainActor () -> Void) -> BackOutcome {
      leave(name, perform)
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
#endif
