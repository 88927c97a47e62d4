import BackGuardSwiftUI
import BackGuardUITestScripts
import SwiftUI
import UIKit

/// UI-test mode, SwiftUI: a navigation stack of ``DemoScreen``s, with BackGuard (guarded or not) or without it, alone
/// or as the first tab of a `TabView`. Its pushes are `NavigationLink`s, or, with ``DemoSetup/Variant/pathStack``
/// (iOS 16+), appends to a `NavigationStack(path:)` whose count the app shows.
struct UITestSwiftUIStack: View {
  let setup: DemoSetup

  var body: some View {
    if setup.has(.tabBar) {
      TabView {
        stack.tabItem { Label(DemoIdentifiers.stackTab, systemImage: "square.stack.3d.up") }
        Text(DemoIdentifiers.otherTab).tabItem { Label(DemoIdentifiers.otherTab, systemImage: "ellipsis") }
      }
    } else {
      stack
    }
  }

  @ViewBuilder private var stack: some View {
    if #available(iOS 16, *), setup.has(.pathStack) {
      UITestPathStack(setup: setup)
    } else {
      StackContainer { UITestSwiftUIScreen(screen: .root, setup: setup, isInSheet: false, path: nil) }
    }
  }
}

/// The app's navigation path (``DemoSetup/Variant/pathStack``), shown to UI tests as it changes: SwiftUI writes it
/// when UIKit pops its navigation controller, which is what `backMenu_SwiftUI_pathFollowsMultiLevelLeave` checks.
@MainActor
final class UITestPath: ObservableObject {
  @Published var screens: [DemoScreen] = [] {
    didSet { UITestEngineLog.shared.setPathCount(screens.count) }
  }

  nonisolated init() {}
}

/// `NavigationStack(path:)` over ``UITestPath``.
@available(iOS 16, *)
struct UITestPathStack: View {
  let setup: DemoSetup
  @StateObject private var path = UITestPath()

  var body: some View {
    NavigationStack(path: $path.screens) {
      UITestSwiftUIScreen(screen: .root, setup: setup, isInSheet: false, path: path)
        .navigationDestination(for: DemoScreen.self) { screen in
          UITestSwiftUIScreen(screen: screen, setup: setup, isInSheet: false, path: path)
        }
    }
    .onAppear { UITestEngineLog.shared.setPathCount(path.screens.count) }
  }
}

/// One UI-test screen in SwiftUI, the same controls as ``UITestDemoViewController``.
struct UITestSwiftUIScreen: View {
  let screen: DemoScreen
  let setup: DemoSetup
  let isInSheet: Bool
  /// The app's path, in ``DemoSetup/Variant/pathStack``; `nil` for `NavigationLink` pushes.
  let path: UITestPath?
  @State private var isPresentingSheet = false
  /// A push without a link, on iOS 16+ (the push-on-touch-down control).
  @State private var pushedWithoutLink: DemoScreen?
  @StateObject private var confirmation = BackConfirmation()

  var body: some View {
    let content = VStack(spacing: 12) {
      Text(screen.title).accessibilityIdentifier(DemoIdentifiers.marker(of: screen, inSheet: isInSheet))
      if isInSheet { Text("In the sheet").accessibilityIdentifier(DemoIdentifiers.sheetMarker) }
      ForEach(DemoScreen.allCases, id: \.self) { target in
        pushButton(target)
      }
      if let path, setup.has(.answerDuringPush) {
        Button("Push Middle, answer during the push") {
          UITestEngineLog.shared.noteActivity()
          path.screens.append(.middle)
          UITestEngineLog.shared.answerDuringTransition(of: UITestEngineLog.shared.stackNavigationController)
        }
        .accessibilityIdentifier(DemoIdentifiers.pushThenAnswer(.middle))
      }
      if !isInSheet {
        Button("Present the sheet") {
          UITestEngineLog.shared.noteActivity()
          isPresentingSheet = true
        }
        .accessibilityIdentifier(DemoIdentifiers.presentSheet)
      }
      Button("Ping") { UITestEngineLog.shared.ping() }.accessibilityIdentifier(DemoIdentifiers.ping)
      Spacer()
    }
    .padding(.top, 24)
    .frame(maxWidth: .infinity)
    .overlay(alignment: .leading) { pushOnTouchDown }
    .navigationTitle(screen.title)
    .background(UITestEngineProbe(setup: setup, isInSheet: isInSheet).frame(width: 0, height: 0))
    .modifier(PushWithoutLink(target: $pushedWithoutLink, setup: setup, isInSheet: isInSheet))
    .sheet(isPresented: $isPresentingSheet) {
      StackContainer { UITestSwiftUIScreen(screen: .editor, setup: setup, isInSheet: true, path: nil) }
    }
    if screen == .editor && setup.guardsEditor {
      let answersDuringPush = setup.has(.answerDuringPush)
      content
        .backGuard(isActive: true) { [confirmation] _ in
          UITestEngineLog.shared.guardAsked()
          if answersDuringPush {
            return await withCheckedContinuation { continuation in
              UITestEngineLog.shared.pendingAnswer = { continuation.resume(returning: $0) }
            }
          }
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

  @MainActor @ViewBuilder private func pushButton(_ target: DemoScreen) -> some View {
    if let path {
      Button("Push \(target.title)") {
        UITestEngineLog.shared.noteActivity()
        path.screens.append(target)
      }
      .accessibilityIdentifier(DemoIdentifiers.push(target))
    } else {
      NavigationLink(destination: UITestSwiftUIScreen(screen: target, setup: setup, isInSheet: isInSheet, path: nil)) {
        Text("Push \(target.title)")
      }
      .accessibilityIdentifier(DemoIdentifiers.push(target))
    }
  }

  /// The push-on-touch-down control at the leading edge, at three quarters of the height (iOS 16+: a push without a
  /// link needs `navigationDestination`).
  @MainActor @ViewBuilder private var pushOnTouchDown: some View {
    if #available(iOS 16, *) {
      GeometryReader { geometry in
        UITestPushOnTouchDown(screen: .editor) {
          if let path { path.screens.append(.editor) } else { pushedWithoutLink = .editor }
        }
        .frame(width: 30, height: 88)
        .position(x: 15, y: geometry.size.height * 0.75)
      }
    }
  }
}

/// Pushes `target` without a link while it is set (iOS 16+'s `navigationDestination(isPresented:)`).
private struct PushWithoutLink: ViewModifier {
  @Binding var target: DemoScreen?
  let setup: DemoSetup
  let isInSheet: Bool

  func body(content: Content) -> some View {
    if #available(iOS 16, *) {
      content.navigationDestination(
        isPresented: Binding(get: { target != nil }, set: { if !$0 { target = nil } })
      ) {
        UITestSwiftUIScreen(screen: target ?? .editor, setup: setup, isInSheet: isInSheet, path: nil)
      }
    } else {
      content
    }
  }
}

/// ``PushOnTouchDownControl`` in SwiftUI.
struct UITestPushOnTouchDown: UIViewRepresentable {
  let screen: DemoScreen
  let push: @MainActor () -> Void

  func makeUIView(context: Context) -> PushOnTouchDownControl {
    PushOnTouchDownControl(screen: screen, push: push)
  }

  func updateUIView(_ control: PushOnTouchDownControl, context: Context) {}
}

/// Finds the `UINavigationController` SwiftUI made for the stack, or the presented sheet, through the public
/// view-controller hierarchy, and records its engines' events. Where BackGuard is used, it installs BackGuard there
/// as an app would (`backNavigation.install()`, `sheetDismissal.install()`), with the setup's back menu policy,
/// so that an unguarded stack and sheet report their departures too. It also tells the idle check that a screen
/// appears or disappears.
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

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      UITestEngineLog.shared.noteActivity()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      UITestEngineLog.shared.noteActivity()
      guard setup.usesBackGuard else { return }
      if let navigationController {
        navigationController.backNavigation.backMenuPolicy = setup.menuPolicy.policy
        navigationController.backNavigation.install()
        UITestEngineLog.shared.observe(navigationController.backNavigation)
        if !isInSheet { UITestEngineLog.shared.stackNavigationController = navigationController }
      }
      guard isInSheet else { return }
      var root: UIViewController = self
      while let parent = root.parent { root = parent }
      // The presented root is the view controller the `.backGuard` modifier puts the sheet's dismissal handling on.
      if root.presentingViewController != nil {
        root.sheetDismissal.install()
        UITestEngineLog.shared.observe(root.sheetDismissal)
      }
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      UITestEngineLog.shared.noteActivity()
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      UITestEngineLog.shared.noteActivity()
    }
  }
}
