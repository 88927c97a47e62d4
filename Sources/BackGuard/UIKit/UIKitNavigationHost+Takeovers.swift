#if canImport(UIKit)
  import UIKit

  // Takeover reports: a delegate BackGuard put a proxy on that another object took over, or code left from another
  // back-navigation library, each reported once as a misuse event.
  extension UIKitNavigationHost {
    /// Looks for proxies that someone replaced, and reports each once.
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

    /// Reports that another object holds the navigation controller's delegate, in place of BackGuard's proxy.
    func reportDelegateTakeover(of navigationController: UINavigationController) {
      reportTakeover(
        of: .backButton, property: "navigationController.delegate",
        by: takeoverHolderName(navigationController.delegate))
    }

    /// Reports a takeover or a leftover (``AnotherLibraryLeftovers``), the first time only.
    func reportOnce(_ misuse: BackMisuse.Kind) {
      if reportedTakeovers.isFirst(misuse) { engine.reportAdapterMisuse(misuse) }
    }

    func reportTakeover(of route: BackSource, property: String, by holder: String) {
      reportOnce(.routeTakenOver(route: route, property: property, by: holder))
    }
  }

  /// The type of the object that holds a delegate in BackGuard's place, as a takeover report names it, or `"nil"`.
  /// Every report names it through this one function, so the app has its code once.
  func takeoverHolderName(_ holder: AnyObject?) -> String {
    holder.map { String(describing: type(of: $0)) } ?? "nil"
  }
#endif
