#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension NavigationBackGuard {
    /// Opt-in: lets BackGuard see back-button taps on iOS 15 and VoiceOver's escape on iOS 15 and 16 in navigation
    /// controllers that are not a ``BackGuardNavigationController`` (SwiftUI's, a third-party container's).
    ///
    /// It replaces, once per process, the implementations of two public methods of `UINavigationController`:
    /// `navigationBar(_:shouldPop:)` and `accessibilityPerformEscape()`. The replacements ask the engine only for
    /// controllers where BackGuard is installed, and always call the previous implementation otherwise and on
    /// approval. Calling it again does nothing.
    ///
    /// ```swift
    /// // In application(_:didFinishLaunchingWithOptions:)
    /// NavigationBackGuard.installSystemHooks()
    /// ```
    ///
    /// Not needed on iOS 16+ for taps (BackGuard uses `backAction`) nor on iOS 17+ for VoiceOver (BackGuard uses
    /// `accessibilityPerformEscapeBlock`).
    public static func installSystemHooks() {
      guard !SystemHooks.installed else { return }
      SystemHooks.installed = true
      SystemHooks.hookShouldPop()
      SystemHooks.hookAccessibilityEscape()
    }

    /// Whether ``installSystemHooks()`` ran.
    public static var areSystemHooksInstalled: Bool { SystemHooks.installed }
  }

  /// The replaced implementations. Each keeps the previous one and calls it.
  @MainActor
  enum SystemHooks {
    static var installed = false

    static func hookShouldPop() {
      let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return }
      typealias ShouldPop = @convention(c) (AnyObject, Selector, UINavigationBar, UINavigationItem) -> Bool
      let previous = unsafeBitCast(method_getImplementation(method), to: ShouldPop.self)
      // UIKit calls the bar's delegate on the main thread, hence the isolation of the block.
      let replacement:
        @MainActor @convention(block) (UINavigationController, UINavigationBar, UINavigationItem) -> Bool =
          { controller, bar, item in
            if !(controller is BackGuardNavigationController),
              let navigationGuard = controller.installedBackNavigationGuard,
              !navigationGuard.navigationBarShouldPop()
            {
              return false
            }
            return previous(controller, selector, bar, item)
          }
      replace(method, of: selector, with: imp_implementationWithBlock(replacement))
    }

    static func hookAccessibilityEscape() {
      let selector = #selector(UIResponder.accessibilityPerformEscape)
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return }
      typealias Escape = @convention(c) (AnyObject, Selector) -> Bool
      let previous = unsafeBitCast(method_getImplementation(method), to: Escape.self)
      // Accessibility actions arrive on the main thread, hence the isolation of the block.
      let replacement: @MainActor @convention(block) (UINavigationController) -> Bool = { controller in
        if !(controller is BackGuardNavigationController),
          let navigationGuard = controller.installedBackNavigationGuard
        {
          return navigationGuard.accessibilityEscape()
        }
        return previous(controller, selector)
      }
      replace(method, of: selector, with: imp_implementationWithBlock(replacement))
    }

    /// Gives `UINavigationController` the new implementation. If the class only inherits the method, the new one is
    /// added to `UINavigationController` alone, so superclasses and other classes keep theirs.
    private static func replace(_ method: Method, of selector: Selector, with implementation: IMP) {
      let types = method_getTypeEncoding(method)
      if !class_addMethod(UINavigationController.self, selector, implementation, types) {
        method_setImplementation(method, implementation)
      }
    }
  }
#endif
