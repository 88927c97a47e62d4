/// What happens to the back button's long-press history menu on screens where a guard is in reach.
///
/// UIKit's own menu pops with `popToViewController(_:animated:)` and asks no delegate first, so on a plain
/// `UINavigationController` its picks pass every guard. Routing the menu through the guards needs a back item of
/// BackGuard's (`backBarButtonItem`), and Apple documents that `backButtonDisplayMode` is ignored while that property is
/// set: `.minimal`, `.generic` and UIKit's shortening of long titles are then lost. So the choice is the app's,
/// per navigation controller, and the default keeps UIKit's look.
///
/// ```swift
/// navigationController.backNavigationGuard.backMenuPolicy = .guarded
/// ```
public enum BackMenuPolicy: Hashable, Sendable, CaseIterable {
  /// UIKit's own back button and menu, untouched (the default). A pick is not asked about on a plain controller;
  /// `BackGuardNavigationController` sees it as `popToViewController` and reports it as
  /// ``ProgrammaticCall/popTo``, asking only guards that set ``ScreenGuard/guardsProgrammaticPops``.
  case system
  /// From the first guarded screen up, back buttons get BackGuard's back item, whose menu asks the guards
  /// (``BackSource/backMenu``). The back button then shows its full title, or the localized "Back" where the
  /// arrow-only or generic style was asked for: `backButtonDisplayMode` does not apply to a custom back item.
  case guarded
  /// From the first guarded screen up, back buttons get BackGuard's back item with no menu at all, so no pick can go
  /// past a guard. The look changes as with ``guarded``.
  case hiddenWhileGuarded

  /// Whether a back button gets BackGuard's own back item under this policy.
  ///
  /// - Parameter routingNeeded: The engine's answer for that back button
  ///   (``BackNavigationEngine/backMenusNeedingRouting()``).
  /// - Returns: `true` if the adapter replaces the back item; `false` if UIKit's own stays.
  public func replacesBackItem(routingNeeded: Bool) -> Bool {
    switch self {
    case .system: false
    case .guarded, .hiddenWhileGuarded: routingNeeded
    }
  }

  /// Whether BackGuard's back item, where there is one, offers the routed menu.
  public var offersMenu: Bool { self == .guarded }
}
