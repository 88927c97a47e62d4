@_spi(TestKit) import BackGuardCore
import Testing

/// Rule 8, the look: what the system's own back button shows in each era, from Apple's pages and the reports in
/// docs/UIKitBehavior.md B205–B209, and how BackGuard's own back item (a custom `backBarButtonItem`, which UIKit shows
/// without display mode or shortening) shows the same. The expected looks below are the documented or reported
/// behaviours, written out; the rule is `BackButtonLook`.
@MainActor
@Suite("Rule 8: BackGuard's back item looks like the system's back button, era by era")
struct Rule08BackButtonLookTests {
  private let back = BackGuardString.back.localized
  private let everythingFits: (String) -> Bool = { _ in true }

  private func system(
    _ era: BackGuardEra, _ mode: BackButtonAppearance.DisplayMode, backTitle: String? = nil, below: String? = "Notes",
    appItem: String? = nil
  ) -> [BackButtonLook] {
    BackButtonLook.systemShortening(
      in: era, displayMode: mode, backButtonTitle: backTitle, screenBelowTitle: below, appItemTitle: appItem)
  }

  // Apple, BackButtonDisplayMode.default: "backButtonTitle, title, a generic title such as Back, no title", picked
  // "according to the available space".
  @Test(
    "iOS 15: by default the back button shows the screen below's title, shortened to Back, then to the arrow alone, as space runs out"
  )
  func iOS15DefaultShortensTitleThenBackThenArrow() {
    let looks = system(.iOS15, .default)
    #expect(looks == [.title("Notes"), .generic, .chevronAlone])
    #expect(BackButtonLook.fitting(looks, fits: everythingFits) == .title("Notes"))
    #expect(BackButtonLook.fitting(looks) { $0.count <= back.count } == .generic)
    #expect(BackButtonLook.fitting(looks) { $0.isEmpty } == .chevronAlone)
    #expect(BackButtonLook.guardedItem(showing: .title("Notes"), in: .iOS15, onPhone: false) == "Notes")
    #expect(BackButtonLook.guardedItem(showing: .generic, in: .iOS15, onPhone: false) == back)
  }

  // Apple, BackButtonDisplayMode.generic: "a generic title, such as Back; no title"; it ignores title and
  // backButtonTitle.
  @Test("iOS 16: .generic shows Back whatever the titles, then the arrow alone when Back does not fit")
  func iOS16GenericShowsBackThenArrow() {
    let looks = system(.iOS16, .generic, backTitle: "Inbox")
    #expect(looks == [.generic, .chevronAlone])
    #expect(
      BackButtonLook.guardedItem(
        showing: BackButtonLook.fitting(looks, fits: everythingFits), in: .iOS16, onPhone: true) == back)
    #expect(BackButtonLook.fitting(looks) { $0.isEmpty } == .chevronAlone)
  }

  // Apple, backButtonTitle: the title of the Back button when the item is the back item; .default tries it before
  // title. Apple, title: nil title gives "Back".
  @Test("iOS 17: a back title wins over the screen's title and shortens like it; a screen without any title shows Back")
  func iOS17BackTitleWinsAndShortens() {
    let looks = system(.iOS17, .default, backTitle: "All Notes")
    #expect(looks == [.title("All Notes"), .generic, .chevronAlone])
    #expect(BackButtonLook.fitting(looks) { $0.count <= 4 } == .generic)
    #expect(system(.iOS17, .default, below: nil) == [.generic, .chevronAlone])
    #expect(system(.iOS17, .default, below: "  ") == [.generic, .chevronAlone])
  }

  // Apple, BackButtonDisplayMode.minimal: "displays the Back button indicator instead of a title". Before iOS 26 a
  // custom back item without a title shows the indicator alone (WordPress-iOS #1998, react-native-screens #3303).
  // Apple, backBarButtonItem: a custom item overrides the display mode; react-native-screens #1589: it is not
  // shortened.
  @Test(
    "iOS 18: .minimal shows the arrow alone, and BackGuard's item shows it with no title; an app's own back item keeps its title unshortened"
  )
  func iOS18MinimalIsArrowAloneAndAppItemIsNotShortened() {
    let looks = system(.iOS18, .minimal, backTitle: "Inbox")
    #expect(looks == [.chevronAlone])
    #expect(BackButtonLook.guardedItem(showing: .chevronAlone, in: .iOS18, onPhone: false) == nil)
    #expect(BackButtonLook.guardedItem(showing: .chevronAlone, in: .iOS18, onPhone: true) == nil)
    let appItem = system(.iOS18, .minimal, appItem: "A very long title of the app's own")
    #expect(BackButtonLook.fitting(appItem) { _ in false } == .title("A very long title of the app's own"))
  }

  // react-native-screens #3303: on iOS 26 the back button does not use the title of the previous screen; .generic
  // behaves as .minimal; backButtonTitle still shows. wix react-native-navigation #8277: an empty custom back item
  // vanished on iOS 26 iPads, not on iPhones.
  @Test(
    "iOS 26: with .default and no back title the arrow shows alone, not the screen's title; BackGuard's item has no title on an iPhone and keeps Back on an iPad"
  )
  func iOS26DefaultIsArrowAloneAndIPadKeepsAVisibleTitle() {
    let looks = system(.iOS26, .default)
    #expect(looks == [.chevronAlone])
    #expect(BackButtonLook.guardedItem(showing: .chevronAlone, in: .iOS26, onPhone: true) == nil)
    #expect(BackButtonLook.guardedItem(showing: .chevronAlone, in: .iOS26, onPhone: false) == back)
    #expect(system(.iOS26, .generic) == [.chevronAlone])
    #expect(system(.iOS26, .default, backTitle: "Inbox") == [.title("Inbox"), .generic, .chevronAlone])
  }

  // Nothing reports a change in iOS 27: the iOS 26 look and the iPad report still apply.
  @Test(
    "iOS 27: keeps iOS 26's look: a back title shows, without one the arrow alone, and an iPad keeps a visible title")
  func iOS27KeepsTheIOS26Look() {
    #expect(system(.iOS27, .default) == [.chevronAlone])
    #expect(system(.iOS27, .default, backTitle: "Inbox").first == .title("Inbox"))
    #expect(BackButtonLook.guardedItem(showing: .chevronAlone, in: .iOS27, onPhone: false) == back)
    #expect(BackButtonLook.guardedItem(showing: .chevronAlone, in: .iOS27, onPhone: true) == nil)
  }

  @Test("An untitled back item is used only where reports show it visible: before iOS 26, and on an iPhone after")
  func untitledItemOnlyWhereReportedVisible() {
    for era in BackGuardEra.allCases {
      #expect(BackButtonLook.untitledItemIsReportedVisible(in: era, onPhone: true), "\(era)")
      #expect(BackButtonLook.untitledItemIsReportedVisible(in: era, onPhone: false) == (era < .iOS26), "\(era)")
    }
  }

  @Test("The room for a back title is half of what the bar leaves beside the title, less the arrow; none before layout")
  func backTitleRoom() {
    #expect(BackButtonLook.backTitleRoom(barWidth: 0, topTitleWidth: 80) == nil)
    #expect(BackButtonLook.backTitleRoom(barWidth: 390, topTitleWidth: 90) == 150 - BackButtonLook.indicatorAndMargins)
    #expect(BackButtonLook.backTitleRoom(barWidth: 320, topTitleWidth: 400) == 0)
  }
}
