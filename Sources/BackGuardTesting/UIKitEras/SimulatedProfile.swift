@_spi(Internals) import BackGuardCore

/// The UIKit behaviour of one iOS era, as a ``SimulatedNavigationController`` reproduces it.
///
/// Each property is one entry of `docs/UIKitBehavior.md`, which gives its evidence. What the adapter wires in each era
/// is `BackRouteTable`'s, read through `era`.
///
/// ```swift
/// let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS15)
/// ```
@_spi(Internals) public struct SimulatedProfile: Hashable, Sendable, CustomStringConvertible {
  /// The era.
  @_spi(Internals) public let era: BackGuardEra

  /// The profile of an era.
  ///
  /// - Parameter era: The iOS era.
  @_spi(Internals) public init(_ era: BackGuardEra) {
    self.era = era
  }

  /// The era's name.
  public var name: String { era.description }
  /// iOS 16+: the adapter sets `navigationItem.backAction` on guarded screens, so their back-button tap becomes a
  /// request the engine carries out. Before iOS 16, a tap reaches `navigationBar(_:shouldPop:)` before the pop.
  @_spi(Internals) public var tapUsesBackAction: Bool { era.hasBackAction }
  /// iOS 26+: a second, full-width recognizer (`interactiveContentPopGestureRecognizer`), which only begins once the
  /// edge recognizer has failed.
  @_spi(Internals) public var hasContentSwipe: Bool { era.hasContentSwipe }
  /// iOS 15+: UIKit offers a ⌘[ key command that goes back.
  @_spi(Internals) public var hasBackKeyCommand: Bool { true }
  /// iOS 17+: a view and a controller take VoiceOver's escape as a block (`accessibilityPerformEscapeBlock`).
  @_spi(Internals) public var hasEscapeBlock: Bool { era.hasEscapeBlock }
  /// iOS 18+: screens pushed with the zoom transition can be dragged or pinched away.
  @_spi(Internals) public var hasZoomTransition: Bool { era.hasZoomTransition }
  /// iOS 27+: closing a window (iPadOS, Mac Catalyst) shows the scene's closure confirmation.
  @_spi(Internals) public var hasWindowClosureConfirmation: Bool { era.hasWindowClosureConfirmation }

  /// iOS 15: taps through `navigationBar(_:shouldPop:)`, no `backAction`, edge swipe only.
  public static let iOS15 = SimulatedProfile(.iOS15)
  /// iOS 16: taps through `backAction`, edge swipe only, no escape block.
  public static let iOS16 = SimulatedProfile(.iOS16)
  /// iOS 17: as iOS 16, with the escape block.
  public static let iOS17 = SimulatedProfile(.iOS17)
  /// iOS 18: as iOS 17, with zoom transitions.
  public static let iOS18 = SimulatedProfile(.iOS18)
  /// iOS 26: taps through `backAction`, edge swipe and full-width content swipe.
  public static let iOS26 = SimulatedProfile(.iOS26)
  /// iOS 27: as iOS 26, with a window's closure confirmation (iPadOS, Mac Catalyst).
  public static let iOS27 = SimulatedProfile(.iOS27)

  /// Every profile, oldest first: one per `BackGuardEra`.
  public static let all: [SimulatedProfile] = BackGuardEra.allCases.map(SimulatedProfile.init)

  public var description: String { name }
}
