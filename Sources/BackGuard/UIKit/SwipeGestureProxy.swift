#if canImport(UIKit)
  import UIKit

  /// Stands in as a swipe-back recognizer's delegate while the top screen needs BackGuard's gate:
  /// `gestureRecognizerShouldBegin(_:)` says yes only when the safety checks (``SwipeHooks``), the replaced delegate
  /// (UIKit's own) and then the engine's gate all say yes; the rest of the public protocol is forwarded, or gives the
  /// documented default once the replaced delegate is gone. The edge swipe forwards only the public protocol: UIKit's
  /// private event filter is what turns the swipe off on a guarded screen with a custom or hidden back button
  /// (docs/UIKitBehavior.md B43, B44). The content swipe also forwards what its live delegate answers (B59, B160).
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
