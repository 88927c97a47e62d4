/// A choice added to BackGuard's ready-made confirmation next to "Discard" and "Cancel", such as "Save Draft".
///
/// Its work decides the outcome: return ``BackDecision/allow`` to leave (saved), or ``BackDecision/deny`` to stay
/// (saving failed, so nothing is lost). While the work runs the attempt stays pending: further taps merge into it
/// and swipes do not begin.
///
/// ```swift
/// editor.backGuard = .confirm(
///   "Discard changes?",
///   actions: [
///     BackConfirmationAction("Save Draft") { [weak editor] in
///       await editor?.saveDraft() == true ? .allow : .deny
///     }
///   ],
///   when: { [unowned editor] in editor.hasChanges })
/// ```
///
/// One rule for its words, the rule of SwiftUI's `Text`: in SwiftUI (`BackConfirmation`, `.backGuard(confirm:)`) a
/// title made with ``init(_:role:perform:)`` is a localization key looked up in your app's main bundle, like the
/// question's own `LocalizedStringKey`; a key with no entry shows as written. ``init(verbatim:role:perform:)`` shows
/// the text as it is. UIKit (`ScreenGuard.confirm`) follows UIKit's convention: it shows the text as given, so pass it
/// localized (`String(localized:)`, `NSLocalizedString`).
public struct BackConfirmationAction: Sendable {
  /// How the button looks.
  public enum Role: Hashable, Sendable {
    /// A plain button.
    case standard
    /// A destructive button.
    case destructive
  }

  /// The button's title, in the app's words: a localization key in SwiftUI unless `isVerbatim`.
  package let title: String
  /// Whether SwiftUI shows ``title`` as it is, instead of looking it up as a key.
  package let isVerbatim: Bool
  /// How the button looks.
  package let role: Role
  /// The work the button starts; its result is the answer to the attempt.
  package let perform: @MainActor @Sendable () async -> BackDecision

  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: How the button looks. Default ``Role/standard``.
  ///   - perform: The work; return ``BackDecision/allow`` to leave, ``BackDecision/deny`` to stay.
  public init(
    _ title: String, role: Role = .standard, perform: @escaping @MainActor @Sendable () async -> BackDecision
  ) {
    self.title = title
    self.isVerbatim = false
    self.role = role
    self.perform = perform
  }

  /// A choice whose title SwiftUI shows as it is, never looked up (text the app localized already, a user's name).
  ///
  /// ```swift
  /// BackConfirmationAction(verbatim: String(localized: "Save Draft")) { await save() ? .allow : .deny }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as it is.
  ///   - role: How the button looks. Default ``Role/standard``.
  ///   - perform: The work; return ``BackDecision/allow`` to leave, ``BackDecision/deny`` to stay.
  public init(
    verbatim title: String, role: Role = .standard,
    perform: @escaping @MainActor @Sendable () async -> BackDecision
  ) {
    self.title = title
    self.isVerbatim = true
    self.role = role
    self.perform = perform
  }

  /// Runs the work and answers the resolution with its result, once. If the attempt ended meanwhile (the stack
  /// changed), the answer is stale and the engine ignores it, as with any late answer.
  ///
  /// - Parameter resolution: The attempt's resolution.
  @MainActor
  package func run(answering resolution: BackResolution) {
    let perform = perform
    Task { @MainActor in
      let decision = await perform()
      resolution.resolve(decision)
    }
  }
}
