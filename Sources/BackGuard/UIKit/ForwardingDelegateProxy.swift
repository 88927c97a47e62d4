#if canImport(UIKit)
  import UIKit

  /// A delegate that stands in front of another one: its subclass answers the methods BackGuard needs, and every other
  /// optional method goes to the delegate it replaced, with `responds(to:)` answering exactly as that delegate would.
  ///
  /// UIKit reads a delegate's `responds(to:)` answers when the delegate is assigned and keeps them. So when the
  /// forwarded-to delegate is deallocated or replaced, the subclass's ``reassign()`` puts the proxy in place again and
  /// UIKit asks afresh: it never sends a call nobody can answer (docs/UIKitBehavior.md B102, B108).
  @MainActor
  class ForwardingDelegateProxy: NSObject {
    /// The delegate this proxy forwards to. Weak, as UIKit's delegate properties are. Read by the Objective-C runtime
    /// from `responds(to:)` and `forwardingTarget(for:)`, on the main thread, where it is written.
    nonisolated(unsafe) private(set) weak var forwardee: NSObjectProtocol?

    init(forwardingTo forwardee: NSObjectProtocol?) {
      self.forwardee = forwardee
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

    /// Whether a selector the proxy does not implement itself goes to the forwarded-to delegate. Default: every one.
    nonisolated func forwards(_ selector: Selector) -> Bool { true }

    private func watch(_ target: NSObjectProtocol) {
      DelegateDeallocationWatcher.watch(target, for: self) { [weak self] in self?.reassign() }
    }

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      guard forwards(aSelector) else { return false }
      return forwardee?.responds(to: aSelector) ?? false
    }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      if forwards(aSelector), let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
