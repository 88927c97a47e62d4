#if canImport(UIKit) && canImport(SwiftUI)
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
    private let action: @MainActor @Sendable () -> BackOutcome
    private let leave: @MainActor @Sendable (String, @escaping @MainActor () -> Void) -> BackOutcome
    /// Tells the modifier that a ``GuardedBackButton`` reading this action appeared or disappeared.
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
    ///
    /// - Returns: What happened.
    @MainActor @discardableResult
    public func callAsFunction() -> BackOutcome { action() }

    /// A ``GuardedBackButton`` reading this action appeared (`true`) or disappeared: while one is on screen, the
    /// guarded screen asks for the swipe, as with `allowsSwipeBack = true`.
    @MainActor
    func standInBackButton(isOnScreen: Bool) { standIn(isOnScreen) }

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
      leave(name, perform)
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
#endif
