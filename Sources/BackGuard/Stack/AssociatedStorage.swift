#if canImport(UIKit)
  import ObjectiveC
  import BackGuardCore
  import UIKit

  /// Keys for the values BackGuard attaches to UIKit objects with `objc_setAssociatedObject`.
  ///
  /// Each key is the address of a one-byte allocation that lives for the whole process, so no two keys collide.
  @MainActor
  enum AssociatedKey {
    static let backGuard = makeKey()
    static let allowsSwipeBack = makeKey()
    static let backButtonStyle = makeKey()
    static let screenID = makeKey()
    static let backNavigation = makeKey()
    static let backItemRecord = makeKey()
    static let viewEscapeSlot = makeKey()
    static let pendingGuardCheck = makeKey()
    static let screenName = makeKey()
    static let guardsInTurn = makeKey()
    static let tabBarRoutes = makeKey()
    static let standInBackButtonHolders = makeKey()
    static let windowCloseGuard = makeKey()
    static let sheetDismissal = makeKey()

    private static func makeKey() -> UnsafeRawPointer {
      UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }
  }

  /// The screen identity of one view controller, boxed so it can be stored as an associated object.
  final class ScreenIDBox {
    let id: ScreenID
    init(_ id: ScreenID) { self.id = id }
  }

  extension NSObject {
    @MainActor
    func associatedValue<T>(_ key: UnsafeRawPointer, as type: T.Type = T.self) -> T? {
      objc_getAssociatedObject(self, key) as? T
    }

    @MainActor
    func setAssociatedValue(_ value: Any?, _ key: UnsafeRawPointer) {
      objc_setAssociatedObject(self, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// Weak references from screen identities back to view controllers, so a guard made before its screen was known
  /// (``ScreenGuard/confirm(_:message:discardTitle:cancelTitle:preferredStyle:actions:when:)``) can find where to present.
  @MainActor
  enum ScreenRegistry {
    private final class WeakScreen {
      weak var viewController: UIViewController?
      init(_ viewController: UIViewController) { self.viewController = viewController }
    }

    private static var screens: [ScreenID: WeakScreen] = [:]
    private static var registrationsSinceSweep = 0

    static func register(_ viewController: UIViewController, as id: ScreenID) {
      screens[id] = WeakScreen(viewController)
      registrationsSinceSweep += 1
      // Drop entries of released screens now and then, so the table stays as small as the live screens.
      if registrationsSinceSweep >= 64 {
        registrationsSinceSweep = 0
        // Removed in place rather than by `filter`, whose copy specialized for this dictionary is large.
        for (id, screen) in screens where screen.viewController == nil { screens[id] = nil }
      }
    }

    static func viewController(for id: ScreenID) -> UIViewController? {
      screens[id]?.viewController
    }
  }
#endif
