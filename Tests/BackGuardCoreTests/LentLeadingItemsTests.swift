import BackGuardCore
import Testing

/// A navigation item's leading items while BackGuard's button stands in for the back button (`LentLeadingItems`, the
/// rule of the UIKit adapter's iOS 15 leading button).
@Suite("Lent leading items: BackGuard's button first, the app's items after it and back when it goes")
struct LentLeadingItemsTests {
  final class Item {}

  private let button = Item()
  private let share = Item()
  private let edit = Item()

  @Test("BackGuard's button goes first and the app's leading items follow it")
  func buttonFirstThenAppItems() {
    var lent = LentLeadingItems(button: button, items: [share], supplementsBackButton: true)
    let shown = lent.itemsToShow()
    #expect(LentLeadingItems.same(shown, [button, share]))
  }

  @Test("Items the app set after BackGuard wrote are the app's, and are what comes back")
  func appChangesAreKept() {
    var lent = LentLeadingItems(button: button, items: nil, supplementsBackButton: false)
    _ = lent.itemsToShow()
    // SwiftUI's toolbar adds an item after BackGuard's button.
    lent.read(items: [button, edit], supplementsBackButton: false)
    #expect(LentLeadingItems.same(lent.appItems, [edit]))
    // The app replaces everything, BackGuard's button included.
    lent.read(items: [share], supplementsBackButton: false)
    #expect(LentLeadingItems.same(lent.appItems, [share]))
    lent.read(items: [], supplementsBackButton: false)
    #expect(lent.appItems == nil)
  }

  @Test("What BackGuard wrote, read back unchanged, leaves the app's values as they were")
  func ownWritesAreNotTheApps() {
    var lent = LentLeadingItems(button: button, items: [share], supplementsBackButton: true)
    let shown = lent.itemsToShow()
    lent.read(items: shown, supplementsBackButton: false)
    #expect(LentLeadingItems.same(lent.appItems, [share]))
    #expect(lent.appSupplementsBackButton)
  }

  @Test("Supplementing the back button set to true by the app is the app's; BackGuard's false is not")
  func supplementFlag() {
    var lent = LentLeadingItems(button: button, items: nil, supplementsBackButton: false)
    lent.read(items: [button], supplementsBackButton: false)
    #expect(!lent.appSupplementsBackButton)
    lent.read(items: [button], supplementsBackButton: true)
    #expect(lent.appSupplementsBackButton)
  }

  @Test("The app's values show a back button unless hidden, or its own leading items replace it")
  func appShowsBackButton() {
    let none = LentLeadingItems(button: button, items: nil, supplementsBackButton: false)
    #expect(none.appShowsBackButton(hidesBackButton: false))
    #expect(!none.appShowsBackButton(hidesBackButton: true))
    let replacing = LentLeadingItems(button: button, items: [share], supplementsBackButton: false)
    #expect(!replacing.appShowsBackButton(hidesBackButton: false))
    let supplementing = LentLeadingItems(button: button, items: [share], supplementsBackButton: true)
    #expect(supplementing.appShowsBackButton(hidesBackButton: false))
  }
}
