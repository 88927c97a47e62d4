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

    func reportLeftover(_ finding: MigrationLeftovers.Finding) {
      guard isFirstReport("leftover|\(finding.found)") else { return }
      engine.reportAdapterMisuse(.leftoverFromAnotherLibrary(found: finding.found, remedy: finding.remedy))
    }

    func reportTakeover(of route: BackSource, property: String, by holder: String) {
      guard isFirstReport("\(route)|\(property)|\(holder)") else { return }
      engine.reportAdapterMisuse(.routeTakenOver(route: route, property: property, by: holder))
    }

    /// Whether `key` was not reported yet; it counts as reported from now on.
    private func isFirstReport(_ key: String) -> Bool {
      guard !reportedTakeovers.contains(key) else { return false }
      reportedTakeovers.append(key)
      return true
    }
  }

  /// The type of the object that holds a delegate in BackGuard's place, as a takeover report names it, or `"nil"`.
  /// Every report names it through this one function, so the app has its code once.
  func takeoverHolderName(_ holder: AnyObject?) -> String {
    holder.map { String(describing: type(of: $0)) } ?? "nil"
  }
#endif
