#if canImport(UIKit)
  import UIKit

  /// A delegate that stands in front of another one: its subclass answers the methods BackGuard needs, and every other
  /// optional method goes to the delegate it replaced. `responds(to:)` and `forwardingTarget(for:)` follow one rule,
  /// `DelegateForwarding` (BackGuardCore), reading the delegate afresh on every question; when that delegate goes, the
  /// subclass's ``reassign()`` makes UIKit ask again (docs/UIKitBehavior.md B102, B108, B160).
  @MainActor
  class ForwardingDelegateProxy: NSObject {
    /// The delegate this proxy forwards to. Weak, as UIKit's delegate properties are. Read by the Objective-C runtime
    /// from `responds(to:)` and `forwardingTarget(for:)`, on the main thread, where it is written.
    nonisolated(unsafe) private(set) weak var forwardee: NSObjectProtocol?
    /// Answers the delegate protocol's optional methods with their documented defaults, for calls that arrive after
    /// the forwarded-to delegate is gone. Stateless; never changes.
    nonisolated(unsafe) private let standIn: NSObject?

    /// - Parameters:
    ///   - forwardee: The delegate to forward to.
    ///   - standIn: Implements the delegate protocol's optional methods that the proxy does not, each with the
    ///     documented default.
    init(forwardingTo forwardee: NSObjectProtocol?, standIn: NSObject?) {
      self.forwardee = forwardee
      self.standIn = standIn
      super.init()
      if let forwardee { watch(forwardee) }
    }

    /// Forwards to `newForwardee` from now on, and assigns the proxy again so UIKit reads what it answers.
    func forward(to newForwardee: NSObjectProtocol?) {
      let old = forwardee
      guard old !== newForwardee else { return }
      if let old { DelegateDeallocationWatcher.stopWatching(old, for: self) }
      forwardee = newForwardee
      if let newForwardee { watch(newForwardee) }
      reassign()
    }

    /// Stops watching the forwarded-to delegate (the proxy is being removed).
    func stopWatching() {
      if let forwardee { DelegateDeallocationWatcher.stopWatching(forwardee, for: self) }
    }

    /// Assigns the proxy again on the object it is the delegate of, if it still is. Subclasses override it.
    func reassign() {}

    /// Whether a selector that neither the proxy nor its stand-in implements goes to the forwarded-to delegate (while
    /// that delegate is alive and answers it). Default: every one.
    nonisolated func forwards(_ selector: Selector) -> Bool { true }

    private func watch(_ target: NSObjectProtocol) {
      DelegateDeallocationWatcher.watch(target, for: self) { [weak self] in self?.reassign() }
    }

    /// The rule's answer for one selector, and the forwarded-to delegate it was given.
    private typealias Route = (answer: DelegateForwarding.Answer, original: NSObjectProtocol?)

    /// The rule for one selector, with the forwarded-to delegate read once, now.
    private nonisolated func route(_ selector: Selector) -> Route {
      let original = forwardee
      let method = DelegateForwarding.method(
        proxyImplements: super.responds(to: selector), standInImplements: standIn?.responds(to: selector) ?? false,
        forwardsOthers: forwards(selector))
      let answer = DelegateForwarding.answer(for: method, originalResponds: original?.responds(to: selector) ?? false)
      return (answer, original)
    }

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      route(aSelector).answer.claims
    }

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
