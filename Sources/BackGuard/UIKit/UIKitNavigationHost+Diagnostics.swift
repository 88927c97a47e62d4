#if canImport(UIKit)
  import UIKit

  // Diagnostics: one line per row of the route table, with what BackGuard finds on the stack now.
  extension UIKitNavigationHost {
    /// What ``diagnostics()`` found for one route, before the table's coverage is attached.
    private struct Finding {
      var isGuarded: Bool
      /// `nil`: what the table's coverage says; `true`: the route is out of BackGuard's hands now; `false`: asked
      /// although the table, for a guard with default options, says otherwise.
      var leavesUnasked: Bool?
      var reason: String

      static func asked(_ how: String) -> Finding { Finding(isGuarded: true, reason: "asked: \(how)") }
      static func hidden(_ how: String) -> Finding { Finding(isGuarded: true, reason: "hidden: \(how)") }
      /// Not guarded now, and nothing leaves by it unasked that the table does not already say.
      static func notGuarded(_ why: String) -> Finding { Finding(isGuarded: false, reason: why) }
      /// Out of BackGuard's hands now: a guarded screen can leave by it unasked.
      static func outOfHand(_ why: String) -> Finding {
        Finding(isGuarded: false, leavesUnasked: true, reason: "LEAVES UNASKED: \(why)")
      }
    }

    /// What every line reads: the stack as it is now.
    private struct Context {
      let navigationController: UINavigationController
      let configuration: BackRouteTable.Configuration
      let stack: [UIViewController]
      /// The engine's wiring, while BackGuard is installed.
      let wiring: BackWiring?

      var top: UIViewController? { stack.last }
      var topGuarded: Bool { wiring?.guardedScreens.last == true }
    }

    /// ``NavigationBackGuard/diagnostics()``.
    func diagnostics() -> BackGuardDiagnostics {
      refreshTakeovers()
      return BackGuardDiagnostics(routes: diagnosedRoutes())
    }

    /// One line per row of the route table: its coverage for this stack's configuration, and what BackGuard finds now.
    func diagnosedRoutes() -> [BackGuardDiagnostics.Route] {
      guard let navigationController else { return [] }
      let stack = navigationController.viewControllers
      let context = Context(
        navigationController: navigationController, configuration: routeConfiguration, stack: stack,
        wiring: isInstalled ? engine.wiring() : nil)
      return BackRoute.allCases.map { route in
        let coverage = BackRouteTable.coverage(of: route, in: context.configuration)
        let finding = diagnose(route, coverage: coverage, context)
        return BackGuardDiagnostics.Route(
          source: route.source, coverage: coverage, isGuarded: finding.isGuarded,
          leavesUnasked: finding.leavesUnasked ?? coverage.canLeaveUnasked, reason: finding.reason)
      }
    }

    private func diagnose(_ route: BackRoute, coverage: RouteCoverage, _ context: Context) -> Finding {
      if coverage == .unavailable { return .notGuarded("unavailable: \(unavailableReason(route, context))") }
      let unasked = coverage.canLeaveUnasked ? "LEAVES UNASKED (\(coverage)): \(unaskedReason(route, context))" : nil
      if let fact = liveFact(route, context) {
        return .notGuarded([fact, unasked.map { "With a guard it \($0)" }].compactMap { $0 }.joined(separator: ". "))
      }
      if let unasked {
        if route == .appPop, context.configuration.setup.isSubclass, let top = context.top,
          backGuard(for: top.backGuardScreenID)?.guardsProgrammaticPops == true
        {
          return Finding(
            isGuarded: true, leavesUnasked: false,
            reason: "asked: the top screen's guard sets guardsProgrammaticPops (without it: \(unasked))")
        }
        return .notGuarded(unasked)
      }
      guard let top = context.top else { return .notGuarded("no screen") }
      switch route {
      case .backButton: return backButtonFinding(top: top, context)
      case .backMenu: return backMenuFinding(top: top, hidden: coverage == .hidden, context)
      case .edgeSwipe:
        return swipeFinding(
          .edgeSwipe, slot: edgeSwipe, recognizer: context.navigationController.interactivePopGestureRecognizer,
          top: top)
      case .contentSwipe:
        return swipeFinding(.contentSwipe, slot: contentSwipe, recognizer: contentPopGestureRecognizer, top: top)
      case .accessibilityEscape:
        if context.configuration.setup.isSubclass { return .asked("accessibilityPerformEscape()") }
        if context.configuration.era.hasEscapeBlock {
          return .asked("accessibilityPerformEscapeBlock on the screen's view and on the navigation controller")
        }
        return .asked("the VoiceOver escape hook (installVoiceOverEscapeHook())")
      case .keyCommand: return keyCommandFinding(top: top, context)
      case .customBackButton: return .asked("requestBack() (SwiftUI: GuardedBackButton, \\.requestBack)")
      case .sheetDismiss: return .asked("the sheet's presentation controller delegate (sheetBackGuard)")
      case .tabReselect: return tabReselectFinding(context)
      case .zoomDismiss:
        return .notGuarded(
          "asked only where the app wires interactiveDismissShouldBegin to shouldBeginZoomDismiss(); BackGuard cannot "
            + "see whether it did")
      case .appPop: return .notGuarded("\(coverage)")
      case .appRequest: return .asked("requestLeave(_:named:) asks every engaged guard of the screens it names")
      }
    }

    /// What makes every route of the stack unguarded now, if anything: BackGuard not installed, the root screen on
    /// top, no guard on the top screen (the tab's re-selection depends on a guard anywhere above the root instead).
    private func liveFact(_ route: BackRoute, _ context: Context) -> String? {
      guard context.wiring != nil else { return "not installed" }
      guard context.stack.count >= 2 else { return "nothing to go back to (root screen)" }
      guard route != .tabReselect, !context.topGuarded else { return nil }
      let departure = BackRouteTable.unguardedDeparture(by: route, in: context.configuration)
      return "no guard on the top screen: UIKit's own behaviour" + (departure.map { ", reported as \($0)" } ?? "")
    }

    private func unavailableReason(_ route: BackRoute, _ context: Context) -> String {
      switch route {
      case .contentSwipe: "no content swipe before iOS 26"
      case .zoomDismiss: "no zoom transition before iOS 18"
      case .sheetDismiss: "this navigation controller is not a sheet with sheetBackGuard installed"
      case .tabReselect: "a sheet is not a tab"
      default: "not in \(context.configuration)"
      }
    }

    /// Why a guarded screen leaves by `route` without its guard being asked, in this configuration (the table's word).
    private func unaskedReason(_ route: BackRoute, _ context: Context) -> String {
      let isSubclass = context.configuration.setup.isSubclass
      switch route {
      case .backMenu:
        return isSubclass
          ? "backMenuPolicy is .system: a pick in UIKit's menu pops with popToViewController, reported as "
            + "programmatic(popTo), asking only guards that set guardsProgrammaticPops; the default policy asks"
          : "backMenuPolicy is .system: a pick in UIKit's menu pops without asking, and BackGuard does not see it "
            + "(programmatic(unannounced)); the default policy asks"
      case .accessibilityEscape:
        return "before iOS 17 outside BackGuardNavigationController, VoiceOver's escape pops without asking "
          + "(programmatic(unannounced)); call NavigationBackGuard.installVoiceOverEscapeHook() at launch, or use "
          + "BackGuardNavigationController"
      case .tabReselect:
        return "SwiftUI's navigation controller is not the tab's own view controller: re-selecting the tab pops to "
          + "the root without asking (programmatic(unannounced))"
      case .appPop:
        return isSubclass
          ? "app code's pops pass unless the guard sets guardsProgrammaticPops; reported as programmatic(pop)"
          : "app code's pops are not seen outside BackGuardNavigationController: they pass, reported after the fact "
            + "as programmatic(unannounced); ask first with requestBack(to:) or requestLeave"
      default:
        return "\(BackRouteTable.coverage(of: route, in: context.configuration))"
      }
    }

    private func backButtonFinding(top: UIViewController, _ context: Context) -> Finding {
      if #available(iOS 16, *) {
        let action = top.navigationItem.backAction
        if action?.identifier == Self.backActionIdentifier { return .asked("backAction") }
        if action != nil {
          return .notGuarded("the app's own backAction handles the tap: call requestBack() there to ask the guard")
        }
        return .notGuarded("no system back button on this screen (hidden, or the app's own leading button)")
      }
      if context.configuration.setup.isSubclass { return .asked("navigationBar(_:shouldPop:)") }
      if showsLeadingBackButton(on: top) {
        return .asked(
          "BackGuard's leading button in place of the system back button (iOS 15; built, not verified on a device)")
      }
      guard Self.showsSystemBackButton(top.navigationItem) else {
        return .notGuarded("no system back button on this screen (hidden, or the app's own leading button)")
      }
      return .outOfHand("BackGuard's leading button is not in place: the system back button pops without asking")
    }

    private func backMenuFinding(top: UIViewController, hidden: Bool, _ context: Context) -> Finding {
      let item = top.navigationItem
      if #unavailable(iOS 16), !context.configuration.setup.isSubclass {
        // iOS 15 outside the subclass: the back button is BackGuard's leading button, whose menu is BackGuard's.
        if showsLeadingBackButton(on: top) {
          return hidden
            ? .hidden("BackGuard's leading button has no menu") : .asked("the menu of BackGuard's leading button")
        }
        guard Self.showsSystemBackButton(item) else { return .notGuarded("no back button on this screen, no menu") }
        return .outOfHand("BackGuard's leading button is not in place: UIKit's menu pops without asking")
      }
      guard Self.showsSystemBackButton(item) else { return .notGuarded("no back button on this screen, no menu") }
      let below = context.stack[context.stack.count - 2]
      guard below.navigationItem.backBarButtonItem is GuardedBackBarButtonItem else {
        return .outOfHand(
          "BackGuard's back item is not on the screen below (the app replaced backBarButtonItem since): UIKit's menu "
            + "pops without asking")
      }
      return hidden
        ? .hidden("BackGuard's back item on the screen below shows no menu")
        : .asked("BackGuard's back item on the screen below, whose menu asks the guards")
    }

    private func swipeFinding(
      _ source: BackSource, slot: SwipeSlot, recognizer: UIGestureRecognizer?, top: UIViewController
    ) -> Finding {
      guard let navigationController, navigationController.isViewLoaded, let recognizer else {
        return .notGuarded("no recognizer for this swipe (the navigation controller's view is not loaded)")
      }
      if let holder = slot.takenOverBy ?? slot.foreignHolder(of: recognizer) {
        return .outOfHand(
          "the recognizer's delegate was taken over by \(holder): BackGuard leaves it alone, and a swipe that "
            + "delegate lets begin pops without asking (named \(source) after the fact)")
      }
      guard slot.isInPlace else {
        return .outOfHand(
          "BackGuard's proxy is not in place yet (it goes on after a transition): UIKit's own delegate decides")
      }
      if !allowsSwipeBack(for: top.backGuardScreenID) {
        return .asked(
          top.navigationItem.hidesBackButton && top.swipeChoice == nil
            ? "refused while the screen hides its back button, as UIKit does (allowsSwipeBack = true keeps it)"
            : "refused: allowsSwipeBack is false")
      }
      return .asked("BackGuard's proxy, after UIKit's own checks")
    }

    private func keyCommandFinding(top: UIViewController, _ context: Context) -> Finding {
      if context.configuration.setup.isSubclass {
        return .asked("BackGuardNavigationController's keyCommands: UIKit's own ⌘[ swapped for BackGuard's")
      }
      if screenKeyCommand.isOffered(on: top) {
        return .asked("BackGuard's ⌘[ on the top screen (addKeyCommand; built, not verified on a device)")
      }
      if screenKeyCommand.screen === top {
        return .outOfHand(
          "the top screen's keyCommands do not list BackGuard's ⌘[ (an override that leaves out super's?): UIKit's "
            + "own ⌘[ pops without asking")
      }
      return .outOfHand("BackGuard's ⌘[ is not on the top screen: UIKit's own ⌘[ pops without asking")
    }

    private func tabReselectFinding(_ context: Context) -> Finding {
      let navigationController = context.navigationController
      guard let tabBarController = navigationController.tabBarController else {
        return .notGuarded("not in a tab bar controller")
      }
      guard tabBarController.viewControllers?.contains(where: { $0 === navigationController }) == true else {
        return .notGuarded("not a tab's own view controller: re-selecting a tab does not pop this stack")
      }
      let tabGuard = tabBarController.associatedValue(AssociatedKey.tabBarBackGuard, as: TabBarBackGuard.self)
      if let holder = tabGuard?.takeoverHolder {
        return .outOfHand(
          "tabBarController.delegate was taken over by \(holder): re-selecting the tab pops to the root without "
            + "asking")
      }
      if tabGuard?.isProxyInPlace == true { return .asked("tabBarController(_:shouldSelect:) proxy") }
      guard context.wiring?.hasGuard == true else {
        let departure = BackRouteTable.unguardedDeparture(by: .tabReselect, in: context.configuration)
        return .notGuarded(
          "no guard in this tab: UIKit's own behaviour" + (departure.map { ", reported as \($0)" } ?? ""))
      }
      return .outOfHand("BackGuard's tab bar proxy is not in place: re-selecting the tab pops without asking")
    }
  }
#endif
