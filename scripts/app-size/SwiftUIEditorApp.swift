// A small but real SwiftUI app, measured by `scripts/app-size/run` (ios-app-size): what BackGuard adds to an app that
// guards one editor screen. A list of notes; tapping one shows its editor, whose every route out asks "Discard
// changes?" while the text differs from the saved note. Public API only, as an app's code uses it.
import BackGuardSwiftUI
import SwiftUI

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup { NotesList() }
  }
}

struct NotesList: View {
  @State private var notes = ["Groceries", "Ideas", "Packing list"]

  var body: some View {
    NavigationView {
      List(notes.indices, id: \.self) { index in
        NavigationLink(notes[index]) {
          NoteEditor(savedText: notes[index]) { notes[index] = $0 }
        }
      }
      .navigationTitle("Notes")
    }
    .navigationViewStyle(.stack)
  }
}

struct NoteEditor: View {
  let savedText: String
  let save: (String) -> Void
  @State private var text: String
  @Environment(\.dismiss) private var dismiss

  init(savedText: String, save: @escaping (String) -> Void) {
    self.savedText = savedText
    self.save = save
    _text = State(initialValue: savedText)
  }

  var body: some View {
    TextEditor(text: $text)
      .navigationTitle(savedText)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            save(text)
            dismiss()
          }
        }
      }
      // Every route out asks first: back button, long-press menu, edge swipe, VoiceOver escape, ⌘[.
      .backGuard(isActive: text != savedText, confirm: "Discard changes?")
  }
}
