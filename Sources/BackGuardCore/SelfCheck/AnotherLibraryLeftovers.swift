/// Code left from other back-navigation libraries that BackGuard reports once, with what to remove
/// (``BackMisuse`` (`leftoverFromAnotherLibrary`)): which hooks count, and what each report says. The
/// UIKit adapter only looks (`responds(to:)` on a screen, `dladdr` on `UINavigationController`'s
/// `navigationBar(_:shouldPop:)`) and passes what it saw here.
package enum AnotherLibraryLeftovers {
  /// Methods other libraries ask screens to implement, which BackGuard never calls, by Objective-C selector name.
  package static let screenMethods: [(selector: String, library: String)] = [
    ("shouldPopViewControllerByBackButtonOrPopGesture:", "QMUI"),
    ("navigationShouldPopOnBackButton", "UIViewController-BackButtonHandler"),
    ("navigationShouldPopOnBackButton:", "UIViewController-BackButtonHandler"),
  ]

  /// The report for a screen that implements another library's back hook, if it implements one.
  ///
  /// - Parameters:
  ///   - typeName: The screen's type, as the report names it.
  ///   - implements: Whether the screen implements the method with this selector name.
  package static func screenLeftover(typeName: String, implements: (String) -> Bool) -> BackMisuse.Kind? {
    for (selector, library) in screenMethods where implements(selector) {
      return .leftoverFromAnotherLibrary(
        found: "\(typeName) implementing \(library)'s \(selector)",
        remedy:
          "BackGuard never calls it: move its logic into the screen's backGuard, then remove it.")
    }
    return nil
  }

  /// The report for `UINavigationController`'s `navigationBar(_:shouldPop:)` implemented outside UIKit (a category or
  /// swizzle, such as UIViewController-BackButtonHandler's): since iOS 13.4 it may not be called at all
  /// (docs/UIKitBehavior.md B14), and where it is, it decides before BackGuard.
  ///
  /// - Parameter imagePath: The path of the binary that implements it.
  /// - Returns: The report, or `nil` when UIKit implements it.
  package static func navigationBarLeftover(implementedIn imagePath: String) -> BackMisuse.Kind? {
    guard !imagePath.contains("/UIKitCore.framework/"), !imagePath.contains("/UIKit.framework/") else { return nil }
    let image = imagePath.split(separator: "/").last.map(String.init) ?? imagePath
    return .leftoverFromAnotherLibrary(
      found: "UINavigationController.navigationBar(_:shouldPop:) implemented in \(image), not UIKit",
      remedy:
        "Remove that UINavigationBarDelegate category or swizzle: BackGuard asks the guards on every route itself.")
  }
}

/// The misuses an adapter reports once per object (a delegate taken over, a leftover found): each is reported the
/// first time only.
package struct ReportedOnce: Sendable {
  private var reported: [BackMisuse.Kind] = []

  package init() {}

  /// Whether `kind` was not reported yet; it counts as reported from now on.
  package mutating func isFirst(_ kind: BackMisuse.Kind) -> Bool {
    guard !reported.contains(kind) else { return false }
    reported.append(kind)
    return true
  }
}
