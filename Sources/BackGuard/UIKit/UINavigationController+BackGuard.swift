#if canImport(UIKit)
  import UIKit

  extension UINavigationController {
    /// BackGuard for this navigation controller: one per controller, made on first use, not yet installed.
    ///
    /// ```swift
    /// navigationController.backNavigationGuard.install()
    /// editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
    /// ```
    public var backNavigationGuard: NavigationBackGuard {
      if let existing = associatedValue(AssociatedKey.navigationBackGuard, as: NavigationBackGuard.self) {
        return existing
      }
      let made = NavigationBackGuard(navigationController: self)
      setAssociatedValue(made, AssociatedKey.navigationBackGuard)
      return made
    }

    var installedNavigationHost: UIKitNavigationHost? {
      guard let existing = associatedValue(AssociatedKey.navigationBackGuard, as: NavigationBackGuard.self),
        existing.isInstalled
      else { return nil }
      return existing.host
    }
  }
#endif
