#if canImport(UIKit)
  import UIKit

  // The back-button tap on iOS 16+: BackGuard's `backAction` on the guarded screens that show a system back button.
  extension UIKitNavigationHost {
    static let backActionIdentifier = UIAction.Identifier("BackGuard.backAction")

    @available(iOS 16, *)
    func applyBackAction(to screen: UIViewController, isRoot: Bool, wanted: Bool) {
      let item = screen.navigationItem
      let isOurs = item.backAction?.identifier == Self.backActionIdentifier
      // Where no back button is naturally present, a back action would make UIKit synthesize one (Apple, backAction).
      let hasSystemBackButton =
        !isRoot && !item.hidesBackButton
        && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
      guard wanted, hasSystemBackButton else {
        if isOurs { item.backAction = nil }
        return
      }
      guard item.backAction == nil else { return }  // ours already, or the app's own: keep it
      item.backAction = UIAction(identifier: Self.backActionIdentifier) { [weak self, weak screen] _ in
        guard let screen else { return }
        if let self {
          self.backButtonTapped(on: screen)
        } else {
          screen.navigationController?.popViewController(animated: true)
        }
      }
      track(screen)
    }
  }
#endif
