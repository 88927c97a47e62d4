/// Who holds one swipe-back recognizer's delegate, and what BackGuard does about it (the UIKit adapter's `SwipeSlot`,
/// and the simulator's model of it).
///
/// While the top screen needs the gate, BackGuard's proxy goes in front of whoever holds the delegate: UIKit's own,
/// an object of the app's (SwiftUI's "keep the swipe" extension on `UINavigationController`, a coordinator, a screen
/// that made itself the delegate), or nobody. The proxy forwards every call to the holder and asks the guard after it.
/// Only a holder that takes the delegate back again and again is left alone, and named (docs/UIKitBehavior.md B49,
/// B190).
package struct SwipeDelegateRecord {
  /// Who holds the recognizer's delegate now.
  package enum Holder: Equatable, Sendable {
    /// BackGuard's proxy.
    case backGuard
    /// UIKit's own delegate (an object of a system framework).
    case uikit
    /// An object of the app or of another library.
    case app
    /// Nobody: the app set `nil`, or the holder is gone.
    case none

    /// Who a recognizer's delegate is, from what the adapter can see of it: UIKit's own delegate is an object of a
    /// system framework (B190); a view controller (a `UINavigationController` included: SwiftUI's keep-the-swipe
    /// extension) and another forwarding proxy are always the app's choice.
    ///
    /// - Parameters:
    ///   - exists: Whether there is a delegate at all.
    ///   - isBackGuardsProxy: Whether it is BackGuard's current proxy.
    ///   - isViewControllerOrProxy: Whether it is a view controller, or a forwarding proxy of BackGuard's (an older one).
    ///   - bundleIdentifier: The identifier of the bundle its class comes from, if any.
    package init(
      exists: Bool, isBackGuardsProxy: Bool, isViewControllerOrProxy: Bool, bundleIdentifier: @autoclosure () -> String?
    ) {
      if !exists {
        self = .none
      } else if isBackGuardsProxy {
        self = .backGuard
      } else if isViewControllerOrProxy {
        self = .app
      } else {
        self = bundleIdentifier()?.hasPrefix("com.apple.") == true ? .uikit : .app
      }
    }
  }

  /// What the adapter does after a look at the recognizer.
  package enum Step: Equatable, Sendable {
    /// The proxy is in place and needed: keep it.
    case keepProxy
    /// The proxy is in place and not needed: give the recognizer back the delegate it stands in front of.
    case detachProxy
    /// The gate is not needed: leave whoever holds the delegate.
    case leave
    /// Put the proxy in front of the holder, made anew when `makeProxy` (there is none, or it forwards to another
    /// delegate: a new proxy never forwards to an object that may hold an older one, so no forwarding loop can form).
    case attachProxy(makeProxy: Bool)
    /// The holder took the delegate back more than ``rewrapLimit`` times in a row: leave it alone, and report it when
    /// `report` (once).
    case takenOver(report: Bool)
    /// UIKit's own delegate is back where BackGuard's proxy stood, in front of it since the last look: UIKit reset it
    /// (which the ledger assumes it never does, B49), or app code restored a delegate it had saved. Put the proxy back
    /// in front, and report the sign.
    case putBackInFrontOfUIKit
  }

  /// How many times in a row BackGuard puts its proxy back in front of a holder that replaced it, before it leaves the
  /// holder alone: a library that takes the delegate back whenever it notices would otherwise make a chain of proxies.
  package static let rewrapLimit = 4

  /// What the proxy stands in front of, while there is one.
  package private(set) var wrapped: Holder?
  /// The proxy's replacements found in a row, without a look that found the proxy in place.
  private var replacementsInARow = 0

  package init() {}

  /// Whether a holder has taken the delegate back too often, so BackGuard leaves it alone.
  package var isGivenUp: Bool { replacementsInARow > Self.rewrapLimit }

  /// Whether BackGuard re-creates UIKit's own refusals of the swipe (a hidden back button, a hidden bar), which its
  /// proxy skips by not forwarding UIKit's private filter (B44): only in front of UIKit's own delegate. In front of an
  /// app's delegate, or of none, that delegate's answer stands, as it would without BackGuard.
  package var recreatesUIKitsRefusals: Bool { wrapped == nil || wrapped == .uikit }

  /// The step for the delegate the recognizer has now.
  ///
  /// ```swift
  /// var record = SwipeDelegateRecord()
  /// record.look(holder: .app, proxyForwardsToHolder: nil, needed: true)  // .attachProxy(makeProxy: true)
  /// ```
  ///
  /// - Parameters:
  ///   - holder: Who holds the recognizer's delegate now.
  ///   - proxyForwardsToHolder: Whether the existing proxy forwards to that holder; `nil` without a proxy.
  ///   - needed: Whether the top screen needs the gate.
  ///   - transitioning: Whether a transition runs. The gate goes on during one (so a swipe that starts mid-transition,
  ///     as iOS 26 allows, meets it: B191) and comes off only after it, when the screen it leaves for is known to stay.
  /// - Returns: What the adapter does.
  package mutating func look(
    holder: Holder, proxyForwardsToHolder: Bool?, needed: Bool, transitioning: Bool = false
  ) -> Step {
    if holder == .backGuard {
      replacementsInARow = 0
      return needed || transitioning ? .keepProxy : .detachProxy
    }
    guard needed else { return .leave }
    if holder == .uikit, proxyForwardsToHolder == true, wrapped != nil { return .putBackInFrontOfUIKit }
    if proxyForwardsToHolder == false, wrapped != nil {
      // Someone replaced the proxy since the last look.
      replacementsInARow += 1
      if isGivenUp { return .takenOver(report: replacementsInARow == Self.rewrapLimit + 1) }
    }
    wrapped = holder
    return .attachProxy(makeProxy: proxyForwardsToHolder != true)
  }

  /// The proxy was taken off (detached, or made anew for another holder next).
  package mutating func proxyDetached() {
    wrapped = nil
  }

  /// UIKit made a new recognizer, which dropped the old delegate: the next look starts over.
  package mutating func recognizerReplaced() {
    wrapped = nil
    replacementsInARow = 0
  }
}
