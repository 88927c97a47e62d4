@_spi(Internals) import BackGuardCore
import Testing

/// The pops a host makes for an approval pass its own pop overrides unasked; nothing else does.
@Suite("Approved pops: what a host's pop overrides let through without asking", .misusesStayInTheTest)
@MainActor
struct ApprovedPopsTests {
  @Test("A pop made inside making(_:) passes, nested too; the same call outside it is a question")
  func popsInsideTheMarkPass() {
    let pops = ApprovedPops()
    #expect(!pops.take(.pop))
    let inside = pops.making { (pops.take(.pop), pops.making { pops.take(.popTo) }, pops.take(.popToRoot)) }
    #expect(inside == (true, true, true))
    #expect(!pops.take(.pop), "the mark ends with the call that made the pop")
  }

  @Test("A re-selection's mark lets exactly one pop to the root through, and no other pop")
  func reselectionMarkIsOneShotForPopToRoot() {
    let pops = ApprovedPops()
    pops.reselectionPopFollows = true
    #expect(!pops.take(.pop))
    #expect(!pops.take(.popTo))
    #expect(pops.take(.popToRoot))
    #expect(!pops.take(.popToRoot), "used up by the first pop to the root")
    #expect(!pops.reselectionPopFollows)
  }
}
