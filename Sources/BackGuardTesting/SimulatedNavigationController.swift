import BackGuardCore

/// A navigation controller without UIKit: a stack of ``SimulatedScreen``s, a real `BackNavigationEngine`, the
/// gestures of a person and the calls of an app, in the order UIKit makes them (see ``SimulatedProfile``).
///
/// Use it to unit-test your guards with `swift test`, on any platform:
///
/// ```swift
/// @MainActor @Test func editorAsksBeforeLeaving() {
///   let editor = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .deny })
///   let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS26)
///   nav.push(editor)
///   #expect(nav.swipeBack(.content) == .didNotBegin)
///   #expect(nav.topScreen === editor)
/// }
/// ```
///
/// Every action returns a `BackOutcome`, the engine's own vocabulary. With ``TransitionMode/instant`` (the default)
/// and guards that answer now, nothing needs awaiting: the stack has changed when the call returns.
///
/// It plays both UIKit and the BackGuard adapter, as the adapter is wired in the ``setup`` you choose
/// (`BackGuardSetup`, default the recommended `BackGuardNavigationController`) under the ``menuPolicy``: where UIKit
/// calls the adapter, it calls the engine the way the adapter does, and where the adapter hears nothing (a plain
/// controller's pops, UIKit's own back menu, a route with no guard in reach), UIKit acts alone and the engine learns of
/// it after the fact, as on a phone. `BackRouteTable` says what each route does in each setup, and a test holds the
/// simulator to it. Every ordering it assumes is an entry of `docs/UIKitBehavior.md`.
///
/// ```swift
/// let nav = SimulatedNavigationController(root: list, profile: .iOS16, setup: .swiftUI, menuPolicy: .system)
/// nav.push(editor)
/// #expect(nav.pickBackMenuEntry(0) == .allowed)  // UIKit's own menu: not asked, and not even seen
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

  /// A swipe's recognizer.
  public enum Swipe: Sendable, CustomStringConvertible {
    /// `interactivePopGestureRecognizer`, from the leading edge (the right one in right-to-left languages).
    case edge
    /// `interactiveContentPopGestureRecognizer` (iOS 26), anywhere over the content.
    case content

    var source: BackSource { self == .edge ? .edgeSwipe : .contentSwipe }
    public var description: String { self == .edge ? "edge" : "content" }
  }

  /// An entry of the back button's long-press menu.
  public struct MenuEntry: Hashable, Sendable {
    /// The screen it goes back to.
    public let screen: ScreenID
    /// The title shown.
    public let title: String
  }

  /// The era whose call orders are reproduced.
  public let profile: SimulatedProfile
  /// How BackGuard is set up on this stack: which callbacks the adapter hears.
  public let setup: BackGuardSetup
  /// What happens to the back button's long-press menu where a guard is in reach, as
  /// `NavigationBackGuard.backMenuPolicy`. Default `BackMenuPolicy.standard`.
  public var menuPolicy: BackMenuPolicy
  /// Whether the app installed the opt-in VoiceOver hook (`NavigationBackGuard.installVoiceOverEscapeHook()`), which
  /// matters on iOS 15 and 16 outside `BackGuardNavigationController`. The adapter's hook is process-wide; here it
  /// is per controller, so tests stay independent.
  public var voiceOverEscapeHook = false
  /// Another library owns the swipe recognizers' delegate (the adapter reports it and leaves it alone): BackGuard's
  /// gate is never asked, the other delegate lets every swipe begin that UIKit's own checks allow.
  public var swipeDelegateOwnedByAnotherLibrary = false
  /// How transitions end.
  public var transitionMode: TransitionMode
  /// The engine, as the UIKit adapter would own it: observe its events, or read its pending attempt, here.
  public var engine: BackNavigationEngine { storedEngine }
  /// Set at the end of `init`: the engine reads its host's stack when it is made.
  private var storedEngine: BackNavigationEngine!
  /// The screens, root first.
  public private(set) var stack: [SimulatedScreen]
  /// The UIKit calls made so far, in order: the call-order trace of the profile.
  public private(set) var trace: [String] = []
  /// Whether the back button is left half-faded by a vetoed tap (UIKit does this when `shouldPop` says no).
  public private(set) var isBackButtonDimmed = false
  /// How many times the engine asked to restore the back button.
  public private(set) var backButtonRestoreCount = 0
  /// How many times the engine commanded a pop (`popScreens(to:animated:)`): every approval the engine carries out
  /// itself, given now or later. Those are the routes it serves by request (a back-button tap on iOS 16 and later,
  /// a custom back button, a routed back-menu pick, VoiceOver's escape, ⌘[) and every later approval, whatever the
  /// route. Pops that UIKit performs after the engine answered `true` (an iOS 15 tap, a swipe, the app's own pops)
  /// are not counted.
  public private(set) var enginePopCount = 0
  /// How many times UIKit changed the stack through a call the adapter does not hear in this ``setup``: outside the
  /// subclass, the app's pops and replacements, and UIKit's own routes (its back button, menu, ⌘[, VoiceOver escape,
  /// tab re-selection) where no guard is wired. The engine learns of them only at `didShow`, as
  /// `ProgrammaticCall.unannounced`.
  public private(set) var unheardPopCount = 0

  @exclusivity(unchecked)
  private var screenIDs: [ScreenID]
  /// How many screens at the bottom of `screenIDs` are unchanged since the engine last heard of the stack, or `nil`
  /// after a replacement: the engine's bookkeeping then costs the screens that changed, not the depth.
  @exclusivity(unchecked)
  private var unchangedBottom: Int?
  @exclusivity(unchecked)
  private var byID: [ScreenID: SimulatedScreen]
  private var barItemCount: Int
  @exclusivity(unchecked)
  private var transition: Transition?
  /// A swipe recognizer has begun and drives the pop (UIKit: `state` `.began` or `.changed`).
  @exclusivity(unchecked)
  private var swipeRecognizerActive = false

  private enum Transition {
    case push
    case pop
    case interactive(removed: SimulatedScreen, source: BackSource)
  }

  /// Makes a stack with one root screen.
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - profile: The iOS era. Default ``SimulatedProfile/iOS26``.
  ///   - setup: How BackGuard is set up. Default `BackGuardSetup.recommended`, `BackGuardNavigationController`.
  ///   - menuPolicy: The back menu's policy. Default `BackMenuPolicy.standard`.
  ///   - transitionMode: How transitions end. Default ``TransitionMode/instant``.
  public init(
    root: SimulatedScreen, profile: SimulatedProfile = .iOS26, setup: BackGuardSetup = .recommended,
    menuPolicy: BackMenuPolicy = .standard, transitionMode: TransitionMode = .instant
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
  public var routeConfiguration: BackRouteTable.Configuration {
    BackRouteTable.Configuration(
      setup: setup, era: profile.era, menuPolicy: menuPolicy, voiceOverEscapeHook: voiceOverEscapeHook)
  }

  /// Whether the adapter intercepts the controller's own methods (the app's pops, the bar's question, ⌘[): only the
  /// subclass does.
  private var isSubclass: Bool { setup.isSubclass }

  /// The hooks the adapter puts on this stack as it is now, in this setup and era: the core's rule
  /// (`BackWiring.hooks(setup:era:)`), which the adapter reads too.
  private var hooks: BackWiring.Hooks { engine.wiring().hooks(setup: setup, era: profile.era) }

  /// iOS 15 outside the subclass: BackGuard's own leading button stands in for the system back button of a guarded
  /// top screen.
  private var leadingButtonStandsIn: Bool { hooks.leadingButtons.last == true }

  // MARK: NavigationHost

  public var screens: [ScreenID] { screenIDs }
  public var isTransitioning: Bool { transition != nil }
  /// The tab bar controller that holds this stack as a tab, if any.
  weak var tabBar: SimulatedTabBarController?
  package var isSwipeGestureActive: Bool { swipeRecognizerActive }

  package func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    // Every decision asks about the top screen: found without hashing.
    if let top = stack.last, top.id == screen { return top.backOptions }
    return byID[screen]?.backOptions ?? ScreenBackOptions()
  }

  package func backGuard(for screen: ScreenID) -> ScreenGuard? {
    if let top = stack.last, top.id == screen { return top.backGuard }
    return byID[screen]?.backGuard
  }

  package func allowsSwipeBack(for screen: ScreenID) -> Bool {
    if let top = stack.last, top.id == screen { return top.swipeAllowed }
    return byID[screen]?.swipeAllowed ?? true
  }

  package func popScreens(to destination: ScreenID, animated: Bool) {
    record("engine → popToViewController(_:animated:)")
    enginePopCount += 1
    // Like the app's own calls, the engine's pop lets a running (non-interactive) transition end first.
    finishTransitionIfNeeded()
    guard let screen = byID[destination] else { return }
    _ = appPop(.popTo, to: screen, animated: animated)
  }

  package func restoreBackButton() {
    backButtonRestoreCount += 1
    isBackButtonDimmed = false
  }

  package func backNavigationStateDidChange() {}

  // MARK: A person's actions

  /// Taps the system back button.
  ///
  /// - Returns: What happened.
  @discardableResult
  public func tapBack() -> BackOutcome {
    // The root screen shows no back button.
    guard stack.count >= 2, topScreen.showsSystemBackButton else { return .unavailable }
    if hooks.backActions.last == true {
      // UIKit delivers taps even mid-transition (reported on iOS 26); the engine answers `.busy` then.
      record("backAction")
      return engine.requestBack(from: .backButton)
    }
    if transition != nil { return .busy }
    if leadingButtonStandsIn {
      record("BackGuard's leading button")
      return engine.requestBack(from: .backButton)
    }
    guard isSubclass else {
      // No back action (no guard on this screen) and nobody hears the bar: UIKit pops, and BackGuard learns of it at
      // `didShow`.
      record("navigationBar(_:shouldPop:) [UIKit's own]")
      return systemPop(.pop, to: nil) == nil ? .denied : .allowed
    }
    record("navigationBar(_:shouldPop:)")
    restoreCountBeforeTap = backButtonRestoreCount
    let barAnswer = engine.navigationBarShouldPop(barItemCount: barItemCount)
    guard barAnswer == .allowed else {
      // UIKit leaves the button faded after a refusal; the engine must ask the host to restore it.
      if backButtonRestoreCount == restoreCountBeforeTap { isBackButtonDimmed = true }
      return barAnswer
    }
    // After the bar agrees, UIKit pops through popViewController(animated:); the bar does not ask again.
    guard appPop(.pop, to: nil, animated: true, barAsks: false) != nil else { return .denied }
    return .allowed
  }

  /// Taps the screen's own back button (a `leftBarButtonItem` that calls `requestBack`).
  ///
  /// - Returns: What happened.
  @discardableResult
  public func tapCustomBackButton() -> BackOutcome {
    if transition != nil { return .busy }
    guard stack.count >= 2, topScreen.hasCustomBackButton else { return .unavailable }
    record("leftBarButtonItem action")
    return engine.requestBack(from: .customBackButton)
  }

  /// Long-presses the back button.
  ///
  /// - Returns: The menu, nearest screen first, or `nil` when there is no system back button.
  public func longPressBack() -> [MenuEntry]? {
    guard transition == nil, stack.count >= 2, topScreen.showsSystemBackButton else { return nil }
    // Under `.hiddenWhileGuarded`, BackGuard's back item has no menu from the first guarded screen up. BackGuard's
    // iOS 15 leading button has a menu only under `.guarded`: UIKit's own menu went with UIKit's button.
    if menuPolicy == .hiddenWhileGuarded && menuIsRouted { return nil }
    if leadingButtonStandsIn && menuPolicy != .guarded { return nil }
    return stack.dropLast().reversed().map { MenuEntry(screen: $0.id, title: $0.title) }
  }

  /// Whether the top screen's back button is BackGuard's (its menu asks the guards): from the first guarded screen up
  /// under a policy that replaces the back item, and BackGuard's iOS 15 leading button on a guarded screen.
  private var menuIsRouted: Bool {
    if leadingButtonStandsIn { return true }
    return menuPolicy.replacesBackItem(routingNeeded: engine.backMenusNeedingRouting().last == true)
  }

  /// Long-presses the back button and picks an entry.
  ///
  /// Where BackGuard's back item is in place (a guarded screen in reach, under a ``menuPolicy`` that replaces the
  /// item), its menu is shown and a pick is a request to the engine with source `BackSource.backMenu`. Elsewhere
  /// UIKit's own menu is left in place: a pick calls `popToViewController(_:animated:)` without asking
  /// `navigationBar(_:shouldPop:)` (see ``pickSystemMenuEntryWithoutAdapter(_:)``): only the subclass sees that call.
  ///
  /// - Parameter index: 0 for the screen just below the top.
  /// - Returns: What happened.
  @discardableResult
  public func pickBackMenuEntry(_ index: Int) -> BackOutcome {
    guard let menu = longPressBack() else { return transition == nil ? .unavailable : .busy }
    guard menu.indices.contains(index) else { return .unavailable }
    guard menuIsRouted else { return pickSystemMenuEntryWithoutAdapter(index) }
    record("back menu pick \"\(menu[index].title)\"")
    return engine.requestBack(from: .backMenu, to: menu[index].screen)
  }

  /// Long-presses the back button and picks the entry that goes back to `destination`.
  ///
  /// ```swift
  /// #expect(nav.pickBackMenuEntry(leadingTo: list) == .denied)
  /// ```
  ///
  /// - Parameter destination: A screen below the top.
  /// - Returns: What happened; `BackOutcome/unavailable` when the menu has no entry for it.
  @discardableResult
  public func pickBackMenuEntry(leadingTo destination: SimulatedScreen) -> BackOutcome {
    guard let menu = longPressBack() else { return transition == nil ? .unavailable : .busy }
    guard let index = menu.firstIndex(where: { $0.screen == destination.id }) else { return .unavailable }
    return pickBackMenuEntry(index)
  }

  /// Picks an entry in UIKit's own back menu, as if no adapter had replaced it: UIKit calls
  /// `popToViewController(_:animated:)` and never `navigationBar(_:shouldPop:)`. In `BackGuardNavigationController`
  /// only a guard that opted into programmatic pops is asked; elsewhere nothing is. This is why the adapter replaces
  /// the menu.
  ///
  /// - Parameter index: 0 for the screen just below the top.
  /// - Returns: What happened.
  @discardableResult
  public func pickSystemMenuEntryWithoutAdapter(_ index: Int) -> BackOutcome {
    guard let menu = longPressBack() else { return transition == nil ? .unavailable : .busy }
    guard menu.indices.contains(index), let screen = byID[menu[index].screen] else { return .unavailable }
    record("system back menu pick \"\(menu[index].title)\"")
    // Menu picks never reach navigationBar(_:shouldPop:) (Apple, quoted in wikipedia-ios).
    return systemPop(.popTo, to: screen) == nil ? .denied : .allowed
  }

  /// Swipes back and lets go at the end (`completes: true`) or returns the finger (`completes: false`).
  ///
  /// With ``TransitionMode/manual`` a begun swipe stays in progress until ``completeSwipe()`` or ``cancelSwipe()``.
  ///
  /// - Parameters:
  ///   - swipe: Which recognizer.
  ///   - completes: Whether the user finishes the swipe.
  /// - Returns: What happened.
  @discardableResult
  public func swipeBack(_ swipe: Swipe, completes: Bool = true) -> BackOutcome {
    startSwipe(swipe, completes: completes, othersWin: false)
  }

  /// Starts a swipe whose gesture another recognizer wins (a scroll view, a custom pan): the gate is asked and may
  /// say yes, but the gesture never begins and UIKit never starts the interactive pop.
  ///
  /// An approval the gate gave is then left over; the engine must not let it pass a later pop of the app.
  ///
  /// - Parameter swipe: Which recognizer.
  /// - Returns: `BackOutcome/didNotBegin`, or `BackOutcome/pending` when the swipe started a confirmation.
  @discardableResult
  public func swipeBackLosingToAnotherGesture(_ swipe: Swipe) -> BackOutcome {
    startSwipe(swipe, completes: false, othersWin: true)
  }

  private func startSwipe(_ swipe: Swipe, completes: Bool, othersWin: Bool) -> BackOutcome {
    if swipe == .content && !profile.hasContentSwipe { return .unavailable }
    if swipe == .content {
      // iOS 26: the content recognizer waits for the edge recognizer to fail (a touch away from the edge).
      record("edge recognizer failed")
    }
    guard !swipeDelegateOwnedByAnotherLibrary, engine.wiring().needsSwipeGate else {
      return startUngatedSwipe(swipe, completes: completes, othersWin: othersWin)
    }
    touchCount &+= 1
    let touch = touchCount
    record("\(swipe) gestureRecognizerShouldBegin")
    var answer = engine.shouldBeginSwipe(swipe.source, touch: touch)
    var swipe = swipe
    if answer != .allowed && swipe == .edge && profile.hasContentSwipe {
      // The refused edge recognizer fails, and the content recognizer may ask for the same touch.
      record("content gestureRecognizerShouldBegin (same touch)")
      answer = engine.shouldBeginSwipe(.contentSwipe, touch: touch)
      if answer == .allowed { swipe = .content }
    }
    guard answer == .allowed else {
      // `.pending` when this swipe started the confirmation; otherwise the gesture simply did not begin.
      return answer == .pending ? .pending : .didNotBegin
    }
    if othersWin {
      precondition(transition == nil && stack.count >= 2, "BackGuard let a swipe begin where it must not")
      // Another recognizer won: this one fails, and UIKit never calls popViewController for it.
      record("\(swipe) recognizer failed (another gesture won)")
      return .didNotBegin
    }
    return startInteractivePop(swipe.source, completes: completes)
  }

  /// A swipe BackGuard's gate does not answer (no guard in reach, nothing pending, or another library owns the
  /// recognizer's delegate): UIKit's own checks decide. They refuse on the root screen, during a transition, and on a
  /// screen with a custom leading button or a hidden back button (docs/UIKitBehavior.md B41, B43).
  private func startUngatedSwipe(_ swipe: Swipe, completes: Bool, othersWin: Bool) -> BackOutcome {
    record("\(swipe) gestureRecognizerShouldBegin [UIKit's own delegate]")
    let uikitAllows =
      transition == nil && stack.count >= 2
      && (swipeDelegateOwnedByAnotherLibrary || topScreen.showsSystemBackButton)
    guard uikitAllows else { return .didNotBegin }
    if othersWin {
      record("\(swipe) recognizer failed (another gesture won)")
      return .didNotBegin
    }
    return startInteractivePop(swipe.source, completes: completes)
  }

  /// UIKit's interactive pop once a gesture began: `popViewController(animated:)`, with the recognizer in `.began`,
  /// then `willShow` with an interactive transition coordinator.
  private func startInteractivePop(_ source: BackSource, completes: Bool) -> BackOutcome {
    if transition != nil || stack.count < 2 {
      // The gate must have closed: an interactive pop here would freeze UIKit.
      preconditionFailure("BackGuard let a \(source) begin on the root screen or during a transition")
    }
    record("popViewController(animated:) [interactive]")
    swipeRecognizerActive = true
    if source == .zoomDismiss {
      // The subclass cannot tell a zoom dismissal's pop from the app's (no pop recognizer is recognizing); the gate's
      // approval lets it through once. Elsewhere nobody hears the pop.
      if isSubclass, engine.shouldPop(.programmatic(.pop)) != .allowed {
        swipeRecognizerActive = false
        engine.swipeDidCancel()
        return .didNotBegin
      }
      // `willShow` sees an interactive coordinator, with no pop recognizer recognizing: it confirms the gated
      // dismissal without naming a recognizer.
      record("navigationController(_:willShow:) [interactive]")
      engine.interactivePopDidBegin(nil)
    } else {
      // The subclass sees a pop recognizer recognizing in `popViewController` and never refuses it; elsewhere
      // `willShow` sees the interactive coordinator. Either way the engine is told, and names the departure.
      record(
        isSubclass ? "interactive pop seen in popViewController" : "navigationController(_:willShow:) [interactive]")
      engine.interactivePopDidBegin(source)
    }
    let removed = stack.removeLast()
    screenIDs.removeLast()
    keepUnchanged(screenIDs.count)
    transition = .interactive(removed: removed, source: source)
    if transitionMode == .manual { return .swipeInProgress }
    return completes ? completeSwipe() : cancelSwipe()
  }

  /// Drags or pinches away a screen pushed with the iOS 18 zoom transition: UIKit asks the zoom options'
  /// `interactiveDismissShouldBegin`, which the app wired to the screen's guard (`BackSource/zoomDismiss`).
  ///
  /// The simulator assumes the dismissal then runs as an interactive pop, like a swipe's (docs/UIKitBehavior.md
  /// B133, assumed). Use ``completeSwipe()`` or ``cancelSwipe()`` with ``TransitionMode/manual``.
  ///
  /// - Parameter completes: Whether the user finishes the gesture.
  /// - Returns: What happened: `BackOutcome/didNotBegin`, `BackOutcome/pending` when it started a confirmation,
  ///   or the swipe outcomes.
  @discardableResult
  public func zoomDismiss(completes: Bool = true) -> BackOutcome {
    guard profile.hasZoomTransition else { return .unavailable }
    record("zoom interactiveDismissShouldBegin")
    let answer = engine.shouldBeginZoomDismiss()
    guard answer == .allowed else { return answer == .pending ? .pending : .didNotBegin }
    return startInteractivePop(.zoomDismiss, completes: completes)
  }

  /// Taps the tab that is already selected, in the tab bar controller that holds this stack: UIKit asks
  /// `tabBarController(_:shouldSelect:)`, and the adapter routes it through the guards of every screen above the
  /// root (`BackSource/tabReselect`). An approval pops to the root, once.
  ///
  /// - Returns: What happened: `BackOutcome/nothingToGoBackTo` on the root screen (UIKit then has nothing to pop).
  @discardableResult
  public func reselectTab() -> BackOutcome {
    // A sheet's stack is no tab's.
    guard setup != .sheet else { return .unavailable }
    record("tabBarController(_:shouldSelect:) [selected tab]")
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    if transition != nil { return .busy }
    // SwiftUI's stack is not the tab's own view controller: the tab bar's proxy never answers for it. The proxy is
    // on the tab bar controller only while a tab of it has a guard above its root (the adapter touches nothing
    // else); without it, BackGuard does not see the tap at all.
    let proxyHearsTap = setup != .swiftUI && (tabBar?.tabs ?? [self]).contains { $0.tabBarProxyNeeded }
    if proxyHearsTap, let outcome = engine.takeOverTabReselect() {
      record("shouldSelect → false (the engine decides)")
      return outcome
    }
    // No guard in reach: UIKit's own re-selection, popToRootViewController(animated:), as the app would see it.
    record("shouldSelect → true (UIKit pops to the root)")
    let popped = systemPop(.popToRoot, to: stack[0]) != nil
    // The adapter's next main-actor turn: a naming approval UIKit did not use is forgotten.
    if proxyHearsTap { engine.tabReselectDidEnd() }
    return popped ? .allowed : .denied
  }

  /// Whether this stack makes the adapter put its proxy on the tab bar controller: it sits in a tab (not SwiftUI's
  /// stack inside one) and has a guard above its root.
  var tabBarProxyNeeded: Bool { setup != .swiftUI && setup != .sheet && engine.tabReselectNeedsGuards }

  /// Finishes a swipe in progress: the screen leaves.
  @discardableResult
  public func completeSwipe() -> BackOutcome {
    guard case .interactive(let removed, _) = transition else { return .unavailable }
    swipeRecognizerActive = false
    byID[removed.id] = nil
    barItemCount -= 1
    transition = nil
    record("navigationController(_:didShow:animated:)")
    reportStackChange()
    return .allowed
  }

  /// Cancels a swipe in progress: the screen stays.
  @discardableResult
  public func cancelSwipe() -> BackOutcome {
    guard case .interactive(let removed, _) = transition else { return .unavailable }
    swipeRecognizerActive = false
    keepUnchanged(screenIDs.count)
    stack.append(removed)
    screenIDs.append(removed.id)
    transition = nil
    record("interactive pop cancelled")
    engine.swipeDidCancel()
    return .swipeCancelled
  }

  /// Performs VoiceOver's escape gesture.
  ///
  /// The navigation controller handles the escape (it does not travel further up) unless the outcome is
  /// `BackOutcome/nothingToGoBackTo`.
  ///
  /// - Returns: What happened.
  @discardableResult
  public func performAccessibilityEscape() -> BackOutcome {
    // The subclass's override; the guarded screen's view or the controller's escape block (iOS 17+, while a guard is
    // in reach); the opt-in hook on iOS 15 and 16.
    let hooks = hooks
    let heard =
      isSubclass || hooks.viewEscapes.last == true || hooks.controllerEscape
      || (!profile.hasEscapeBlock && voiceOverEscapeHook)
    guard heard else {
      // UIKit's own escape pops the top screen; BackGuard learns of it at `didShow`.
      record("accessibilityPerformEscape() [UIKit's own]")
      guard stack.count >= 2 else { return .nothingToGoBackTo }
      finishTransitionIfNeeded()
      return systemPop(.pop, to: nil) == nil ? .denied : .allowed
    }
    record("accessibilityPerformEscape()")
    return engine.requestBack(from: .accessibilityEscape)
  }

  /// Presses ⌘[ on a hardware keyboard.
  ///
  /// - Returns: What happened.
  @discardableResult
  public func pressBackKeyCommand() -> BackOutcome {
    // UIKit offers the command only when there is something to go back to.
    guard profile.hasBackKeyCommand, stack.count >= 2 else { return .unavailable }
    if transition != nil { return .busy }
    // The subclass swaps UIKit's ⌘[ while a guard is in the stack; elsewhere a guarded top screen offers its own,
    // found first along the responder chain.
    let hooks = hooks
    guard hooks.subclassKeyCommand || hooks.screenKeyCommand else {
      // UIKit's own ⌘[: it pops the top screen through popViewController(animated:), which only the subclass hears.
      record("key command ⌘[ [UIKit's own]")
      return systemPop(.pop, to: nil) == nil ? .denied : .allowed
    }
    record("key command ⌘[")
    return engine.requestBack(from: .keyCommand)
  }

  // MARK: The app's actions

  /// Pushes a screen.
  ///
  /// - Parameters:
  ///   - screen: The new top screen.
  ///   - animated: Whether it animates.
  public func push(_ screen: SimulatedScreen, animated: Bool = true) {
    precondition(byID[screen.id] == nil, "\(screen) is already in the stack")
    if case .interactive? = transition {
      // The finger is still on the swipe; the simulator refuses to push under it (UIKit's behaviour here is not
      // documented: see docs/UIKitBehavior.md).
      record("pushViewController(_:animated:) ignored during an interactive pop")
      return
    }
    finishTransitionIfNeeded()
    record("pushViewController(_:animated:)")
    keepUnchanged(screenIDs.count)
    stack.append(screen)
    screenIDs.append(screen.id)
    byID[screen.id] = screen
    barItemCount += 1
    begin(.push, animated: animated)
  }

  /// `popViewController(animated:)`.
  ///
  /// - Returns: The popped screen, or `nil` if nothing was popped (root, or refused by an opted-in guard).
  @discardableResult
  public func pop(animated: Bool = true) -> SimulatedScreen? {
    finishTransitionIfNeeded()
    return appPop(.pop, to: nil, animated: animated)?.first
  }

  /// `popToViewController(_:animated:)`.
  ///
  /// - Returns: The popped screens, top first, or `nil`.
  @discardableResult
  public func popTo(_ screen: SimulatedScreen, animated: Bool = true) -> [SimulatedScreen]? {
    finishTransitionIfNeeded()
    return appPop(.popTo, to: screen, animated: animated)
  }

  /// `popToRootViewController(animated:)`.
  ///
  /// - Returns: The popped screens, top first, or `nil`.
  @discardableResult
  public func popToRoot(animated: Bool = true) -> [SimulatedScreen]? {
    finishTransitionIfNeeded()
    return appPop(.popToRoot, to: stack[0], animated: animated)
  }

  /// `setViewControllers(_:animated:)`.
  ///
  /// - Parameters:
  ///   - screens: The new stack, root first. Must not be empty.
  ///   - animated: Whether it animates.
  /// - Returns: `false` if an opted-in guard refused or will answer later.
  @discardableResult
  public func setScreens(_ screens: [SimulatedScreen], animated: Bool = false) -> Bool {
    precondition(!screens.isEmpty, "A navigation stack needs a root screen")
    if case .interactive? = transition {
      record("setViewControllers(_:animated:) ignored during an interactive pop")
      return false
    }
    finishTransitionIfNeeded()
    record("setViewControllers(_:animated:)")
    guard isSubclass else {
      // Only the subclass hears `setViewControllers`.
      unheardPopCount += 1
      replace(with: screens, animated: animated)
      return true
    }
    let answer = engine.shouldReplaceStack(with: screens.map(\.id), animated: animated) { [weak self] in
      self?.replace(with: screens, animated: animated)
    }
    guard answer == .allowed else { return false }
    replace(with: screens, animated: animated)
    return true
  }

  /// Removes one screen from anywhere in the stack (the app lets it go), as `setViewControllers` without it.
  ///
  /// - Parameter screen: A screen in the stack other than the only one.
  /// - Returns: `false` if it was not removed.
  @discardableResult
  public func release(_ screen: SimulatedScreen) -> Bool {
    guard stack.count >= 2, stack.contains(where: { $0 === screen }) else { return false }
    return setScreens(stack.filter { $0 !== screen }, animated: false)
  }

  /// Ends the running transition (``TransitionMode/manual``). A swipe in progress completes.
  public func finishTransition() {
    switch transition {
    case .interactive?: completeSwipe()
    case .push?, .pop?:
      transition = nil
      record("navigationController(_:didShow:animated:)")
      reportStackChange()
    case nil: break
    }
  }

  // MARK: Internals

  private var restoreCountBeforeTap = 0
  private var touchCount: UInt64 = 0

  private func record(_ call: String) {
    trace.append(call)
  }

  private func finishTransitionIfNeeded() {
    if case .interactive? = transition { return }
    if transition != nil { finishTransition() }
  }

  /// UIKit's pop methods with the adapter's interception in front: programmatic order, the controller first, the
  /// bar's `shouldPop` after.
  private func appPop(
    _ call: ProgrammaticCall, to target: SimulatedScreen?, animated: Bool, barAsks: Bool = true
  ) -> [SimulatedScreen]? {
    if case .interactive? = transition { return nil }
    let name =
      switch call {
      case .pop: "popViewController(animated:)"
      case .popTo: "popToViewController(_:animated:)"
      case .popToRoot: "popToRootViewController(animated:)"
      case .setViewControllers, .unannounced: "setViewControllers(_:animated:)"
      }
    record(name)
    guard stack.count >= 2 else { return nil }
    let intercepted = isSubclass
    let targetIndex: Int
    if let target {
      guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return nil }
      targetIndex = index
    } else {
      targetIndex = stack.count - 2
    }
    if intercepted {
      guard engine.shouldPop(.programmatic(call), to: stack[targetIndex].id, animated: animated) == .allowed else {
        return nil
      }
    } else {
      unheardPopCount += 1
    }
    let removed = Array(stack[(targetIndex + 1)...].reversed())
    stack.removeSubrange((targetIndex + 1)...)
    screenIDs.removeSubrange((targetIndex + 1)...)
    keepUnchanged(targetIndex + 1)
    if intercepted && !profile.tapUsesBackAction && barAsks {
      // iOS 15 adapters see the bar's question after the controller already popped.
      record("navigationBar(_:shouldPop:) [after pop]")
      _ = engine.navigationBarShouldPop(barItemCount: barItemCount)
    }
    barItemCount = stack.count
    for screen in removed { byID[screen.id] = nil }
    begin(.pop, animated: animated)
    return removed
  }

  /// A pop UIKit makes for one of its own routes (its back button, its menu, its ⌘[, its VoiceOver escape, a tab
  /// re-selection): through the controller's pop methods, which only the subclass overrides, and without the bar's
  /// question after it.
  private func systemPop(_ call: ProgrammaticCall, to target: SimulatedScreen?) -> [SimulatedScreen]? {
    finishTransitionIfNeeded()
    return appPop(call, to: target, animated: true, barAsks: false)
  }

  private func replace(with screens: [SimulatedScreen], animated: Bool) {
    stack = screens
    screenIDs = screens.map(\.id)
    unchangedBottom = nil
    byID = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) })
    barItemCount = screens.count
    begin(.pop, animated: animated)
  }

  private func begin(_ kind: Transition, animated: Bool) {
    if animated && transitionMode == .manual {
      transition = kind
      return
    }
    record("navigationController(_:didShow:animated:)")
    reportStackChange()
  }

  /// Notes an edit of `screenIDs` that kept its bottom `count` screens.
  private func keepUnchanged(_ count: Int) {
    unchangedBottom = unchangedBottom.map { min($0, count) }
  }

  /// `didShow`: tells the engine, with how much of the stack stayed as it last saw it.
  private func reportStackChange() {
    let unchanged = unchangedBottom
    for screen in stack[min(unchanged ?? 0, stack.count)...] { screen.lastStack = self }
    unchangedBottom = screenIDs.count
    engine.stackDidChange(unchangedBottom: unchanged, host: self)
  }
}
