#if canImport(UIKit)
  import UIKit

  /// What a sheet asks the UIKit adapter about one of its screens, in one place: the same identity and the same
  /// guard the navigation adapter uses, so a guard (and ``ScreenGuard``'s ready-made confirmation, which finds its
  /// screen by identity) behaves the same in a sheet as in a navigation stack.
  @MainActor
  enum ScreenLookup {
    /// The identity the engines see for a view controller.
    static func screenID(of viewController: UIViewController) -> ScreenID {
      viewController.backGuardScreenID
    }

    /// The guard and settings of a view controller.
    static func backOptions(of viewController: UIViewController) -> ScreenBackOptions {
      viewController.backOptions
    }
  }
#endif
