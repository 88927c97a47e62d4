#if canImport(UIKit)
  import Darwin
  import ObjectiveC
  import UIKit

  /// Looks for code left from other back-navigation libraries (``AnotherLibraryLeftovers`` decides what counts and
  /// what the report says), with public runtime calls only: `responds(to:)` and `dladdr`.
  @MainActor
  enum MigrationLeftovers {
    /// A screen that implements another library's back hook, which BackGuard does not call.
    static func screenFinding(_ screen: UIViewController) -> BackMisuse.Kind? {
      AnotherLibraryLeftovers.screenLeftover(typeName: String(describing: type(of: screen))) {
        screen.responds(to: NSSelectorFromString($0))
      }
    }

    /// `navigationBar(_:shouldPop:)` on `UINavigationController` implemented outside UIKit.
    static func navigationBarCategoryFinding() -> BackMisuse.Kind? {
      let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return nil }
      var info = Dl_info()
      let implementation = unsafeBitCast(method_getImplementation(method), to: UnsafeRawPointer.self)
      guard dladdr(implementation, &info) != 0, let path = info.dli_fname.map({ String(cString: $0) }) else {
        return nil
      }
      return AnotherLibraryLeftovers.navigationBarLeftover(implementedIn: path)
    }
  }
#endif
