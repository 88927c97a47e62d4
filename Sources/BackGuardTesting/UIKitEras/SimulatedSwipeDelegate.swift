import BackGuardCore

/// Who holds the swipe recognizers' delegates before BackGuard looks, in a ``SimulatedNavigationController``.
///
/// ```swift
/// nav.swipeDelegate = .app  // SwiftUI's "keep the swipe" extension on UINavigationController
/// ```
package enum SimulatedSwipeDelegate: Sendable {
  /// UIKit's own delegate, which turns the swipe off on the root screen, during a transition, and on a screen with a
  /// custom leading button or a hidden back button (docs/UIKitBehavior.md B41, B43).
  case uikit
  /// An object of the app set once (`interactivePopGestureRecognizer?.delegate = self` in a coordinator, a screen, or
  /// an extension of `UINavigationController`), which lets every swipe begin above the root screen. BackGuard's gate
  /// goes in front of it and forwards to it; a hidden back button no longer turns the swipe off (B190).
  case app
  /// Another library that takes the delegate back each time BackGuard puts its gate in front. After
  /// `SwipeDelegateRecord.rewrapLimit` tries BackGuard leaves it alone, and reports it once; that library's delegate
  /// then lets every swipe begin above the root screen, unasked.
  case anotherLibraryTakingItBack
}

/// One swipe recognizer's delegate as the simulator plays it: who holds it, and BackGuard's proxy in front of it, with
/// the adapter's rule (`SwipeDelegateRecord`) deciding what the adapter does at each look.
struct SimulatedSwipeSlot {
  private(set) var record = SwipeDelegateRecord()
  /// Whether the recognizer's delegate is BackGuard's proxy.
  private(set) var proxyInPlace = false
  /// The holder the proxy forwards to, by number; `nil` without a proxy.
  private var proxyForwardee: Int?
  /// The object holding the delegate when the proxy is not in place, by number: a library that takes it back sets a
  /// new one each time.
  private var holder = 0

  /// What a look found to report.
  enum Finding: Equatable {
    case nothing
    case takeover
    case gateReplacedByUIKitsDelegate
  }

  /// The adapter's look at the recognizer, after `delegate` had its turn.
  ///
  /// - Parameter uikitResets: UIKit put its own delegate back before the look (`SimulatedUIKitFault`).
  /// - Returns: What is reported now.
  mutating func look(
    _ delegate: SimulatedSwipeDelegate, needed: Bool, transitioning: Bool, uikitResets: Bool = false
  ) -> Finding {
    if delegate == .anotherLibraryTakingItBack, proxyInPlace {
      proxyInPlace = false
      holder += 1
    }
    if uikitResets, delegate == .uikit, proxyInPlace { proxyInPlace = false }
    let kind: SwipeDelegateRecord.Holder =
      proxyInPlace ? .backGuard : delegate == .uikit ? .uikit : .app
    let step = record.look(
      holder: kind, proxyForwardsToHolder: proxyForwardee.map { $0 == holder }, needed: needed,
      transitioning: transitioning)
    switch step {
    case .keepProxy, .leave:
      return .nothing
    case .detachProxy:
      proxyInPlace = false
      record.proxyDetached()
      return .nothing
    case .attachProxy:
      proxyForwardee = holder
      proxyInPlace = true
      return .nothing
    case .putBackInFrontOfUIKit:
      proxyInPlace = true
      return .gateReplacedByUIKitsDelegate
    case .takenOver(let report):
      return report ? .takeover : .nothing
    }
  }
}

/// A UIKit behaviour the simulator breaks on purpose, to test that the self-check (`AssumptionFailure`) notices.
///
/// ```swift
/// nav.uikitFaults = [.backActionNotCalled]
/// nav.goBack(by: .backButton)  // UIKit pops by itself; the engine reports .assumptionFailed(.guardedScreenLeftUnheard)
/// ```
package enum SimulatedUIKitFault: Hashable, Sendable {
  /// UIKit pops on a back-button tap without calling the screen's `backAction` (iOS 16+).
  case backActionNotCalled
  /// A swipe recognizer begins although BackGuard's gate in front of it did not let it.
  case swipeBeginsPastTheGate
  /// UIKit puts its own delegate back on the swipe recognizers, in place of BackGuard's gate, before each look.
  case resetsSwipeDelegates
  /// BackGuard's back items are replaced before each look, as SwiftUI might when it updates a navigation item.
  case replacesBackItems
}
