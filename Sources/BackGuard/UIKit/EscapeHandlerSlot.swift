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
#endif
