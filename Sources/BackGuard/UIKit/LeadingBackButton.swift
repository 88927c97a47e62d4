#if canImport(UIKit)
  import UIKit

  @MainActor
  final class LeadingBackButtonRecord {
    private var lent: LentLeadingItems<UIBarButtonItem>
    var button: UIBarButtonItem { lent.button }

    init(button: UIBarButtonItem, item: UINavigationItem) {
      lent = LentLeadingItems(
        button: button, items: item.leftBarButtonItems, supplementsBackButton: item.leftItemsSupplementBackButton)
    }

    func readAppChanges(on item: UINavigationItem) {
      lent.read(items: item.leftBarButtonItems, supplementsBackButton: item.leftItemsSupplementBackButton)
    }

    func appShowsBackButton(on item: UINavigationItem) -> Bool {
      lent.appShowsBackButton(hidesBackButton: item.hidesBackButton)
    }

    func apply(on item: UINavigationItem) {
      let wanted = lent.itemsToShow()
      if !LentLeadingItems.same(item.leftBarButtonItems, wanted) { item.leftBarButtonItems = wanted }
      if item.leftItemsSupplementBackButton { item.leftItemsSupplementBackButton = false }
    }

    func restore(on item: UINavigationItem) {
      readAppChanges(on: item)
      if !LentLeadingItems.same(item.leftBarButtonItems, lent.appItems) { item.leftBarButtonItems = lent.appItems }
      if item.leftItemsSupplementBackButton != lent.appSupplementsBackButton {
        item.leftItemsSupplementBackButton = lent.appSupplementsBackButton
      }
    }

    func refresh(title: String) {
      if button.title != title { button.title = title }
      if button.accessibilityLabel != title { button.accessibilityLabel = title }
    }
  }

  extension UIKitNavigationHost {
    func applyLeadingBackButton(
      to screen: UIViewController, below: UIViewController?, wanted: Bool, offersMenu: Bool
    ) {
      let item = screen.navigationItem
      let existing = Self.leadingBackButtonRecord(of: item)
      existing?.readAppChanges(on: item)
      let showsBackButton =
        below != nil && (existing?.appShowsBackButton(on: item) ?? Self.showsSystemBackButton(item))
      guard wanted, showsBackButton, let below else {
        removeLeadingBackButton(from: screen)
        return
      }
      let record =
        existing
        ?? LeadingBackButtonRecord(
          button: UIBarButtonItem(
            primaryAction: UIAction(image: UIImage(systemName: "chevron.backward"), handler: backButtonTap(on: screen))),
          item: item)
      if existing == nil { item.setAssociatedValue(record, AssociatedKey.leadingBackButton) }
      // Also for a kept record: a screen that left mid-transition and came back is no longer tracked.
      track(screen)
      record.refresh(title: leadingBackButtonTitle(for: screen, below: below))
      if (record.button.menu != nil) != offersMenu { record.button.menu = offersMenu ? routedBackMenu() : nil }
      record.apply(on: item)
    }

    func removeLeadingBackButton(from screen: UIViewController) {
      let item = screen.navigationItem
      guard let record = Self.leadingBackButtonRecord(of: item) else { return }
      record.restore(on: item)
      item.setAssociatedValue(nil, AssociatedKey.leadingBackButton)
    }

    func showsLeadingBackButton(on screen: UIViewController) -> Bool {
      let record = Self.leadingBackButtonRecord(of: screen.navigationItem)
      return record != nil && screen.navigationItem.leftBarButtonItems?.first === record?.button
    }

    private static func leadingBackButtonRecord(of item: UINavigationItem) -> LeadingBackButtonRecord? {
      item.associatedValue(AssociatedKey.leadingBackButton, as: LeadingBackButtonRecord.self)
    }
  }
#endif
