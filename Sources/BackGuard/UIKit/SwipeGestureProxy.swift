#if canImport(UIKit)
  import UIKit

  // A swipe may begin only if the safety checks (`SwipeHooks`), the replaced delegate (UIKit's own) and then the
  // engine's gate all say yes.
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

    override var heldDelegate: AnyObject? { recognizer?.delegate }
    override func holdDelegate(_ delegate: AnyObject?) {
      recognizer?.delegate = delegate as? any UIGestureRecognizerDelegate
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

    // The rest of the public protocol: forwarded, or the documented default once the replaced delegate is gone.
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

    // The edge swipe forwards only the public protocol: UIKit's private event filter is what turns the swipe off on a
    // guarded screen with a custom or hidden back button (B43, B44). The content swipe forwards all (B59).
    override nonisolated func forwards(_ selector: Selector) -> Bool { !forwardsOnlyPublicProtocol }
  }

  @MainActor
  struct SwipeSlot {
    enum Outcome: Equatable {
      case fine
      case takenOver(String)
    }

    let source: BackSource
    private(set) var proxy: SwipeGestureProxy?
    private weak var systemDelegate: (any UIGestureRecognizerDelegate)?
    private var sawRecognizer = false
    private(set) var takenOverBy: String?

    init(source: BackSource) { self.source = source }

    var propertyName: String { SwipeHooks.delegateProperty(of: source) }

    var isInPlace: Bool { proxy?.isInPlace ?? false }

    mutating func update(
      recognizer: UIGestureRecognizer, needed: Bool, owner: UIKitNavigationHost
    ) -> Outcome {
      if let proxy, proxy.recognizer !== recognizer {
        // UIKit made a new recognizer, which dropped the old delegate: start over with this one.
        proxy.detach()
        self.proxy = nil
        sawRecognizer = false
      }
      let current = recognizer.delegate
      if let proxy, current === proxy {
        takenOverBy = nil
        if !needed { proxy.detach() }
        return .fine
      }
      if !sawRecognizer {
        sawRecognizer = true
        // A screen that made itself the delegate (seed 001's pattern) is app code, not UIKit's delegate: a leftover
        // worth reporting even before a guard needs the route.
        if let screen = current as? UIViewController { return takeOver(by: screen, reporting: true) }
        systemDelegate = current
      }
      if current !== systemDelegate {
        return takeOver(by: current, reporting: needed)
      }
      takenOverBy = nil
      guard needed else { return .fine }
      if proxy == nil || proxy?.original !== current {
        proxy = SwipeGestureProxy(
          owner: owner, recognizer: recognizer, source: source, forwardsOnlyPublicProtocol: source == .edgeSwipe)
      }
      proxy?.holdDelegate(proxy)
      return .fine
    }

    func foreignHolder(of recognizer: UIGestureRecognizer?) -> String? {
      guard let recognizer, sawRecognizer else { return nil }
      let current = recognizer.delegate
      if let proxy, current === proxy { return nil }
      return current === systemDelegate ? nil : takeoverHolderName(current)
    }

    func detach() {
      proxy?.detach()
    }

    private mutating func takeOver(by holder: AnyObject?, reporting: Bool) -> Outcome {
      let name = takeoverHolderName(holder)
      takenOverBy = name
      return reporting ? .takenOver(name) : .fine
    }
  }
#endif
