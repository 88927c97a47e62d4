#if canImport(UIKit)
  import BackGuardCore
  import UIKit

  /// What BackGuard wrote on one navigation item (the item that becomes a back item), and what the app had there: the
  /// style's two values are lent (``LentValue``), the app's back item is kept while BackGuard's is in place.
  @MainActor
  final class BackItemRecord {
    private var displayMode = LentValue(UINavigationItem.BackButtonDisplayMode.default)
    private var title = LentValue<String?>(nil)

    /// BackGuard's back item, while it is in place.
    private(set) var guardedItem: GuardedBackBarButtonItem?
    /// The app's own back item, replaced by ``guardedItem``.
    private(set) var appBackItem: UIBarButtonItem?

    /// Whether BackGuard has nothing left on the item.
    var isEmpty: Bool { !displayMode.isWritten && guardedItem == nil }

    /// Applies a back-button style (`backButtonDisplayMode` and `backButtonTitle`), or takes BackGuard's back if `nil`.
    func applyStyle(_ appearance: BackButtonAppearance?, on item: UINavigationItem) {
      guard let appearance else {
        restoreStyle(on: item)
        return
      }
      displayMode.read(item.backButtonDisplayMode)
      title.read(item.backButtonTitle)
      displayMode.write(.init(appearance.displayMode), over: item.backButtonDisplayMode) {
        item.backButtonDisplayMode = $0
      }
      title.write(appearance.title ?? title.appValue, over: item.backButtonTitle) { item.backButtonTitle = $0 }
    }

    /// The look (`WiringLooks`) that last put or found BackGuard's item in place.
    private var appliedAtLook: UInt64 = 0

    /// Puts BackGuard's back item on `item`, or refreshes the one there, with a title read from the items now.
    ///
    /// - Parameters:
    ///   - title: The title the look rule chose; `nil` shows the indicator alone (`BackButtonLook`, B207).
    ///   - look: The number of this look.
    /// - Returns: The look at which BackGuard's item, replaced since by another, was last in place; `nil` if it was not
    ///   replaced.
    @discardableResult
    func applyGuardedItem(
      owner: UIKitNavigationHost, offersMenu: Bool, title: String?, on item: UINavigationItem, look: UInt64
    ) -> UInt64? {
      let current = item.backBarButtonItem
      let lastLook = appliedAtLook
      appliedAtLook = look
      if let guardedItem, current === guardedItem {
        // A title taken off an item in place kept the old title's tap width (B32): a fresh item when the title comes
        // or goes.
        if (guardedItem.title == nil) == (title == nil) {
          guardedItem.refresh(title: title, copying: appBackItem, offersMenu: offersMenu)
        } else {
          put(
            GuardedBackBarButtonItem(owner: owner, offersMenu: offersMenu), title: title, offersMenu: offersMenu,
            on: item)
        }
        return nil
      }
      let replaced: UInt64? = guardedItem != nil ? lastLook : nil
      // Whatever is there now is the app's (nil included): that is what comes back later.
      appBackItem = current
      put(
        GuardedBackBarButtonItem(owner: owner, offersMenu: offersMenu), title: title, offersMenu: offersMenu, on: item)
      return replaced
    }

    private func put(_ made: GuardedBackBarButtonItem, title: String?, offersMenu: Bool, on item: UINavigationItem) {
      made.refresh(title: title, copying: appBackItem, offersMenu: offersMenu)
      guardedItem = made
      item.backBarButtonItem = made
    }

    /// Takes BackGuard's back item off `item`, if it is still there, and puts the app's back.
    func removeGuardedItem(from item: UINavigationItem) {
      guard let guardedItem else { return }
      if item.backBarButtonItem === guardedItem { item.backBarButtonItem = appBackItem }
      self.guardedItem = nil
      appBackItem = nil
    }

    /// Takes back everything BackGuard wrote that the app has not changed since.
    func restore(on item: UINavigationItem) {
      restoreStyle(on: item)
      removeGuardedItem(from: item)
    }

    private func restoreStyle(on item: UINavigationItem) {
      displayMode.release(item.backButtonDisplayMode) { item.backButtonDisplayMode = $0 }
      title.release(item.backButtonTitle) { item.backButtonTitle = $0 }
    }
  }
#endif
