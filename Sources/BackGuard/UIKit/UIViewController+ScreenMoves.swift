#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// A guarded screen left a navigation stack. When it now lives in another one (a `UISplitViewController` or
    /// `NavigationSplitView` collapsed or expanded, and UIKit moved it), BackGuard installs there and wires it, so its
    /// guard keeps answering every route.
    ///
    /// It looks on the next main-actor turn: UIKit may take a screen out of one stack before it puts it in the other.
    /// An attempt that was pending in the old stack has already ended there (``BackEvent/CancelReason/stackChanged``).
    ///
    /// - Parameter old: The navigation controller the screen left.
    func followToNewStack(leaving old: UINavigationController) {
      guard hasBackGuard else { return }
      wireOnNextTurn(installing: true, leaving: old)
    }
  }
#endif
