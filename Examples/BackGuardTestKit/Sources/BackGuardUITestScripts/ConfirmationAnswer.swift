/// How a person answers the "Discard changes?" confirmation.
public enum ConfirmationAnswer: String, Hashable, Sendable, Codable {
  /// The destructive button: the screen leaves.
  case discard
  /// The cancel button: the screen stays.
  case keepEditing

  /// The button's title in the example app.
  public var buttonTitle: String { self == .discard ? DemoIdentifiers.discardButton : DemoIdentifiers.keepButton }
}
