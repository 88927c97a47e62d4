import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 5 whoever holds the swipe recognizers' delegates (the adapter's `SwipeDelegateRecord`, played by the simulator):
/// an app's own delegate keeps the swipe and the gate still asks the guard.
@MainActor
@Suite(
  "Rule 5: the gate in front of whoever holds the swipe's delegate: an app's own delegate keeps the swipe, the guard is asked",
  .misusesStayInTheTest)
struct Rule05SwipeDelegatesTests {
  @Test(
    "With the app's own pop-gesture delegate (SwiftUI's keep-the-swipe extension), the edge swipe on a guarded screen asks its guard",
    arguments: [SimulatedProfile.iOS15, .iOS17, .iOS26])
  func appDelegateIsGuarded(profile: SimulatedProfile) {
    let probe = GuardProbe()
    let editor = SimulatedScreen("Editor", backGuard: probe.answering(.deny))
    let nav = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: profile)
    nav.swipeDelegate = .app
    nav.push(editor, animated: false)
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(probe.calls == 1)
    #expect(nav.titles == ["Root", "Editor"])
  }

  @Test("With the app's own delegate, a guarded screen that hides its back button keeps the swipe the app gave it")
  func appDelegateKeepsSwipeWithHiddenBackButton() {
    let probe = GuardProbe()
    let editor = SimulatedScreen("Editor", backGuard: probe.answering(.allow))
    editor.hidesBackButton = true
    let nav = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: .iOS17)
    nav.swipeDelegate = .app
    nav.push(editor, animated: false)
    #expect(nav.goBack(by: .edgeSwipe) == .allowed)
    #expect(probe.calls == 1)
    #expect(nav.titles == ["Root"])
  }

  @Test("With UIKit's own delegate, a guarded screen that hides its back button keeps UIKit's refusal")
  func uikitDelegateRefusesWithHiddenBackButton() {
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .allow })
    editor.hidesBackButton = true
    let nav = SimulatedNavigationController(root: SimulatedScreen("Root"), profile: .iOS17)
    nav.push(editor, animated: false)
    #expect(nav.goBack(by: .edgeSwipe) == .didNotBegin)
    #expect(nav.titles == ["Root", "Editor"])
  }

  @Test("The subclass never refuses an interactive pop, even for a guard that opted in to app pops")
  func subclassNeverRefusesInteractivePop() {
    // Another library keeps taking the swipe delegate back, so BackGuard leaves it alone after a few tries and its
    // gate is no longer asked; the swipe begins and UIKit pops interactively. The subclass's popViewController sees a
    // recognizer recognizing and lets it through.
    let probe = GuardProbe()
    let editor = SimulatedScreen("Editor", backGuard: probe.answering(.deny, programmatic: true))
    let nav = makeNav(SimulatedScreen("Root"), editor, profile: .iOS26)
    nav.swipeDelegate = .anotherLibraryTakingItBack
    let recorder = EventLog(nav.engine)
    var outcome = BackOutcome.didNotBegin
    var tries = 0
    let misuses = BackMisuse.collect {
      while outcome == .didNotBegin, tries <= 2 * SwipeDelegateRecord.rewrapLimit {
        tries += 1
        outcome = nav.goBack(by: .edgeSwipe)
      }
    }

    #expect(outcome == .allowed)
    #expect(tries > 1, "BackGuard's gate went in front of the library's delegate first")
    #expect(misuses.count == 2)  // the edge and the content recognizer, once each
    #expect(probe.calls == tries - 1, "the swipe that began was not asked")
    #expect(nav.titles == ["Root"])
    #expect(recorder.left.map(\.source) == [.edgeSwipe])
  }
}
