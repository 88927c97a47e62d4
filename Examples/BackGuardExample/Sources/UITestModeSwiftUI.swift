import BackGuard
import BackGuardUITestScripts
import SwiftUI
import UIKit

/// UI-test mode, SwiftUI: a navigation stack of ``DemoScreen``s, with BackGuard (guarded or not) or without it.
struct UITestSwiftUIStack: View {
  let setup: DemoSetup

  var body: some View {
    StackContainer { UITestSwiftUIScreen(screen: .root, setup: setup, isInSheet: false) }
  }
}

/// One UI-test screen in SwiftUI, the same controls as ``UITestDemoViewController``.
struct UITestSwiftUIScreen: View {
  let screen: DemoScreen
  let setup: DemoSetup
  let isInSheet: Bool
  @State private var isPresentingSheet = false
  @StateObject private var confirmation = BackConfirmation()

  var body: some View {
    let content = VStack(spacing: 12) {
      Text(screen.title).accessibilityIdentifier(DemoIdentifiers.marker(of: screen))
      if isInSheet { Text("In the sheet").accessibilityIdentifier(DemoIdentifiers.sheetMarker) }
      ForEach(DemoScreen.allCases, id: \.self) { target in
        NavigationLink(destination: UITestSwiftUIScreen(screen: target, setup: setup, isInSheet: false)) {
          Text("Push \(target.title)")
        }
        .accessibilityIdentifier(DemoIdentifiers.push(target))
      }
      if !isInSheet {
        Button("Present the sheet") { isPresentingSheet = true }.accessibilityIdentifier(DemoIdentifiers.presentSheet)
      }
      Button("Ping") { UITestEngineLog.shared.ping() }.accessibilityIdentifier(DemoIdentifiers.ping)
      Spacer()
    }
    .padding(.top, 24)
    .frame(maxWidth: .infinity)
    .navigationTitle(screen.title)
    .background(UITestEngineProbe(setup: setup, isInSheet: isInSheet).frame(width: 0, height: 0))
    .sheet(isPresented: $isPresentingSheet) {
      StackContainer { UITestSwiftUIScreen(screen: .editor, setup: setup, isInSheet: true) }
    }
    if screen == .editor && setup.guardsEditor {
      content
        .backGuard(isActive: true) { [confirmation] _ in
          UITestEngineLog.shared.guardAsked()
          return await confirmation.ask(
            LocalizedStringKey(DemoIdentifiers.confirmationTitle),
            discardTitle: LocalizedStringKey(DemoIdentifiers.discardButton),
            cancelTitle: LocalizedStringKey(DemoIdentifiers.keepButton))
        }
        .backConfirmation(confirmation, style: .alert)
    } else {
      content
    }
  }
}

/// Finds the `UINavigationController` SwiftUI made for the stack, or the presented sheet, through the public
/// view-controller hierarchy, and records its engine's events. With BackGuard but no guard on the stack, nothing
/// installs BackGuard, so the probe does (as an app would with `backNavigationGuard.install()`).
struct UITestEngineProbe: UIViewControllerRepresentable {
  let setup: DemoSetup
  let isInSheet: Bool

  func makeUIViewController(context: Context) -> ProbeViewController {
    ProbeViewController(setup: setup, isInSheet: isInSheet)
  }

  func updateUIViewController(_ probe: ProbeViewController, context: Context) {}

  final class ProbeViewController: UIViewController {
    let setup: DemoSetup
    let isInSheet: Bool

    init(setup: DemoSetup, isInSheet: Bool) {
      self.setup = setup
      self.isInSheet = isInSheet
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard setup.usesBackGuard else { return }
      if isInSheet {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        // The sheet's guard is installed by the editor's `.backGuard` in a guarded setup.
        if root.presentingViewController != nil, setup.guardsEditor {
          UITestEngineLog.shared.observe(root.sheetBackGuard.engine)
        }
      } else if let navigationController {
        navigationController.backNavigationGuard.install()
        UITestEngineLog.shared.observe(navigationController.backNavigationGuard.engine)
      }
    }
  }
}
