#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// The name `.backGuard` gives its screen in events (``ScreenID/name``).
  struct BackGuardScreenNameKey: EnvironmentKey {
    static let defaultValue: String? = nil
  }

  extension EnvironmentValues {
    /// The name `.backGuard` gives its screen in events, set with ``SwiftUI/View/backGuardScreenName(_:)``.
    var backGuardScreenName: String? {
      get { self[BackGuardScreenNameKey.self] }
      set { self[BackGuardScreenNameKey.self] = newValue }
    }
  }

  extension View {
    /// Names the guarded screen in BackGuard's events, for analytics. Without it, the screen's navigation title is
    /// used.
    ///
    /// ```swift
    /// ProductForm()
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    ///   .backGuardScreenName("Product form")  // after .backGuard, so the guard sees it
    /// ```
    ///
    /// - Parameter name: The screen's name in ``ScreenNames``.
    /// - Returns: The view.
    public func backGuardScreenName(_ name: String) -> some View {
      environment(\.backGuardScreenName, name)
    }
  }
#endif
