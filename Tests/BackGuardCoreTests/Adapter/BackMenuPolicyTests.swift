@_spi(TestKit) import BackGuardCore
import BackGuardTesting
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
