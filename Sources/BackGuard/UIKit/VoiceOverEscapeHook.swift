#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension NavigationBackGuard {
    /// Opt-in: lets BackGuard hear VoiceOver's escape on iOS 15 and 16 in navigation controllers that are not a
    /// ``BackGuardNavigationController`` (SwiftUI's, a third-party container's).
    ///
    /// ```swift
    /// // In application(_:didFinishLaunchingWithOptions:)
    /// NavigationBackGuard.installVoiceOverEscapeHook()
    /// ```
    public static func installVoiceOverEscapeHook() {
      guard !VoiceOverEscapeHook.installed else { return }
      VoiceOverEscapeHook.installed = true
      VoiceOverEscapeHook.hookAccessibilityEscape()
    }

    /// Whether ``installVoiceOverEscapeHook()`` ran.
    public static var isVoiceOverEscapeHookInstalled: Bool { VoiceOverEscapeHook.installed }
  }

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

    private static func replace(_ method: Method, of selector: Selector, with implementation: IMP) {
      let types = method_getTypeEncoding(method)
      if !class_addMethod(UINavigationController.self, selector, implementation, types) {
        method_setImplementation(method, implementation)
      }
    }
  }
#endif
