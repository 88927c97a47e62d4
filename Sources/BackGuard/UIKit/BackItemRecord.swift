#if canImport(UIKit)
  import UIKit

  /// What BackGuard wrote on one navigation item (the item that becomes a back item), and what the app had there,
  /// so BackGuard can take its changes back without writing stale values over the app's later changes.
  ///
  /// Every time BackGuard applies a value it first compares the item with what it wrote last time. A difference means
  /// the app changed the value since: that value becomes the app's, and is what comes back when BackGuard lets go.
  /// A value the app changed after BackGuard let go is never touched.
  @MainActor
  final class BackItemRecord {
    private var wroteStyle = false
    private var appDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    private var appTitle: String?
    private var writtenDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    private var writtenTitle: String?

    /// BackGuard's back item, while it is in place.
    private(set) var guardedItem: GuardedBackBarButtonItem?
    /// The app's own back item, replaced by ``guardedItem``.
    private(set) var appBackItem: UIBarButtonItem?

    /// Whether BackGuard has nothing left on the item.
    var isEmpty: Bool { !wroteStyle && guardedItem == nil }

    /// Applies a back-button style (`backButtonDisplayMode` and `backButtonTitle`), or takes BackGuard's back if `nil`.
    func applyStyle(_ appearance: BackButtonAppearance?, on item: UINavigationItem) {
      guard let appearance else {
        restoreStyle(on: item)
        return
      }
      if wroteStyle {
        // The app changed a value after BackGuard wrote it: the new value is the app's.
        if item.backButtonDisplayMode != writtenDisplayMode { appDisplayMode = item.backButtonDisplayMode }
        if item.backButtonTitle != writtenTitle { appTitle = item.backButtonTitle }
      } else {
        appDisplayMode = item.backButtonDisplayMode
        appTitle = item.backButtonTitle
        wroteStyle = true
      }
      let displayMode = UINavigationItem.BackButtonDisplayMode(appearance.displayMode)
      let title = appearance.title ?? appTitle
      if item.backButtonDisplayMode != displayMode { item.backButtonDisplayMode = displayMode }
      if item.backButtonTitle != title { item.backButtonTitle = title }
      writtenDisplayMode = displayMode
      writtenTitle = title
    }

    /// Puts BackGuard's back item on `item`, or refreshes the one there, with a title read from the items now.
    func applyGuardedItem(owner: UIKitNavigationHost, offersMenu: Bool, title: String, on item: UINavigationItem) {
      let current = item.backBarButtonItem
      if let guardedItem, current === guardedItem {
        guardedItem.refresh(title: title, copying: appBackItem, offersMenu: offersMenu)
        return
      }
      // Whatever is there now is the app's (nil included): that is what comes back later.
      appBackItem = current
      let made = GuardedBackBarButtonItem(owner: owner, offersMenu: offersMenu)
      made.refresh(title: title, copying: current, offersMenu: offersMenu)
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
      guard wroteStyle else { return }
      wroteStyle = false
      if item.backButtonDisplayMode == writtenDisplayMode { item.backButtonDisplayMode = appDisplayMode }
      if item.backButtonTitle == writtenTitle { item.backButtonTitle = appTitle }
    }
  }
#endif
