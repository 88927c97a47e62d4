#if canImport(UIKit)
  import ObjectiveC
  import BackGuardCore
  import UIKit

  // A delegate in front of another one: a subclass implements what BackGuard needs; every other optional method goes
  // to `forwardee` by `DelegateForwarding`'s rule (core), and a call after the forwardee is gone goes to `standIn`
  // (docs/UIKitBehavior.md B102, B108, B160).
  @MainActor
  class ForwardingDelegateProxy: NSObject {
    // nonisolated(unsafe): read by the Objective-C runtime in `responds(to:)` and `forwardingTarget(for:)`, on the main
    // thread, where it is written.
    nonisolated(unsafe) private(set) weak var forwardee: NSObjectProtocol?
    nonisolated(unsafe) private let standIn: NSObject?

    init(forwardingTo forwardee: NSObjectProtocol?, standIn: NSObject?) {
      self.forwardee = forwardee
      self.standIn = standIn
      super.init()
      if let forwardee { watch(forwardee) }
    }

    var heldDelegate: AnyObject? { nil }
    func holdDelegate(_ delegate: AnyObject?) {}

    var isInPlace: Bool { heldDelegate === self }

    // Assigned again, UIKit reads the `responds(to:)` answers afresh.
    func reassign() {
      guard isInPlace else { return }
      holdDelegate(nil)
      holdDelegate(self)
    }

    func detach() {
      if isInPlace { holdDelegate(forwardee) }
    }

    // The delegate the app set: the forwardee while this proxy is in place, else whatever holds the slot now.
    // Setting it keeps the proxy in place and forwards to the new object.
    var appsDelegate: AnyObject? {
      get { isInPlace ? forwardee : heldDelegate }
      set {
        if isInPlace { forward(to: newValue as? NSObjectProtocol) } else { holdDelegate(newValue) }
      }
    }

    func forward(to newForwardee: NSObjectProtocol?) {
      let old = forwardee
      // Forwarding to itself would loop on the first call.
      guard old !== newForwardee, newForwardee !== self else { return }
      if let old { DelegateDeallocationWatcher.stopWatching(old, for: self) }
      forwardee = newForwardee
      if let newForwardee { watch(newForwardee) }
      reassign()
    }

    /// Puts the proxy back in front of whatever holds the slot now, forwarding to it: a delegate the app set after
    /// `install()` (a coordinator) keeps every call, and BackGuard hears `willShow` and `didShow` again.
    func wrapAgain() {
      guard !isInPlace else { return }
      forward(to: heldDelegate as? NSObjectProtocol)
      holdDelegate(self)
    }

    func stopWatching() {
      if let forwardee { DelegateDeallocationWatcher.stopWatching(forwardee, for: self) }
    }

    nonisolated func forwards(_ selector: Selector) -> Bool { true }

    private func watch(_ target: NSObjectProtocol) {
      DelegateDeallocationWatcher.watch(target, for: self) { [weak self] in self?.reassign() }
    }

    // Set while the forwardee is asked what it answers: a forwardee that forwards back here (it wrapped this proxy)
    // is told no, instead of the question going round for ever. Main thread only, like the rest.
    nonisolated(unsafe) private var isRouting = false

    private nonisolated func route(_ selector: Selector) -> (DelegateForwarding.Answer, NSObjectProtocol?) {
      let original = isRouting ? nil : forwardee
      isRouting = true
      defer { isRouting = false }
      let method = DelegateForwarding.method(
        proxyImplements: super.responds(to: selector), standInImplements: standIn?.responds(to: selector) ?? false,
        forwardsOthers: forwards(selector))
      return (
        DelegateForwarding.answer(for: method, originalResponds: original?.responds(to: selector) ?? false), original
      )
    }

    override nonisolated func responds(to aSelector: Selector!) -> Bool { route(aSelector).0.claims }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      let (answer, original) = route(aSelector)
      switch answer.target {
      case .original: return original
      case .standIn: return standIn
      case .proxy, .nobody: return super.forwardingTarget(for: aSelector)
      }
    }
  }
#endif
