/// What a host wires for its stack, and the back-button look it applies: rules the host reads, not routes.
extension BackNavigationEngine {
  /// For each screen in the stack, root first, whether the back button it shows must offer a back menu whose picks
  /// come to `requestBack(from:to:animated:)`.
  ///
  /// UIKit's own menu pops through `popToViewController(_:animated:)` without asking `navigationBar(_:shouldPop:)`
  /// (docs/UIKitBehavior.md), so it would pass every guard. A pick on a screen's menu can remove any screen from the
  /// one above the root up to that screen, so from the first screen with a guard upward, every back button needs the
  /// routed menu. A guard counts even while it is not engaged: it may become engaged between the time the host sets
  /// up its back buttons and the pick.
  ///
  /// - Returns: One flag per screen; the root's is always `false` (it shows no back button).
  package func backMenusNeedingRouting() -> [Bool] {
    wiring().routedBackMenus
  }

  /// What the host must wire for the stack as it is now: the screens whose own back routes need BackGuard, the back
  /// menus that must go through the guards, and whether the swipes need the gate. Everything else stays as UIKit and
  /// the app made it.
  ///
  /// - Returns: The wiring; empty without a host.
  package func wiring() -> BackWiring {
    guard let (facts, _) = enter() else { return BackWiring(guardedScreens: [], needsSwipeGate: false) }
    let stack = facts.screens
    var topOptions = ScreenBackOptions()
    let guarded = stack.indices.map { index in
      guard index > 0 else { return false }
      let options = facts.backOptions(for: stack[index])
      if index == stack.count - 1 { topOptions = options }
      return options.backGuard != nil
    }
    let topSetsItsOwnSwipe = guarded.last == true || topOptions.setsItsOwnSwipe
    return BackWiring(
      guardedScreens: guarded, needsSwipeGate: stack.count >= 2 && (topSetsItsOwnSwipe || state.phase.waiting != nil))
  }

  /// The back-button look a screen asked for, or the app default, ready for an adapter to apply.
  ///
  /// A blank custom title becomes the arrow-only style and is reported as a misuse, once per screen: blank titles
  /// leave blank entries in the long-press menu. Hosts may ask on every refresh.
  ///
  /// - Parameter screen: The screen whose back button this is (the screen that shows it).
  /// - Returns: The display mode and title to set on the navigation item that becomes the back item.
  package func backButtonAppearance(for screen: ScreenID) -> BackButtonAppearance {
    let override = enter()?.facts.backOptions(for: screen).backButtonStyle
    let appearance = BackButtonStyle.effective(override).appearance
    if appearance.wasBlank, record.blankTitlesReported.insert(screen).inserted { reportMisuse(.blankBackButtonTitle) }
    return appearance
  }
}
