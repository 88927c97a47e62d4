@_spi(TestKit) import BackGuardCore

extension SimulatedNavigationController {
  /// Asks the guards of `screens` before the app removes them in a way that is not a pop, then runs `perform` on
  /// approval, as `BackNavigationEngine/requestLeave(_:from:animated:perform:)` does for a real
  /// navigation controller.
  ///
  /// ```swift
  /// nav.requestLeave(nav.stack.dropFirst(), named: "logout") { nav.setScreens([login]) }
  /// ```
  ///
  /// - Parameters:
  ///   - screens: The screens that would go.
  ///   - name: The route's name (`BackSource/appRequest(_:)`).
  ///   - perform: The app's code, run once on approval.
  /// - Returns: What happened.
  @discardableResult
  public func requestLeave(
    _ screens: some Sequence<SimulatedScreen>, named name: String, perform: @escaping () -> Void
  ) -> BackOutcome {
    let screens = Array(screens)
    if let other = stackHoldingAll(screens) {
      // The screens moved to another stack: their guards are asked there.
      return other.requestLeave(screens, named: name, perform: perform)
    }
    return engine.requestLeave(screens.map(\.id), from: .appRequest(name), perform: perform)
  }

  /// Runs the app's code that removes screens on purpose, without asking their guards and without a lost-work sign:
  /// a deliberate "Discard" button of the app's own, or a pop right after saving. As
  /// `backNavigation.leaveWithoutAsking` on a real navigation controller.
  ///
  /// ```swift
  /// nav.leaveWithoutAsking { nav.pop() }  // the editor's own "Discard" button: no question, no sign
  /// ```
  ///
  /// - Parameter perform: The app's code. The screens it removes, now or at the end of the transition it starts,
  ///   leave unasked.
  public func leaveWithoutAsking(_ perform: () -> Void) {
    engine.leaveWithoutAsking(perform)
  }

  /// The other simulated controller that holds every one of `screens` now, if there is one.
  private func stackHoldingAll(_ screens: [SimulatedScreen]) -> SimulatedNavigationController? {
    MovedScreens.otherStack(holding: screens, insteadOf: self) { screen in
      screen.lastStack.flatMap { stack in stack.stack.contains { $0 === screen } ? stack : nil }
    }
  }

  /// Calls `handler` with every event of this stack for as long as the controller lives, or until you cancel the
  /// returned observation: the same shape as `backNavigation.observe` on a real navigation controller, so the
  /// README's code works here as written.
  ///
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The observation, to cancel it.
  @discardableResult
  public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
    engine.observeForItsLifetime(handler)
  }
}
