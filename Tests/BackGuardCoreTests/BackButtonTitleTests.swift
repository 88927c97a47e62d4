import BackGuardCore
import BackGuardTesting
import Testing

/// Rule 8: the back-button title policy, as data the adapter applies.
@MainActor
@Suite("Rule 8: back-button titles")
struct BackButtonTitleTests {
  @Test(".system leaves UIKit's own title and display mode")
  func systemStyle() {
    #expect(BackButtonTitle.system.appearance == BackButtonAppearance(displayMode: .default, title: nil))
  }

  @Test(".minimal shows the arrow only")
  func minimalStyle() {
    let appearance = BackButtonTitle.minimal.appearance
    #expect(appearance.displayMode == .minimal)
    #expect(appearance.title == nil)
    #expect(appearance.wasBlank == false)
  }

  @Test(".generic shows the system's word \"Back\"")
  func genericStyle() {
    #expect(BackButtonTitle.generic.appearance == BackButtonAppearance(displayMode: .generic, title: nil))
  }

  @Test(".custom sets the text as the back-button title, in the default display mode")
  func customStyle() {
    let appearance = BackButtonTitle.custom("Library").appearance
    #expect(appearance.displayMode == .default)
    #expect(appearance.title == "Library")
    #expect(appearance.wasBlank == false)
  }

  @Test(
    "A blank custom title falls back to the arrow only, never an empty title, and is flagged",
    arguments: ["", " ", "\t\n", "\u{00A0}"])
  func blankCustomFallsBackToMinimal(text: String) {
    let appearance = BackButtonTitle.custom(text).appearance
    #expect(appearance.displayMode == .minimal)
    #expect(appearance.title == nil)
    #expect(appearance.wasBlank)
  }

  @Test("A custom title with text around spaces is kept as written")
  func customWithSpacesKept() {
    #expect(BackButtonTitle.custom(" Inbox ").appearance.title == " Inbox ")
  }

  @Test("The app default is .system until the app sets it")
  func appDefaultIsSystem() {
    #expect(BackButtonTitle.appDefault == .system)
    #expect(BackButtonTitle.effective(nil) == .system)
  }

  @Test("The app default applies to every screen without its own choice; a screen's choice overrides it")
  func appDefaultOverridablePerScreen() {
    let saved = BackButtonTitle.appDefault
    defer { BackButtonTitle.appDefault = saved }

    BackButtonTitle.appDefault = .minimal

    #expect(BackButtonTitle.effective(nil) == .minimal)
    #expect(BackButtonTitle.effective(.custom("Library")) == .custom("Library"))
    #expect(BackButtonTitle.effective(.system) == .system)
    #expect(BackButtonTitle.effective(.generic).appearance.displayMode == .generic)
  }

  @Test("A screen's title choice reaches the host's back options; no choice means the app default")
  func screenChoiceInBackOptions() {
    let saved = BackButtonTitle.appDefault
    defer { BackButtonTitle.appDefault = saved }
    BackButtonTitle.appDefault = .generic
    let a = SimulatedScreen("A")
    let b = SimulatedScreen("B")
    b.backButtonTitle = .custom("Drafts")
    let nav = makeNav(a, b)

    #expect(nav.backOptions(for: a.id).backButtonTitle == nil)
    #expect(BackButtonTitle.effective(nav.backOptions(for: a.id).backButtonTitle) == .generic)
    #expect(BackButtonTitle.effective(nav.backOptions(for: b.id).backButtonTitle) == .custom("Drafts"))
  }

  @Test(
    "The engine gives each screen its back-button look, and reports a blank custom title once, not on every refresh")
  func engineAppearanceReportsBlankTitleOnce() {
    let restore = muteMisuseLog()
    defer { restore() }
    let blank = SimulatedScreen("Blank")
    blank.backButtonTitle = .custom("  ")
    let named = SimulatedScreen("Named")
    named.backButtonTitle = .custom("Done")
    let nav = makeNav(SimulatedScreen("Root"), blank, named)
    let log = EventLog(nav.engine)

    #expect(
      nav.engine.backButtonAppearance(for: named.id) == BackButtonAppearance(displayMode: .default, title: "Done"))
    #expect(nav.engine.backButtonAppearance(for: blank.id).displayMode == .minimal)
    #expect(nav.engine.backButtonAppearance(for: blank.id).title == nil)
    #expect(log.misuses == [.blankBackButtonTitle])
  }
}
