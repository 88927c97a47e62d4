#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Stands in as a swipe-back recognizer's delegate: answers `gestureRecognizerShouldBegin(_:)` from the engine's
  /// gate and forwards the other `UIGestureRecognizerDelegate` methods to the delegate it replaced.
  ///
  /// For the edge swipe, only methods declared by the public `UIGestureRecognizerDelegate` protocol are forwarded
  /// (`forwardsOnlyPublicProtocol`). UIKit's own delegate also answers a private event filter that refuses the swipe when a screen
  /// has a custom left button or hides the back button; not forwarding it is what keeps the swipe working on such
  /// screens. The engine's gate takes over that filter's safety checks: never on the root screen, never during a
  /// transition.
  final class SwipeGestureProxy: NSObject, UIGestureRecognizerDelegate {
    /// The delegate this proxy replaced: UIKit's own, or whatever the app had set. Held weakly, as UIKit does.
    nonisolated(unsafe) weak var original: (any UIGestureRecognizerDelegate)?
    /// The recognizer this proxy was installed on.
    weak var recognizer: UIGestureRecognizer?
    weak var owner: NavigationBackGuard?
    let source: BackSource
    nonisolated let forwardsOnlyPublicProtocol: Bool

    init(
      owner: NavigationBackGuard, recognizer: UIGestureRecognizer, source: BackSource, forwardsOnlyPublicProtocol: Bool
    ) {
      self.owner = owner
      self.recognizer = recognizer
      self.original = recognizer.delegate
      self.source = source
      self.forwardsOnlyPublicProtocol = forwardsOnlyPublicProtocol
    }

    /// Whether this proxy is still the recognizer's delegate (nobody replaced it since).
    var isInPlace: Bool { recognizer?.delegate === self }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let owner else { return original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true }
      return owner.swipeShouldBegin(source)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // Both swipe recognizers receive a touch in the same began event, with the same timestamp.
      if touch.phase == .began { owner?.currentTouch = touch.timestamp.bitPattern }
      return original?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
    }

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      guard shouldForward(aSelector) else { return false }
      return original?.responds(to: aSelector) ?? false
    }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      if shouldForward(aSelector), let original, original.responds(to: aSelector) { return original }
      return super.forwardingTarget(for: aSelector)
    }

    private nonisolated func shouldForward(_ selector: Selector) -> Bool {
      guard forwardsOnlyPublicProtocol else { return true }
      return Self.isDeclaredByDelegateProtocol(selector)
    }

    /// Whether `UIGestureRecognizerDelegate` declares the selector (all its methods are optional instance methods).
    private nonisolated static func isDeclaredByDelegateProtocol(_ selector: Selector) -> Bool {
      protocol_getMethodDescription(UIGestureRecognizerDelegate.self, selector, false, true).name != nil
    }
  }
#endif
