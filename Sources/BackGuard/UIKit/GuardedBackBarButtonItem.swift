#if canImport(UIKit)
  import UIKit

  final class GuardedBackBarButtonItem: UIBarButtonItem {
    weak var owner: UIKitNavigationHost?
    private var offersMenu = true
    private var routedMenu: UIMenu?

    convenience init(owner: UIKitNavigationHost, offersMenu: Bool) {
      self.init()
      self.owner = owner
      self.offersMenu = offersMenu
    }

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
