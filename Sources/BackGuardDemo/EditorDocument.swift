/// The Editor screen's model: the unsaved changes its guard looks at.
///
/// ```swift
/// let document = EditorDocument()
/// document.edit()
/// document.hasUnsavedChanges  // true: leaving the Editor now asks first
/// ```
@MainActor
final class EditorDocument {
  /// Edits made since the last save.
  private(set) var unsavedEdits = 0

  /// Whether leaving would lose work. The guard takes part only while this is `true`.
  var hasUnsavedChanges: Bool { unsavedEdits > 0 }

  /// Makes one change.
  func edit() { unsavedEdits += 1 }

  /// Saves: nothing is left to lose.
  func save() { unsavedEdits = 0 }
}
