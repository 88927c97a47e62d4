/// Names of screens for logs and analytics, as their adapter last knew them: a view controller's
/// `backGuardScreenName` or title, a SwiftUI destination's `screenName`, a simulated screen's title.
///
/// Events carry opaque ``ScreenID``s so the engine never keeps a screen alive; this book maps them back to names,
/// also after the screen is gone:
///
/// ```swift
/// engine.observe { event in
///   if case .screensLeft(let screens, let source, _) = event {
///     analytics.log("left", screens.compactMap(\.name), "by", source)
///   }
/// }
/// ```
@MainActor
package enum ScreenNames {
  /// How many names are kept; past that, the oldest screens' names are forgotten first.
  package static let capacity = 1_024

  private static var names: [ScreenID: String] = [:]

  /// The name last recorded for `screen`, if any.
  ///
  /// - Parameter screen: The screen, from an event or an attempt.
  /// - Returns: Its name, or `nil` if none was recorded or it was forgotten.
  package static func name(of screen: ScreenID) -> String? { names[screen] }

  // `allSatisfy(\.isWhitespace)`, as a plain loop: a main-actor closure given to the standard library gets a run-time
  // isolation check (Swift 6 mode).
  private nonisolated static func isBlank(_ name: String) -> Bool {
    for character in name where !character.isWhitespace { return false }
    return true
  }

  /// Records (or, with `nil`, forgets) a screen's name. Adapters and the simulator call this; apps may too.
  ///
  /// - Parameters:
  ///   - name: The name; blank names are not recorded.
  ///   - screen: The screen.
  package static func record(_ name: String?, for screen: ScreenID) {
    guard let name, !isBlank(name) else {
      names[screen] = nil
      return
    }
    guard names[screen] != name else { return }
    names[screen] = name
    if names.count > capacity {
      // Identities grow with time, so the smallest are the oldest screens. They are found by repeated `min()`, not
      // by sorting: this runs once per `capacity / 4` new names, and a sort would put a copy of the sort code for
      // ScreenID into the app.
      for _ in 0..<(names.count - capacity * 3 / 4) {
        if let oldest = names.keys.min(by: { $0.rawValue < $1.rawValue }) { names[oldest] = nil }
      }
    }
  }
}

extension ScreenID {
  /// The screen's name for logs and analytics (`ScreenNames`), or `nil`.
  @MainActor public var name: String? { ScreenNames.name(of: self) }
}
