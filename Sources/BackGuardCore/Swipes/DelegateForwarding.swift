/// Which object answers a call that reaches one of BackGuard's forwarding delegate proxies: the rule the UIKit
/// proxies apply in `responds(to:)` and `forwardingTarget(for:)`, kept here so that Linux tests hold it.
///
/// A proxy stands in front of a delegate it holds weakly (the original). UIKit asks the proxy `responds(to:)`, may keep
/// the answer, and calls later. By then the original may be gone: while an object is being deallocated, weak
/// references to it already read `nil`, and the proxy hears of the deallocation only afterwards. A call the proxy
/// neither implements nor can forward then ends in "unrecognized selector".
///
/// The rule: the proxy claims a selector only while it can answer it, and says where the call goes in the same
/// breath, reading the original once per question.
/// - Its own methods: always claimed, answered by the proxy.
/// - The delegate protocol's other public methods, which UIKit may have asked about and kept the answer for: claimed
///   only while a live original answers them, and forwarded to it; once the original is gone they are not claimed,
///   and a call made on an answer kept from before goes to a stand-in that gives the method's documented default.
/// - Any other selector (newer than BackGuard, or one of UIKit's own): claimed and forwarded only while a live original
///   answers it, and only by proxies that forward such selectors at all. Nothing can answer it once the original is
///   gone; BackGuard cannot name it, so it has no stand-in (docs/UIKitBehavior.md B160).
package enum DelegateForwarding {
  /// What the proxy knows about a selector.
  package enum Method: Equatable, Sendable, CaseIterable {
    /// The proxy implements it: BackGuard's own methods, and the inherited `NSObject` ones.
    case ownMethod
    /// A method of the delegate protocol that the proxy's stand-in implements with the documented default.
    case coveredByStandIn
    /// Anything else, which this proxy forwards to a live original that answers it.
    case forwardedWhileAlive
    /// Anything else, which this proxy does not forward (the edge swipe's proxy: the public protocol only).
    case notForwarded
  }

  /// Who answers the call.
  package enum Target: Equatable, Sendable {
    /// The proxy's own implementation; the runtime never asks `forwardingTarget(for:)`.
    case proxy
    /// The original delegate, alive now.
    case original
    /// The stand-in, which gives the method's documented default.
    case standIn
    /// Nobody: `forwardingTarget(for:)` returns `nil`. Only for selectors the proxy does not claim.
    case nobody
  }

  /// The answer to `responds(to:)` and where a call goes, decided together.
  package struct Answer: Equatable, Sendable {
    /// What `responds(to:)` says.
    package let claims: Bool
    /// Where the call goes.
    package let target: Target

    package init(claims: Bool, target: Target) {
      self.claims = claims
      self.target = target
    }
  }

  /// The rule.
  ///
  /// - Parameters:
  ///   - method: What the proxy knows about the selector.
  ///   - originalResponds: Whether the original, read now, is alive and answers the selector (`false` when it reads
  ///     `nil`).
  /// - Returns: Whether the proxy claims the selector, and who answers a call to it now.
  package static func answer(for method: Method, originalResponds: Bool) -> Answer {
    switch method {
    case .ownMethod: Answer(claims: true, target: .proxy)
    case .coveredByStandIn:
      originalResponds ? Answer(claims: true, target: .original) : Answer(claims: false, target: .standIn)
    case .forwardedWhileAlive:
      originalResponds ? Answer(claims: true, target: .original) : Answer(claims: false, target: .nobody)
    case .notForwarded: Answer(claims: false, target: .nobody)
    }
  }

  /// What the proxy knows about a selector, from what it and its stand-in implement.
  ///
  /// - Parameters:
  ///   - proxyImplements: The proxy's class implements the selector.
  ///   - standInImplements: The proxy's stand-in implements it.
  ///   - forwardsOthers: The proxy forwards selectors it does not know.
  /// - Returns: The kind of method.
  package static func method(proxyImplements: Bool, standInImplements: Bool, forwardsOthers: Bool) -> Method {
    if proxyImplements { return .ownMethod }
    if standInImplements { return .coveredByStandIn }
    return forwardsOthers ? .forwardedWhileAlive : .notForwarded
  }
}
