@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Testing

/// Rule 8: the back-button title policy, as data the adapter applies.
@MainActor
@Suite(
  "Rule 8: back-button titles: .system, .minimal, .generic, .custom; an app default with a per-screen override",
  .misusesStayInTheTest)
struct Rule08BackButtonStylesTests {
  @Test(".system leaves UIKit's own title and display mode")
  func systemStyle() {
    #expect(BackButtonStyle.system.appearance == BackButtonAppearance(displayMode: .default, title: nil))
  }

  @Test(".minimal shows the arrow only")
  func minimalStyle() {
    let appearance = BackButtonStyle.minimal.appearance
    #expect(appearance.displayMode == .minimal)
    #expect(appearance.title == nil)
    #expect(appearance.wasBlank == false)
  }

  @Test(".generic shows the system's word \"Back\"")
  func genericStyle() {
    #expect(BackButtonStyle.generic.appearance == BackButtonAppearance(displayMode: .generic, title: nil))
  }

  @Test(".custom sets the text as the back-button title, in the default display mode")
  func customStyle() {
    let appearance = BackButtonStyle.custom("Library").appearance
    #expect(appearance.displayMode == .default)
    #expect(appearance.title == "Library")
    #expect(appearance.wasBlank == false)
  }

  @Test(
    "A blank custom title falls back to the arrow only, never an empty title, and is flagged",
    arguments: ["", " ", "\t\n", "\u{00A0}"])
  func blankCustomFallsBackToMinimal(text: String) {
    let appearance = BackButtonStyle.custom(text).appearance
    #expect(appearance.displayMode == .minimal)
    #expect(appearance.title == nil)
    #expect(appearance.wasBlank)
  }

  @Test("A custom title with text around spaces is kept as written")
  func customWithSpacesKept() {
    #expect(BackButtonStyle.custom(" Inbox ").appearance.title == " Inbox ")
  }

  @Test("The app default is .system until the app sets it")
  func appDefaultIsSystem() {
    #expect(BackButtonStyle.appDefault == .system)
    #expect(BackButtonStyle.effective(nil) == .system)
  }

  @Test("The app default applies to every screen without its own choice; a screen's choice overrides it")
  func appDefaultOverridablePerScreen() {
    let saved = BackButtonStyle.appDefault
    defer { BackButtonStyle.appDefault = saved }

    BackButtonStyle.appDefault = .minimal

    #expect(BackButtonStyle.effective(nil) == .minimal)
    #expect(BackButtonStyle.effective(.custom("Library")) == .custom("Library"))
    #expect(BackButtonStyle.effective(.system) == .system)
    #expect(BackButtonStyle.effective(.generic).appearance.displayMode == .generic)
  }

  @Test("A screen's title choice reaches the host's back options; no choice means the app default")
  func screenChoiceInBackOptions() {
    let saved = BackButtonStyle.appDefault
    defer { BackButtonStyle.appDefault = saved }
    BackButtonStyle.appDefault = .generic
    let a = SimulatedScreen("A")
    let b = SimulatedScreen("B")
    b.backButtonStyle = .custom("Drafts")
    let nav = makeNav(a, b)

    #expect(nav.backOptions(for: a.id).backButtonStyle == nil)
    #expect(BackButtonStyle.effective(nav.backOptions(for: a.id).backButtonStyle) == .generic)
    #expect(BackButtonStyle.effective(nav.backOptions(for: b.id).backButtonStyle) == .custom("Drafts"))
  }

  @Test(
    "The engine gives each screen its back-button look, and reports a blank custom title once, not on every refresh")
  func engineAppearanceReportsBlankTitleOnce() {
    let blank = SimulatedScreen("Blank")
    blank.backButtonStyle = .custom("  ")
    let named = SimulatedScreen("Named")
    named.backButtonStyle = .custom("Done")
    let nav = makeNav(SimulatedScreen("Root"), blank, named)
    let log = EventLog(nav.engine)

    #expect(
      nav.engine.backButtonAppearance(for: named.id) == BackButtonAppearance(displayMode: .default, title: "Done"))
    #expect(nav.engine.backButtonAppearance(for: blank.id).displayMode == .minimal)
    #expect(nav.engine.backButtonAppearance(for: blank.id).title == nil)
    #expect(log.misuses == [.blankBackButtonTitle])
  }
}
