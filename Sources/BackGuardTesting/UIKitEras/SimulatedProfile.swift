@_spi(TestKit) import BackGuardCore

/// The iOS version a simulated stack plays: the UIKit behaviour of one iOS era, as a ``SimulatedNavigationController``
/// reproduces it.
///
/// Choose the oldest version your app ships on, or play each one: what a route does differs between eras (no
/// `backAction` before iOS 16, no content swipe before iOS 26, a window's question from iOS 27). Versions between two
/// eras play the earlier one.
///
/// ```swift
/// let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: SimulatedProfile(iOS: 16))
/// for profile in SimulatedProfile.all { /* one stack per era, iOS 15 to 27 */ }
/// ```
///
/// Each behaviour is one entry of `docs/UIKitBehavior.md`, which gives its evidence; what the adapter wires in each
/// era is the README's route table.
public struct SimulatedProfile: Hashable, Sendable, CustomStringConvertible {
  /// The era.
  @_spi(TestKit) public let era: BackGuardEra

  /// The profile of an era.
  ///
  /// - Parameter era: The iOS era.
  @_spi(TestKit) public init(_ era: BackGuardEra) {
    self.era = era
  }

  /// The profile of an iOS major version: versions between two eras play the earlier one, and versions before iOS 15
  /// play iOS 15.
  ///
  /// ```swift
  /// let profile = SimulatedProfile(iOS: 17)  // .iOS17; SimulatedProfile(iOS: 19) is .iOS18
  /// ```
  ///
  /// - Parameter majorVersion: The iOS major version, 15 to 27.
  public init(iOS majorVersion: Int) {
    self.init(BackGuardEra(majorVersion: majorVersion))
  }

  /// The era's name, such as "iOS 17".
  public var name: String { era.description }
  /// iOS 16+: the adapter sets `navigationItem.backAction` on guarded screens, so their back-button tap becomes a
  /// request the engine carries out. Before iOS 16, a tap reaches `navigationBar(_:shouldPop:)` before the pop.
  package var tapUsesBackAction: Bool { era.hasBackAction }
  /// iOS 26+: a second, full-width recognizer (`interactiveContentPopGestureRecognizer`), which only begins once the
  /// edge recognizer has failed.
  package var hasContentSwipe: Bool { era.hasContentSwipe }
  /// iOS 15+: UIKit offers a ⌘[ key command that goes back.
  package var hasBackKeyCommand: Bool { true }
  /// iOS 17+: a view and a controller take VoiceOver's escape as a block (`accessibilityPerformEscapeBlock`).
  package var hasEscapeBlock: Bool { era.hasEscapeBlock }
  /// iOS 18+: screens pushed with the zoom transition can be dragged or pinched away.
  package var hasZoomTransition: Bool { era.hasZoomTransition }
  /// iOS 27+: closing a window (iPadOS, Mac Catalyst) shows the scene's closure confirmation.
  package var hasWindowClosureConfirmation: Bool { era.hasWindowClosureConfirmation }

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
