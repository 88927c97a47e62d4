#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension NavigationBackGuard {
    /// Opt-in: lets BackGuard hear VoiceOver's escape on iOS 15 and 16 in navigation controllers that are not a
    /// ``BackGuardNavigationController`` (SwiftUI's, a third-party container's).
    ///
    /// It replaces, once per process, the implementation of one public method of `UINavigationController`,
    /// `accessibilityPerformEscape()`. The replacement asks the engine only for controllers where BackGuard is
    /// installed, and calls the previous implementation everywhere else. Calling it again does nothing. Not needed on
    /// iOS 17+, where BackGuard uses `accessibilityPerformEscapeBlock`.
    ///
    /// ```swift
    /// // In application(_:didFinishLaunchingWithOptions:)
    /// NavigationBackGuard.installVoiceOverEscapeHook()
    /// ```
    ///
    /// There is deliberately no hook for iOS 15 back-button taps: a replaced `navigationBar(_:shouldPop:)` outside a
    /// subclass is reported not to be called since iOS 13.4 (docs/UIKitBehavior.md B14). On iOS 15 taps are guarded
    /// by ``BackGuardNavigationController``'s `navigationBar(_:shouldPop:)`, and elsewhere by BackGuard's own leading
    /// button in place of the system back button (built, not verified on a device).
    public static func installVoiceOverEscapeHook() {
      guard !VoiceOverEscapeHook.installed else { return }
      VoiceOverEscapeHook.installed = true
      VoiceOverEscapeHook.hookAccessibilityEscape()
    }

    /// Whether ``installVoiceOverEscapeHook()`` ran.
    public static var isVoiceOverEscapeHookInstalled: Bool { VoiceOverEscapeHook.installed }
  }

  /// The replaced `accessibilityPerformEscape()` of `UINavigationController`. It keeps the previous implementation and
  /// calls it.
  @MainActor
  enum VoiceOverEscapeHook {
    static var installed = false

    static func hookAccessibilityEscape() {
      let selector = #selector(UIResponder.accessibilityPerformEscape)
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else { return }
      typealias Escape = @convention(c) (AnyObject, Selector) -> Bool
      let previous = unsafeBitCast(method_getImplementation(method), to: Escape.self)
      // Accessibility actions arrive on the main thread, hence the isolation of the block.
      let replacement: @MainActor @convention(block) (UINavigationController) -> Bool = { controller in
        // The core's plan says whether the hook hears the escape (iOS 15 and 16, outside the subclass).
        if let host = controller.installedNavigationHost,
          host.plan.hearing(of: .accessibilityEscape) == .hook(.voiceOverHook)
        {
          return host.accessibilityEscape()
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
