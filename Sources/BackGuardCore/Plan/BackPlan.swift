/// Which UIKit callback hears each way out of a stack, as the stack is now: the one statement of BackGuard's wiring.
///
/// The UIKit adapter puts on the stack exactly the hooks the plan names, the simulator plays UIKit calling exactly
/// those hooks, and the route table, the README and the adapter's diagnostics are read off it. None of them restates
/// which hook serves which route in which setup and era.
///
/// ```swift
/// let plan = engine.wiring().plan(in: .init(setup: .swiftUI, era: .iOS18))
/// plan.hearing(of: .zoomDismiss)  // .uikit(.interactive(nil)): SwiftUI's zoom offers no hook
/// ```
package struct BackPlan: Equatable, Sendable {
  /// The setup, era and policies.
  package let configuration: BackRouteTable.Configuration
  /// The stack's guards and whether the swipes need the gate.
  package let wiring: BackWiring

  /// A BackGuard hook: the one place where a UIKit callback becomes a call to the engine.
  package enum Hook: Equatable, Sendable {
    /// `navigationItem.backAction` on the top screen (iOS 16+).
    case backAction
    /// The subclass's `navigationBar(_:shouldPop:)`.
    case barQuestion
    /// The menu of BackGuard's back item.
    case backItemMenu
    /// The subclass's override of `popViewController`, `popToViewController` or `popToRootViewController`, which
    /// UIKit's own call reaches: the engine hears it as `programmatic(call)`.
    case popOverride(ProgrammaticCall)
    /// The swipe recognizers' delegate proxy.
    case swipeGate
    /// The subclass's `accessibilityPerformEscape()` override.
    case escapeOverride
    /// An escape block on the guarded screen's view or on the controller (iOS 17+).
    case escapeBlock
    /// The opt-in process-wide VoiceOver hook (iOS 15 and 16).
    case voiceOverHook
    /// The subclass's own ⌘[ in place of UIKit's.
    case subclassKeyCommand
    /// A ⌘[ key command on the guarded top screen, found first along the responder chain.
    case screenKeyCommand
    /// The app's call (`requestBack()` from its own back button, `requestLeave`).
    case appCall
    /// The presentation controller's delegate proxy of a sheet.
    case sheetDelegate
    /// The tab bar controller's delegate proxy.
    case tabBarProxy
    /// The zoom options' `interactiveDismissShouldBegin`, which the app wires to `shouldBeginZoomDismiss()`.
    case zoomOptions
    /// The window scene's `closureConfirmation` (iOS 27), set while a guard in the window is engaged.
    case windowClosure
  }

  /// What UIKit does on its own, when no hook of BackGuard's hears a route.
  package enum UIKitPop: Equatable, Sendable {
    /// A pop through one of the controller's methods.
    case call(ProgrammaticCall)
    /// An interactive pop, which the adapter recognizes after the fact by the recognizer driving it (`nil`: none).
    case interactive(BackSource?)
    /// The window closes with its screens, and no event tells of it.
    case windowClosed
  }

  /// Who hears a route.
  package enum Hearing: Equatable, Sendable {
    /// A hook of BackGuard's: the engine decides.
    case hook(Hook)
    /// UIKit acts alone; the engine learns of it after the fact.
    case uikit(UIKitPop)
    /// BackGuard took the route away (a back menu removed while a guard is in reach).
    case hidden
    /// The route does not exist here.
    case unavailable
  }

  /// Whether a tab bar controller's delegate proxy is in place for the tab holding this stack: some tab of it has a
  /// guard above its root. Default: this stack wants it.
  package var tabBarProxyInPlace: Bool {
    get { tabBarProxyFound ?? wantsTabBarProxy }
    set { tabBarProxyFound = newValue }
  }
  /// What a host found about the tab bar controller's proxy, where it looked.
  private var tabBarProxyFound: Bool?
  /// Whether another object keeps taking the swipe recognizers' delegate back, so BackGuard leaves it alone.
  package var swipeDelegateTakenOver = false
  /// Whether BackGuard's gate is on the edge swipe's recognizer now, where a host looked. Default: where this plan
  /// needs it and nobody took the delegate over.
  package var edgeSwipeGateInPlace: Bool {
    get { edgeSwipeGateFound ?? (swipeGate && !swipeDelegateTakenOver) }
    set { edgeSwipeGateFound = newValue }
  }
  /// The same for the iOS 26 content swipe.
  package var contentSwipeGateInPlace: Bool {
    get { contentSwipeGateFound ?? (swipeGate && !swipeDelegateTakenOver) }
    set { contentSwipeGateFound = newValue }
  }
  private var edgeSwipeGateFound: Bool?
  private var contentSwipeGateFound: Bool?

  package init(wiring: BackWiring, configuration: BackRouteTable.Configuration) {
    self.wiring = wiring
    self.configuration = configuration
  }

  private var isSubclass: Bool { configuration.setup.isSubclass }
  private var era: BackGuardEra { configuration.era }

  // MARK: - The hooks on each screen, root first

  /// Per screen: `navigationItem.backAction` (iOS 16+).
  package var backActions: [Bool] { wiring.guardedScreens.map { $0 && era.hasBackAction } }
  /// Per screen: an escape block on the screen's view (iOS 17+).
  package var viewEscapes: [Bool] { wiring.guardedScreens.map { $0 && era.hasEscapeBlock } }

  /// What BackGuard does to the back button a screen shows (set on the screen below it).
  package enum BackItem: Equatable, Sendable {
    /// UIKit's and the app's item, untouched.
    case untouched
    /// BackGuard's item, whose menu picks ask the guards.
    case routedMenu
    /// BackGuard's item, with no menu.
    case noMenu
  }

  /// Per screen: its back button's item. From the first guarded screen up, a pick can remove a guarded screen.
  package var backItems: [BackItem] {
    wiring.routedBackMenus.map { routed in
      guard configuration.menuPolicy.replacesBackItem(routingNeeded: routed) else { return .untouched }
      return configuration.menuPolicy.offersMenu ? .routedMenu : .noMenu
    }
  }

  // MARK: - The hooks on the controller

  /// An escape block on the navigation controller (iOS 17+, outside the subclass, whose override hears it).
  package var controllerEscape: Bool { era.hasEscapeBlock && !isSubclass && wiring.hasGuard }
  /// The subclass swaps UIKit's own ⌘[ while a guard is in the stack.
  package var subclassKeyCommand: Bool { isSubclass && wiring.hasGuard }
  /// Outside the subclass, the guarded top screen offers its own ⌘[.
  package var screenKeyCommand: Bool { !isSubclass && wiring.guardedScreens.last == true }
  /// The swipe recognizers' delegate proxies.
  package var swipeGate: Bool { wiring.needsSwipeGate }
  /// Whether this stack needs the tab bar controller's proxy: it can be a tab's own controller (SwiftUI's stack is
  /// not), and a screen above its root has a guard that a re-selection would meet. No guard, no change: a tab bar
  /// whose tabs hold no guard keeps the app's delegate (issue 41; B192).
  package var wantsTabBarProxy: Bool {
    !configuration.setup.isSwiftUI && !configuration.setup.isSheet && wiring.guardedScreens.dropFirst().contains(true)
  }
  /// Whether a zoom dismissal can be heard: UIKit's zoom options, which the app wires in one line. SwiftUI's zoom
  /// transition offers no `interactiveDismissShouldBegin`.
  package var zoomOptions: Bool { era.hasZoomTransition && !configuration.setup.isSwiftUI }

  // MARK: - Who hears each route out of the top screen

  /// Who hears `route`, taken from the top screen.
  ///
  /// - Parameter route: The route.
  /// - Returns: The hook that hears it, or what UIKit does alone.
  package func hearing(of route: BackRoute) -> Hearing {
    switch route {
    case .backButton:
      if backActions.last == true { return .hook(.backAction) }
      // Before `backAction` only the subclass hears a tap (the bar's question); elsewhere UIKit pops unasked (B140).
      return isSubclass ? .hook(.barQuestion) : .uikit(.call(.pop))
    case .backMenu:
      switch backItems.last ?? .untouched {
      case .routedMenu: return .hook(.backItemMenu)
      case .noMenu: return .hidden
      case .untouched: return uikit(.popTo)
      }
    case .edgeSwipe:
      return edgeSwipeGateInPlace ? .hook(.swipeGate) : .uikit(.interactive(.edgeSwipe))
    case .contentSwipe:
      guard era.hasContentSwipe else { return .unavailable }
      return contentSwipeGateInPlace ? .hook(.swipeGate) : .uikit(.interactive(.contentSwipe))
    case .accessibilityEscape:
      if isSubclass { return .hook(.escapeOverride) }
      if viewEscapes.last == true || controllerEscape { return .hook(.escapeBlock) }
      if !era.hasEscapeBlock && configuration.voiceOverEscapeHook { return .hook(.voiceOverHook) }
      return .uikit(.call(.pop))
    case .keyCommand:
      if subclassKeyCommand { return .hook(.subclassKeyCommand) }
      if screenKeyCommand { return .hook(.screenKeyCommand) }
      // UIKit's own ⌘[ pops through `popViewController(animated:)`.
      return uikit(.pop)
    case .customBackButton, .appRequest:
      return .hook(.appCall)
    case .sheetDismiss:
      return configuration.setup.isSheet ? .hook(.sheetDelegate) : .unavailable
    case .tabReselect:
      if configuration.setup.isSheet { return .unavailable }
      if !configuration.setup.isSwiftUI, tabBarProxyInPlace { return .hook(.tabBarProxy) }
      return uikit(.popToRoot)
    case .zoomDismiss:
      guard era.hasZoomTransition else { return .unavailable }
      return zoomOptions ? .hook(.zoomOptions) : .uikit(.interactive(nil))
    case .windowClose:
      return era.hasWindowClosureConfirmation ? .hook(.windowClosure) : .uikit(.windowClosed)
    case .appPop:
      return uikit(.pop)
    }
  }

  /// UIKit's own call, which the subclass's override hears.
  private func uikit(_ call: ProgrammaticCall) -> Hearing {
    isSubclass ? .hook(.popOverride(call)) : .uikit(.call(call))
  }

  /// The app's line that lets a zoom dismissal ask the guard.
  package static let zoomOptionsLine = "interactiveDismissShouldBegin returns shouldBeginZoomDismiss()"
  /// The app's line that lets a `UITab` tab bar's re-selection ask the guards.
  package static let tabShouldSelectLine =
    "with UITab, tabBarController(_:shouldSelectTab:) returns backGuardShouldSelect(tab.viewController)"

  /// What the events call a departure by `route` when nothing stopped it.
  ///
  /// - Parameter route: The route.
  /// - Returns: The source in the `screensLeft` event, or `nil` when the route does not exist, is hidden, or closes the
  ///   window (no event tells of that).
  package func departureName(of route: BackRoute) -> BackSource? {
    switch hearing(of: route) {
    case .hook(.popOverride(let call)): .programmatic(call)
    case .hook(.windowClosure), .uikit(.windowClosed): nil
    case .hook: route.source
    case .uikit(.call): .programmatic(.unannounced)
    case .uikit(.interactive(let source)): source ?? .programmatic(.unannounced)
    case .hidden, .unavailable: nil
    }
  }

  /// What `route` does to a screen whose engaged guard keeps its default options (it does not opt in to the app's
  /// pops).
  ///
  /// - Parameter route: The route.
  /// - Returns: The route's coverage.
  package func coverage(of route: BackRoute) -> RouteCoverage {
    switch hearing(of: route) {
    case .hook(.popOverride(let call)): .observed(as: .programmatic(call))
    case .hook(.zoomOptions): .askedWithAppCode(Self.zoomOptionsLine)
    case .hook(.windowClosure): .askedBySystem
    // iOS 18 tab bars built from `tabs` ask `shouldSelectTab`, which BackGuard cannot name with its SDK (B132).
    case .hook(.tabBarProxy) where era >= .iOS18: .askedWithAppCode(Self.tabShouldSelectLine)
    case .hook: .asked
    case .uikit(.call), .uikit(.windowClosed): .notSeen
    case .uikit(.interactive(let source)): source.map { .observed(as: $0) } ?? .notSeen
    case .hidden: .hidden
    case .unavailable: .unavailable
    }
  }
}

extension BackWiring {
  /// The plan of this wiring in one setup, era and set of policies.
  ///
  /// - Parameter configuration: The setup, era and policies.
  /// - Returns: The plan.
  package func plan(in configuration: BackRouteTable.Configuration) -> BackPlan {
    BackPlan(wiring: self, configuration: configuration)
  }
}
