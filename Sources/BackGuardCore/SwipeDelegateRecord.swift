/// Who holds one swipe-back recognizer's delegate, as the UIKit adapter sees it (its `SwipeSlot`): the delegate UIKit
/// gave the recognizer (the one found at the first look), BackGuard's gate proxy (only while the top screen needs the
/// gate), or another object that took the delegate over, which BackGuard leaves alone and names.
package struct SwipeDelegateRecord {
  /// What the adapter does after a look at the recognizer.
  package enum Step: Equatable, Sendable {
    /// The proxy is in place and needed: keep it.
    case keepProxy
    /// The proxy is in place and not needed: give the recognizer back the delegate it replaced.
    case detachProxy
    /// UIKit's own delegate is in place and the gate is not needed: leave it.
    case leave
    /// UIKit's own delegate is in place and the gate is needed: put the proxy on, made anew when `makeProxy` (there is
    /// none, or it forwards to another delegate).
    case attachProxy(makeProxy: Bool)
    /// Another object holds the delegate: leave it alone, and report it when `report` (where a guard needs the route,
    /// or at once for a screen that made itself the delegate: app code, not UIKit's delegate).
    case takenOver(report: Bool)
  }

  /// The delegate found at the first look: UIKit's own, unless app code replaced it earlier.
  private weak var systemDelegate: AnyObject?
  private var sawRecognizer = false

  package init() {}

  /// The step for the delegate the recognizer has now.
  ///
  /// - Parameters:
  ///   - holder: The recognizer's delegate now.
  ///   - holderIsProxy: Whether that is BackGuard's proxy.
  ///   - holderIsScreen: Whether that is a view controller.
  ///   - proxyForwardsToHolder: Whether the existing proxy forwards to `holder`; `nil` without a proxy.
  ///   - needed: Whether the top screen needs the gate.
  package mutating func look(
    holder: AnyObject?, holderIsProxy: Bool, holderIsScreen: Bool, proxyForwardsToHolder: Bool?, needed: Bool
  ) -> Step {
    if holderIsProxy { return needed ? .keepProxy : .detachProxy }
    if !sawRecognizer {
      sawRecognizer = true
      if holderIsScreen { return .takenOver(report: true) }
      systemDelegate = holder
    }
    if holder !== systemDelegate { return .takenOver(report: needed) }
    guard needed else { return .leave }
    return .attachProxy(makeProxy: proxyForwardsToHolder != true)
  }

  /// UIKit made a new recognizer, which dropped the old delegate: the next look starts over.
  package mutating func recognizerReplaced() {
    sawRecognizer = false
  }

  /// Whether `holder` is neither UIKit's own delegate nor BackGuard's proxy (always `false` before the first look).
  package func isForeign(_ holder: AnyObject?, holderIsProxy: Bool) -> Bool {
    sawRecognizer && !holderIsProxy && holder !== systemDelegate
  }
}
