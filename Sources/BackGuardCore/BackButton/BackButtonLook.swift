/// What a back button shows beside its arrow: a title, the generic "Back", or nothing (the back indicator alone).
///
/// The rule has two halves. ``systemShortening(in:displayMode:backButtonTitle:screenBelowTitle:appItemTitle:)`` says
/// what the system's own back button shows for a screen, era by era (docs/UIKitBehavior.md B205, B206).
/// ``guardedItem(showing:in:onPhone:)`` says how BackGuard's own back item, a custom `backBarButtonItem` that UIKit
/// shows without display mode or shortening (B26, B206), shows the same look, and where it cannot safely (B207).
///
/// ```swift
/// let looks = BackButtonLook.systemShortening(
///   in: .iOS26, displayMode: .default, backButtonTitle: nil, screenBelowTitle: "Notes", appItemTitle: nil)
/// // [.chevronAlone]: from iOS 26 the screen below's title is not used
/// ```
package enum BackButtonLook: Equatable, Sendable {
  /// A specific title: the app's back title, or (before iOS 26) the title of the screen below.
  case title(String)
  /// The generic title, "Back".
  case generic
  /// The back indicator (the chevron) alone.
  case chevronAlone

  /// What the system's own back button shows for a screen, from the most text to the least. UIKit shows the first
  /// that fits the space it has (Apple, `BackButtonDisplayMode.default` and `.generic`); the last always fits.
  ///
  /// - `.minimal`: the indicator alone (documented).
  /// - `.generic`: "Back", else the indicator (documented); from iOS 26 the indicator alone, as `.minimal` (reported,
  ///   react-native-screens #3303).
  /// - `.default`: the back title, the screen below's title, "Back", the indicator (documented); from iOS 26 the
  ///   screen below's title is not used (reported, B194, react-native-screens #3303), so without a back title the
  ///   indicator shows alone.
  /// - An app's own back item with a title shows that title, never shortened (B26; react-native-screens #1589).
  ///
  /// - Parameters:
  ///   - era: The iOS era.
  ///   - displayMode: The display mode of the item below.
  ///   - backButtonTitle: Its `backButtonTitle`, if any.
  ///   - screenBelowTitle: Its title (the navigation item's, else the view controller's), if any.
  ///   - appItemTitle: The title of the app's own `backBarButtonItem` there, if any.
  /// - Returns: The looks in the order UIKit tries them; never empty.
  package static func systemShortening(
    in era: BackGuardEra, displayMode: BackButtonAppearance.DisplayMode, backButtonTitle: String?,
    screenBelowTitle: String?, appItemTitle: String?
  ) -> [BackButtonLook] {
    if let appItemTitle = nonBlank(appItemTitle) { return [.title(appItemTitle)] }
    let genericThenNone: [BackButtonLook] = era >= .iOS26 ? [.chevronAlone] : [.generic, .chevronAlone]
    switch displayMode {
    case .minimal: return [.chevronAlone]
    case .generic: return genericThenNone
    case .default:
      let specific = nonBlank(backButtonTitle) ?? (era >= .iOS26 ? nil : nonBlank(screenBelowTitle))
      guard let specific else { return genericThenNone }
      return [.title(specific), .generic, .chevronAlone]
    }
  }

  /// The first look that fits, as UIKit picks it.
  ///
  /// - Parameters:
  ///   - shortening: The looks from the most text to the least (``systemShortening(in:displayMode:backButtonTitle:screenBelowTitle:appItemTitle:)``).
  ///   - fits: Whether a text fits the space beside the arrow.
  /// - Returns: The first look whose text fits, else the last one (the indicator alone, or an app's item's title,
  ///   which UIKit does not shorten).
  package static func fitting(_ shortening: [BackButtonLook], fits: (String) -> Bool) -> BackButtonLook {
    for (index, look) in shortening.enumerated() where index == shortening.count - 1 || fits(look.text) {
      return look
    }
    return .chevronAlone
  }

  /// The text beside the arrow: empty for the indicator alone.
  package var text: String {
    switch self {
    case .title(let text): text
    case .generic: BackGuardString.back.localized
    case .chevronAlone: ""
    }
  }

  /// The width a back title may take before UIKit would shorten it, as BackGuard estimates it: half of what the bar
  /// leaves beside the centred title, less the indicator and the margins. Apple does not document UIKit's measure;
  /// this one is assumed (docs/UIKitBehavior.md B206).
  ///
  /// - Parameters:
  ///   - barWidth: The navigation bar's width, in points.
  ///   - topTitleWidth: The width of the top screen's title, in points.
  /// - Returns: The room, or `nil` when the bar has no width yet (then nothing is shortened).
  package static func backTitleRoom(barWidth: Double, topTitleWidth: Double) -> Double? {
    guard barWidth > 0 else { return nil }
    return max(0, (barWidth - topTitleWidth) / 2 - indicatorAndMargins)
  }

  /// The points the indicator and the margins take beside a back title (assumed: the chevron and the system's
  /// standard spacing).
  package static let indicatorAndMargins = 40.0

  /// How BackGuard's own back item shows a look: the title it carries, `nil` for the indicator alone.
  ///
  /// A custom `backBarButtonItem` shows its own title whatever the display mode (B26), so the look is carried by the
  /// title. The indicator alone comes from an item without a title only where reports clear it (B207): before iOS 26,
  /// and from iOS 26 on an iPhone. An empty custom back item was reported to vanish on iOS 26 iPads (wix
  /// react-native-navigation #8277), so there, and on any other device from iOS 26, the item keeps a short visible
  /// title, "Back": a look that differs from the system's, never a missing button.
  ///
  /// - Parameters:
  ///   - look: What the system's button would show.
  ///   - era: The iOS era.
  ///   - onPhone: Whether the device is an iPhone (`UIUserInterfaceIdiom.phone`).
  /// - Returns: The item's title, `nil` for none; never an empty string.
  package static func guardedItem(showing look: BackButtonLook, in era: BackGuardEra, onPhone: Bool) -> String? {
    switch look {
    case .title(let text): text
    case .generic: BackGuardString.back.localized
    case .chevronAlone: untitledItemIsReportedVisible(in: era, onPhone: onPhone) ? nil : BackGuardString.back.localized
    }
  }

  /// Whether a custom back item without a title is reported to show the indicator (B207): before iOS 26 everywhere
  /// (WordPress-iOS #1998, react-native-screens #3303), from iOS 26 on an iPhone only (wix #8277).
  package static func untitledItemIsReportedVisible(in era: BackGuardEra, onPhone: Bool) -> Bool {
    era < .iOS26 || onPhone
  }

  private static func nonBlank(_ text: String?) -> String? {
    guard let text, !BackTitles.isBlank(text) else { return nil }
    return text
  }
}
