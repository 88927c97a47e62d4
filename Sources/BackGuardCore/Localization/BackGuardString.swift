import Foundation

/// A word BackGuard itself shows when the app passes none: the ready-made confirmation's buttons, and the fallback
/// title of a back-menu entry or of the ⌘[ key command.
///
/// The words come from BackGuard's own localized resources, never from the app's. Apple's platforms pick their
/// language the way they pick it for UIKit's own back button: the localization the app itself runs in (unless the app
/// allows mixed localizations), so an app that is not localized into Korean does not get Korean buttons under an
/// English title. An app's own titles always win: pass them to `.confirm(discardTitle:cancelTitle:)` or
/// `.backGuard(isActive:confirm:discardTitle:cancelTitle:)`.
///
/// Use them to give your own alert the same words as BackGuard's:
///
/// ```swift
/// alert.addAction(UIAlertAction(title: BackGuardString.discard.localized, style: .destructive) { _ in leave() })
/// ```
///
/// Shipped languages: English, Korean, Simplified and Traditional Chinese, Vietnamese, Japanese, German, French,
/// Spanish and Brazilian Portuguese (``shippedLanguages``).
@_spi(TestKit) public enum BackGuardString: String, CaseIterable, Sendable {
  /// The destructive button of the ready-made confirmation, which leaves the screen: "Discard".
  case discard = "confirmation.discard"
  /// The button of the ready-made confirmation that stays: "Cancel".
  case cancel = "confirmation.cancel"
  /// A back-menu entry for a screen without a title, and the ⌘[ command when UIKit offers none: "Back".
  case back = "navigation.back"

  /// The language every other one falls back to, and the one whose file lists every word.
  package static let developmentLanguage = "en"

  /// The localizations BackGuard ships, as identifiers such as `"ko"`, `"zh-Hant"` or `"pt-BR"`, sorted.
  ///
  /// ```swift
  /// BackGuardString.shippedLanguages.contains("vi")  // true
  /// ```
  package static var shippedLanguages: [String] {
    // An insertion sort, stable like `sorted()`: a handful of names, and no copy of the stable sort for String in
    // the app.
    var languages: [String] = []
    for folder in Bundle.module.localizations where folder != "Base" {
      languages.append(canonicalIdentifier(folder))
      var index = languages.count - 1
      while index > 0, languages[index] < languages[index - 1] {
        languages.swapAt(index, index - 1)
        index -= 1
      }
    }
    return languages
  }

  /// The word in the language the system chose for the app, or in English when that language lacks it.
  ///
  /// ```swift
  /// UIAlertAction(title: BackGuardString.cancel.localized, style: .cancel)
  /// ```
  @_spi(TestKit) public var localized: String {
    // An absent key comes back as `value`; the English word (never the raw key) stands in for a missing translation.
    let missing = "\u{0}"
    let value = Bundle.module.localizedString(forKey: rawValue, value: missing, table: nil)
    return value != missing ? value : (localized(forLanguage: Self.developmentLanguage) ?? rawValue)
  }

  /// The word in one shipped language, without falling back to another.
  ///
  /// ```swift
  /// BackGuardString.back.localized(forLanguage: "ja")  // "戻る"
  /// ```
  ///
  /// - Parameter language: A localization identifier from ``shippedLanguages``.
  /// - Returns: The word, or `nil` when BackGuard does not ship `language` or its file lacks the word.
  package func localized(forLanguage language: String) -> String? {
    // SwiftPM's command-line build writes `zh-Hans.lproj` as `zh-hans.lproj`, and a path lookup is case-sensitive.
    guard
      let path = Bundle.module.path(forResource: language, ofType: "lproj")
        ?? Bundle.module.path(forResource: language.lowercased(), ofType: "lproj"),
      let bundle = Bundle(path: path)
    else { return nil }
    let missing = "\u{0}"
    let value = bundle.localizedString(forKey: rawValue, value: missing, table: nil)
    return value != missing ? value : nil
  }

  /// `zh-hans` as `zh-Hans` and `pt-br` as `pt-BR`: the BCP 47 casing of a script (four letters) and a region (two).
  static func canonicalIdentifier(_ folderName: String) -> String {
    // Foundation's `components(separatedBy:)` rather than `split`, whose copy specialized for String is large.
    var identifier = ""
    for part in folderName.components(separatedBy: "-") where !part.isEmpty {
      if identifier.isEmpty {
        identifier = part.lowercased()
      } else {
        identifier +=
          "-" + (part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased())
      }
    }
    return identifier
  }
}
