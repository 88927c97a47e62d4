@_spi(TestKit) import BackGuardCore

/// A navigation controller without UIKit: a stack of ``SimulatedScreen``s, a real `BackNavigationEngine`, the
/// gestures of a person and the calls of an app, in the order UIKit makes them (the adapter's, on iOS 26 in `BackGuardNavigationController`).
///
/// Use it to unit-test your guards with `swift test`, on any platform:
///
/// ```swift
/// @MainActor @Test func editorAsksBeforeLeaving() {
///   let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
///   let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26)
///   nav.push(editor)
///   #expect(nav.goBack(by: .contentSwipe) == .didNotBegin)
///   #expect(nav.topScreen === editor)
/// }
/// ```
///
/// Every action returns a `BackOutcome`, the engine's own vocabulary. With ``TransitionMode/instant`` (the default)
/// and guards that answer now, nothing needs awaiting: the stack has changed when the call returns.
///
/// It plays both UIKit and the BackGuard adapter, as the adapter is wired in the `setup` you choose
/// (`BackGuardSetup`, default the recommended `BackGuardNavigationController`) under the ``menuPolicy``: where UIKit
/// calls the adapter, it calls the engine the way the adapter does, and where the adapter hears nothing (a plain
/// controller's pops, UIKit's own back menu, a route with no guard in reach), UIKit acts alone and the engine learns of
/// it after the fact, as on a phone. `BackRouteTable` says what each route does in each setup, and a test holds the
/// simulator to it. Every ordering it assumes is an entry of `docs/UIKitBehavior.md`.
///
/// ```swift
/// let nav = SimulatedNavigationController(root: list, profile: .iOS16, setup: .swiftUI, menuPolicy: .system)
/// nav.push(editor)
/// #expect(nav.goBack(by: .backMenu) == .allowed)  // UIKit's own menu: not asked, and not even seen
/// ```
@MainActor
public final class SimulatedNavigationController: NavigationHost {
  /// How animated transitions end.
  public enum TransitionMode: Sendable {
    /// Every transition ends before the call that started it returns, as if the animation took no time.
    case instant
    /// A transition runs until ``finishTransition()``: use it to act in the middle of an animation.
    case manual
  }

  /// A swipe's recognizer (our own tests: `swipeBack(_:completes:)`).
  @_spi(TestKit) public enum Swipe: Sendable, CustomStringConvertible {
    /// `interactivePopGestureRecognizer`, from the leading edge (the right one in right-to-left languages).
    case edge
    /// `interactiveContentPopGestureRecognizer` (iOS 26), anywhere over the content.
    case content

    var source: BackSource { self == .edge ? .edgeSwipe : .contentSwipe }
    var route: BackRoute { self == .edge ? .edgeSwipe : .contentSwipe }
    public var description: String { self == .edge ? "edge" : "content" }
  }

  /// The era whose call orders are reproduced.
  package let profile: SimulatedProfile
  /// How BackGuard is set up on this stack: which callbacks the adapter hears.
  package let setup: BackGuardSetup
  /// What happens to the back button's long-press menu where a guard is in reach, as
  /// `BackNavigation.backMenuPolicy`. Default `BackMenuPolicy.guarded`.
  public var menuPolicy: BackMenuPolicy
  /// Whether the app installed the opt-in VoiceOver hook (`BackNavigation.installVoiceOverEscapeHook()`), which
  /// matters on iOS 15 and 16 outside `BackGuardNavigationController`. The adapter's hook is process-wide; here it
  /// is per controller, so tests stay independent.
  package var voiceOverEscapeHook = false
  /// The window holding this stack, if a test made one: it looks again after each change of the stack.
  weak var window: SimulatedWindow?
  /// In the SwiftUI setup a guard answers later, exactly as `.backGuard` builds it (a question SwiftUI shows and
  /// awaits): every guarded route first answers `.pending`, and a guarded swipe does not begin, as on the phone.
  /// `true` plays each guard as given instead (our own tests of the engine's rules). Default `false`.
  @_spi(TestKit) public var playsGuardsAsGiven = false
  /// Whether the app wired its zoom options' `interactiveDismissShouldBegin` to `shouldBeginZoomDismiss()` (iOS 18+,
  /// outside SwiftUI). Default `true`; `false` plays an app that forgot the line: the zoom dismissal leaves unasked.
  package var wiresZoomOptions = true
  /// UIKit behaviours broken on purpose, to test the self-check. Default none.
  package var uikitFaults: Set<SimulatedUIKitFault> = []
  /// The adapter's looks at the stack, and the look that last put BackGuard's back item on each screen.
  var looks = WiringLooks()
  var backItemAppliedAt: [ScreenID: UInt64] = [:]
  /// Who holds the swipe recognizers' delegates before BackGuard looks. Default `SimulatedSwipeDelegate/uikit`.
  package var swipeDelegate = SimulatedSwipeDelegate.uikit
  /// The two swipe recognizers' delegates, as the adapter finds and wraps them.
  var edgeSwipeSlot = SimulatedSwipeSlot()
  var contentSwipeSlot = SimulatedSwipeSlot()
  /// How transitions end.
  public var transitionMode: TransitionMode
  /// The engine, as the UIKit adapter would own it: observe its events, or read its pending attempt, here.
  @_spi(TestKit) public var engine: BackNavigationEngine { storedEngine }
  /// Set at the end of `init`: the engine reads its host's stack when it is made.
  var storedEngine: BackNavigationEngine!
  /// The screens, root first.
  public internal(set) var stack: [SimulatedScreen]
  /// The UIKit calls made so far, in order: the call-order trace of the profile.
  package internal(set) var trace: [String] = []
  /// Whether the back button is left half-faded by a vetoed tap (UIKit does this when `shouldPop` says no).
  package internal(set) var isBackButtonDimmed = false
  /// How many times the engine asked to restore the back button.
  package internal(set) var backButtonRestoreCount = 0
  /// How many times the engine commanded a pop (`popScreens(to:animated:)`): every approval the engine carries out
  /// itself, given now or later. Those are the routes it serves by request (a back-button tap on iOS 16 and later,
  /// a custom back button, a routed back-menu pick, VoiceOver's escape, ⌘[) and every later approval, whatever the
  /// route. Pops that UIKit performs after the engine answered `true` (an iOS 15 tap, a swipe, the app's own pops)
  /// are not counted.
  package internal(set) var enginePopCount = 0
  /// How many times UIKit changed the stack through a call the adapter does not hear in this ``setup``: outside the
  /// subclass, the app's pops and replacements, and UIKit's own routes (its back button, menu, ⌘[, VoiceOver escape,
  /// tab re-selection) where no guard is wired. The engine learns of them only at `didShow`, as
  /// `ProgrammaticCall.unannounced`.
  package internal(set) var unheardPopCount = 0

  var screenIDs: [ScreenID]
  /// How many screens at the bottom of `screenIDs` are unchanged since the engine last heard of the stack, or `nil`
  /// after a replacement: the engine's bookkeeping then costs the screens that changed, not the depth.
  var unchangedBottom: Int?
  var byID: [ScreenID: SimulatedScreen]
  /// Screens that left in the change not reported yet: a departure's guard is still known when it is reported.
  var leaving: [ScreenID: LeavingScreen] = [:]
  var barItemCount: Int
  var transition: Transition?

  var restoreCountBeforeTap = 0
  var touchCount: UInt64 = 0

  enum Transition {
    case push
    case pop
    case interactive(removed: SimulatedScreen, source: BackSource)
  }

  /// Makes a stack with one root screen, as the iOS version you name runs it in the setup you name: by default iOS 26
  /// in a `BackGuardNavigationController`.
  ///
  /// ```swift
  /// let nav = SimulatedNavigationController(root: SimulatedScreen("List"))
  /// let old = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS15, setup: .navigationController)
  /// ```
  ///
  /// The setup is the stack's: `.backGuardNavigationController` (the subclass), `.navigationController` (a plain
  /// controller with `backNavigation.install()`), `.swiftUI` (a `NavigationStack` with `.backGuard`) or `.sheet` (a
  /// plain controller presented as a sheet). Sheets, tab bars and windows hold stacks: ``SimulatedSheet``,
  /// ``SimulatedTabBarController`` and ``SimulatedWindow``.
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - profile: The iOS version. Default ``SimulatedProfile/iOS26``.
  ///   - setup: How BackGuard is set up on the stack. Default `BackGuardSetup.backGuardNavigationController`, the
  ///     recommended one.
  ///   - menuPolicy: The back menu's policy. Default `BackMenuPolicy.guarded`.
  ///   - transitionMode: How transitions end. Default ``TransitionMode/instant``.
  public init(
    root: SimulatedScreen, profile: SimulatedProfile = .iOS26, setup: BackGuardSetup = .backGuardNavigationController,
    menuPolicy: BackMenuPolicy = .guarded, transitionMode: TransitionMode = .instant
  ) {
    self.profile = profile
    self.setup = setup
    self.menuPolicy = menuPolicy
    self.transitionMode = transitionMode
    stack = [root]
    screenIDs = [root.id]
    unchangedBottom = 1
    byID = [root.id: root]
    barItemCount = 1
    storedEngine = BackNavigationEngine(host: self)
    root.lastStack = self
  }

  /// The screen on top.
  public var topScreen: SimulatedScreen { stack[stack.count - 1] }

  /// The route table's configuration for this controller: its setup, era and policies.
  package var routeConfiguration: BackRouteTable.Configuration {
    BackRouteTable.Configuration(
      setup: setup, era: profile.era, menuPolicy: menuPolicy, voiceOverEscapeHook: voiceOverEscapeHook)
  }

  /// Whether the adapter intercepts the controller's own methods (the app's pops, the bar's question, ⌘[): only the
  /// subclass does.
  var isSubclass: Bool { setup.isSubclass }

  /// Which hook hears each route on this stack as it is now, in this setup and era: the core's plan, which the adapter
  /// reads too. The simulator plays UIKit calling the hook the plan names, and decides nothing itself.
  var plan: BackPlan {
    var plan = engine.wiring().plan(in: routeConfiguration)
    // The tab bar controller's proxy is there while any tab of it wants it.
    plan.tabBarProxyInPlace = (tabBar?.tabs ?? [self]).contains {
      $0.engine.wiring().plan(in: $0.routeConfiguration).wantsTabBarProxy
    }
    plan.swipeDelegateTakenOver = edgeSwipeSlot.record.isGivenUp
    // The recognizers' delegates as the adapter left them at its last look.
    plan.edgeSwipeGateInPlace = edgeSwipeSlot.proxyInPlace
    plan.contentSwipeGateInPlace = contentSwipeSlot.proxyInPlace
    return plan
  }

  // MARK: NavigationHost

  package var screens: [ScreenID] { screenIDs }
  @_spi(TestKit) public var isTransitioning: Bool { transition != nil }
  /// The tab bar controller that holds this stack as a tab, if any.
  weak var tabBar: SimulatedTabBarController?

  package func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    // Every decision asks about the top screen: found without hashing.
    let found = stack.last.flatMap { $0.id == screen ? $0 : nil } ?? byID[screen]
    guard let found else { return ScreenBackOptions() }
    var options = found.backOptions
    if guardsAnswerLater { options.backGuard = found.backGuardAnsweringLater() }
    return options
  }

  package func backGuard(for screen: ScreenID) -> ScreenGuard? {
    let found = stack.last.flatMap { $0.id == screen ? $0 : nil } ?? byID[screen] ?? leaving[screen]?.screen
    return guardsAnswerLater ? found?.backGuardAnsweringLater() : found?.backGuard
  }

  /// Whether the screens' guards answer later, as SwiftUI's `.backGuard` builds them: in the SwiftUI setup, unless
  /// ``playsGuardsAsGiven``.
  var guardsAnswerLater: Bool { setup.isSwiftUI && !playsGuardsAsGiven }

  package func swipeGateInPlace(for source: BackSource) -> Bool {
    source == .contentSwipe ? contentSwipeSlot.proxyInPlace : source == .edgeSwipe && edgeSwipeSlot.proxyInPlace
  }

  package var selfCheckContext: String { "simulated \(profile), \(setup)" }
  package var isInTabBar: Bool { tabBar != nil }
  package var selfCheckConfiguration: BackRouteTable.Configuration? { routeConfiguration }

  package func allowsSwipeBack(for screen: ScreenID) -> Bool {
    // The adapter's rule: the edge recognizer's holder decides whether UIKit's refusals are re-created.
    let recreates = edgeSwipeSlot.record.recreatesUIKitsRefusals
    if let top = stack.last, top.id == screen { return top.swipeAllowed(recreatingUIKitsRefusals: recreates) }
    return byID[screen]?.swipeAllowed(recreatingUIKitsRefusals: recreates) ?? true
  }

  package func popScreens(to destination: ScreenID, animated: Bool) {
    // The adapter's call: one level is UIKit's own `popViewController`, further `popToViewController`.
    let index = stack.firstIndex { $0.id == destination }
    guard let call = BackActionRules.popCall(destinationIndex: index, stackCount: stack.count) else { return }
    record(call == .popOne ? "engine → popViewController(animated:)" : "engine → popToViewController(_:animated:)")
    enginePopCount += 1
    // Like the app's own calls, the engine's pop lets a running (non-interactive) transition end first.
    finishTransitionIfNeeded()
    guard let screen = byID[destination] else { return }
    // Through the subclass's overrides: the engine recognises its own pop there by the departure it recorded.
    _ = call == .popOne ? appPop(.pop, to: nil, animated: animated) : appPop(.popTo, to: screen, animated: animated)
  }

  package func restoreBackButton() {
    backButtonRestoreCount += 1
    isBackButtonDimmed = false
  }

  package func backNavigationStateDidChange() {}
}

/// A screen that left, held weakly until its departure is reported: the simulator keeps nothing alive (the model test's
/// retention invariant).
struct LeavingScreen {
  weak var screen: SimulatedScreen?
}
