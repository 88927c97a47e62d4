// The README's first SwiftUI example: an `@Observable` router (iOS 17), as router-driven apps hold their path.
// CI compiles it against the real iOS SDK (`.ci/run`, `check_snippet`). The iOS 17.0 SDK's `@Observable` declaration
// does not match the Swift 6.3 macro plugin on Linux, so there the class is checked with `@Observable` written as
// its conformance, `: Observable`; every BackGuard and SwiftUI call below is type-checked as written.
#if canImport(UIKit) && canImport(SwiftUI)
  import BackGuardSwiftUI
  import Observation
  import SwiftUI
  import UIKit

  // MARK: README: SwiftUI, a path-driven stack whose router asks first

  enum Route: Hashable {
    case thread(Int)
    case reply(Int)
    case settings
  }

  @available(iOS 17, *)
  @MainActor @Observable final class Router {  // iOS 17; on 15 and 16 an ObservableObject, the same methods
    var path: [Route] = []
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

  @available(iOS 17, *)
  struct InboxApp: View {
    @State private var router = Router()

    var body: some View {
      NavigationStack(path: $router.path) {
        ThreadList()  // its views take the router by @Environment(Router.self)
          .navigationDestination(for: Route.self) { route in
            switch route {
            case .thread(let id): ThreadView(id: id)
            case .reply(let id): ReplyEditor(threadID: id)
            case .settings: Text("Settings")
            }
          }
      }
      .backGuardStack(router.stack)
      .environment(router)
      .onOpenURL { url in
        guard let id = Int(url.lastPathComponent) else { return }
        // A deep link asks first: a reply with unsaved text is not thrown away unasked.
        Task { await router.replace(with: [.thread(id)]) }
      }
    }
  }

  @available(iOS 17, *)
  struct ThreadList: View {
    @Environment(Router.self) private var router

    var body: some View {
      List(1..<4) { id in
        Button("Thread \(id)") { router.push(.thread(id)) }
      }
    }
  }

  @available(iOS 17, *)
  struct ThreadView: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
      VStack {
        Button("Reply") { router.push(.reply(id)) }
        Button("Back to the inbox") { Task { await router.popToRoot() } }
      }
    }
  }

  // A stand-in for the README's ReplyEditor (SwiftUISnippets.swift), so this file compiles on its own.
  struct ReplyEditor: View {
    let threadID: Int
    @State private var text = ""

    var body: some View {
      TextEditor(text: $text)
        .backGuard(isActive: !text.isEmpty, confirm: "Discard reply?")
    }
  }
#endif
