#if canImport(UIKit)
  import Foundation

  /// Which routes out of the top screen BackGuard guards right now, and why not where it does not.
  ///
  /// ```swift
  /// print(navigationController.backNavigationGuard.diagnostics())
  /// // ✓ backButton          backAction
  /// // ✗ edgeSwipe           delegate taken over by EditorViewController
  /// ```
  public struct BackGuardDiagnostics: Sendable, CustomStringConvertible {
    /// One route and its state.
    public struct Route: Sendable, Hashable {
      /// The route.
      public let source: BackSource
      /// Whether the top screen's guard is asked on this route now.
      public let isGuarded: Bool
      /// How BackGuard hears the route, or why it does not.
      public let reason: String

      public init(source: BackSource, isGuarded: Bool, reason: String) {
        self.source = source
        self.isGuarded = isGuarded
        self.reason = reason
      }
    }

    /// The routes, in the order of the README's route table.
    public let routes: [Route]

    /// The routes a navigation controller can be left by, in the README's order (the tab bar's and the zoom
    /// transition's are appended by their own diagnosis).
    static let allRoutes: [BackSource] = [
      .backButton, .backMenu, .edgeSwipe, .contentSwipe, .accessibilityEscape, .keyCommand, .programmatic(.pop),
    ]

    /// The route's entry, if listed.
    public subscript(source: BackSource) -> Route? { routes.first { $0.source == source } }

    public var description: String {
      routes.map { route in
        let name = "\(route.source)".padding(toLength: 20, withPad: " ", startingAt: 0)
        return "\(route.isGuarded ? "✓" : "✗") \(name) \(route.reason)"
      }.joined(separator: "\n")
    }
  }
#endif
