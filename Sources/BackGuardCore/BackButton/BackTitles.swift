/// The titles BackGuard shows in the back menus it adds, and whether a screen shows a back button at all: the rules the
/// UIKit adapter applies to its navigation items. Menu titles are never blank: blank menu entries are what the
/// empty-title trick left (docs/UIKitBehavior.md B27). What BackGuard's back item shows is ``BackButtonLook``.
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

  /// Whether a screen that is not the root shows a system back button: it is not hidden, and no leading item of the
  /// app's replaces it (leading items replace it unless they supplement it).
  package static func showsSystemBackButton(
    hidesBackButton: Bool, hasLeadingItems: Bool, leadingItemsSupplementBackButton: Bool
  ) -> Bool {
    !hidesBackButton && (!hasLeadingItems || leadingItemsSupplementBackButton)
  }
}
