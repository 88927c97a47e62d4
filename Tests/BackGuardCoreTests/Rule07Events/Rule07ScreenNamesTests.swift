@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 7, names for analytics: events carry opaque identities, and the name book maps them back, also after a screen
/// left.
@MainActor
@Suite("Rule 7: events name their screens for analytics, also after they left", .misusesStayInTheTest)
struct Rule07ScreenNamesTests {
  @Test("A screen that left is still named in the screensLeft event")
  func leftScreensAreNamed() {
    let editor = SimulatedScreen("Editor")
    let nav = makeNav(SimulatedScreen("List"), editor)
    var leftNames: [String] = []
    let observation = nav.engine.observe { event in
      if case .screensLeft(let screens, _, _) = event { leftNames += screens.compactMap(\.name) }
    }
    nav.goBack(by: .backButton)
    #expect(leftNames == ["Editor"])
    _ = observation
  }

  @Test("Renaming a screen renames it in later events; a blank name is forgotten")
  func renamesAndBlankNames() {
    let screen = SimulatedScreen("Draft")
    #expect(screen.id.name == "Draft")
    screen.title = "Product"
    #expect(screen.id.name == "Product")
    ScreenNames.record("  ", for: screen.id)
    #expect(screen.id.name == nil)
  }

  @Test("The book keeps at most its capacity, forgetting the oldest screens first")
  func boundedBook() {
    let first = ScreenID.make()
    ScreenNames.record("Oldest", for: first)
    for index in 0..<(ScreenNames.capacity + 10) { ScreenNames.record("Screen \(index)", for: ScreenID.make()) }
    #expect(first.name == nil)
    let last = ScreenID.make()
    ScreenNames.record("Newest", for: last)
    #expect(last.name == "Newest")
  }
}
