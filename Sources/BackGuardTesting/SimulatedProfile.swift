/// The UIKit behaviour of one iOS era, as a ``SimulatedNavigationController`` reproduces it.
///
/// Each property is one entry of `docs/UIKitBehavior.md`, which gives its evidence.
public struct SimulatedProfile: Hashable, Sendable, CustomStringConvertible {
  /// The era's name.
  public let name: String
  /// iOS 16+: the adapter sets `navigationItem.backAction`, so a back-button tap becomes a request the engine
  /// carries out. Before iOS 16, a tap reaches `navigationBar(_:shouldPop:)` before the pop.
  public let tapUsesBackAction: Bool
  /// iOS 26+: a second, full-width recognizer (`interactiveContentPopGestureRecognizer`), which only begins once the
  /// edge recognizer has failed.
  public let hasContentSwipe: Bool
  /// iOS 15+: UIKit offers a ⌘[ key command that goes back.
  public let hasBackKeyCommand: Bool

  /// iOS 15: taps through `navigationBar(_:shouldPop:)`, no `backAction`, edge swipe only.
  public static let iOS15 = SimulatedProfile(
    name: "iOS 15", tapUsesBackAction: false, hasContentSwipe: false, hasBackKeyCommand: true)
  /// iOS 16 to 18: taps through `backAction`, edge swipe only.
  public static let iOS16to18 = SimulatedProfile(
    name: "iOS 16-18", tapUsesBackAction: true, hasContentSwipe: false, hasBackKeyCommand: true)
  /// iOS 26: taps through `backAction`, edge swipe and full-width content swipe.
  public static let iOS26 = SimulatedProfile(
    name: "iOS 26", tapUsesBackAction: true, hasContentSwipe: true, hasBackKeyCommand: true)

  /// Every profile, oldest first.
  public static let all: [SimulatedProfile] = [.iOS15, .iOS16to18, .iOS26]

  public var description: String { name }
}
