#if canImport(UIKit)
  import Darwin
  import ObjectiveC
  import UIKit

  /// Finds code left from other back-navigation libraries, so each can be reported once with what to remove.
  ///
  /// Only public runtime calls are used: `responds(to:)` for the other libraries' own (public) method names, and
  /// `dladdr` to see which binary implements `UINavigationController`'s `navigationBar(_:shouldPop:)`.
  @MainActor
  enum MigrationLeftovers {
    /// Methods other libraries ask screens to implement, which BackGuard never calls.
    static let screenMethods: [(name: String, selector: Selector, library: String)] = [
      ("shouldPopViewControllerByBackButtonOrPopGesture:", "QMUI"),
      ("navigationShouldPopOnBackButton", "UIViewController-BackButtonHandler"),
      ("navigationShouldPopOnBackButton:", "UIViewController-BackButtonHandler"),
    ].map { ($0.0, NSSelectorFromString($0.0), $0.1) }

    /// A finding, as the engine reports it.
    typealias Finding = (found: String, remedy: String)

    /// A screen that implements another library's back hook, which BackGuard does not call.
    static func screenFinding(_ screen: UIViewController) -> Finding? {
      for (name, selector, library) in screenMethods where screen.responds(to: selector) {
        return (
          "\(type(of: screen)) implementing \(library)'s \(name)",
          "BackGuard never calls it: move its logic into the screen's backGuard (or adopt BackNavigationGuarding), "
            + "then remove it."
        )
      }
      return nil
    }

    /// `navigationBar(_:shouldPop:)` on `UINavigationController` implemented outside UIKit: a category or swizzle
    /// from another library (UIViewController-BackButtonHandler, for example). Since iOS 13.4 such an implementation
    /// may not be called at all (docs/UIKitBehavior.md B14), and where it is, it decides before BackGuard.
    static func navigationBarCategoryFinding() -> Finding? {
      let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return nil }
      var info = Dl_info()
      let implementation = unsafeBitCast(method_getImplementation(method), to: UnsafeRawPointer.self)
      guard dladdr(implementation, &info) != 0, let path = info.dli_fname.map({ String(cString: $0) }) else {
        return nil
      }
      guard !path.contains("/UIKitCore.framework/"), !path.contains("/UIKit.framework/") else { return nil }
      let image = (path as NSString).lastPathComponent
      return (
        "UINavigationController.navigationBar(_:shouldPop:) implemented in \(image), not UIKit",
        "Remove that UINavigationBarDelegate category or swizzle: BackGuard asks the guards on every route itself."
      )
    }
  }
#endif
