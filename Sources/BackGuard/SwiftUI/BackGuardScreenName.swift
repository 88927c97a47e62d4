#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  struct BackGuardScreenNameKey: EnvironmentKey {
    static let defaultValue: String? = nil
  }

  extension EnvironmentValues {
    var backGuardScreenName: String? {
      get { self[BackGuardScreenNameKey.self] }
      set { self[BackGuardScreenNameKey.self] = newValue }
    }
  }

  extension View {
    /// Names the guarded screen in BackGuard's events, for analytics.
    ///
    /// ```swift
    /// ProductForm()
    ///   .backGuard(isActive: hasChanges, confirm: "Discard changes?")
    ///   .backGuardScreenName("Product form")  // after .backGuard, so the guard sees it
    /// ```
    public func backGuardScreenName(_ name: String) -> some View {
      environment(\.backGuardScreenName, name)
    }
  }
#endif
