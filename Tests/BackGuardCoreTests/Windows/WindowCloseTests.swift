@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Closing a window (iPadOS, Mac Catalyst, iOS 27): while a screen in it has an engaged guard, the window asks first,
/// with the guard's words (issue "iOS 27 and windows"; docs/UIKitBehavior.md B198).
@MainActor
@Suite("Closing a window asks first while a guard in it is engaged", .misusesStayInTheTest)
struct WindowCloseTests {
  private func editor(words: WindowCloseQuestion?, engaged: @escaping () -> Bool = { true }) -> SimulatedScreen {
    let screenGuard = ScreenGuard(when: engaged) { _ in .deny }
    screenGuard.windowCloseQuestion = words
    return SimulatedScreen("Editor", backGuard: screenGuard)
  }

  @Test("A window with no engaged guard closes without a question")
  func noGuardNoQuestion() {
    let nav = makeNav(SimulatedScreen("List"), SimulatedScreen("Detail"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    #expect(window.close() == .closed)
    #expect(window.closureQuestion == nil)
  }

  @Test("An engaged guard's own words are the window's question; a guard without words gets the system's")
  func engagedGuardSetsTheQuestion() {
    let words = WindowCloseQuestion(
      title: "Discard changes?", message: "The draft is not saved.", closeTitle: "Discard")
    let nav = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    nav.push(editor(words: words), animated: false)
    #expect(window.close() == .asked(words))

    let other = makeNav(SimulatedScreen("Inbox"), profile: .iOS27)
    let plainWindow = SimulatedWindow(stacks: [other])
    other.push(SimulatedScreen("Reply", backGuard: ScreenGuard { _ in .deny }), animated: false)
    #expect(plainWindow.close() == .asked(WindowCloseQuestion()), "the system's own words")
  }

  @Test("The front stack's top guard speaks first; the question goes when the last guard leaves")
  func frontTopFirstAndGoneWithTheGuard() {
    let front = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let back = makeNav(SimulatedScreen("Other"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [front, back])
    back.push(editor(words: WindowCloseQuestion(title: "Back stack")), animated: false)
    front.push(editor(words: WindowCloseQuestion(title: "Front stack")), animated: false)
    #expect(window.close() == .asked(WindowCloseQuestion(title: "Front stack")))
    _ = front.pop(animated: false)
    #expect(window.close() == .asked(WindowCloseQuestion(title: "Back stack")))
    _ = back.pop(animated: false)
    #expect(window.close() == .closed)
  }

  @Test(
    "A condition that changes follows at the next look: after a change of the stack, or when the app says so with backGuardStateDidChange()"
  )
  func conditionFollowsAtTheNextLook() {
    var hasChanges = false
    let nav = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    nav.push(editor(words: WindowCloseQuestion(title: "Discard?"), engaged: { hasChanges }), animated: false)
    #expect(window.close() == .closed)
    hasChanges = true
    #expect(window.close() == .closed, "nobody told BackGuard yet: the scene holds no question")
    window.backGuardStateDidChange()
    #expect(window.close() == .asked(WindowCloseQuestion(title: "Discard?")))
    hasChanges = false
    window.backGuardStateDidChange()
    #expect(window.close() == .closed)
  }

  @Test("An app's own closure confirmation is kept, and reported once")
  func appsOwnConfirmationIsKept() {
    let nav = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    window.appSetsItsOwnConfirmation = true
    let misuses = BackMisuse.collect {
      nav.push(editor(words: WindowCloseQuestion(title: "Discard?")), animated: false)
      window.backGuardStateDidChange()
    }
    #expect(window.close() == .askedTheAppsQuestion)
    #expect(misuses.map(\.kind) == [.windowConfirmationKept])
  }

  @Test(
    "An extra choice runs its work: the window closes when the work allows, and stays, edit and all, when it denies")
  func extraChoiceDecidesTheClose() async {
    final class Draft {
      var saves = 0
      var saveSucceeds = false
    }
    let draft = Draft()
    let question = WindowCloseQuestion(
      title: "Discard changes?",
      choices: [
        BackConfirmationAction("Save Draft") { @MainActor in
          draft.saves += 1
          return draft.saveSucceeds ? .allow : .deny
        }
      ])
    let nav = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    nav.push(editor(words: question), animated: false)

    #expect(await window.close(picking: "Save Draft") == .denied)
    #expect(draft.saves == 1 && !window.isClosed)
    draft.saveSucceeds = true
    #expect(await window.close(picking: "Save Draft") == .allowed)
    #expect(draft.saves == 2 && window.isClosed)
    #expect(await window.close(picking: "Publish") == .unavailable, "no such choice: nothing runs")
    #expect(draft.saves == 2)
  }

  @Test(
    "The work that runs is the one the guard holds when the person picks, not the one it held when the dialog was set")
  func choiceIsLookedUpWhenPicked() async {
    var ran: [String] = []
    func words(_ name: String) -> WindowCloseQuestion {
      WindowCloseQuestion(
        title: "Discard?",
        choices: [
          BackConfirmationAction("Save") { @MainActor in
            ran.append(name)
            return .deny
          }
        ])
    }
    let screen = editor(words: words("first"))
    let nav = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    nav.push(screen, animated: false)
    screen.backGuard?.windowCloseQuestion = words("second")  // the same words: the scene's dialog is not set anew
    #expect(await window.close(picking: "Save") == .denied)
    #expect(ran == ["second"])
  }

  @Test(
    "A choice is looked up by its title when picked: another guard's choice at the same place never runs, and a choice no longer offered runs nothing"
  )
  func choiceLookedUpByTitle() async {
    final class Ran { var names: [String] = [] }
    let ran = Ran()
    var topEngaged = true
    func question(_ title: String) -> WindowCloseQuestion {
      WindowCloseQuestion(
        title: "Discard?",
        choices: [
          BackConfirmationAction(title) { @MainActor in
            ran.names.append(title)
            return .allow
          }
        ])
    }
    let nav = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [nav])
    nav.push(editor(words: question("Publish")), animated: false)
    nav.push(editor(words: question("Save Draft"), engaged: { topEngaged }), animated: false)
    #expect(window.closureQuestion?.choices.map(\.title) == ["Save Draft"])
    topEngaged = false  // nobody told BackGuard: the dialog still offers Save Draft
    #expect(await window.close(picking: "Save Draft") == .unavailable)
    #expect(ran.names.isEmpty, "Publish, the lower guard's choice at the same place, did not run")
    #expect(!window.isClosed)
  }

  @Test("Each pick reports its own outcome: a window that closed once does not make a later denied choice 'closed'")
  func pickOutcomeIsItsOwn() async {
    let question = WindowCloseQuestion(choices: [BackConfirmationAction("Save") { .deny }])
    let empty = makeNav(SimulatedScreen("List"), profile: .iOS27)
    let window = SimulatedWindow(stacks: [empty])
    #expect(window.close() == .closed)
    empty.push(editor(words: question), animated: false)
    #expect(await window.close(picking: "Save") == .denied)
  }

  @Test("Before iOS 27 a window closes without a question, engaged guard or not: the scene has no confirmation to set")
  func beforeIOS27TheWindowClosesUnasked() {
    for profile in SimulatedProfile.all where !profile.hasWindowClosureConfirmation {
      let nav = makeNav(SimulatedScreen("List"), profile: profile)
      let window = SimulatedWindow(stacks: [nav])
      nav.push(editor(words: WindowCloseQuestion(title: "Discard?")), animated: false)
      #expect(window.closureQuestion == nil, "\(profile)")
      #expect(window.close() == .closed, "\(profile)")
      #expect(BackRouteTable.coverage(of: .windowClose, in: .init(era: profile.era)) == .notSeen, "\(profile)")
    }
    #expect(
      BackRouteTable.coverage(of: .windowClose, in: .init(era: .iOS27)) == .askedBySystem,
      "the route table names the system's question from iOS 27")
  }

  @Test("The rule: no engaged guard, no question; else the first guard with words, else the system's words")
  func theRule() {
    #expect(WindowClosure.question(engaged: []) == nil)
    let silent = ScreenGuard { _ in .deny }
    let speaking = ScreenGuard { _ in .deny }
    speaking.windowCloseQuestion = WindowCloseQuestion(title: "Discard?")
    #expect(WindowClosure.question(engaged: [silent]) == WindowCloseQuestion())
    #expect(WindowClosure.question(engaged: [silent, speaking]) == WindowCloseQuestion(title: "Discard?"))
    var record = WindowCloseRecord()
    #expect(record.update(wanted: WindowCloseQuestion(), sceneHoldsOurs: nil) == .set(WindowCloseQuestion()))
    #expect(record.update(wanted: WindowCloseQuestion(), sceneHoldsOurs: true) == .none)
    #expect(record.update(wanted: nil, sceneHoldsOurs: true) == .clear)
    #expect(!record.appOwnsIt)
    #expect(record.update(wanted: WindowCloseQuestion(), sceneHoldsOurs: false) == .appOwns(report: true))
    #expect(record.update(wanted: WindowCloseQuestion(), sceneHoldsOurs: false) == .appOwns(report: false))
    #expect(record.appOwnsIt, "the diagnostics say the app's confirmation is kept")
  }
}
