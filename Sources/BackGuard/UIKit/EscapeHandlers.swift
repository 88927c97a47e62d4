#if canImport(UIKit)
  import UIKit

  /// BackGuard's VoiceOver escape handler on one object (a guarded screen's view, or the navigation controller),
  /// with the handler that was there before.
  ///
  /// `accessibilityPerformEscapeBlock` is iOS 17+. The previous handler runs when BackGuard has nothing to go back
  /// to, and comes back when BackGuard's is removed.
  @MainActor
  struct EscapeHandlerSlot {
    private var isInstalled = false
    private var previous: Any?

    /// Puts `handler` on `object` once; later calls while installed change nothing.
    @available(iOS 17, *)
    mutating func install(on object: NSObject, handler: @escaping @MainActor () -> Bool) {
      guard !isInstalled else { return }
      isInstalled = true
      let previous = object.accessibilityPerformEscapeBlock
      self.previous = previous
      object.accessibilityPerformEscapeBlock = {
        MainActor.assumeIsolated { handler() } || (previous?() ?? false)
      }
    }

    /// Puts the previous handler back, if BackGuard's is installed.
    mutating func remove(from object: NSObject) {
      guard isInstalled else { return }
      isInstalled = false
      if #available(iOS 17, *) {
        object.accessibilityPerformEscapeBlock = previous as? () -> Bool
      }
      previous = nil
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
