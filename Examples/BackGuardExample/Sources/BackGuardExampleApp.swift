import BackGuard
import BackGuardUITestScripts
import SwiftUI
import UIKit

/// The example app: one tab with a SwiftUI navigation stack, one with a UIKit navigation controller. Each row
/// shows one problem of going back, solved with BackGuard.
@main
struct BackGuardExampleApp: App {
  /// Set when a UI test launched the app (`BACKGUARD_UITEST_SETUP`): the app then shows only the test screens.
  private let uiTestSetup = DemoSetup(environment: ProcessInfo.processInfo.environment)

  var body: some Scene {
    WindowGroup {
      if let setup = uiTestSetup {
        UITestRoot(setup: setup)
      } else {
        demo
      }
    }
  }

  @MainActor private var demo: some View {
    TabView {
      StackContainer { SwiftUIFlowMenu() }
        .tabItem { Label("SwiftUI", systemImage: "swift") }
      UIKitFlow()
        .ignoresSafeArea()
        .tabItem { Label("UIKit", systemImage: "square.stack.3d.up") }
      SelfCheckScreen(board: .shared)
        .tabItem { Label("Self-check", systemImage: "checklist") }
    }
  }
}

/// UI-test mode: the stack of the setup, and the engine log's window over it.
struct UITestRoot: View {
  let setup: DemoSetup

  var body: some View {
    Group {
      switch setup.framework {
      case .uikit: UITestUIKitStack(setup: setup).ignoresSafeArea()
      case .swiftui: UITestSwiftUIStack(setup: setup)
      }
    }
    .background(SceneFinder().frame(width: 0, height: 0))
  }
}

/// Hands the window scene to the engine log once the app's view is in a window.
private struct SceneFinder: UIViewRepresentable {
  func makeUIView(context: Context) -> FinderView { FinderView() }
  func updateUIView(_ view: FinderView, context: Context) {}

  final class FinderView: UIView {
    override func didMoveToWindow() {
      super.didMoveToWindow()
      if let scene = window?.windowScene { UITestEngineLog.shared.attach(to: scene) }
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
