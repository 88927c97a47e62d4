#if canImport(UIKit)
  import UIKit

  /// The back item BackGuard gives the screen below a guarded one, so that the long-press history menu goes through
  /// the guards.
  ///
  /// UIKit fills a back item's `menu` with its own history menu, whose picks pop without asking
  /// `navigationBar(_:shouldPop:)` or running `backAction`. This item ignores UIKit's menu and shows BackGuard's
  /// instead: the same entries, built when the menu opens, each one a request to the engine with source
  /// ``BackSource/backMenu``.
  final class GuardedBackBarButtonItem: UIBarButtonItem {
    weak var owner: NavigationBackGuard?

    convenience init(owner: NavigationBackGuard, copying original: UIBarButtonItem?) {
      self.init()
      self.owner = owner
      title = original?.title
      image = original?.image
      accessibilityLabel = original?.accessibilityLabel
    }

    override var menu: UIMenu? {
      get {
        guard owner != nil else { return nil }
        let entries = UIDeferredMenuElement.uncached { [weak owner] completion in
          completion(owner?.backMenuActions() ?? [])
        }
        return UIMenu(children: [entries])
      }
      // UIKit assigns its own history menu here. Ignoring it is the only way its picks can meet the guards.
      set {}
    }
  }
#endif
