import BackGuard
import SwiftUI

/// The example app: one tab with a SwiftUI navigation stack, one with a UIKit navigation controller. Each row
/// shows one problem of going back, solved with BackGuard.
@main
struct BackGuardExampleApp: App {
  init() {
    // Misuses of the API (an answer given twice, a blank back title…) are printed with what to change.
    BackMisuse.log = { print("BackGuard misuse: \($0.message)") }
  }

  var body: some Scene {
    WindowGroup {
      TabView {
        StackContainer { SwiftUIFlowMenu() }
          .tabItem { Label("SwiftUI", systemImage: "swift") }
        UIKitFlow()
          .ignoresSafeArea()
          .tabItem { Label("UIKit", systemImage: "square.stack.3d.up") }
      }
    }
  }
}

/// A `NavigationStack` on iOS 16 and later, a stack-style `NavigationView` on iOS 15: BackGuard works on both,
/// because both are backed by a `UINavigationController`.
struct StackContainer<Content: View>: View {
  @ViewBuilder let content: () -> Content

  var body: some View {
    if #available(iOS 16, *) {
      NavigationStack { content() }
    } else {
      NavigationView { content() }.navigationViewStyle(.stack)
    }
  }
}
