@_spi(TestKit) import BackGuardCore

// The app's own calls (push, pops, setViewControllers, releasing a screen) with the adapter's interception in
// front, and the transitions and stack reports they share with a person's routes.

extension SimulatedNavigationController {
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
  package func release(_ screen: SimulatedScreen) -> Bool {
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

  func record(_ call: String) {
    trace.append(call)
  }

  func finishTransitionIfNeeded() {
    if case .interactive? = transition { return }
    if transition != nil { finishTransition() }
  }

  /// UIKit's pop methods with the adapter's interception in front: programmatic order, the controller first, the
  /// bar's `shouldPop` after.
  func appPop(
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
    for screen in removed {
      byID[screen.id] = nil
      leaving[screen.id] = LeavingScreen(screen: screen)
    }
    begin(.pop, animated: animated)
    return removed
  }

  /// A pop UIKit makes for one of its own routes (its back button, its menu, its ⌘[, its VoiceOver escape, a tab
  /// re-selection): through the controller's pop methods, which only the subclass overrides, and without the bar's
  /// question after it.
  func systemPop(_ call: ProgrammaticCall, to target: SimulatedScreen?) -> [SimulatedScreen]? {
    finishTransitionIfNeeded()
    return appPop(call, to: target, animated: true, barAsks: false)
  }

  func replace(with screens: [SimulatedScreen], animated: Bool) {
    // UIKit holds the screens that leave until its `willShow`, at least.
    let old = stack
    defer { withExtendedLifetime(old) {} }
    for screen in stack where !screens.contains(where: { $0 === screen }) {
      leaving[screen.id] = LeavingScreen(screen: screen)
    }
    stack = screens
    screenIDs = screens.map(\.id)
    unchangedBottom = nil
    byID = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) })
    barItemCount = screens.count
    begin(.pop, animated: animated)
  }

  func begin(_ kind: Transition, animated: Bool) {
    // `willShow`: the adapter tells the engine which screens are about to leave, while UIKit still holds them.
    if case .pop = kind { engine.stackWillChange() }
    if animated && transitionMode == .manual {
      transition = kind
      // `willShow`: the adapter wires the screen shown, also mid-transition.
      lookAtSwipeDelegates()
      return
    }
    record("navigationController(_:didShow:animated:)")
    reportStackChange()
  }

  /// Notes an edit of `screenIDs` that kept its bottom `count` screens.
  func keepUnchanged(_ count: Int) {
    unchangedBottom = unchangedBottom.map { min($0, count) }
  }

  /// `didShow`: tells the engine, with how much of the stack stayed as it last saw it.
  func reportStackChange() {
    let unchanged = unchangedBottom
    for screen in stack[min(unchanged ?? 0, stack.count)...] { screen.lastStack = self }
    unchangedBottom = screenIDs.count
    engine.stackDidChange(unchangedBottom: unchanged)
    leaving = [:]
    lookAtSwipeDelegates()
    window?.backGuardStateDidChange()
  }
}
