#if canImport(UIKit)
  import UIKit

  // Takeover reports: a delegate BackGuard put a proxy on that another object took over, or code left from another
  // back-navigation library, each reported once as a misuse event.
  extension UIKitNavigationHost {
    func refreshTakeovers() {
      if let delegateProxy, !delegateProxy.isInPlace, let navigationController {
        reportDelegateTakeover(of: navigationController)
      }
      guard let navigationController, navigationController.isViewLoaded else { return }
      if let holder = edgeSwipe.foreignHolder(of: navigationController.interactivePopGestureRecognizer) {
        reportTakeover(of: .edgeSwipe, property: edgeSwipe.propertyName, by: holder)
      }
      if let holder = contentSwipe.foreignHolder(of: contentPopGestureRecognizer) {
        reportTakeover(of: .contentSwipe, property: contentSwipe.propertyName, by: holder)
      }
    }

    func reportDelegateTakeover(of navigationController: UINavigationController) {
      reportTakeover(
        of: .backButton, property: "navigationController.delegate",
        by: takeoverHolderName(navigationController.delegate))
    }

    func reportOnce(_ misuse: BackMisuse.Kind) {
      if reportedTakeovers.isFirst(misuse) { engine.reportAdapterMisuse(misuse) }
    }

    func reportTakeover(of route: BackSource, property: String, by holder: String) {
      reportOnce(.routeTakenOver(route: route, property: property, by: holder))
    }
  }

  func takeoverHolderName(_ holder: AnyObject?) -> String {
    holder.map { String(describing: type(of: $0)) } ?? "nil"
  }
#endif
