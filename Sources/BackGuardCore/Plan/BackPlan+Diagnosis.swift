/// The lines of `BackNavigation.diagnostics()`: for each route out of the top screen, the hook the plan names,
/// checked against what the adapter finds on UIKit now. The adapter only gathers those facts (``BackPlan/LiveFacts``);
/// every line is decided here, from the plan.
///
/// ```swift
/// var facts = BackPlan.LiveFacts()
/// facts.edgeSwipe = .takenOver(by: "EditorViewController")
/// let lines = engine.wiring().plan(in: configuration).diagnoses(given: facts)
/// // backButton: "asked: backAction"
/// // edgeSwipe:  "LEAVES UNASKED: the recognizer's delegate was taken over by EditorViewController, and …"
/// ```
///
/// Compiled into debug builds only (`#if DEBUG`): a release build of an app carries none of the facts, the lines,
/// their sentences or the hooks' names. It keeps ``BackPlan/LiveFacts/WindowConfirmation``, which the adapter's window
/// close names.
#if DEBUG
  extension BackPlan {
    /// What the adapter finds on UIKit now, which the plan cannot know: whether the hooks it names are where BackGuard
    /// put them, and what the top screen shows. The defaults describe a stack wired as the plan says, in a tab, with
    /// nothing taken over.
    package struct LiveFacts: Equatable, Sendable {
      /// Who set the top screen's `navigationItem.backAction` (iOS 16+).
      package enum BackActionOwner: Equatable, Sendable {
        case backGuard
        case app
      }

      /// Why the top screen refuses its swipes itself.
      package enum SwipeRefusal: Equatable, Sendable {
        /// Its `allowsSwipeBack` is `false`.
        case allowsSwipeBackIsFalse
        /// It hides its back button and did not choose its swipe setting (UIKit refuses then too).
        case backButtonHidden
      }

      /// Who holds a swipe recognizer's delegate.
      package enum SwipeDelegate: Equatable, Sendable {
        /// BackGuard's proxy.
        case gate
        /// UIKit's own delegate: BackGuard's proxy is not in place (yet).
        case uikitsOwn
        /// Another object, named by its type.
        case takenOver(by: String)
        /// There is no recognizer (the navigation controller's view is not loaded, or the iOS version has none).
        case noRecognizer
      }

      /// BackGuard's ⌘[ on the top screen (outside the subclass).
      package enum KeyCommand: Equatable, Sendable {
        /// On the screen, and listed in its `keyCommands`.
        case offered
        /// Added to the screen, but its `keyCommands` do not list it (an override that leaves out `super`'s).
        case notListed
        /// Not on the screen.
        case absent
      }

      /// The tab bar controller around the stack.
      package enum TabBar: Equatable, Sendable {
        /// The stack is in no tab bar controller.
        case noTabBarController
        /// The stack is in a tab bar controller, but is not one of its tabs' own view controllers.
        case notATab
        /// BackGuard's proxy is the tab bar controller's delegate.
        case proxyInPlace
        /// The tab bar controller's delegate is not BackGuard's proxy, and no other object took it over.
        case proxyMissing
        /// Another object holds the tab bar controller's delegate, named by its type.
        case takenOver(by: String)
      }

      /// Whether the navigation controller still exists.
      package var hasNavigationController = true
      /// Whether BackGuard is installed on it.
      package var isInstalled = true
      /// Who set the top screen's `backAction`; `nil`: nobody (and always before iOS 16).
      package var topBackAction: BackActionOwner? = .backGuard
      /// Whether the top screen shows a system back button: not hidden, and no leading item of the app's replacing it.
      package var topShowsSystemBackButton = true
      /// Whether the screen below the top carries BackGuard's back item (`backBarButtonItem`).
      package var backItemBelowIsBackGuards = true
      /// Whether the top screen's guard opts in to the app's pops (`guardsProgrammaticPops`).
      package var topGuardsProgrammaticPops = false
      /// Why the top screen refuses its swipes itself; `nil`: it does not.
      package var topSwipeRefusal: SwipeRefusal?
      /// Who holds the edge swipe recognizer's delegate.
      package var edgeSwipe = SwipeDelegate.gate
      /// Who holds the iOS 26 content swipe recognizer's delegate.
      package var contentSwipe = SwipeDelegate.gate
      /// BackGuard's ⌘[ on the top screen.
      package var keyCommand = KeyCommand.offered
      /// The tab bar controller around the stack.
      package var tabBar = TabBar.proxyInPlace
      /// Whether the app wired the zoom options' `interactiveDismissShouldBegin` to `shouldBeginZoomDismiss()`; `nil`:
      /// BackGuard cannot see it (the adapter never can).
      package var zoomOptionsWired: Bool? = true
      /// The window scene's closure confirmation, on iOS 27.
      package var windowConfirmation = WindowConfirmation.backGuards

      /// Facts of a stack wired as the plan says.
      package init() {}
    }

    /// One line of the diagnostics.
    package struct Diagnosis: Equatable, Sendable {
      /// The route.
      package let route: BackRoute
      /// What the route does to a top screen with an engaged guard in this configuration (the route table's).
      package let coverage: RouteCoverage
      /// Whether the top screen's guard is asked on this route now (or the route is taken away while it is in reach).
      package let isGuarded: Bool
      /// Whether a screen with an engaged guard can leave by this route now without its guard being asked: the
      /// configuration says so, or a hook is not where BackGuard put it.
      package let leavesUnasked: Bool
      /// Which hook hears the route, or why none does.
      package let reason: String
    }

    /// One line per route, in the route table's order.
    ///
    /// - Parameter facts: What the adapter finds on UIKit now.
    /// - Returns: The lines.
    package func diagnoses(given facts: LiveFacts) -> [Diagnosis] {
      var lines: [Diagnosis] = []
      for route in BackRoute.allCases { lines.append(diagnosis(of: route, given: facts)) }
      return lines
    }

    /// The line of one route.
    ///
    /// - Parameters:
    ///   - route: The route.
    ///   - facts: What the adapter finds on UIKit now.
    /// - Returns: Whether the top screen's guard is asked on it now, whether a guarded screen can leave by it unasked,
    ///   and why.
    package func diagnosis(of route: BackRoute, given facts: LiveFacts) -> Diagnosis {
      let coverage = BackRouteTable.coverage(of: route, in: configuration)
      let (isGuarded, leavesUnasked, reason): (Bool, Bool, String) =
        switch finding(route, facts) {
        case .asked(let how): (true, false, "asked: " + how)
        case .hidden(let how): (true, false, "hidden: " + how)
        case .notGuarded(let why): (false, coverage.canLeaveUnasked, why)
        case .unasked(let why): (false, true, why)
        }
      return Diagnosis(
        route: route, coverage: coverage, isGuarded: isGuarded, leavesUnasked: leavesUnasked, reason: reason)
    }

    /// What the diagnostics find for one route.
    private enum Finding {
      /// The top screen's guard is asked, by this hook.
      case asked(String)
      /// The route is taken away while a guard is in reach.
      case hidden(String)
      /// Not guarded now, and nothing leaves by it unasked that the configuration does not already say.
      case notGuarded(String)
      /// A guarded screen can leave by it unasked (the whole reason, "LEAVES UNASKED" included).
      case unasked(String)
    }

    private func finding(_ route: BackRoute, _ facts: LiveFacts) -> Finding {
      if hearing(of: route) == .unavailable { return .notGuarded("unavailable: " + unavailableReason(route)) }
      if let fact = stackFact(route, facts) {
        let guarded = Self.guardedTop(in: configuration)
        if case .askedWithAppCode(let code) = guarded.coverage(of: route) {
          return .notGuarded(fact + ". With a guard it is asked only once the app adds: " + code)
        }
        guard let unasked = guarded.configurationUnasked(route) else { return .notGuarded(fact) }
        return .notGuarded(fact + ". With a guard it " + unasked)
      }
      let hearing = hearing(of: route)
      if let unasked = configurationUnasked(route) {
        if case .hook(.popOverride(let call)) = hearing, facts.topGuardsProgrammaticPops {
          return .asked(
            Hook.popOverride(call).name + ": the top screen's guard sets guardsProgrammaticPops (without it: " + unasked
              + ")")
        }
        return .unasked(unasked)
      }
      switch hearing {
      case .hook(let hook): return hookFinding(route, hook, facts)
      case .hidden: return backMenuFinding(hidden: true, facts)
      case .uikit, .unavailable: return .notGuarded(coverage(of: route).description)
      }
    }

    // MARK: - The stack as a whole

    /// What leaves every route of the stack unguarded now, if anything: no navigation controller, BackGuard not
    /// installed, the root screen on top, no guard on the top screen (a tab's re-selection: no guard in the stack).
    private func stackFact(_ route: BackRoute, _ facts: LiveFacts) -> String? {
      guard facts.hasNavigationController else { return "no navigation controller (it was deallocated)" }
      guard facts.isInstalled else { return "not installed" }
      guard wiring.guardedScreens.count >= 2 else { return "nothing to go back to (root screen)" }
      if route == .tabReselect {
        // Where no proxy would hear it even with a guard (SwiftUI's stack), the configuration's line says why.
        let hooked = Self.guardedTop(in: configuration).hearing(of: route) == .hook(.tabBarProxy)
        guard !wiring.hasGuard, hooked else { return nil }
        if let fact = Self.notPoppedByATab(facts.tabBar) { return fact }
        var live = self
        live.tabBarProxyInPlace = facts.tabBar == .proxyInPlace
        return "no guard in this tab: " + live.withoutAGuard(route)
      }
      if route == .windowClose {
        // Every engaged guard of the window takes part, not only the top screen's.
        return wiring.hasGuard ? nil : "no guard in this stack: the window closes without BackGuard's question"
      }
      guard wiring.guardedScreens.last != true else { return nil }
      return "no guard on the top screen: " + withoutAGuard(route)
    }

    /// What happens on `route` while no guard is in reach.
    private func withoutAGuard(_ route: BackRoute) -> String {
      let reported = departureName(of: route).map { ", reported as " + $0.description } ?? ""
      switch hearing(of: route) {
      case .hook(let hook): return "heard by " + hook.name + reported
      case .hidden: return "taken away while a guard below it is in reach"
      case .uikit, .unavailable: return "UIKit's own behaviour" + reported
      }
    }

    private func unavailableReason(_ route: BackRoute) -> String {
      switch route {
      case .contentSwipe: "no content swipe before iOS 26"
      case .zoomDismiss: "no zoom transition before iOS 18"
      case .windowClose: "no closure confirmation before iOS 27"
      case .sheetDismiss: "this navigation controller is not a sheet with sheetDismissal installed"
      case .tabReselect: "a sheet is not a tab"
      default: "not in " + configuration.description
      }
    }

    // MARK: - Routes this configuration leaves unasked

    /// Why a guarded top screen leaves by `route` without its guard being asked in this configuration, and what happens
    /// then; `nil` when its guard decides (or the route is hidden or unavailable).
    private func configurationUnasked(_ route: BackRoute) -> String? {
      let coverage = coverage(of: route)
      // A route that needs the app's line has a hook: what the adapter finds there says whether the line is in place.
      if case .askedWithAppCode = coverage { return nil }
      guard coverage.canLeaveUnasked else { return nil }
      return "LEAVES UNASKED (" + coverage.description + "): " + whyNoHook(route) + ": " + unheard(route)
    }

    private func whyNoHook(_ route: BackRoute) -> String {
      switch route {
      case .backMenu: return "backMenuPolicy is .system, which keeps UIKit's own menu (the default policy asks)"
      case .accessibilityEscape:
        return "before iOS 17 outside BackGuardNavigationController, BackGuard hears VoiceOver's escape only through "
          + "BackNavigation.installVoiceOverEscapeHook(), called at launch (or use BackGuardNavigationController)"
      case .tabReselect:
        return configuration.setup.isSwiftUI
          ? "SwiftUI's navigation controller is not the tab's own view controller, so BackGuard puts no proxy on the "
            + "tab bar controller"
          : "BackGuard's tab bar proxy is not in place"
      case .zoomDismiss: return "SwiftUI's zoom transition offers no interactiveDismissShouldBegin to wire"
      case .windowClose: return "before iOS 27 a window scene offers no closure confirmation"
      case .appPop:
        return configuration.setup.isSubclass
          ? "app code's pops are the app's own, unless a guard opts in"
          : "app code's pops are not seen outside BackGuardNavigationController (ask first with requestBack(to:) or "
            + "requestLeave)"
      case .edgeSwipe, .contentSwipe:
        return swipeDelegateTakenOver
          ? "another object keeps taking the recognizer's delegate back" : "BackGuard's gate is not on the recognizer"
      default: return "no hook of BackGuard's hears it here"
      }
    }

    /// What UIKit does on `route` when no hook of BackGuard's hears it, as this plan says.
    private func unheard(_ route: BackRoute) -> String {
      let reported = departureName(of: route)?.description ?? "nothing"
      let clause = Self.clause(route)
      switch hearing(of: route) {
      case .hook(.popOverride(let call)):
        return clause + " through BackGuardNavigationController's " + call.methodName + " override, which asks only a "
          + "guard that sets guardsProgrammaticPops; reported as " + reported
      case .uikit(.call(let call)):
        return clause + " without asking (UIKit calls " + call.methodName
          + "); BackGuard learns of it after the fact, as "
          + reported
      case .uikit(.interactive(.some)):
        return clause + " without asking, named " + reported + " after the fact"
      case .uikit(.interactive(nil)):
        return clause + " without asking; BackGuard learns of it after the fact, as " + reported
      case .uikit(.windowClosed):
        return clause + " without asking, and no event tells of it (on iPadOS and Mac Catalyst)"
      case .hook(let hook): return "heard by " + hook.name
      case .hidden: return "hidden"
      case .unavailable: return "unavailable"
      }
    }

    /// What a person or the app does on `route`, as the start of a sentence ending in how it leaves.
    private static func clause(_ route: BackRoute) -> String {
      switch route {
      case .backButton: "a tap on the system back button pops"
      case .backMenu: "a pick in UIKit's back menu pops"
      case .edgeSwipe: "an edge swipe the recognizer's delegate lets begin pops"
      case .contentSwipe: "a content swipe the recognizer's delegate lets begin pops"
      case .accessibilityEscape: "VoiceOver's escape pops"
      case .keyCommand: "UIKit's own ⌘[ pops"
      case .customBackButton, .appRequest: "the app's call leaves"
      case .sheetDismiss: "the swipe-down dismisses the sheet"
      case .tabReselect: "re-selecting the tab pops to the root"
      case .zoomDismiss: "a zoom dismissal pops"
      case .windowClose: "closing the window takes its screens with it"
      case .appPop: "app code's pop runs"
      }
    }

    // MARK: - The hook the plan names, as the adapter finds it

    private func hookFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      let noBackButton = "no system back button on this screen (hidden, or the app's own leading button)"
      switch hook {
      case .backAction:
        switch facts.topBackAction {
        case .backGuard: return .asked(hook.name)
        case .app:
          return .unasked(
            "LEAVES UNASKED: the app's own backAction handles the tap; call requestBack() there to ask the guard")
        case nil:
          guard facts.topShowsSystemBackButton else { return .notGuarded(noBackButton) }
          return missing(route, "BackGuard's backAction is not on the top screen", facts)
        }
      case .barQuestion:
        return facts.topShowsSystemBackButton ? .asked(hook.name) : .notGuarded(noBackButton)
      case .backItemMenu: return backMenuFinding(hidden: false, facts)
      case .swipeGate:
        switch route == .contentSwipe ? facts.contentSwipe : facts.edgeSwipe {
        case .noRecognizer:
          return .notGuarded("no recognizer for this swipe (the navigation controller's view is not loaded)")
        case .takenOver(let holder):
          return missing(
            route,
            holder
              + " took the recognizer's delegate back each time BackGuard's gate went in front of it, so BackGuard "
              + "leaves it alone", facts)
        case .uikitsOwn:
          return missing(route, "BackGuard's proxy is not in place yet (it goes on after a transition)", facts)
        case .gate:
          switch facts.topSwipeRefusal {
          case nil: return .asked(hook.name)
          case .allowsSwipeBackIsFalse: return .asked(hook.name + ", which refuses it: allowsSwipeBack is false")
          case .backButtonHidden:
            return .asked(
              hook.name + ", which refuses it while the screen hides its back button, as UIKit does "
                + "(allowsSwipeBack = true keeps it)")
          }
        }
      case .screenKeyCommand:
        switch facts.keyCommand {
        case .offered: return .asked(hook.name)
        case .notListed:
          return missing(
            route, "the top screen's keyCommands do not list BackGuard's ⌘[ (an override that leaves out super's?)",
            facts)
        case .absent: return missing(route, "BackGuard's ⌘[ is not on the top screen", facts)
        }
      case .tabBarProxy:
        if let fact = Self.notPoppedByATab(facts.tabBar) { return .notGuarded(fact) }
        switch facts.tabBar {
        case .takenOver(let holder):
          return missing(
            route, "tabBarController.delegate was taken over by " + holder + ", and BackGuard leaves it alone", facts)
        case .proxyMissing: return missing(route, "BackGuard's tab bar proxy is not in place", facts)
        case .proxyInPlace, .noTabBarController, .notATab:
          // Where the plan needs the app's line (a UITab tab bar, iOS 18+), the line says so.
          guard case .askedWithAppCode(let line) = coverage(of: route) else { return .asked(hook.name) }
          return .asked(hook.name + "; a UITab tab bar asks only once the app adds: " + line)
        }
      case .zoomOptions:
        switch facts.zoomOptionsWired {
        case true?: return .asked(hook.name)
        case false?:
          return .unasked(
            "LEAVES UNASKED: the app does not wire interactiveDismissShouldBegin to shouldBeginZoomDismiss(): "
              + Self.clause(route) + " without asking")
        case nil:
          return .notGuarded(
            "asked only where the app wires interactiveDismissShouldBegin to shouldBeginZoomDismiss(); BackGuard cannot "
              + "see whether it did")
        }
      case .appCall:
        return .asked(
          route == .appRequest
            ? hook.name + ", requestLeave(_:named:), which asks every engaged guard of the screens it names"
            : hook.name + ", requestBack() (SwiftUI: GuardedBackButton, \\.requestBack)")
      case .windowClosure:
        switch facts.windowConfirmation {
        case .backGuards: return .asked(hook.name)
        case .appsOwn:
          return .notGuarded(
            "the app set its own closureConfirmation on the window scene, which BackGuard keeps (it asks the app's words)"
          )
        case .noWindowScene: return .notGuarded("the stack is in no window scene now")
        case .unavailable:
          return .unasked(
            "LEAVES UNASKED: UISceneClosureConfirmation or the scene's closureConfirmation was not found at run time, so "
              + "closing the window asks nothing (ledger B198)")
        }
      case .escapeOverride, .escapeBlock, .voiceOverHook, .subclassKeyCommand, .sheetDelegate, .popOverride:
        return .asked(hook.name)
      }
    }

    /// The back menu, routed through BackGuard's back item, or taken away.
    private func backMenuFinding(hidden: Bool, _ facts: LiveFacts) -> Finding {
      let noMenu = "no back button on this screen, no menu"
      guard facts.topShowsSystemBackButton else { return .notGuarded(noMenu) }
      guard facts.backItemBelowIsBackGuards else {
        return missing(
          .backMenu, "BackGuard's back item is not on the screen below (the app replaced backBarButtonItem since)",
          facts)
      }
      return hidden
        ? .hidden("BackGuard's back item on the screen below shows no menu")
        : .asked(Hook.backItemMenu.name + " on the screen below, which asks the guards")
    }

    /// Why a tab re-selection does not pop this stack, if it does not.
    private static func notPoppedByATab(_ tabBar: LiveFacts.TabBar) -> String? {
      switch tabBar {
      case .noTabBarController: "not in a tab bar controller"
      case .notATab: "not a tab's own view controller: re-selecting a tab does not pop this stack"
      case .proxyInPlace, .proxyMissing, .takenOver: nil
      }
    }

    /// The hook the plan names for `route` is not where BackGuard put it: UIKit's own path decides, which may still
    /// reach another hook of BackGuard's (the subclass's bar question, its pop overrides).
    private func missing(_ route: BackRoute, _ why: String, _ facts: LiveFacts) -> Finding {
      let fallback = withoutItsHooks
      switch fallback.hearing(of: route) {
      case .hook(.popOverride(let call)) where facts.topGuardsProgrammaticPops:
        return .asked(
          Hook.popOverride(call).name + ", since the top screen's guard sets guardsProgrammaticPops (" + why + ")")
      case .hook(.popOverride), .uikit, .hidden, .unavailable:
        return .unasked("LEAVES UNASKED: " + why + ": " + fallback.unheard(route))
      case .hook(let hook): return .asked(hook.name + " (" + why + ")")
      }
    }

    /// This plan as UIKit has it without the hooks BackGuard puts on the top screen, the screen below and the tab bar
    /// controller: UIKit's own back button, menu, ⌘[, swipe delegates and tab re-selection.
    private var withoutItsHooks: BackPlan {
      var configuration = configuration
      configuration.menuPolicy = .system
      var plan = BackWiring(guardedScreens: Array(wiring.guardedScreens.dropLast()) + [false], needsSwipeGate: false)
        .plan(in: configuration)
      plan.tabBarProxyInPlace = false
      return plan
    }

    /// The plan of a stack whose top screen has a guard, in `configuration` (the route table's).
    private static func guardedTop(in configuration: BackRouteTable.Configuration) -> BackPlan {
      BackWiring(guardedScreens: [false, true], needsSwipeGate: true).plan(in: configuration)
    }
  }

  extension BackPlan.Hook {
    /// The hook as an iOS developer finds it: the UIKit API, or BackGuard's object, that hears the route.
    package var name: String {
      switch self {
      case .backAction: "backAction"
      case .barQuestion: "navigationBar(_:shouldPop:)"
      case .backItemMenu: "the menu of BackGuard's back item"
      case .popOverride(let call): "BackGuardNavigationController's " + call.methodName + " override"
      case .swipeGate: "BackGuard's proxy on the recognizer's delegate, after UIKit's own checks"
      case .escapeOverride: "accessibilityPerformEscape()"
      case .escapeBlock: "accessibilityPerformEscapeBlock on the screen's view and on the navigation controller"
      case .voiceOverHook: "the VoiceOver escape hook (installVoiceOverEscapeHook())"
      case .subclassKeyCommand: "BackGuardNavigationController's keyCommands: UIKit's own ⌘[ swapped for BackGuard's"
      case .screenKeyCommand: "BackGuard's ⌘[ on the top screen (addKeyCommand; built, not verified on a device)"
      case .appCall: "the app's call"
      case .sheetDelegate: "the sheet's presentation controller delegate (sheetDismissal)"
      case .tabBarProxy: "tabBarController(_:shouldSelect:) proxy"
      case .zoomOptions: "the zoom options' interactiveDismissShouldBegin, wired to shouldBeginZoomDismiss()"
      case .windowClosure:
        "the window scene's closureConfirmation, in the guard's words (the system asks; built, not verified on a device)"
      }
    }
  }

  extension ProgrammaticCall {
    /// The `UINavigationController` method of the call.
    fileprivate var methodName: String {
      switch self {
      case .pop: "popViewController(animated:)"
      case .popTo: "popToViewController(_:animated:)"
      case .popToRoot: "popToRootViewController(animated:)"
      case .setViewControllers: "setViewControllers(_:animated:)"
      case .unannounced: "a call BackGuard cannot see"
      }
    }
  }
#else
  extension BackPlan {
    /// What the adapter finds on UIKit now: in a release build, only the namespace of ``WindowConfirmation``.
    package enum LiveFacts {}
  }
#endif

extension BackPlan.LiveFacts {
  /// The window scene's closure confirmation (iOS 27).
  package enum WindowConfirmation: Equatable, Sendable {
    /// BackGuard's, or BackGuard would set it now.
    case backGuards
    /// The app's own, which BackGuard keeps.
    case appsOwn
    /// The stack is in no window scene.
    case noWindowScene
    /// The system offers no closure confirmation here, though the iOS version should (its name was not found).
    case unavailable
  }
}
