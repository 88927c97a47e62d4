@_spi(TestKit) import BackGuardCore

/// A tab bar controller without UIKit: one ``SimulatedNavigationController`` per tab, and the taps of a person.
///
/// Tapping another tab switches to it and leaves every stack as it is. Tapping the selected tab again pops that tab's
/// stack to its root (UIKit's behaviour), through the guards of every screen that would leave
/// (`BackSource/tabReselect`), as the adapter's delegate proxy on a `UITabBarController` does.
///
/// ```swift
/// let tabs = SimulatedTabBarController(tabs: [inbox, settings])
/// inbox.push(SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny }))
/// #expect(tabs.tapTab(0) == .denied)  // the selected tab, tapped again: the editor stays
/// ```
///
/// The proxy is on the tab bar controller only while some tab has a guard above its root, as in the adapter. Then a
/// re-selection of a tab with no guard is still seen, and its pop to the root is named `BackSource/tabReselect`;
/// with no guard in any tab BackGuard does not see the tap, and the pop is named as UIKit's own
/// (`BackRouteTable/unguardedDeparture(by:in:)`).
///
/// A flow that must ask the screens of every tab (a logout, say) uses ``requestLeaveEveryTab(named:revealsEachTab:)``.
@MainActor
public final class SimulatedTabBarController {
  /// The tabs' navigation stacks, in tab order.
  public let tabs: [SimulatedNavigationController]
  /// The index of the selected tab.
  public private(set) var selectedIndex: Int
  /// Plays an iOS 18+ tab bar built from `UITab`s whose delegate lacks the one line
  /// (`tabBarController(_:shouldSelectTab:)` returning `backGuardShouldSelect(tab.viewController)`): UIKit re-selects
  /// and pops to the root without asking BackGuard. Default `false`.
  package var usesTabsWithoutShouldSelectLine = false

  /// Makes a tab bar controller with the first tab selected.
  ///
  /// - Parameter tabs: One navigation stack per tab; at least one.
  public init(tabs: [SimulatedNavigationController]) {
    precondition(!tabs.isEmpty, "A tab bar controller needs at least one tab")
    self.tabs = tabs
    selectedIndex = 0
    for tab in tabs { tab.tabBar = self }
  }

  /// Taps a tab item.
  ///
  /// - Parameter index: The tab.
  /// - Returns: `BackOutcome/allowed` when another tab was selected (nothing leaves; UIKit selects it), else what
  ///   the re-selection did: `BackOutcome/allowed` when it popped to the root, `BackOutcome/denied`,
  ///   `BackOutcome/pending`, `BackOutcome/nothingToGoBackTo` on a root screen, and so on.
  @discardableResult
  public func tapTab(_ index: Int) -> BackOutcome {
    precondition(tabs.indices.contains(index), "No tab \(index)")
    guard index == selectedIndex else {
      selectedIndex = index
      return .allowed
    }
    if usesTabsWithoutShouldSelectLine, tabs[index].profile.era >= .iOS18 {
      return tabs[index].reselectTabUnheard()
    }
    return tabs[index].goBack(by: .tabReselect)
  }

  /// Asks the guards of every tab's screens above its root, one tab at a time, before the app leaves them all (a
  /// logout), as `UITabBarController.requestLeaveEveryTab(named:revealsEachTab:)` does on a phone.
  ///
  /// The selected tab asks first, then the others in tab order. With `revealsEachTab`, a tab whose guards must be
  /// asked is selected first, so the person sees the screen that asks; a deny leaves that tab selected. Each tab's
  /// request is `requestLeave`: a later answer is awaited, a request made while another question is open is held.
  ///
  /// ```swift
  /// if await tabs.requestLeaveEveryTab(named: "logout") == .allowed { app.showLogin() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The route's name (`BackSource/appRequest(_:)`).
  ///   - revealsEachTab: Whether a tab is selected before its guards are asked. Default `true`.
  /// - Returns: `BackOutcome/allowed` when every tab approved (the app then acts), otherwise the first tab's
  ///   refusal: `BackOutcome/denied`, `BackOutcome/cancelled`, and so on.
  public func requestLeaveEveryTab(named name: String, revealsEachTab: Bool = true) async -> BackOutcome {
    await EveryTabRequest.askInTurn(Array(tabs.indices), selected: selectedIndex) { index in
      let tab = tabs[index]
      let screens = tab.stack.dropFirst().map(\.id)
      guard !screens.isEmpty else { return nil }
      if revealsEachTab { selectedIndex = index }
      return await tab.engine.requestLeave(screens, from: .appRequest(name))
    }
  }

  /// Selects a tab from the app's code (`selectedIndex = index`): nothing leaves, and no guard is asked.
  ///
  /// A flow that must ask a screen of another tab (a logout while the editor waits in a background tab) selects
  /// that tab first, so that the question is shown where its screen is, then asks that tab's stack:
  ///
  /// ```swift
  /// tabs.selectTab(1)
  /// tabs.tabs[1].requestLeave(tabs.tabs[1].stack.dropFirst(), named: "logout") { … }
  /// ```
  ///
  /// - Parameter index: The tab.
  public func selectTab(_ index: Int) {
    precondition(tabs.indices.contains(index), "No tab \(index)")
    selectedIndex = index
  }
}
