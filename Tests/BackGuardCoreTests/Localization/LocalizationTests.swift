@_spi(TestKit) import BackGuardCore
import Foundation
import Testing

/// BackGuard's own words come from its localized resources, in every shipped language.
@Suite("BackGuard's own words are localized", .misusesStayInTheTest)
struct LocalizationTests {
  @Test(
    "An extra choice's title follows SwiftUI's Text: a key unless made verbatim; UIKit's alert shows it as the app gave it"
  )
  func extraChoiceTitlesFollowOneRule() {
    let keyed = BackConfirmationAction("confirm.saveDraft") { .allow }
    let verbatim = BackConfirmationAction(verbatim: "Entwurf sichern") { .allow }
    #expect(!keyed.isVerbatim, "looked up in the app's bundle in SwiftUI, like ask(_:)'s LocalizedStringKey")
    #expect(verbatim.isVerbatim)
    let titles = ReadyConfirmation.buttons(discardTitle: "Discard", cancelTitle: "Cancel", actions: [keyed, verbatim])
      .map(\.title)
    #expect(titles == ["Discard", "confirm.saveDraft", "Entwurf sichern", "Cancel"], "UIKit: as given")
  }

  /// The languages the README promises.
  static let promisedLanguages = ["de", "en", "es", "fr", "ja", "ko", "pt-BR", "vi", "zh-Hans", "zh-Hant"]

  @Test("BackGuard ships exactly the languages the README lists")
  func shippedLanguages() {
    #expect(BackGuardString.shippedLanguages == Self.promisedLanguages)
  }

  @Test("Every shipped language has every word, none blank and none a raw key", arguments: promisedLanguages)
  func everyWordInEveryLanguage(language: String) {
    for word in BackGuardString.allCases {
      let text = word.localized(forLanguage: language)
      #expect(text != nil, "\(language) lacks \(word.rawValue)")
      #expect(text?.allSatisfy(\.isWhitespace) == false, "\(language) has a blank \(word.rawValue)")
      #expect(text != word.rawValue, "\(language) shows the key \(word.rawValue)")
    }
  }

  @Test("Every language file holds BackGuard's words and nothing else", arguments: promisedLanguages)
  func noStaleOrMisspelledKeys(language: String) throws {
    let keys = try Self.keys(inLanguage: language)
    #expect(keys == Set(BackGuardString.allCases.map(\.rawValue)))
  }

  @Test("The English words are the ones the API documents: Discard, Cancel, Back")
  func englishWords() {
    #expect(BackGuardString.discard.localized(forLanguage: "en") == "Discard")
    #expect(BackGuardString.cancel.localized(forLanguage: "en") == "Cancel")
    #expect(BackGuardString.back.localized(forLanguage: "en") == "Back")
  }

  @Test(
    "No other language is English left untranslated",
    arguments: promisedLanguages.filter { $0 != BackGuardString.developmentLanguage })
  func translated(language: String) throws {
    for word in BackGuardString.allCases {
      let text = try #require(word.localized(forLanguage: language), "\(language) lacks \(word.rawValue)")
      #expect(text != word.localized(forLanguage: "en"), "\(language): \(word.rawValue)")
    }
  }

  @Test("The app's language gives one of the shipped words, never a raw key")
  func currentLanguage() {
    for word in BackGuardString.allCases {
      let shipped = Set(Self.promisedLanguages.compactMap { word.localized(forLanguage: $0) })
      #expect(shipped.contains(word.localized), "\(word.localized) for \(word.rawValue)")
    }
  }

  @Test("A language BackGuard does not ship has no words of its own")
  func unknownLanguage() {
    #expect(BackGuardString.discard.localized(forLanguage: "xx") == nil)
    #expect(BackGuardString.back.localized(forLanguage: "ar") == nil)
  }

  /// The keys of one language's `Localizable.strings` in the source tree, read as the property list it is.
  static func keys(inLanguage language: String) throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/BackGuardCore/Resources/\(language).lproj/Localizable.strings")
    let table = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    return Set(try #require(table as? [String: String]).keys)
  }
}
