#if canImport(UIKit)
  import BackGuardCore
  import UIKit

  // A swipe may begin only if the safety checks (`SwipeHooks`), the delegate it stands in front of (UIKit's own, or the
  // app's) and then the engine's gate all say yes.
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
      guard let owner else { return forwarding(true, systemAnswer) }
      return forwarding(true) { owner.swipeShouldBegin(source, systemAnswer: systemAnswer) }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // Both swipe recognizers receive a touch in the same began event, with the same timestamp.
      if touch.phase == .began { owner?.currentTouch = touch.timestamp.bitPattern }
      return forwarding(true) { original?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true }
    }

    // The rest of the public protocol: forwarded, or the documented default once the replaced delegate is gone.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
      forwarding(true) { original?.gestureRecognizer?(gestureRecognizer, shouldReceive: press) ?? true }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
      forwarding(true) { original?.gestureRecognizer?(gestureRecognizer, shouldReceive: event) ?? true }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      forwarding(false) {
        original?.gestureRecognizer?(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
          ?? false
      }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      forwarding(false) {
        original?.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
      }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      forwarding(false) {
        original?.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
      }
    }

    // A holder that wrapped this proxy in turn forwards back to it: the call comes round again, and gets UIKit's
    // documented default instead of recursing for ever.
    private var isForwarding = false

    private func forwarding(_ fallback: Bool, _ call: () -> Bool) -> Bool {
      guard !isForwarding else { return fallback }
      isForwarding = true
      defer { isForwarding = false }
      return call()
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
      case gateReplacedByUIKitsDelegate
    }

    let source: BackSource
    private(set) var proxy: SwipeGestureProxy?
    private(set) var record = SwipeDelegateRecord()
    private(set) var takenOverBy: String?

    init(source: BackSource) { self.source = source }

    var propertyName: String { SwipeHooks.delegateProperty(of: source) }

    var isInPlace: Bool { proxy?.isInPlace ?? false }

    // Who holds the delegate, and what to do about it, is `SwipeDelegateRecord`'s rule (core); this carries out its step.
    mutating func update(
      recognizer: UIGestureRecognizer, needed: Bool, transitioning: Bool, owner: UIKitNavigationHost
    ) -> Outcome {
      if let proxy, proxy.recognizer !== recognizer {
        retire(proxy)
        record.recognizerReplaced()
      }
      let current = recognizer.delegate
      let forwardsToHolder: Bool? = if let proxy { proxy.original === current } else { nil }
      let step = record.look(
        holder: Self.holder(current, proxy: proxy), proxyForwardsToHolder: forwardsToHolder,
        needed: needed, transitioning: transitioning)
      takenOverBy = nil
      switch step {
      case .keepProxy, .leave: break
      case .detachProxy:
        proxy?.detach()
        record.proxyDetached()
      case .attachProxy(let makeProxy):
        if makeProxy {
          // An older proxy someone else may still hold forwards only, and asks nobody: one gate per swipe. The record
          // already names the new holder: retiring the old proxy must not reset it.
          if let proxy { retire(proxy) }
          proxy = SwipeGestureProxy(
            owner: owner, recognizer: recognizer, source: source, forwardsOnlyPublicProtocol: source == .edgeSwipe)
        }
        proxy?.holdDelegate(proxy)
      case .putBackInFrontOfUIKit:
        proxy?.holdDelegate(proxy)
        return .gateReplacedByUIKitsDelegate
      case .takenOver(let report):
        let name = takeoverHolderName(current)
        takenOverBy = name
        return report ? .takenOver(name) : .fine
      }
      return .fine
    }

    private mutating func retire(_ old: SwipeGestureProxy) {
      old.detach()
      old.owner = nil
      proxy = nil
    }

    // The facts of the holder; who it is, is `SwipeDelegateRecord.Holder`'s rule (core).
    private static func holder(_ current: AnyObject?, proxy: SwipeGestureProxy?) -> SwipeDelegateRecord.Holder {
      // Not `current.flatMap { … }`: a main-actor closure handed to the standard library gets a run-time isolation
      // check (Swift 6 mode).
      let bundleIdentifier = if let current { Bundle(for: type(of: current)).bundleIdentifier } else { String?.none }
      return SwipeDelegateRecord.Holder(
        exists: current != nil, isBackGuardsProxy: current != nil && current === proxy,
        isViewControllerOrProxy: current is UIViewController || current is ForwardingDelegateProxy,
        bundleIdentifier: bundleIdentifier)
    }

    mutating func detach() {
      proxy?.detach()
      record.proxyDetached()
    }
  }
#endif
