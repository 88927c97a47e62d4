#if canImport(UIKit)
  import UIKit

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
