#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    func followToNewStack(leaving old: UINavigationController) {
      guard hasBackGuard else { return }
      wireOnNextTurn(installing: true, leaving: old)
    }
  }
#endif
