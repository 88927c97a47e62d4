import BackGuardCore
import BackGuardTesting
import Testing

/// A stack that is in no tab bar has no tab to tap, as on a phone: a re-selection is not there to play. (The simulator
/// used to ask the guards and pop to the root, issue 39, item 6(a).)
@Suite("A stack in no tab bar has no tab to re-select")
@MainActor
struct NoTabToReselectTests {
  @Test(
    "Outside a tab bar, a re-selection is unavailable: no guard is asked and nothing pops", arguments: [true, false])
  func outsideATabBarNothingIsAskedOrPopped(guarded: Bool) {
    var asked = 0
    let editor = SimulatedScreen(
      "Editor",
      backGuard: guarded
        ? ScreenGuard { _ in
          asked += 1
          return .deny
        } : nil)
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
    navigation.push(SimulatedScreen("Detail"))
    navigation.push(editor)
    var events: [BackEvent] = []
    navigation.observe { events.append($0) }

    #expect(navigation.goBack(by: .tabReselect) == .unavailable)
    #expect(asked == 0)
    #expect(navigation.stack.map(\.title) == ["List", "Detail", "Editor"])
    #expect(events.isEmpty)
  }

  @Test("Once the stack is a tab, the same re-selection asks the guard")
  func inATabBarTheGuardIsAsked() {
    let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
    let navigation = SimulatedNavigationController(root: SimulatedScreen("List"))
    navigation.push(editor)
    let tabs = SimulatedTabBarController(tabs: [navigation])

    #expect(navigation.goBack(by: .tabReselect) == .denied)
    #expect(tabs.tapTab(0) == .denied)
    #expect(navigation.topScreen === editor)
  }
}
