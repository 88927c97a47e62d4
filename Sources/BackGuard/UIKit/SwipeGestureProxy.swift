#if canImport(UIKit)
  import UIKit

  final class SwipeGestureProxy: ForwardingDelegateProxy, UIGestureRecognizerDelegate {
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

    var original: (any UIGestureRecognizerDelegate)? { forwardee as? any UIGestureRecognizerDelegate }

    var isInPlace: Bool { recognizer?.delegate === self }

    func attach() {
      recognizer?.delegate = self
    }

    func detach() {
      guard let recognizer, recognizer.delegate === self else { return }
      recognizer.delegate = original
    }

    override func reassign() {
      guard let recognizer, recognizer.delegate === self else { return }
      recognizer.delegate = nil
      recognizer.delegate = self
    }

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

    override nonisolated func forwards(_ selector: Selector) -> Bool { !forwardsOnlyPublicProtocol }
  }
#endif
