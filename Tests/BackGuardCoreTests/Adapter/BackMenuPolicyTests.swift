@_spi(Internals) import BackGuardCore
@_spi(Internals) import BackGuardTesting
import Testing

/// The back-menu policy: which back buttons an adapter may replace, and the takeover report adapters send.
@MainActor
@Suite("Back-menu policy and adapter reports", .misusesStayInTheTest)
struct BackMenuPolicyTests {
  @Test("By default UIKit's own back item and menu stay, even where routing would be needed")
  func systemPolicyNeverReplaces() {
    #expect(BackMenuPolicy.system.replacesBackItem(routingNeeded: true) == false)
    #expect(BackMenuPolicy.system.replacesBackItem(routingNeeded: false) == false)
    #expect(BackMenuPolicy.system.offersMenu == false)
  }

  @Test("The guarded policies replace exactly the back buttons the engine says need routing")
  func guardedPoliciesFollowTheEngine() {
    let host = RecordingHost(screenCount: 4)
    host.options[host.screens[2]] = ScreenBackOptions(backGuard: ScreenGuard { _ in .deny })
    let routing = host.engine.backMenusNeedingRouting()
    #expect(routing == [false, false, true, true])
    for policy in [BackMenuPolicy.guarded, .hiddenWhileGuarded] {
      #expect(routing.map { policy.replacesBackItem(routingNeeded: $0) } == [false, false, true, true])
    }
    #expect(BackMenuPolicy.guarded.offersMenu)
    #expect(BackMenuPolicy.hiddenWhileGuarded.offersMenu == false)
  }

  @Test("A route taken over by another object is reported with the route, the property and the holder named")
  func takeoverReportNamesRouteAndHolder() {
    let host = RecordingHost(screenCount: 2)
    let log = EventLog(host.engine)
    host.engine.reportAdapterMisuse(
      .routeTakenOver(route: .edgeSwipe, property: "interactivePopGestureRecognizer.delegate", by: "EditorScreen"))
    let misuses = log.events.compactMap { event -> BackMisuse? in
      if case .misuse(let misuse) = event { return misuse }
      return nil
    }
    #expect(misuses.count == 1)
    #expect(misuses.first?.message.contains("edgeSwipe") == true)
    #expect(misuses.first?.message.contains("EditorScreen") == true)
    #expect(misuses.first?.message.contains("interactivePopGestureRecognizer.delegate") == true)
  }
}

/// Names for analytics: events carry opaque identities, and the name book maps them back, also after a screen left.
@MainActor
@Suite("Screen names for analytics", .misusesStayInTheTest)
struct ScreenNamesTests {
  @Test("A screen that left is still named in the screensLeft event")
  func leftScreensAreNamed() {
    let editor = SimulatedScreen("Editor")
    let nav = makeNav(SimulatedScreen("List"), editor)
    var leftNames: [String] = []
    let observation = nav.engine.observe { event in
      if case .screensLeft(let screens, _, _) = event { leftNames += screens.compactMap(\.name) }
    }
    nav.tapBack()
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
