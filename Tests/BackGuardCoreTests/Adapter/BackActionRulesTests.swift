import BackGuardCore
import Testing

/// How the UIKit adapter turns an approved pop into one UIKit call, and where a stale back action goes
/// (`BackActionRules`).
@Suite("Back action rules: one UIKit call per approved pop, stale back actions")
struct BackActionRulesTests {
  @Test("A one-level pop is popViewController, a deeper one popToViewController")
  func popCallByDepth() {
    #expect(BackActionRules.popCall(destinationIndex: 2, stackCount: 4) == .popOne)
    #expect(BackActionRules.popCall(destinationIndex: 1, stackCount: 4) == .popTo)
    #expect(BackActionRules.popCall(destinationIndex: 0, stackCount: 4) == .popTo)
  }

  @Test("A destination that is the top, or not in the stack, pops nothing")
  func noPopWithoutADestinationBelow() {
    #expect(BackActionRules.popCall(destinationIndex: 3, stackCount: 4) == nil)
    #expect(BackActionRules.popCall(destinationIndex: nil, stackCount: 4) == nil)
    #expect(BackActionRules.popCall(destinationIndex: 0, stackCount: 1) == nil)
  }

  @Test("A back action asks this stack, the stack that holds its screen now, or pops plainly once uninstalled")
  func staleBackActionTarget() {
    #expect(BackActionRules.target(isInThisStack: true, isInstalled: true) == .thisStack)
    #expect(BackActionRules.target(isInThisStack: false, isInstalled: true) == .stackHoldingItNow)
    #expect(BackActionRules.target(isInThisStack: true, isInstalled: false) == .plainPop)
    #expect(BackActionRules.target(isInThisStack: false, isInstalled: false) == .plainPop)
  }
}
