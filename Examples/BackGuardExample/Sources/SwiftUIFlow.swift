import BackGuardSwiftUI
import SwiftUI
import UIKit

/// The SwiftUI flow: one destination per problem.
struct SwiftUIFlowMenu: View {
  @State private var isComposing = false

  var body: some View {
    List {
      Section("Going back") {
        NavigationLink("Confirm before leaving") { SwiftUIEditorScreen() }
        NavigationLink("Custom leading button, swipe kept") { SwiftUICustomBackScreen() }
        NavigationLink("Arrow-only back button") { SwiftUIArrowOnlyScreen() }
        NavigationLink("Landscape to portrait instead of pop") { SwiftUIPlayerScreen() }
        NavigationLink("Save to the server before leaving") { SwiftUIUploadScreen() }
      }
      Section("Sheets") {
        Button("Guarded sheet") { isComposing = true }
      }
    }
    .navigationTitle("SwiftUI")
    .sheet(isPresented: $isComposing) { SwiftUIComposeSheet() }
    .background(SelfCheckStackFinder().frame(width: 0, height: 0))
  }
}

/// Confirm before leaving: the ready-made confirmation, on every route.
struct SwiftUIEditorScreen: View {
  @State private var text = ""

  var body: some View {
    Form {
      Section(footer: Text("Type something, then go back by any route: tap, long press, swipe, ⌘[ or VoiceOver.")) {
        TextField("Title", text: $text)
      }
    }
    .navigationTitle("Editor")
    .backGuard(isActive: !text.isEmpty, confirm: "Discard changes?", message: "Your text will be lost.")
  }
}

/// A custom leading button that goes through the guard; the edge swipe keeps working although the system back
/// button is hidden.
struct SwiftUICustomBackScreen: View {
  @State private var text = ""
  @StateObject private var confirmation = BackConfirmation()

  var body: some View {
    Form {
      Section(footer: Text("The back button is hidden; swipe from the edge or tap Cancel.")) {
        TextField("Message", text: $text)
      }
    }
    .navigationTitle("Custom button")
    .navigationBarBackButtonHidden(true)
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        GuardedBackButton("Cancel")
      }
    }
    .backGuard(isActive: !text.isEmpty) { attempt in
      let title: LocalizedStringKey = attempt.source == .customBackButton ? "Cancel this message?" : "Discard message?"
      return await confirmation.ask(title, discardTitle: "Discard", cancelTitle: "Keep Editing")
    }
    .backConfirmation(confirmation)
  }
}

/// An arrow-only back button. SwiftUI's own way on iOS 16+ is the editor toolbar role; the UIKit tab shows
/// BackGuard's `backButtonStyle = .minimal`, which keeps the long-press menu readable.
struct SwiftUIArrowOnlyScreen: View {
  var body: some View {
    if #available(iOS 16, *) {
      NavigationLink("Open the next screen") { Text("Its back button is an arrow only.").toolbarRole(.editor) }
        .navigationTitle("A long screen title")
    } else {
      Text("On iOS 15, see the UIKit tab.")
    }
  }
}

/// A video player: in landscape, going back first turns the phone's interface back to portrait.
struct SwiftUIPlayerScreen: View {
  @Environment(\.verticalSizeClass) private var verticalSizeClass

  var body: some View {
    ZStack {
      Color.black.ignoresSafeArea()
      Text(verticalSizeClass == .compact ? "Landscape: back turns to portrait" : "Rotate to landscape")
        .foregroundColor(.white)
    }
    .navigationTitle("Player")
    .backGuard(isActive: verticalSizeClass == .compact) { _ in
      OrientationControl.rotateToPortrait()
      return .deny
    }
  }
}

/// Saves to the server before leaving; stays on failure.
struct SwiftUIUploadScreen: View {
  @State private var text = ""
  @State private var isSaving = false
  @State private var failure: String?

  var body: some View {
    Form {
      TextField("Draft", text: $text)
      if isSaving { ProgressView("Saving…") }
      if let failure { Text(failure).foregroundColor(.red) }
    }
    .navigationTitle("Upload")
    .backGuard(isActive: !text.isEmpty) { _ in
      isSaving = true
      defer { isSaving = false }
      do {
        try await ExampleAPI.save(text)
        return .allow
      } catch {
        failure = "Not saved: \(error.localizedDescription). Try again."
        return .deny
      }
    }
  }
}

/// A guarded sheet: its swipe-down and its Cancel button ask first; Discard dismisses it once.
struct SwiftUIComposeSheet: View {
  @State private var message = ""

  var body: some View {
    StackContainer {
      Form {
        Section(footer: Text("Type something, then swipe the sheet down.")) {
          TextField("Message", text: $message)
        }
      }
      .navigationTitle("New message")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          GuardedBackButton("Cancel")
        }
      }
      .backGuard(isActive: !message.isEmpty, confirm: "Discard message?")
    }
  }
}

/// Turns the interface to portrait, the public way (iOS 16+).
@MainActor
enum OrientationControl {
  static func rotateToPortrait() {
    guard #available(iOS 16, *) else { return }
    for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
      scene.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
      scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
    }
  }
}

/// A stand-in for the app's server.
enum ExampleAPI {
  struct Offline: LocalizedError {
    var errorDescription: String? { "the server did not answer" }
  }

  /// Pretends to save; fails when the text contains "fail", to show the guard keeping the screen.
  static func save(_ text: String) async throws {
    try await Task.sleep(nanoseconds: 800_000_000)
    if text.localizedCaseInsensitiveContains("fail") { throw Offline() }
  }
}
