@_spi(TestKit) import BackGuardCore
import Testing

/// Rule 8 as the UIKit adapter applies it to its navigation items: the titles in the menus BackGuard adds, and when a
/// screen shows a back button (`BackTitles`). What BackGuard's back item shows is `Rule08BackButtonLookTests`.
@MainActor
@Suite("Rule 8: the titles in BackGuard's back menus: never blank, the app's words first")
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

  // Cited by docs/UIKitBehavior.md B194: the system look of the default style, through BackGuard's item.
  @Test(
    "BackGuard's back item looks like the system's: from iOS 26 the arrow alone unless the app gave a back title, before the title"
  )
  func systemLookFollowsTheEra() {
    for era in BackGuardEra.allCases {
      let looks = BackButtonLook.systemShortening(
        in: era, displayMode: .default, backButtonTitle: nil, screenBelowTitle: "Notes", appItemTitle: nil)
      #expect(looks.first == (era >= .iOS26 ? .chevronAlone : .title("Notes")), "\(era)")
      let titled = BackButtonLook.systemShortening(
        in: era, displayMode: .default, backButtonTitle: "Inbox", screenBelowTitle: "Notes", appItemTitle: nil)
      #expect(titled.first == .title("Inbox"), "\(era)")
    }
  }

  // Cited by docs/UIKitBehavior.md B33: wix/react-native-navigation #8277 (B207).
  @Test(
    "BackGuard's back item never has an empty title: it has text, or none where an untitled item is reported visible")
  func backItemTitleIsNeverEmpty() {
    let looks: [BackButtonLook] = [.title("Inbox"), .generic, .chevronAlone]
    for era in BackGuardEra.allCases {
      for onPhone in [true, false] {
        for look in looks {
          let title = BackButtonLook.guardedItem(showing: look, in: era, onPhone: onPhone)
          if let title {
            #expect(!BackTitles.isBlank(title), "\(era), \(look)")
          } else {
            #expect(BackButtonLook.untitledItemIsReportedVisible(in: era, onPhone: onPhone), "\(era), \(look)")
          }
        }
      }
    }
  }
}
