/// A screen of the example app's UI-test mode. Every screen shows a button to push each other screen, a button to
/// present the sheet and a ping button; the titles are what the navigation bar and the back menu show.
public enum DemoScreen: String, CaseIterable, Hashable, Sendable, Codable {
  /// The root of the stack.
  case root = "Root"
  /// An unguarded screen between the root and the editor, so the back menu has two entries.
  case middle = "Middle"
  /// The screen whose guard asks "Discard changes?" in a guarded setup.
  case editor = "Editor"

  /// The navigation title.
  public var title: String { rawValue }
}
