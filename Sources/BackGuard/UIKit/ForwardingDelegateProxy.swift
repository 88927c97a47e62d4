#if canImport(UIKit)
  import UIKit

  @MainActor
  class ForwardingDelegateProxy: NSObject {
    nonisolated(unsafe) private(set) weak var forwardee: NSObjectProtocol?
    nonisolated(unsafe) private let standIn: NSObject?

    init(forwardingTo forwardee: NSObjectProtocol?, standIn: NSObject?) {
      self.forwardee = forwardee
      self.standIn = standIn
      super.init()
      if let forwardee { watch(forwardee) }
    }

    func forward(to newForwardee: NSObjectProtocol?) {
      let old = forwardee
      guard old !== newForwardee else { return }
      if let old { DelegateDeallocationWatcher.stopWatching(old, for: self) }
      forwardee = newForwardee
      if let newForwardee { watch(newForwardee) }
      reassign()
    }

    func stopWatching() {
      if let forwardee { DelegateDeallocationWatcher.stopWatching(forwardee, for: self) }
    }

    func reassign() {}

    nonisolated func forwards(_ selector: Selector) -> Bool { true }

    private func watch(_ target: NSObjectProtocol) {
      DelegateDeallocationWatcher.watch(target, for: self) { [weak self] in self?.reassign() }
    }

    private typealias Route = (answer: DelegateForwarding.Answer, original: NSObjectProtocol?)

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
