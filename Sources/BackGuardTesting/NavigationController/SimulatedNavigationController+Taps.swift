@_spi(TestKit) import BackGuardCore

// A person's taps, presses and menu picks: the back button, its menu, a custom back button, the tab bar, VoiceOver's
// escape and ⌘[, each in the order UIKit makes its calls (SimulatedProfile).

extension SimulatedNavigationController {
  /// Goes back by one of a person's routes, delivered in the order UIKit makes its calls.
  ///
  /// ```swift
  /// #expect(nav.goBack(by: .backButton) == .denied)
  /// #expect(nav.goBack(by: .edgeSwipe, completes: false) == .swipeCancelled)
  /// ```
  ///
  /// The routes: `.backButton` (a tap), `.customBackButton` (the screen's own button calling `requestBack`),
  /// `.backMenu` (a long press, then the entry just below the top; see ``pickBackMenuEntry(leadingTo:)`` for
  /// others), `.edgeSwipe`, `.contentSwipe` (iOS 26), `.zoomDismiss` (iOS 18), `.accessibilityEscape` (VoiceOver),
  /// `.keyCommand` (⌘[) and `.tabReselect` (a tap on the selected tab of the ``SimulatedTabBarController`` that holds
  /// the stack). The app's own calls have their methods (``pop(animated:)``, ``requestLeave(_:named:perform:)``), and a
  /// sheet's swipe-down is `SimulatedSheet.goBack(by: .sheetDismiss)`: given those, nothing happens and a misuse says
  /// which to call.
  ///
  /// With ``TransitionMode/manual`` a begun swipe or zoom dismissal stays under the finger until ``completeSwipe()``
  /// or ``cancelSwipe()``.
  ///
  /// - Parameters:
  ///   - route: The gesture.
  ///   - completes: For a swipe or a zoom dismissal, whether the user finishes it (`false`: lets go before the end).
  ///     Ignored for the other routes.
  /// - Returns: What happened; `.unavailable` when the control or gesture is not there (no back button on the root,
  ///   no content swipe before iOS 26, no tab to re-select outside a tab bar).
  @discardableResult
  public func goBack(by route: BackSource, completes: Bool = true) -> BackOutcome {
    switch route {
    case .backButton: return tapBack()
    case .customBackButton: return tapCustomBackButton()
    case .backMenu: return pickBackMenuEntry(0)
    case .edgeSwipe: return startSwipe(.edge, completes: completes, othersWin: false)
    case .contentSwipe: return startSwipe(.content, completes: completes, othersWin: false)
    case .zoomDismiss: return zoomDismiss(completes: completes)
    case .accessibilityEscape: return performAccessibilityEscape()
    case .keyCommand: return pressBackKeyCommand()
    case .tabReselect: return reselectTab()
    case .sheetDismiss: return notAGesture(route, use: "SimulatedSheet.goBack(by: .sheetDismiss)")
    case .windowClose: return notAGesture(route, use: "SimulatedWindow.close()")
    case .appRequest: return notAGesture(route, use: "requestLeave(_:named:perform:)")
    case .programmatic: return notAGesture(route, use: "pop(animated:), popTo(_:animated:) or popToRoot(animated:)")
    }
  }

  /// Taps the system back button.
  ///
  /// - Returns: What happened.
  @discardableResult
  func tapBack() -> BackOutcome {
    // The root screen shows no back button.
    guard stack.count >= 2, topScreen.showsSystemBackButton else { return .unavailable }
    let hearing = plan.hearing(of: .backButton)
    // UIKit delivers a bar button's action even mid-transition (reported on iOS 26): the engine holds the tap then.
    if hearing == .hook(.backAction), uikitFaults.contains(.backActionNotCalled), transition == nil {
      record("navigationBar(_:shouldPop:) [UIKit's own: backAction not called, fault]")
      return systemPop(.pop, to: nil) == nil ? .denied : .allowed
    }
    if hearing == .hook(.backAction) {
      record("backAction")
      return engine.requestBack(from: .backButton)
    }
    // The bar ignores a tap on its own back button mid-transition, before it asks `shouldPop` (B09).
    if transition != nil { return .busy }
    guard hearing == .hook(.barQuestion) else {
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
    // After the bar agrees, UIKit's own handler pops through popViewController(animated:) (B12), which the engine
    // recognises as the approval's pop; the bar does not ask again.
    guard appPop(.pop, to: nil, animated: true, barAsks: false) != nil else { return .denied }
    return .allowed
  }

  /// Taps the screen's own back button (a `leftBarButtonItem` that calls `requestBack`).
  ///
  /// - Returns: What happened; `.unavailable` when the top screen has no such button, and
  ///   `.nothingToGoBackTo` on the root screen, as `requestBack()` answers in UIKit.
  @discardableResult
  func tapCustomBackButton() -> BackOutcome {
    // A bar button's action comes even mid-transition: the engine holds the tap then. On the root screen the engine
    // answers `.nothingToGoBackTo`, as the adapter's `requestBack()` does.
    guard topScreen.hasCustomBackButton else { return .unavailable }
    record("leftBarButtonItem action")
    return engine.requestBack(from: .customBackButton)
  }

  /// Long-presses the back button.
  ///
  /// ```swift
  /// #expect(nav.longPressBack()?.map(\.title) == ["Detail", "List"])
  /// ```
  ///
  /// - Returns: The screens the menu offers (each entry shows its title), nearest first, or `nil` when there is no
  ///   system back button or no menu.
  public func longPressBack() -> [SimulatedScreen]? {
    guard transition == nil, stack.count >= 2, topScreen.showsSystemBackButton else { return nil }
    if plan.hearing(of: .backMenu) == .hidden { return nil }
    return stack.dropLast().reversed()
  }

  /// Whether the top screen's back button is BackGuard's, whose menu picks ask the guards.
  var menuIsRouted: Bool { plan.hearing(of: .backMenu) == .hook(.backItemMenu) }

  /// Long-presses the back button and picks an entry.
  ///
  /// Where BackGuard's back item is in place (a guarded screen in reach, under a ``menuPolicy`` that replaces the
  /// item), its menu is shown and a pick is a request to the engine with source `BackSource.backMenu`. Elsewhere
  /// UIKit's own menu is left in place: a pick calls `popToViewController(_:animated:)` without asking
  /// `navigationBar(_:shouldPop:)` (see `pickSystemMenuEntryWithoutAdapter(_:)`): only the subclass sees that call.
  ///
  /// - Parameter index: 0 for the screen just below the top.
  /// - Returns: What happened.
  @discardableResult
  @_spi(TestKit) public func pickBackMenuEntry(_ index: Int) -> BackOutcome {
    guard let menu = longPressBack() else { return transition == nil ? .unavailable : .busy }
    guard menu.indices.contains(index) else { return .unavailable }
    guard menuIsRouted else { return pickSystemMenuEntryWithoutAdapter(index) }
    record("back menu pick \"\(menu[index].title)\"")
    return engine.requestBack(from: .backMenu, to: menu[index].id)
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
    guard let index = menu.firstIndex(where: { $0 === destination }) else { return .unavailable }
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
  package func pickSystemMenuEntryWithoutAdapter(_ index: Int) -> BackOutcome {
    guard let menu = longPressBack() else { return transition == nil ? .unavailable : .busy }
    guard menu.indices.contains(index) else { return .unavailable }
    let screen = menu[index]
    record("system back menu pick \"\(menu[index].title)\"")
    // Menu picks never reach navigationBar(_:shouldPop:) (Apple, quoted in wikipedia-ios).
    return systemPop(.popTo, to: screen) == nil ? .denied : .allowed
  }

  /// Taps the tab that is already selected, in the tab bar controller that holds this stack: UIKit asks
  /// `tabBarController(_:shouldSelect:)`, and the adapter routes it through the guards of every screen above the
  /// root (`BackSource/tabReselect`). An approval pops to the root, once.
  ///
  /// - Returns: What happened: `BackOutcome/unavailable` when the stack is in no ``SimulatedTabBarController`` (there
  ///   is no tab to tap, as on a phone) or in a sheet; `BackOutcome/nothingToGoBackTo` on the root screen (UIKit then
  ///   has nothing to pop).
  @discardableResult
  func reselectTab() -> BackOutcome {
    // A stack in no tab bar has no tab to tap: nothing is asked and nothing pops.
    guard tabBar != nil else { return .unavailable }
    let hearing = plan.hearing(of: .tabReselect)
    // A sheet's stack is no tab's.
    guard hearing != .unavailable else { return .unavailable }
    record("tabBarController(_:shouldSelect:) [selected tab]")
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    let proxyHearsTap = hearing == .hook(.tabBarProxy)
    // The tab bar asks its delegate even mid-transition: the engine decides then. UIKit's own pop waits for it.
    if !proxyHearsTap, transition != nil { return .busy }
    if proxyHearsTap, let outcome = engine.takeOverTabReselect() {
      record("shouldSelect → false (the engine decides)")
      return outcome
    }
    // No guard in reach: UIKit's own re-selection, popToRootViewController(animated:), as the app would see it.
    record("shouldSelect → true (UIKit pops to the root)")
    // The engine recognises UIKit's coming pop by the re-selection it named, and does not ask about it.
    let popped = systemPop(.popToRoot, to: stack[0]) != nil
    // The adapter's next main-actor turn: a naming approval UIKit did not use is forgotten.
    if proxyHearsTap { engine.tabReselectDidEnd() }
    return popped ? .allowed : .denied
  }

  /// A re-selection UIKit carries out without asking the tab bar's delegate BackGuard hears (`UITab` tab bars ask
  /// `shouldSelectTab` instead): its own pop to the root.
  func reselectTabUnheard() -> BackOutcome {
    record("tabBarController(_:shouldSelectTab:) [the app's delegate, without BackGuard's line]")
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    return systemPop(.popToRoot, to: stack[0]) == nil ? .denied : .allowed
  }

  /// Performs VoiceOver's escape gesture.
  ///
  /// The navigation controller handles the escape (it does not travel further up) unless the outcome is
  /// `BackOutcome/nothingToGoBackTo`.
  ///
  /// - Returns: What happened.
  @discardableResult
  func performAccessibilityEscape() -> BackOutcome {
    guard case .hook = plan.hearing(of: .accessibilityEscape) else {
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
  func pressBackKeyCommand() -> BackOutcome {
    // UIKit offers the command only when there is something to go back to.
    guard profile.hasBackKeyCommand, stack.count >= 2 else { return .unavailable }
    let hearing = plan.hearing(of: .keyCommand)
    // BackGuard's ⌘[ comes even mid-transition: the engine holds it then.
    guard hearing == .hook(.subclassKeyCommand) || hearing == .hook(.screenKeyCommand) else {
      if transition != nil { return .busy }
      // UIKit's own ⌘[: it pops the top screen through popViewController(animated:), which only the subclass hears.
      record("key command ⌘[ [UIKit's own]")
      return systemPop(.pop, to: nil) == nil ? .denied : .allowed
    }
    record("key command ⌘[")
    return engine.requestBack(from: .keyCommand)
  }
}

/// Reports a route given to `goBack(by:)` that is not a gesture on that object, naming the call to make instead.
///
/// - Parameters:
///   - route: The route given.
///   - use: The call that plays it.
/// - Returns: `.unavailable`: nothing happened.
@MainActor
func notAGesture(_ route: BackSource, use: String) -> BackOutcome {
  _ = BackMisuse.report(BackMisuse(.notAGesture(route, use: use)))
  return .unavailable
}
