/// What the engine needs from a navigation stack: the UIKit adapter and `BackGuardTesting`'s simulated controller
/// both implement it.
///
/// The host reports events to the engine (``BackNavigationEngine/shouldPop(_:to:animated:)``,
/// ``BackNavigationEngine/stackDidChange()`` and the others) and carries out the engine's commands below.
@MainActor
public protocol NavigationHost: AnyObject {
  /// The screens, bottom (root) first.
  var screens: [ScreenID] { get }
  /// Whether a push, pop or interactive swipe is animating right now.
  var isTransitioning: Bool { get }
  /// The guard and settings of one screen.
  func backOptions(for screen: ScreenID) -> ScreenBackOptions
  /// Command: pop until `destination` is on top. Called only for approved attempts, exactly once each.
  func popScreens(to destination: ScreenID, animated: Bool)
  /// Command: undo any dimming a vetoed back-button tap left behind (UIKit can leave the button half-faded).
  func restoreBackButton()
  /// Notification: pending state, guards or the gate may have changed; refresh anything derived from them.
  func backNavigationStateDidChange()
}

extension NavigationHost {
  public func restoreBackButton() {}
  public func backNavigationStateDidChange() {}
}
