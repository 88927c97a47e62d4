/// A navigation item's leading items while BackGuard's own button stands in for the back button (iOS 15 outside the
/// subclass): BackGuard's button first, the app's leading items after it, `leftItemsSupplementBackButton` off; and the
/// app's values, as they were before BackGuard wrote or as the app (or SwiftUI's toolbar) changed them since, back
/// when the guard goes. Items are compared by identity. Generic over the item type, so Linux tests hold the rule.
package struct LentLeadingItems<Item: AnyObject> {
  /// BackGuard's button.
  package let button: Item
  /// The app's leading items (`nil` for none).
  package private(set) var appItems: [Item]?
  /// The app's `leftItemsSupplementBackButton`.
  package private(set) var appSupplementsBackButton: Bool
  /// The leading items BackGuard wrote last (its button first).
  private var written: [Item] = []

  /// Takes the item's values as the app's, before BackGuard writes.
  package init(button: Item, items: [Item]?, supplementsBackButton: Bool) {
    self.button = button
    appItems = items
    appSupplementsBackButton = supplementsBackButton
  }

  /// Takes in what the item holds now: leading items other than the ones BackGuard wrote (or without its button) are
  /// the app's; BackGuard writes `leftItemsSupplementBackButton = false`, so `true` is the app's.
  package mutating func read(items: [Item]?, supplementsBackButton: Bool) {
    let current = items ?? []
    let others = current.filter { $0 !== button }
    let unchanged =
      current.contains { $0 === button } && others.elementsEqual(written.filter { $0 !== button }, by: ===)
    if !unchanged { appItems = others.isEmpty ? nil : others }
    if supplementsBackButton { appSupplementsBackButton = true }
  }

  /// Whether the app's own values show a system back button on a screen that is not the root.
  package func appShowsBackButton(hidesBackButton: Bool) -> Bool {
    BackTitles.showsSystemBackButton(
      hidesBackButton: hidesBackButton, hasLeadingItems: !(appItems ?? []).isEmpty,
      leadingItemsSupplementBackButton: appSupplementsBackButton)
  }

  /// The leading items to show while BackGuard's button stands in (with `leftItemsSupplementBackButton` off),
  /// remembered as BackGuard's.
  package mutating func itemsToShow() -> [Item] {
    written = [button] + (appItems ?? [])
    return written
  }

  /// Whether two item lists hold the same items, by identity (`nil` as empty).
  package static func same(_ lhs: [Item]?, _ rhs: [Item]?) -> Bool {
    (lhs ?? []).elementsEqual(rhs ?? [], by: ===)
  }
}
