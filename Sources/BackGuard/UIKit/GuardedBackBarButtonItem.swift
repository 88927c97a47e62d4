#if canImport(UIKit)
  import UIKit

  /// The back item BackGuard gives the screen below a guarded one when ``NavigationBackGuard/backMenuPolicy`` asks
  /// for it, so that the long-press history menu goes through the guards, or shows nothing.
  ///
  /// UIKit fills a back item's `menu` with its own history menu, whose picks pop without asking
  /// `navigationBar(_:shouldPop:)` or running `backAction`. This item ignores that assignment and answers `menu` with
  /// BackGuard's own: one menu per item, whose entries are built each time the menu opens, each one a request to the
  /// engine with source ``BackSource/backMenu``.
  ///
  /// Whether UIKit shows a menu read from the getter is not documented (docs/UIKitBehavior.md B24, B29). If it does
  /// not, the back button has no menu at all, which is safe: no pick can go past a guard.
  final class GuardedBackBarButtonItem: UIBarButtonItem {
    weak var owner: UIKitNavigationHost?
    private var offersMenu = true
    private var routedMenu: UIMenu?

    convenience init(owner: UIKitNavigationHost, offersMenu: Bool) {
      self.init()
      self.owner = owner
      self.offersMenu = offersMenu
    }

    /// Takes the current look of the app's own back item, if any, and the title computed from the items now. The
    /// title is never empty: an empty custom back item can go invisible (wix/react-native-navigation #8277).
    func refresh(title: String, copying appItem: UIBarButtonItem?, offersMenu: Bool) {
      if self.title != title { self.title = title }
      if image !== appItem?.image { image = appItem?.image }
      if accessibilityLabel != appItem?.accessibilityLabel { accessibilityLabel = appItem?.accessibilityLabel }
      self.offersMenu = offersMenu
    }

    override var menu: UIMenu? {
      get {
        guard offersMenu, let owner else { return nil }
        if let routedMenu { return routedMenu }
        // Built once; it asks for the entries each time it opens.
        let made = owner.routedBackMenu()
        routedMenu = made
        return made
      }
      // UIKit assigns its own history menu here. Ignoring it is the only way its picks can meet the guards.
      set {}
    }
  }
#endif
