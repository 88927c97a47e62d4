#if canImport(UIKit)
  import ObjectiveC
  @_spi(TestKit) import BackGuardCore
  import UIKit

  // BackGuard's VoiceOver escape block on one object (iOS 17+), by `BorrowedSlot`'s rule (B162). Its block is known by
  // identity: the setter's copy, read back through the public getter (the Swift property wraps it anew on each read).
  @MainActor
  struct EscapeHandlerSlot {
    private var record = BorrowedSlot()
    private var previous: (() -> Bool)?
    private var ownBlock: AnyObject?
    private var activity: Activity?

    private final class Activity {
      var handles = true
    }

    @available(iOS 17, *)
    mutating func install(on object: NSObject, handler: @escaping @MainActor () -> Bool) {
      update(on: object, wanted: true, handler: handler)
    }

    mutating func remove(from object: NSObject) {
      guard #available(iOS 17, *) else { return }
      update(on: object, wanted: false, handler: nil)
    }

    @available(iOS 17, *)
    private mutating func update(on object: NSObject, wanted: Bool, handler: (@MainActor () -> Bool)?) {
      let holdsOurs = ownBlock != nil && Self.currentBlock(of: object) === ownBlock
      switch record.update(wanted: wanted, slotHoldsOurs: holdsOurs) {
      case .none: break
      case .install:
        guard let handler else { break }
        let previous = object.accessibilityPerformEscapeBlock
        self.previous = previous
        let activity = Activity()
        self.activity = activity
        let block: @convention(block) () -> Bool = {
          // VoiceOver runs the block on the main thread.
          MainActor.assumeIsolated { activity.handles && handler() } || (previous?() ?? false)
        }
        object.perform(
          NSSelectorFromString("setAccessibilityPerformEscapeBlock:"),
          with: unsafeBitCast(block, to: AnyObject.self))
        // What the property holds is the setter's copy: that object is BackGuard's block from now on.
        ownBlock = Self.currentBlock(of: object)
      case .restorePrevious:
        object.accessibilityPerformEscapeBlock = previous
      }
      if !record.handles {
        activity?.handles = false
        activity = nil
        previous = nil
        ownBlock = nil
      }
    }

    // The public property's accessors, spelled out: Swift sees it as both a class and an instance member, so `#selector`
    // cannot name it.
    @available(iOS 17, *)
    private static func currentBlock(of object: NSObject) -> AnyObject? {
      object.perform(NSSelectorFromString("accessibilityPerformEscapeBlock"))?.takeUnretainedValue()
    }
  }

  @MainActor
  final class EscapeHandlerSlotBox {
    var slot = EscapeHandlerSlot()
  }

  extension UIKitNavigationHost {
    @available(iOS 17, *)
    func applyViewEscape(to screen: UIViewController, wanted: Bool) {
      guard let view = screen.viewIfLoaded else { return }
      guard wanted else {
        view.associatedValue(AssociatedKey.viewEscapeSlot, as: EscapeHandlerSlotBox.self)?.slot.remove(from: view)
        return
      }
      view.associatedObject(AssociatedKey.viewEscapeSlot) { EscapeHandlerSlotBox() }.slot.install(on: view) {
        [weak self, weak screen] in
        guard let self, let screen else { return false }
        return self.requestBack(from: .accessibilityEscape, leaving: screen, animated: true) != .nothingToGoBackTo
      }
      track(screen)
    }

    @available(iOS 17, *)
    func applyControllerEscape(to navigationController: UINavigationController, wanted: Bool) {
      if wanted {
        controllerEscape.install(on: navigationController) { [weak self] in self?.accessibilityEscape() ?? false }
      } else {
        controllerEscape.remove(from: navigationController)
      }
    }
  }

  extension BackNavigation {
    /// Opt-in: lets BackGuard hear VoiceOver's escape on iOS 15 and 16 in navigation controllers that are not a
    /// ``BackGuardNavigationController`` (SwiftUI's, a third-party container's).
    ///
    /// It replaces, once per process, `UINavigationController`'s public `accessibilityPerformEscape()`; the previous
    /// implementation runs wherever the core's plan does not name this hook. Not needed on iOS 17+.
    ///
    /// ```swift
    /// // In application(_:didFinishLaunchingWithOptions:)
    /// BackNavigation.installVoiceOverEscapeHook()
    /// ```
    ///
    /// There is deliberately no hook for iOS 15 back-button taps (docs/UIKitBehavior.md B14).
    public static func installVoiceOverEscapeHook() {
      guard !VoiceOverEscapeHook.installed else { return }
      VoiceOverEscapeHook.installed = true
      VoiceOverEscapeHook.hookAccessibilityEscape()
    }

    /// Whether ``installVoiceOverEscapeHook()`` ran.
    @_spi(TestKit) public static var isVoiceOverEscapeHookInstalled: Bool { VoiceOverEscapeHook.installed }
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
