/// What happens to the back button's long-press history menu on screens where a guard is in reach.
///
/// UIKit's own menu pops with `popToViewController(_:animated:)` and asks no delegate first, so on a plain
/// `UINavigationController` its picks pass every guard. Routing the menu through the guards needs a back item of
/// BackGuard's (`backBarButtonItem`), and Apple documents that `backButtonDisplayMode` is ignored while that property is
/// set: `.minimal`, `.generic` and UIKit's shortening of long titles are then lost. Apple's own advice for a screen that
/// must not be popped from the menu is to hide the back button, which changes the look more. So the default,
/// `standard`, routes the menu through the guards from the first guarded screen up, and nowhere else: no menu pick
/// can take a guarded screen away unasked. ``system`` keeps UIKit's look and lets picks through.
///
/// ```swift
/// navigationController.backNavigation.backMenuPolicy = .system  // UIKit's look; picks are not asked
/// ```
public enum BackMenuPolicy: Hashable, Sendable, CaseIterable {
  /// UIKit's own back button and menu, untouched. A pick is **not asked**: on a plain controller or a SwiftUI stack
  /// it is not even seen (``ProgrammaticCall/unannounced``); `BackGuardNavigationController` sees it as
  /// `popToViewController` and reports it as ``ProgrammaticCall/popTo``, asking only guards that set
  /// ``ScreenGuard/guardsProgrammaticPops``.
  case system
  /// From the first guarded screen up, back buttons get BackGuard's back item, whose menu asks the guards
  /// (``BackSource/backMenu``). The default. The item shows what the system's button would (`BackButtonLook`: the
  /// title, shortened as UIKit shortens it, or the arrow alone), except on iOS 26 iPads, where an untitled item was
  /// reported to vanish, so it shows "Back" there (ledger B205–B207).
  case guarded
  /// From the first guarded screen up, back buttons get BackGuard's back item with no menu at all, so no pick can go
  /// past a guard. The look changes as with ``guarded``.
  case hiddenWhileGuarded

  /// Whether a back button gets BackGuard's own back item under this policy.
  ///
  /// - Parameter routingNeeded: The engine's answer for that back button
  ///   (`backMenusNeedingRouting()`).
  /// - Returns: `true` if the adapter replaces the back item; `false` if UIKit's own stays.
  package func replacesBackItem(routingNeeded: Bool) -> Bool {
    switch self {
    case .system: false
    case .guarded, .hiddenWhileGuarded: routingNeeded
    }
  }

  /// Whether BackGuard's back item, where there is one, offers the routed menu.
  package var offersMenu: Bool { self == .guarded }
}
