@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 1: user routes ask every guarded screen that would leave, top first; the first deny stops the attempt. Screens
/// without a guard, or with an inactive one, pass. With the failures other libraries shipped on these routes, each named.
@MainActor
@Suite(
  "Rule 1: user routes ask every guarded screen that would leave, top first; the first deny stops the attempt",
  .misusesStayInTheTest)
struct Rule01UserRoutesTests {
  @Test(
    "A deny from the first guarded screen stops the attempt; lower screens are not asked",
    arguments: SimulatedProfile.all)
  func firstDenyStops(profile: SimulatedProfile) {
    let lower = GuardProbe("lower")
    let upper = GuardProbe("upper")
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: lower.answering(.allow)),
      SimulatedScreen("C", backGuard: upper.answering(.deny)), profile: profile)

    #expect(nav.pickBackMenuEntry(1) == .denied)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(upper.calls == 1)
    #expect(lower.calls == 0)
  }

  @Test(
    "Every guarded screen that would leave is asked, top first, before anything leaves", arguments: SimulatedProfile.all
  )
  func everyGuardAskedTopFirst(profile: SimulatedProfile) {
    let order = OrderLog()
    let b = GuardProbe("B", order: order)
    let c = GuardProbe("C", order: order)
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.allow)),
      SimulatedScreen("C", backGuard: c.answering(.allow)), profile: profile)

    #expect(nav.pickBackMenuEntry(1) == .allowed)

    #expect(order.names == ["C", "B"])
    #expect(nav.titles == ["A"])
  }

  @Test("A deny from a lower guarded screen stops the attempt after the upper one allowed")
  func lowerDenyStops() {
    let b = GuardProbe("B")
    let c = GuardProbe("C")
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.deny)),
      SimulatedScreen("C", backGuard: c.answering(.allow)))

    #expect(nav.pickBackMenuEntry(1) == .denied)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(c.calls == 1)
    #expect(b.calls == 1)
  }

  @Test("Screens without a guard pass: only the guarded screen among the leaving ones is asked")
  func unguardedScreensPass() {
    let b = GuardProbe("B")
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: b.answering(.deny)), SimulatedScreen("C"))

    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(nav.titles == ["A", "B"])
    #expect(b.calls == 0)

    nav.push(SimulatedScreen("D"), animated: false)
    #expect(nav.pickBackMenuEntry(1) == .denied)
    #expect(nav.titles == ["A", "B", "D"])
    #expect(b.calls == 1)
  }

  @Test("An inactive guard passes; switching it on makes it ask again", arguments: SimulatedProfile.all)
  func inactiveGuardPasses(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let screenGuard = probe.answering(.deny)
    screenGuard.isActive = false
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: screenGuard), profile: profile)

    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(probe.calls == 0)
    #expect(nav.titles == ["A", "B"])

    let d = SimulatedScreen("D", backGuard: screenGuard)
    nav.push(d, animated: false)
    screenGuard.isActive = true
    #expect(nav.goBack(by: .backButton) == .denied)
    #expect(probe.calls == 1)
    #expect(nav.topScreen === d)
  }

  @Test("A guard whose condition is false passes; it asks once the condition holds")
  func conditionFalsePasses() {
    final class Document { var hasChanges = false }
    let document = Document()
    var asked = 0
    let screenGuard = ScreenGuard(
      when: { document.hasChanges },
      decide: { _ in
        asked += 1
        return .deny
      })
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("Editor", backGuard: screenGuard))

    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
    #expect(asked == 0)

    nav.push(SimulatedScreen("Editor 2", backGuard: screenGuard), animated: false)
    document.hasChanges = true
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(asked == 1)
    #expect(nav.titles == ["A", "Editor 2"])
  }

  @Test("Every user route meets a denying guard and the screen stays", arguments: profileRoutes)
  func everyRouteIsGuarded(profile: SimulatedProfile, route: UserRoute) {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.deny)), profile: profile)

    let outcome = route.perform(on: nav)

    #expect(outcome == .denied || outcome == .didNotBegin)
    #expect(nav.titles == ["A", "B"])
    #expect(probe.sources == [route.source])
  }

  @Test("Every user route passes an allowing guard and takes exactly one screen back", arguments: profileRoutes)
  func everyRoutePassesAllow(profile: SimulatedProfile, route: UserRoute) {
    let probe = GuardProbe()
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answering(.allow)),
      profile: profile)
    let log = EventLog(nav.engine)

    #expect(route.perform(on: nav) == .allowed)

    #expect(nav.titles == ["A", "B"])
    #expect(probe.sources == [route.source])
    #expect(log.left.count == 1)
    #expect(log.left.first?.screens.count == 1)
  }

  @Test("The attempt names the route, the leaving screens top first, the destination and the animation")
  func attemptDescribesTheNavigation() throws {
    let probe = GuardProbe()
    let a = SimulatedScreen("A")
    let b = SimulatedScreen("B")
    let c = SimulatedScreen("C")
    let d = SimulatedScreen("D", backGuard: probe.answering(.deny))
    let nav = makeNav(a, b, c, d)

    nav.pickBackMenuEntry(2)

    let attempt = try #require(probe.attempts.first)
    #expect(attempt.source == .backMenu)
    #expect(Array(attempt.leaving) == [d.id, c.id, b.id])
    #expect(attempt.top == d.id)
    #expect(attempt.destination == a.id)
    #expect(attempt.isAnimated)
  }

  @Test("Each attempt has a new identity")
  func attemptsHaveNewIdentities() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answering(.deny)))

    nav.goBack(by: .backButton)
    nav.goBack(by: .backButton)
    nav.goBack(by: .edgeSwipe)

    #expect(probe.calls == 3)
    #expect(Set(probe.attempts.map(\.id)).count == 3)
    #expect(probe.attempts.map(\.id.rawValue) == probe.attempts.map(\.id.rawValue).sorted())
  }

  @Test("On the root screen no user route asks anybody or changes anything", arguments: SimulatedProfile.all)
  func rootScreenHasNoBack(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let root = SimulatedScreen("Root", backGuard: probe.answering(.allow))
    let nav = makeNav(root, profile: profile)
    let log = EventLog(nav.engine)

    #expect(nav.goBack(by: .backButton) == .unavailable)
    #expect(nav.goBack(by: .backMenu) == .unavailable)
    #expect(nav.longPressBack() == nil)
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(nav.goBack(by: .accessibilityEscape) == .nothingToGoBackTo)
    #expect(nav.goBack(by: .keyCommand) == .unavailable)
    #expect(nav.engine.requestBack(from: .customBackButton) == .nothingToGoBackTo)

    #expect(nav.titles == ["Root"])
    #expect(probe.calls == 0)
    #expect(log.started.isEmpty)
  }

  @Test("The long-press menu lists the earlier screens, nearest first")
  func menuListsEarlierScreens() {
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B"), SimulatedScreen("C"))

    #expect(nav.longPressBack()?.map(\.title) == ["B", "A"])
  }

  @Test("Regression (wikipedia-ios #3640): a back-menu pick asks the guard", arguments: SimulatedProfile.all)
  func menuPickAsksGuard(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let a = SimulatedScreen("A")
    let nav = makeNav(
      a, SimulatedScreen("B"), SimulatedScreen("C", backGuard: probe.answering(.deny)), profile: profile)

    #expect(nav.pickBackMenuEntry(1) == .denied)

    #expect(nav.titles == ["A", "B", "C"])
    #expect(probe.sources == [.backMenu])
    #expect(probe.attempts.first?.destination == a.id)
    #expect(probe.attempts.first?.leaving.count == 2)
  }

  @Test("Regression (BackButtonHandler #8): the back button is not left dimmed after a veto on iOS 15")
  func backButtonNotDimmedAfterVeto() {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: GuardProbe().answering(.deny)), profile: .iOS15)
    let restoresBefore = nav.backButtonRestoreCount

    #expect(nav.goBack(by: .backButton) == .denied)

    #expect(nav.isBackButtonDimmed == false)
    #expect(nav.backButtonRestoreCount == restoresBefore + 1)
  }

  @Test("Regression: the back button is not left dimmed while a confirmation shows, nor after a second tap on iOS 15")
  func backButtonNotDimmedWhilePending() {
    let probe = GuardProbe()
    let nav = makeNav(SimulatedScreen("A"), SimulatedScreen("B", backGuard: probe.answeringLater()), profile: .iOS15)

    #expect(nav.goBack(by: .backButton) == .pending)
    #expect(nav.isBackButtonDimmed == false)
    let restores = nav.backButtonRestoreCount
    #expect(restores >= 1)

    nav.goBack(by: .backButton)
    #expect(nav.isBackButtonDimmed == false)
    #expect(nav.backButtonRestoreCount == restores + 1)
  }

  @Test("Regression: an allowed tap does not ask for the back button to be restored (nothing was dimmed)")
  func allowedTapNeedsNoRestore() {
    let nav = makeNav(
      SimulatedScreen("A"), SimulatedScreen("B", backGuard: GuardProbe().answering(.allow)), profile: .iOS15)

    #expect(nav.goBack(by: .backButton) == .allowed)
    #expect(nav.backButtonRestoreCount == 0)
  }
}
