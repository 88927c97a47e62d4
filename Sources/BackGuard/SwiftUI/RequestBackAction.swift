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

    init(link: ScreenLink) {
      action = { [weak link] in
        guard let link else {
          DebugNotice.once(
            "swiftui-request-back-gone", "BackGuard: requestBack was used after its .backGuard view went away.")
          return .nothingToGoBackTo
        }
        return link.requestBack()
      }
    }

    private init(action: @escaping @MainActor @Sendable () -> BackOutcome) {
      self.action = action
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
