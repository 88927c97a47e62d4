#if canImport(UIKit)
  import Darwin
  import ObjectiveC
  import UIKit

  @MainActor
  enum MigrationLeftovers {
    static func screenFinding(_ screen: UIViewController) -> BackMisuse.Kind? {
      AnotherLibraryLeftovers.screenLeftover(typeName: String(describing: type(of: screen))) {
        screen.responds(to: NSSelectorFromString($0))
      }
    }

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
