/// What the engine needs from a navigation stack: the UIKit adapter and `BackGuardTesting`'s simulated controller
/// both implement it. It is the package's own seam, not API for apps: no app code can pop past the guards through it.
///
/// The host reports events to the engine (`shouldPop`, `stackDidChange` and the others) and carries out the engine's
/// commands below. Every member is required: a default would silently keep a known bug in any host that forgot it (a
/// stale swipe approval, a back button left half-faded, wiring that never refreshes).
@MainActor
package protocol NavigationHost: AnyObject {
  /// The screens, bottom (root) first.
  var screens: [ScreenID] { get }
  /// Whether a push, pop or interactive swipe is animating right now.
  var isTransitioning: Bool { get }
  /// The guard and settings of one screen.
  func backOptions(for screen: ScreenID) -> ScreenBackOptions
  /// The guard of one screen, alone: all a decision needs of each screen that would leave. Must agree with
  /// ``backOptions(for:)``; a host answers it without building the settings.
  func backGuard(for screen: ScreenID) -> ScreenGuard?
  /// Whether the swipes may take one screen back: all the swipe gate needs besides the guard. Must agree with
  /// ``backOptions(for:)``.
  func allowsSwipeBack(for screen: ScreenID) -> Bool
  /// Command: pop until `destination` is on top. Called only for approved attempts, exactly once each. A host whose pop
  /// overrides ask the engine may let them: the engine recognises its own pop by the departure it recorded.
  func popScreens(to destination: ScreenID, animated: Bool)
  /// Command: undo any dimming a vetoed back-button tap left behind (UIKit can leave the button half-faded).
  func restoreBackButton()
  /// Notification: pending state, guards or the gate may have changed; refresh anything derived from them.
  func backNavigationStateDidChange()
  /// Whether BackGuard's gate stands in front of the recognizer of `source` now (the self-check's fact).
  func swipeGateInPlace(for source: BackSource) -> Bool
  /// The device and setup, for a self-check's message (`AssumptionFailure/seenOn`).
  var selfCheckContext: String { get }
  /// The stack's setup, era and policies, for the self-check to know which routes its plan leaves unheard; `nil`:
  /// unknown (no self-check of departures).
  var selfCheckConfiguration: BackRouteTable.Configuration? { get }
  /// Whether the stack is a tab of a tab bar controller: a pop to its root may then be a re-selection BackGuard did not
  /// hear (a `UITab` tab bar without its line), for a lost-work report's fix.
  var isInTabBar: Bool { get }
  /// Whether the host is a sheet (its bottom screen is the presenter): a departure no hook heard is then the sheet
  /// dismissed by code, for a lost-work report's fix.
  var isSheet: Bool { get }
  /// Notification: the self-check saw a sign (a debug build prints it, with the host's diagnostics).
  func assumptionFailed(_ failure: AssumptionFailure)
  /// Notification: a screen with an engaged guard left without its approval (a debug build prints it).
  func workWasLost(_ lost: LostWork)
}

extension NavigationHost {
  /// Reads ``backOptions(for:)``: the same answer, for hosts with no cheaper way.
  package func backGuard(for screen: ScreenID) -> ScreenGuard? { backOptions(for: screen).backGuard }
  /// Reads ``backOptions(for:)``: the same answer, for hosts with no cheaper way.
  package func allowsSwipeBack(for screen: ScreenID) -> Bool { backOptions(for: screen).allowsSwipeBack }
  /// No gate to know of: a host without swipe recognizers.
  package func swipeGateInPlace(for source: BackSource) -> Bool { false }
  package var selfCheckContext: String { "\(type(of: self))" }
  package var selfCheckConfiguration: BackRouteTable.Configuration? { nil }
  package func assumptionFailed(_ failure: AssumptionFailure) {}
  package func workWasLost(_ lost: LostWork) {}
  package var isInTabBar: Bool { false }
  package var isSheet: Bool { false }
}
