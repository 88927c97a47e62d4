#if canImport(UIKit)
  import UIKit

  /// Stands in as a swipe-back recognizer's delegate while the top screen needs BackGuard's gate, and keeps UIKit's
  /// own checks.
  ///
  /// `gestureRecognizerShouldBegin(_:)` says yes only when BackGuard's safety checks pass, the delegate it replaced
  /// (UIKit's own) says yes, and then the engine's gate says yes. `gestureRecognizer(_:shouldReceive:)` for touches
  /// is UIKit's answer. The other public `UIGestureRecognizerDelegate` methods forward to the replaced delegate, or
  /// give the documented default when it is gone, so a released delegate never leaves UIKit calling into nothing.
  ///
  /// For the edge swipe only the public protocol is forwarded (`forwardsOnlyPublicProtocol`). UIKit's own delegate
  /// also answers a private event filter, and that filter is what turns the swipe off on a screen with a custom left
  /// button or a hidden back button (docs/UIKitBehavior.md B43, B44). Not forwarding it keeps the swipe working on
  /// such guarded screens; the filter's other refusals (the root screen, a hidden navigation bar) are BackGuard's own
  /// checks. The content swipe of iOS 26 also forwards any other selector its delegate answers, while that delegate
  /// is alive (B59, B160). It needs no stand-in: the proxy implements the whole public protocol itself.
  final class SwipeGestureProxy: ForwardingDelegateProxy, UIGestureRecognizerDelegate {
    /// The recognizer this proxy was made for.
    weak var recognizer: UIGestureRecognizer?
    weak var owner: UIKitNavigationHost?
    let source: BackSource
    nonisolated let forwardsOnlyPublicProtocol: Bool

    init(
      owner: UIKitNavigationHost, recognizer: UIGestureRecognizer, source: BackSource, forwardsOnlyPublicProtocol: Bool
    ) {
      self.owner = owner
      self.recognizer = recognizer
      self.source = source
      self.forwardsOnlyPublicProtocol = forwardsOnlyPublicProtocol
      super.init(forwardingTo: recognizer.delegate, standIn: nil)
    }

    /// The delegate this proxy replaced: UIKit's own, or whatever was there, while it is alive.
    var original: (any UIGestureRecognizerDelegate)? { forwardee as? any UIGestureRecognizerDelegate }

    /// Whether this proxy is the recognizer's delegate now.
    var isInPlace: Bool { recognizer?.delegate === self }

    /// Puts the proxy on its recognizer. UIKit reads `responds(to:)` now.
    func attach() {
      recognizer?.delegate = self
    }

    /// Gives the recognizer back the delegate this proxy replaced, if the proxy is still in place.
    func detach() {
      guard let recognizer, recognizer.delegate === self else { return }
      recognizer.delegate = original
    }

    override func reassign() {
      guard let recognizer, recognizer.delegate === self else { return }
      recognizer.delegate = nil
      recognizer.delegate = self
    }

    // MARK: The gate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let original = original
      let systemAnswer = { original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true }
      guard let owner else { return systemAnswer() }
      return owner.swipeShouldBegin(source, systemAnswer: systemAnswer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // Both swipe recognizers receive a touch in the same began event, with the same timestamp.
      if touch.phase == .began { owner?.currentTouch = touch.timestamp.bitPattern }
      return original?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
    }

    // MARK: The rest of the public protocol: forwarded, or the documented default

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
      original?.gestureRecognizer?(gestureRecognizer, shouldReceive: press) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
      original?.gestureRecognizer?(gestureRecognizer, shouldReceive: event) ?? true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      original?.gestureRecognizer?(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
        ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      original?.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      original?.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    // MARK: Anything else the replaced delegate answers (content swipe only)

    override nonisolated func forwards(_ selector: Selector) -> Bool { !forwardsOnlyPublicProtocol }
  }
#endif
