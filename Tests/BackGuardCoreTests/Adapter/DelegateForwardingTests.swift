import BackGuardCore
import Testing

/// The forwarding proxies' rule: a selector is claimed only while something can answer it, and a call made on an
/// answer UIKit kept from before never reaches nobody for a method of the delegate protocol.
@Suite("Delegate forwarding: claim only what can be answered", .misusesStayInTheTest)
struct DelegateForwardingTests {
  /// The original as the proxy reads it at one moment.
  struct Original: CustomStringConvertible {
    var alive: Bool
    var implements: Bool
    /// What the proxy sees: a released original reads `nil`, so it answers nothing.
    var responds: Bool { alive && implements }
    var description: String { "alive \(alive), implements \(implements)" }

    static let all = [false, true].flatMap { alive in [false, true].map { Original(alive: alive, implements: $0) } }
  }

  @Test(
    "responds(to:) and forwardingTarget(for:) agree at every moment",
    arguments: DelegateForwarding.Method.allCases)
  func claimAndTargetAgree(method: DelegateForwarding.Method) {
    for original in Original.all {
      let answer = DelegateForwarding.answer(for: method, originalResponds: original.responds)
      let answerable = answer.target == .proxy || answer.target == .original
      #expect(answer.claims == answerable, "\(method), \(original): claims exactly what it can answer")
      if answer.target == .original {
        #expect(original.responds, "\(method), \(original): never forwards to a released or silent original")
      }
      if answer.claims { #expect(answer.target != .nobody, "\(method), \(original): a claim is never sent to nobody") }
    }
  }

  @Test("Every kind of method, every original: the whole table")
  func wholeTable() {
    typealias Answer = DelegateForwarding.Answer
    let expected: [(DelegateForwarding.Method, Bool, Answer)] = [
      (.ownMethod, false, Answer(claims: true, target: .proxy)),
      (.ownMethod, true, Answer(claims: true, target: .proxy)),
      (.coveredByStandIn, false, Answer(claims: false, target: .standIn)),
      (.coveredByStandIn, true, Answer(claims: true, target: .original)),
      (.forwardedWhileAlive, false, Answer(claims: false, target: .nobody)),
      (.forwardedWhileAlive, true, Answer(claims: true, target: .original)),
      (.notForwarded, false, Answer(claims: false, target: .nobody)),
      (.notForwarded, true, Answer(claims: false, target: .nobody)),
    ]
    #expect(expected.count == DelegateForwarding.Method.allCases.count * 2)
    for (method, responds, answer) in expected {
      #expect(DelegateForwarding.answer(for: method, originalResponds: responds) == answer, "\(method), \(responds)")
    }
  }

  @Test("What the proxy knows: its own methods first, then its stand-in's, then its forwarding policy")
  func classification() {
    for proxy in [false, true] {
      for standIn in [false, true] {
        for others in [false, true] {
          let method = DelegateForwarding.method(
            proxyImplements: proxy, standInImplements: standIn, forwardsOthers: others)
          let expected: DelegateForwarding.Method =
            proxy ? .ownMethod : standIn ? .coveredByStandIn : others ? .forwardedWhileAlive : .notForwarded
          #expect(method == expected, "proxy \(proxy), stand-in \(standIn), forwards others \(others)")
        }
      }
    }
  }

  /// UIKit's order: it asks `responds(to:)` (when the delegate is assigned), keeps the answer, and calls later, when
  /// the original may have died in between (the proxy has not been assigned again yet).
  @Test(
    "The original dies between UIKit's question and its call: a protocol method is still answered",
    arguments: [DelegateForwarding.Method.ownMethod, .coveredByStandIn])
  func originalDiesBetweenQuestionAndCall(method: DelegateForwarding.Method) {
    for before in Original.all {
      for after in Original.all where !(after.alive && !before.alive) {
        let keptAnswer = DelegateForwarding.answer(for: method, originalResponds: before.responds).claims
        guard keptAnswer else { continue }  // UIKit does not call what the proxy did not claim
        let call = DelegateForwarding.answer(for: method, originalResponds: after.responds)
        #expect(call.target != .nobody, "\(method): asked when \(before), called when \(after)")
        if call.target == .original { #expect(after.responds, "\(method): only a live original is called") }
      }
    }
  }

  @Test("Released right after the question: the stand-in answers, the proxy stops claiming")
  func releasedRightAfterTheQuestion() {
    let asked = DelegateForwarding.answer(for: .coveredByStandIn, originalResponds: true)
    #expect(asked == .init(claims: true, target: .original))
    let called = DelegateForwarding.answer(for: .coveredByStandIn, originalResponds: false)
    #expect(called == .init(claims: false, target: .standIn))
  }

  @Test("A selector BackGuard cannot name has no answer once its original is gone (the documented limit)")
  func unnamedSelectorHasNoStandIn() {
    let asked = DelegateForwarding.answer(for: .forwardedWhileAlive, originalResponds: true)
    #expect(asked.claims)
    let called = DelegateForwarding.answer(for: .forwardedWhileAlive, originalResponds: false)
    #expect(!called.claims)
    #expect(called.target == .nobody)
  }
}
