/// The titles BackGuard shows on the back buttons and menus it adds, and whether a screen shows a back button at all:
/// the rules the UIKit adapter applies to its navigation items. Titles are never blank: blank back titles and menu
/// entries are what the empty-title trick left (an empty custom back item can go invisible, wix/react-native-navigation
/// #8277).
package enum BackTitles {
  /// Whether `title` is empty or only whitespace.
  package static func isBlank(_ title: String) -> Bool { title.allSatisfy(\.isWhitespace) }

  /// The first candidate that is not blank, if any: a screen's name for events is its `backGuardScreenName`, else
  /// its navigation item's title, else its title (and its type's name when all are blank).
  package static func firstNonBlank(_ candidates: [String?]) -> String? {
    for case let title? in candidates where !isBlank(title) { return title }
    return nil
  }

  /// The first candidate that is not blank, else the localized "Back" (`BackGuardString/back`).
  ///
  /// - Parameter candidates: A screen's titles in the order they are preferred (for a view controller: its back-button
  ///   title, its navigation item's title, its own title).
  package static func screenTitle(_ candidates: [String?]) -> String {
    firstNonBlank(candidates) ?? BackGuardString.back.localized
  }

  /// The title of BackGuard's back item: the custom title asked for, else the app's own back item's title, else the
  /// title the default style would show (the screen below's title), else the localized "Back" where `.minimal` or
  /// `.generic` was asked for (its item must carry a title, and the arrow-only look cannot be kept).
  ///
  /// - Parameters:
  ///   - appearance: The back-button appearance asked for the screen (``BackButtonStyle/appearance``).
  ///   - appItemTitle: The title of the app's own back item on the screen below, if any.
  ///   - screenBelowTitle: The title of the screen below (``screenTitle(_:)``), read only when needed.
  package static func backItemTitle(
    _ appearance: BackButtonAppearance, appItemTitle: String?, screenBelowTitle: () -> String
  ) -> String {
    if let title = appearance.title, !isBlank(title) { return title }
    if let title = appItemTitle, !isBlank(title) { return title }
    guard appearance.displayMode == .default else { return BackGuardString.back.localized }
    return screenBelowTitle()
  }

  /// The display mode that makes BackGuard's back item look like the system's back button for the default style
  /// (``BackButtonStyle/system``): from iOS 26 the system shows the arrow alone unless the app gave a back title
  /// (docs/UIKitBehavior.md B194); before, the title.
  ///
  /// ```swift
  /// BackTitles.systemLookDisplayMode(in: .iOS26, appSetBackTitle: false)  // .minimal
  /// ```
  ///
  /// - Parameters:
  ///   - era: The iOS era.
  ///   - appSetBackTitle: Whether the app set a back title on the screen below (`backButtonTitle`, or its own back
  ///     item's title).
  /// - Returns: The mode to set on the screen below's navigation item.
  package static func systemLookDisplayMode(
    in era: BackGuardEra, appSetBackTitle: Bool
  ) -> BackButtonAppearance.DisplayMode {
    era >= .iOS26 && !appSetBackTitle ? .minimal : .default
  }

  /// What BackGuard writes on the screen below so that its back item looks like the system's button, for the default
  /// style: `nil` (nothing) before iOS 26 or where the app gave a back title, else the arrow-only display mode.
  ///
  /// - Parameters:
  ///   - era: The iOS era.
  ///   - appBackButtonTitle: The screen below's own `backButtonTitle`, if any.
  ///   - appItemTitle: The title of the app's own back item there, if any.
  /// - Returns: The appearance to apply, or `nil`.
  package static func systemLookAppearance(
    in era: BackGuardEra, appBackButtonTitle: String?, appItemTitle: String?
  ) -> BackButtonAppearance? {
    let appSetBackTitle = [appBackButtonTitle, appItemTitle].contains { $0.map { !isBlank($0) } ?? false }
    let mode = systemLookDisplayMode(in: era, appSetBackTitle: appSetBackTitle)
    return mode == .default ? nil : BackButtonAppearance(displayMode: mode, title: nil)
  }

  /// Whether a screen that is not the root shows a system back button: it is not hidden, and no leading item of the
  /// app's replaces it (leading items replace it unless they supplement it).
  package static func showsSystemBackButton(
    hidesBackButton: Bool, hasLeadingItems: Bool, leadingItemsSupplementBackButton: Bool
  ) -> Bool {
    !hidesBackButton && (!hasLeadingItems || leadingItemsSupplementBackButton)
  }
}
