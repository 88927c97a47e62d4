import BackGuardCore

/// A tab bar controller without UIKit: one ``SimulatedNavigationController`` per tab, and the taps of a person.
///
/// Tapping another tab switches to it and leaves every stack as it is. Tapping the selected tab again pops that tab's
/// stack to its root (UIKit's behaviour), through the guards of every screen that would leave
/// (`BackSource/tabReselect`).
///
/// ```swift
/// let tabs = SimulatedTabBarController(tabs: [inbox, settings])
/// inbox.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }))
/// #expect(tabs.tapTab(0) == .denied)  // the selected tab, tapped again: the editor stays
/// ```
@MainActor
public final class SimulatedTabBarController {
  /// The tabs' navigation stacks, in tab order.
  public let tabs: [SimulatedNavigationController]
  /// The index of the selected tab.
  public private(set) var selectedIndex: Int

  /// Makes a tab bar controller with the first tab selected.
  ///
  /// - Parameter tabs: One navigation stack per tab; at least one.
  public init(tabs: [SimulatedNavigationController]) {
    precondition(!tabs.isEmpty, "A tab bar controller needs at least one tab")
    self.tabs = tabs
    selectedIndex = 0
  }

  /// The selected tab's navigation stack.
  public var selectedTab: SimulatedNavigationController { tabs[selectedIndex] }

  /// Taps a tab item.
  ///
  /// - Parameter index: The tab.
  /// - Returns: `nil` when another tab was selected (nothing leaves), else what the re-selection did.
  @discardableResult
  public func tapTab(_ index: Int) -> BackOutcome? {
    precondition(tabs.indices.contains(index), "No tab \(index)")
    guard index == selectedIndex else {
      selectedIndex = index
      return nil
    }
    return tabs[index].reselectTab()
  }
}
