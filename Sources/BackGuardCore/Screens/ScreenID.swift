/// An opaque, stable identity for one screen (a view controller) in a navigation stack.
///
/// The engine only ever sees screens through their `ScreenID`, so it can never keep a screen alive.
/// Identities are never reused within a process, unlike `ObjectIdentifier`, whose address can be taken
/// by a new screen once the old one is deallocated.
///
/// ```swift
/// let editor = ScreenID.make()
/// ```
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
  /// The raw number. Unique for every identity made by `make()`.
  package let rawValue: UInt64

  /// Wraps a number that a host already uses to name its screens.
  ///
  /// - Parameter rawValue: A number that the host never gives to two different screens.
  package init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Makes a fresh identity that no other screen in this process has.
  ///
  /// - Returns: A new, never-used identity.
  package static func make() -> ScreenID { ScreenID(rawValue: IdentityCounter.screens.next()) }

  public var description: String { "screen#\(rawValue)" }
}
