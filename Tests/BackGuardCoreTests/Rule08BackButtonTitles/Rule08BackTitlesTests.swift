@_spi(Internals) import BackGuardCore
import Testing

/// Rule 8 as the UIKit adapter applies it to its navigation items: the titles on the back buttons and menus BackGuard
/// adds, and when a screen shows a back button (`BackTitles`).
@MainActor
@Suite("Rule 8: the titles on BackGuard's back items and menus: never blank, the app's words first")
struct Rule08BackTitlesTests {
  private let back = BackGuardString.back.localized

  @Test("A menu entry takes the first title that is not blank, else the localized Back")
  func menuEntryTakesFirstNonBlankTitle() {
    #expect(BackTitles.screenTitle(["Inbox", "Mail", "Title"]) == "Inbox")
    #expect(BackTitles.screenTitle([nil, "  ", "Title"]) == "Title")
    #expect(BackTitles.screenTitle([nil, "", " \n"]) == back)
    #expect(BackTitles.screenTitle([]) == back)
  }

  @Test("An event name is the first title that is not blank, or none")
  func eventNameIsFirstNonBlankOrNone() {
    #expect(BackTitles.firstNonBlank(["", "Product form", "Form"]) == "Product form")
    #expect(BackTitles.firstNonBlank([nil, " "]) == nil)
  }

  @Test("The back item shows the custom title asked for, over the app's item and the screen's title")
  func customTitleWins() {
    let appearance = BackButtonStyle.custom("Library").appearance
    let title = BackTitles.backItemTitle(appearance, appItemTitle: "App's") { "List" }
    #expect(title == "Library")
  }

  @Test("Without a custom title the app's own back item's title is kept, unless it is blank")
  func appItemTitleIsKept() {
    let system = BackButtonStyle.system.appearance
    #expect(BackTitles.backItemTitle(system, appItemTitle: "Done") { "List" } == "Done")
    #expect(BackTitles.backItemTitle(system, appItemTitle: " ") { "List" } == "List")
    #expect(BackTitles.backItemTitle(system, appItemTitle: nil) { "List" } == "List")
  }

  @Test("Arrow-only and generic styles still get a title on BackGuard's item: the localized Back")
  func minimalAndGenericGetBack() {
    for style in [BackButtonStyle.minimal, .generic, .custom("  ")] {
      var readBelow = false
      let title = BackTitles.backItemTitle(style.appearance, appItemTitle: nil) {
        readBelow = true
        return "List"
      }
      #expect(title == back, "\(style)")
      #expect(!readBelow, "\(style) reads the screen below's title it does not use")
    }
  }

  @Test("A screen shows a system back button unless it is hidden or the app's leading items replace it")
  func systemBackButtonShownUnlessHiddenOrReplaced() {
    #expect(
      BackTitles.showsSystemBackButton(
        hidesBackButton: false, hasLeadingItems: false, leadingItemsSupplementBackButton: false))
    #expect(
      !BackTitles.showsSystemBackButton(
        hidesBackButton: true, hasLeadingItems: false, leadingItemsSupplementBackButton: false))
    #expect(
      !BackTitles.showsSystemBackButton(
        hidesBackButton: false, hasLeadingItems: true, leadingItemsSupplementBackButton: false))
    #expect(
      BackTitles.showsSystemBackButton(
        hidesBackButton: false, hasLeadingItems: true, leadingItemsSupplementBackButton: true))
    #expect(
      !BackTitles.showsSystemBackButton(
        hidesBackButton: true, hasLeadingItems: true, leadingItemsSupplementBackButton: true))
  }

  @Test(
    "BackGuard's back item looks like the system's: from iOS 26 the arrow alone unless the app gave a back title, before the title"
  )
  func systemLookFollowsTheEra() {
    for era in BackGuardEra.allCases {
      let expected: BackButtonAppearance.DisplayMode = era >= .iOS26 ? .minimal : .default
      #expect(BackTitles.systemLookDisplayMode(in: era, appSetBackTitle: false) == expected, "\(era)")
      #expect(BackTitles.systemLookDisplayMode(in: era, appSetBackTitle: true) == .default, "\(era)")
    }
  }

  @Test(
    "What BackGuard writes for the system look: nothing before iOS 26 or under the app's own back title, else the arrow"
  )
  func systemLookAppearance() {
    let arrow = BackButtonAppearance(displayMode: .minimal, title: nil)
    #expect(BackTitles.systemLookAppearance(in: .iOS26, appBackButtonTitle: nil, appItemTitle: nil) == arrow)
    #expect(BackTitles.systemLookAppearance(in: .iOS26, appBackButtonTitle: "  ", appItemTitle: "") == arrow)
    #expect(BackTitles.systemLookAppearance(in: .iOS26, appBackButtonTitle: "Inbox", appItemTitle: nil) == nil)
    #expect(BackTitles.systemLookAppearance(in: .iOS26, appBackButtonTitle: nil, appItemTitle: "Mine") == nil)
    #expect(BackTitles.systemLookAppearance(in: .iOS18, appBackButtonTitle: nil, appItemTitle: nil) == nil)
  }

  @Test(
    "BackGuard's back item never has an empty title, whatever the style: an empty custom item vanished on iOS 26 iPads")
  func backItemTitleIsNeverEmpty() {
    let styles: [BackButtonStyle] = [.system, .minimal, .generic, .custom("Library"), .custom("  ")]
    for style in styles {
      for appTitle in [nil, "", "Mine"] as [String?] {
        for screenTitle in ["Inbox", ""] {
          let title = BackTitles.backItemTitle(style.appearance, appItemTitle: appTitle) { screenTitle }
          #expect(!BackTitles.isBlank(title) || screenTitle.isEmpty, "\(style), app \(appTitle ?? "nil")")
        }
      }
    }
  }
}
