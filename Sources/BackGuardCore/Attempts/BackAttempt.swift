/// One try to leave one or more screens, by one route.
///
/// A guard receives the attempt and can tell the routes apart:
///
/// ```swift
/// ScreenGuard { attempt in
///   attempt.source == .backMenu ? .deny : .allow
/// }
/// ```
public struct BackAttempt: Equatable, Sendable, Identifiable, CustomStringConvertible {
  /// The identity of an attempt. Increases with every attempt an engine starts.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt64
    package init(rawValue: UInt64) { self.rawValue = rawValue }
    public var description: String { "attempt#\(rawValue)" }
  }

  /// Identity, unique within the engine that made it.
  public let id: ID
  /// The route.
  public let source: BackSource
  /// The screens that would leave, top first.
  public let leaving: LeavingScreens
  /// The screen that would be on top afterwards.
  public let destination: ScreenID
  /// Whether the navigation would be animated.
  package let isAnimated: Bool

  package init(
    id: ID, source: BackSource, leaving: LeavingScreens, destination: ScreenID, isAnimated: Bool
  ) {
    self.id = id
    self.source = source
    self.leaving = leaving
    self.destination = destination
    self.isAnimated = isAnimated
  }

  /// The screen on top when the attempt started.
  package var top: ScreenID { leaving[leaving.startIndex] }

  public var description: String {
    "\(id) \(source) leaving [\(leaving.map(\.description).joined(separator: ", "))] → \(destination)"
  }
}
