#if canImport(UIKit)
  import UIKit

  /// iOS 15 back-button taps outside ``BackGuardNavigationController``: where the plan asks for it
  /// (`BackPlan.leadingButtons`), BackGuard's own leading button stands in for the system back button, its tap going
  /// through the guards (``BackSource/backButton``), the app's leading items after it, and the app's values back when
  /// the guard goes (docs/UIKitBehavior.md B14, B43, B44). Built, not verified on a device.
  @MainActor
  final class LeadingBackButtonRecord {
    /// BackGuard's button, and the app's values (``LentLeadingItems``).
    private var lent: LentLeadingItems<UIBarButtonItem>
    var button: UIBarButtonItem { lent.button }

    /// Records the item's values as the app's, before BackGuard writes.
    init(button: UIBarButtonItem, item: UINavigationItem) {
      lent = LentLeadingItems(
        button: button, items: item.leftBarButtonItems, supplementsBackButton: item.leftItemsSupplementBackButton)
    }

    /// Takes in what the app (or SwiftUI's toolbar) changed since BackGuard last wrote.
    func readAppChanges(on item: UINavigationItem) {
      lent.read(items: item.leftBarButtonItems, supplementsBackButton: item.leftItemsSupplementBackButton)
    }

    /// Whether the app's own values show a system back button on a screen that is not the root.
    func appShowsBackButton(on item: UINavigationItem) -> Bool {
      lent.appShowsBackButton(hidesBackButton: item.hidesBackButton)
    }

    /// Shows BackGuard's button where the back button was, the app's leading items after it.
    func apply(on item: UINavigationItem) {
      let wanted = lent.itemsToShow()
      if !LentLeadingItems.same(item.leftBarButtonItems, wanted) { item.leftBarButtonItems = wanted }
      if item.leftItemsSupplementBackButton { item.leftItemsSupplementBackButton = false }
    }

    /// Puts the app's values back.
    func restore(on item: UINavigationItem) {
      readAppChanges(on: item)
      if !LentLeadingItems.same(item.leftBarButtonItems, lent.appItems) { item.leftBarButtonItems = lent.appItems }
      if item.leftItemsSupplementBackButton != lent.appSupplementsBackButton {
        item.leftItemsSupplementBackButton = lent.appSupplementsBackButton
      }
    }

    /// Gives the button the title the back button would show, read from the items now.
    func refresh(title: String) {
      if button.title != title { button.title = title }
      if button.accessibilityLabel != title { button.accessibilityLabel = title }
    }
  }

  extension UIKitNavigationHost {
    /// Puts BackGuard's leading button on a guarded screen that shows a system back button, on iOS 15 outside the
    /// subclass, and takes it off anywhere else (``LeadingBackButtonRecord``).
    ///
    /// - Parameters:
    ///   - screen: The stack screen.
    ///   - below: The screen under it, `nil` for the root.
    ///   - wanted: Whether a guard is in reach on this screen.
    ///   - offersMenu: Whether the button offers the routed back menu (the plan's back item for this screen).
    func applyLeadingBackButton(
      to screen: UIViewController, below: UIViewController?, wanted: Bool, offersMenu: Bool
    ) {
      let item = screen.navigationItem
      let existing = item.associatedValue(AssociatedKey.leadingBackButton, as: LeadingBackButtonRecord.self)
      existing?.readAppChanges(on: item)
      let showsBackButton =
        below != nil && (existing?.appShowsBackButton(on: item) ?? Self.showsSystemBackButton(item))
      guard wanted, showsBackButton, let below else {
        if let existing {
          existing.restore(on: item)
          item.setAssociatedValue(nil, AssociatedKey.leadingBackButton)
        }
        return
      }
      let record = existing ?? LeadingBackButtonRecord(button: makeLeadingBackButton(for: screen), item: item)
      if existing == nil { item.setAssociatedValue(record, AssociatedKey.leadingBackButton) }
      // Also for a kept record: a screen that left mid-transition and came back is no longer tracked.
      track(screen)
      record.refresh(title: leadingBackButtonTitle(for: screen, below: below))
      if (record.button.menu != nil) != offersMenu { record.button.menu = offersMenu ? routedBackMenu() : nil }
      record.apply(on: item)
    }

    /// Takes BackGuard's leading button off `screen`, putting the app's values back.
    func removeLeadingBackButton(from screen: UIViewController) {
      let item = screen.navigationItem
      guard let record = item.associatedValue(AssociatedKey.leadingBackButton, as: LeadingBackButtonRecord.self)
      else { return }
      record.restore(on: item)
      item.setAssociatedValue(nil, AssociatedKey.leadingBackButton)
    }

    /// Whether `screen` shows BackGuard's leading button now.
    func showsLeadingBackButton(on screen: UIViewController) -> Bool {
      guard
        let record = screen.navigationItem.associatedValue(
          AssociatedKey.leadingBackButton, as: LeadingBackButtonRecord.self)
      else { return false }
      return screen.navigationItem.leftBarButtonItems?.first === record.button
    }

    /// BackGuard's leading button: the back chevron, with the title (set by the record) for VoiceOver and the
    /// large-content viewer, and a tap going through the guards as its primary action; a long press shows the menu,
    /// if any.
    private func makeLeadingBackButton(for screen: UIViewController) -> UIBarButtonItem {
      let action = UIAction(image: UIImage(systemName: "chevron.backward")) { [weak self, weak screen] _ in
        guard let screen else { return }
        if let self {
          self.backButtonTapped(on: screen)
        } else {
          screen.navigationController?.popViewController(animated: true)
        }
      }
      return UIBarButtonItem(primaryAction: action)
    }
  }
#endif
