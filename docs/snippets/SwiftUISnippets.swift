// The SwiftUI and sheet snippets shown in README.md and docs/Recipes.md, compiled against the real iOS SDK:
//   ../shared/tools/ios-sdk-check --file docs/snippets/SwiftUISnippets.swift
// Each `// MARK: README` section holds the code of a README block (the README may leave lines out or shorten a
// comment), each `// MARK: Recipes` section a block of docs/Recipes.md. `ReadmeTextTests` fails when the README shows
// a line of Swift that no snippet file has.
#if canImport(UIKit) && canImport(SwiftUI)
  import BackGuardSwiftUI
  import SwiftUI
  import UIKit

  // Stand-ins for the app's own code, so the snippets compile.
  @MainActor final class Draft: ObservableObject {
    @Published var text = ""
    nonisolated init() {}
    var hasChanges: Bool { !text.isEmpty }
    func upload() async throws {}
  }

  // MARK: SwiftUIAndSheets: the same router as an ObservableObject, for iOS 15 and 16 (the README shows the
  // @Observable one, ObservableRouterSnippets.swift)

  enum Route: Hashable {
    case thread(Int)
    case reply(Int)
    case settings
  }

  @MainActor final class Router: ObservableObject {
    @Published var path: [Route] = []
    let stack = BackGuardStack()  // connected by .backGuardStack(router.stack)

    nonisolated init() {}

    func push(_ route: Route) { path.append(route) }

    // Each asks the guards of the screens that would go, top first, and changes the path once on approval.
    func pop() async { await stack.pop { self.path.removeLast() } }
    func popToRoot() async { await stack.popToRoot { self.path.removeAll() } }
    func replace(with newPath: [Route]) async {
      // Only the screens past the common start are asked: a reply being written under the same thread stays.
      await stack.replace(path, with: newPath) { self.path = newPath }
    }
  }

  @available(iOS 16, *)
  struct InboxApp: View {
    @StateObject private var router = Router()

    var body: some View {
      NavigationStack(path: $router.path) {
        ThreadList()
          .navigationDestination(for: Route.self) { route in
            switch route {
            case .thread(let id): ThreadView(id: id)
            case .reply(let id): ReplyEditor(threadID: id)
            case .settings: Text("Settings")
            }
          }
      }
      .backGuardStack(router.stack)
      .environmentObject(router)
      .onOpenURL { url in
        guard let id = Int(url.lastPathComponent) else { return }
        // A deep link asks first: a reply with unsaved text is not thrown away unasked.
        Task { await router.replace(with: [.thread(id)]) }
      }
    }
  }

  struct ThreadList: View {
    @EnvironmentObject private var router: Router

    var body: some View {
      List(1..<4) { id in
        Button("Thread \(id)") { router.push(.thread(id)) }
      }
    }
  }

  struct ThreadView: View {
    let id: Int
    @EnvironmentObject private var router: Router

    var body: some View {
      VStack {
        Button("Reply") { router.push(.reply(id)) }
        Button("Back to the inbox") { Task { await router.popToRoot() } }
      }
    }
  }

  // MARK: README: SwiftUI, in the guarded screen, requestBack instead of dismiss

  struct ReplyEditor: View {
    let threadID: Int
    @State private var text = ""

    var body: some View {
      TextEditor(text: $text)
        .navigationBarBackButtonHidden(true)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            // Not `@Environment(\.dismiss)`: dismiss() leaves unasked (debug builds report it as lost work).
            GuardedBackButton("Cancel")
          }
        }
        // After .toolbar, so the button is inside this guard. The back button, swipes, the back menu, ⌘[,
        // VoiceOver's escape and the router's pop, popToRoot and replace all ask this one question.
        .backGuard(isActive: !text.isEmpty, confirm: "Discard reply?")
    }
  }

  // MARK: README: SwiftUI, a button that pops without awaiting

  @available(iOS 16, *)
  struct StateArrayApp: View {
    @State private var path: [Int] = []
    @State private var stack = BackGuardStack()

    var body: some View {
      NavigationStack(path: $path) {
        Button("Open") { path.append(1) }
          .navigationDestination(for: Int.self) { _ in
            ReplyEditor(threadID: 1)
          }
          .toolbar {
            // The synchronous form: returns at once (.pending while the question shows).
            Button("Close all") { stack.popToRoot { path.removeAll() } }
          }
      }
      .backGuardStack(stack)
    }
  }

  // MARK: README: SwiftUI, a NavigationPath, replaced for a deep link

  @available(iOS 16, *)
  @MainActor final class PathRouter: ObservableObject {
    @Published var path = NavigationPath()
    let stack = BackGuardStack()

    nonisolated init() {}

    // A NavigationPath's elements cannot be compared: every screen above the root is asked.
    func openSettings() async -> BackOutcome {
      await stack.replace(keeping: 0) { self.path = NavigationPath([Route.settings]) }
    }
  }

  // MARK: README: SwiftUI, confirm before leaving

  @available(iOS 16, *)
  struct NotesList: View {
    var body: some View {
      NavigationStack {
        NavigationLink("New note") { NoteEditor() }
      }
    }
  }

  struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
      TextEditor(text: $text)
        .navigationTitle("Note")
        // Every route out asks first: back button, long-press menu, edge swipe, iOS 26 content swipe,
        // VoiceOver escape, ⌘[ and, in a sheet, the swipe-down.
        .backGuard(isActive: !text.isEmpty, confirm: "Discard changes?")
    }
  }

  // MARK: Recipes: SwiftUI, your own question, told the route

  struct ProfileEditor: View {
    @StateObject private var draft = Draft()
    @StateObject private var confirmation = BackConfirmation()

    var body: some View {
      Form { TextField("Name", text: $draft.text) }
        .backGuard(isActive: draft.hasChanges) { attempt in
          // A swipe-down on a sheet is also "going back": the route is named.
          let title: LocalizedStringKey = attempt.source == .sheetDismiss ? "Close without saving?" : "Discard changes?"
          return await confirmation.ask(title, message: "Your edits will be lost.")
        }
        .backConfirmation(confirmation)
    }
  }

  // MARK: README: SwiftUI, a custom left button that keeps the swipe

  struct ComposeView: View {
    @State private var message = ""

    var body: some View {
      TextField("Message", text: $message)
        .navigationBarBackButtonHidden(true)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            GuardedBackButton("Cancel")  // the same guard as the swipe, which keeps working
          }
        }
        // After .toolbar, so the button is inside this guard.
        .backGuard(isActive: !message.isEmpty, confirm: "Discard message?")
    }
  }

  // MARK: README: SwiftUI, landscape to portrait instead of going back

  struct VideoPlayerScreen: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
      Color.black
        .backGuard(isActive: verticalSizeClass == .compact) { _ in
          rotateToPortrait()
          return .deny  // stay; the next back goes back
        }
    }

    @MainActor private func rotateToPortrait() {
      guard #available(iOS 16, *) else { return }
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      for scene in scenes { scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) }
    }
  }

  // MARK: README: SwiftUI, calling an API before leaving

  struct UploadingEditor: View {
    @StateObject private var draft = Draft()

    var body: some View {
      TextEditor(text: $draft.text)
        .backGuard(isActive: draft.hasChanges) { _ in
          do {
            try await draft.upload()  // the screen leaves once this returns
            return .allow
          } catch {
            return .deny
          }
        }
    }
  }

  // MARK: README: SwiftUI, a guarded sheet

  struct Inbox: View {
    @State private var isComposing = false

    var body: some View {
      Button("Compose") { isComposing = true }
        .sheet(isPresented: $isComposing) {
          ComposeSheet()  // its swipe-down asks first; Discard dismisses it once
        }
    }
  }

  struct ComposeSheet: View {
    @State private var message = ""

    var body: some View {
      VStack {
        TextField("Message", text: $message)
        GuardedBackButton("Cancel")  // dismisses through the same guard
      }
      .backGuard(isActive: !message.isEmpty, confirm: "Discard message?")
    }
  }

  // MARK: Migration: SwiftUI's own pattern, before

  @available(iOS 16, *)
  struct PostEditorBefore: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var draft = PostDraft()
    @State private var isConfirmingClose = false

    var body: some View {
      NavigationStack {
        TextEditor(text: $draft.text)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") {
                if draft.hasChanges { isConfirmingClose = true } else { dismiss() }
              }
            }
          }
          .confirmationDialog("Discard this post?", isPresented: $isConfirmingClose) {
            Button("Save draft") {
              Task {
                if await draft.saveDraft() { dismiss() }
              }
            }
            Button("Discard", role: .destructive) { dismiss() }
          }
      }
      .interactiveDismissDisabled(draft.hasChanges)  // the swipe-down is blocked, never asked
    }
  }

  // MARK: Migration: SwiftUI's own pattern, after

  @available(iOS 16, *)
  struct PostEditor: View {
    @StateObject private var draft = PostDraft()

    var body: some View {
      NavigationStack {
        TextEditor(text: $draft.text)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              GuardedBackButton("Cancel")  // at the sheet's root: asks, then dismisses the sheet once
            }
          }
          // On the stack's root view, after .toolbar; it applies interactiveDismissDisabled itself.
          .backGuard(
            isActive: draft.hasChanges, confirm: "Discard this post?",
            actions: [BackConfirmationAction("Save draft") { await draft.saveDraft() ? .allow : .deny }])
      }
    }
  }

  @MainActor final class PostDraft: ObservableObject {
    @Published var text = ""
    nonisolated init() {}
    var hasChanges: Bool { !text.isEmpty }
    func saveDraft() async -> Bool { true }
  }

  // MARK: README: UIKit, a guarded sheet

  final class ComposeViewController: UIViewController {
    var hasChanges = false
  }

  final class InboxViewController: UIViewController {
    func compose() {
      let editor = ComposeViewController()
      editor.backGuard = .confirm("Discard message?", when: { [unowned editor] in editor.hasChanges })
      let sheet = UINavigationController(rootViewController: editor)
      sheet.sheetDismissal.install()  // the swipe-down now asks the guards of the sheet's screens
      editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
        systemItem: .cancel,
        primaryAction: UIAction { [unowned sheet] _ in sheet.sheetDismissal.requestDismiss() })
      present(sheet, animated: true)
    }
  }

  // MARK: README: Windows (iPadOS and Mac Catalyst 27)

  struct WindowEditor: View {
    @StateObject private var draft = Draft()

    var body: some View {
      TextEditor(text: $draft.text)
        .backGuard(isActive: draft.hasChanges, confirm: "Discard changes?")
        .backGuardWindowCloseQuestion(
          WindowCloseQuestion(title: String(localized: "Discard changes?"), closeTitle: String(localized: "Discard")))
    }
  }

  // MARK: README: UIKit, keeping the app's own presentation delegate

  final class SheetObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      print("sheet closed")  // still called: BackGuard forwards every delegate call it does not decide
    }
  }

  @MainActor func presentObservedSheet(from presenter: UIViewController, observer: SheetObserver) {
    let sheet = ComposeViewController()
    sheet.backGuard = .confirm("Discard message?", when: { [unowned sheet] in sheet.hasChanges })
    sheet.presentationController?.delegate = observer  // set yours first:
    sheet.sheetDismissal.install()  // install() keeps it and forwards to it
    presenter.present(sheet, animated: true)
  }
#endif
