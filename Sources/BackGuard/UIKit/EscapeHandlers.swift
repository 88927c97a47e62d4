#if canImport(UIKit)
  import UIKit

  /// BackGuard's VoiceOver escape handler on one object (a guarded screen's view, or the navigation controller), iOS
  /// 17+, with the handler that was there before. What it writes follows `BorrowedSlot` (BackGuardCore,
  /// docs/UIKitBehavior.md B162). Its block is recognized by identity: it is set through the public setter with
  /// `perform`, and the object the getter then returns (the setter's copy) is compared with later reads; the Swift
  /// property would wrap the block in a new closure on every read.
  @MainActor
  struct EscapeHandlerSlot {
    private var record = BorrowedSlot()
    private var previous: (() -> Bool)?
    /// The block BackGuard put in the slot, while it may still be there.
    private var ownBlock: AnyObject?
    /// Shared with the block installed last: whether BackGuard's handler acts, or only passes the escape on. Each
    /// install makes a new one, so a block of an earlier install that the app kept never acts again.
    private var activity: Activity?

    private final class Activity {
      var handles = true
    }

    /// Puts `handler` on `object`, unless it is there already or the app replaced it since (not fought).
    @available(iOS 17, *)
    mutating func install(on object: NSObject, handler: @escaping @MainActor () -> Bool) {
      update(on: object, wanted: true, handler: handler)
    }

    /// Puts the previous handler back, if the slot still holds BackGuard's; otherwise leaves the slot as it is.
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

    /// The block object in the slot now, read through the property's public getter.
    ///
    /// The accessors' selectors are spelled out: Swift sees the property on `NSObject` as both a class and an instance
    /// member, so `#selector` cannot name it, and an `@objc` protocol declared only to name it would put an Objective-C
    /// protocol description in the app's data.
    @available(iOS 17, *)
    private static func currentBlock(of object: NSObject) -> AnyObject? {
      object.perform(NSSelectorFromString("accessibilityPerformEscapeBlock"))?.takeUnretainedValue()
    }
  }

  /// An ``EscapeHandlerSlot`` stored on a view as an associated object.
  @MainActor
  final class EscapeHandlerSlotBox {
    var slot = EscapeHandlerSlot()
  }

  extension UIKitNavigationHost {
    /// VoiceOver's escape walks up from the focused element, so a guarded screen's own view hears it before the
    /// controller does (iOS 17+). The previous handler is kept and runs when there is nothing to go back to.
    @available(iOS 17, *)
    func applyViewEscape(to screen: UIViewController, wanted: Bool) {
      guard let view = screen.viewIfLoaded else { return }
      var slot = view.associatedValue(AssociatedKey.viewEscapeSlot, as: EscapeHandlerSlotBox.self)
      if wanted {
        if slot == nil {
          slot = EscapeHandlerSlotBox()
          view.setAssociatedValue(slot, AssociatedKey.viewEscapeSlot)
        }
        slot?.slot.install(on: view) { [weak self, weak screen] in
          guard let self, let screen else { return false }
          return self.accessibilityEscape(leaving: screen)
        }
        track(screen)
      } else if let slot {
        slot.slot.remove(from: view)
      }
    }

    /// BackGuard's escape handler on the navigation controller while a guard is in reach outside the subclass (whose
    /// `accessibilityPerformEscape()` hears the escape itself), and the previous handler back otherwise (iOS 17+).
    @available(iOS 17, *)
    func applyControllerEscape(to navigationController: UINavigationController, wanted: Bool) {
      if wanted {
        controllerEscape.install(on: navigationController) { [weak self] in self?.accessibilityEscape() ?? false }
      } else {
        controllerEscape.remove(from: navigationController)
      }
    }
  }
#endif
