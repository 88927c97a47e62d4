/// The one rule of lost work: a screen whose guard was engaged and that leaves without its guard's approval is reported
/// once, whatever the setup, era or route, and whether or not a hook heard the route (``LostWork``).
extension BackNavigationEngine {
  /// The screens of `change` that left with an engaged guard and without its approval, in the order they left.
  ///
  /// Engagement is what it was when the departure was first heard: recorded with the departure (the app's pop, a swipe
  /// past the gate, an undriven interactive pop), or read now for a departure no hook heard, while the screen is still
  /// reachable through its host (a screen already gone has no guard to read, and is skipped rather than called).
  func lostWork(in change: BackNavigationState.StackChange, facts: HostFacts) -> [LostWork] {
    var lost: [LostWork] = []
    for (departure, screens) in change.departed {
      // An approved departure with no guard that sat out, the common case, costs nothing more.
      if let departure, departure.unasked.isEmpty { continue }
      for screen in screens where !change.discarded.contains(screen) {
        let undriven = change.undrivenPop?.top == screen ? change.undrivenPop : nil
        if let departure {
          guard departure.unasked.contains(screen) else { continue }
        } else if let undriven {
          guard undriven.engaged else { continue }
        } else if let heard = change.heardLeaving.first(where: { $0.screen == screen }) {
          guard heard.engaged else { continue }
        } else {
          guard facts.backGuard(for: screen)?.isEngaged == true else { continue }
        }
        let screenGuard = facts.backGuard(for: screen)
        lost.append(
          lostWork(
            screen, route: departure?.attempt.source, guard: screenGuard, interactive: undriven != nil,
            wholeStackLeft: change.departed.count == 1 && facts.screens.count <= 1, facts: facts))
      }
    }
    return lost
  }

  /// Reports one lost-work sign: to observers, and to the host, which prints it in a debug build.
  func reportLostWork(_ lost: LostWork, facts: HostFacts) {
    carryOut(.workWasLost(lost))
    emit(.lostWork(lost))
  }

  /// The report of one screen.
  private func lostWork(
    _ screen: ScreenID, route: BackSource?, guard screenGuard: ScreenGuard?, interactive: Bool,
    wholeStackLeft: Bool, facts: HostFacts
  ) -> LostWork {
    let configuration = facts.selfCheckConfiguration
    return LostWork(
      screen: screen, screenName: ScreenNames.name(of: screen) ?? screen.description, route: route,
      question: screenGuard?.windowCloseQuestion?.title,
      fixes: Self.fixes(
        for: route, interactive: interactive, wholeStackLeft: wholeStackLeft, inTabBar: facts.isInTabBar,
        isSheet: facts.isSheet || configuration?.setup.isSheet == true, in: configuration),
      wasInteractive: interactive, planHearsEveryUserRoute: route == nil && plansToHearEveryUserRoute(facts),
      seenOn: facts.selfCheckContext)
  }

  /// What would have asked the guard, the likeliest first.
  ///
  /// - Parameters:
  ///   - route: How the screen left, as heard; `nil`: no hook heard it.
  ///   - interactive: Whether an interactive pop no gesture of BackGuard's drove took it.
  ///   - wholeStackLeft: Whether every screen above the bottom left at once (a sheet dismissed, a pop to the root).
  ///   - inTabBar: Whether the stack is a tab's.
  ///   - isSheet: Whether the stack is a sheet's.
  ///   - configuration: The stack's setup and era, when the host knows them.
  /// - Returns: The fixes, never empty.
  static func fixes(
    for route: BackSource?, interactive: Bool, wholeStackLeft: Bool, inTabBar: Bool, isSheet: Bool,
    in configuration: BackRouteTable.Configuration?
  ) -> [LostWork.Fix] {
    let setup = configuration?.setup
    let era = configuration?.era
    // A pop to the root of a tab on iOS 18+: a `UITab` tab bar's re-selection no hook heard is as likely as the app.
    let uitabReselect = inTabBar && wholeStackLeft && (era.map { $0 >= .iOS18 } ?? false) && !isSheet
    if interactive {
      // An interactive pop with no recognizer of BackGuard's: a zoom dismissal where iOS has one, else the app's own.
      guard let era, era.hasZoomTransition else { return [.requestBack] }
      return setup?.isSwiftUI == true ? [.keepTheDraft, .requestBack] : [.zoomOptions, .requestBack]
    }
    switch route {
    case .windowClose?:
      return [.keepTheDraft]
    case .sheetDismiss?:
      return [.sheetDismissal]
    case .edgeSwipe?, .contentSwipe?, .zoomDismiss?:
      // The route is one BackGuard asks on: its hook was not in place.
      return [.checkDiagnostics]
    case .programmatic(let call)?:
      var fixes: [LostWork.Fix] =
        uitabReselect && call == .popToRoot ? [.tabShouldSelect, .requestBack] : [.requestBack]
      // In the subclass UIKit's own routes that no hook hears here come through the same pop methods.
      if setup?.isSubclass == true { fixes.append(.guardsProgrammaticPops) }
      return fixes
    case nil:
      if isSheet, wholeStackLeft { return [.sheetDismissal, .requestBack] }
      return uitabReselect ? [.tabShouldSelect, .requestBack] : [.requestBack]
    default:
      // A route BackGuard asked on, whose guard sat out: only the app's own code gets here.
      return [.requestBack]
    }
  }

  /// The leaving screens of an approved attempt whose guard is engaged but was not asked on its route (the app's own
  /// pop, when the guard does not opt in to those): read now, when the departure is heard.
  func guardsSittingOut(_ attempt: BackAttempt, facts: HostFacts) -> [ScreenID] {
    if attempt.source.asksEveryEngagedGuard { return [] }
    var unasked: [ScreenID] = []
    for screen in attempt.leaving where facts.backGuard(for: screen)?.sitsOut(attempt.source) == true {
      unasked.append(screen)
    }
    return unasked
  }

  /// Tells the engine that UIKit is about to show another stack (`navigationController(_:willShow:animated:)`): the
  /// screens that leave have their guard's engagement read now (used for those no departure names then), while UIKit surely still
  /// holds them, for the lost-work rule when `stackDidChange()` reports the change.
  package func stackWillChange() {
    guard let (facts, _) = enter() else { return }
    let now = facts.screens
    let common = Self.commonPrefix(state.stack, now)
    screensWillLeave(BackNavigationState.removed(from: state.stack, in: now, common: common), facts: facts)
  }

  /// Tells the engine that `screens` are about to leave in a change the host will report (a sheet the app dismisses,
  /// heard at the presented stack's `viewWillDisappear`): their guards' engagement is read now.
  ///
  /// - Parameter screens: The screens that leave.
  package func screensWillLeave(_ screens: [ScreenID]) {
    guard let (facts, _) = enter() else { return }
    screensWillLeave(screens, facts: facts)
  }

  private func screensWillLeave(_ screens: [ScreenID], facts: HostFacts) {
    // A screen an approval names is no question; a swipe whose gesture never began names nothing (rule 10).
    let unbegunSwipe = state.departures.swipe.flatMap { $0.didBegin ? nil : $0.attempt.id }
    for screen in screens where !state.departures.heardLeaving.contains(where: { $0.screen == screen }) {
      if let cause = state.departures.cause(of: screen), cause.attempt.id != unbegunSwipe { continue }
      state.departures.heardLeaving.append((screen, facts.backGuard(for: screen)?.isEngaged == true))
    }
  }

  // MARK: - Leaving on purpose

  /// Runs the app's code that removes screens on purpose (a deliberate discard, a save that pops after saving): its
  /// pops and replacements pass unasked, and the screens it removes are no lost work.
  ///
  /// The screens of this stack that leave while `perform` runs, or at the first stack change after it returned (an
  /// animated pop, a SwiftUI path edit), are the ones it removed.
  ///
  /// - Parameter perform: The app's code.
  package func leaveWithoutAsking(_ perform: () -> Void) {
    guard let (facts, _) = enter(),
      state.departures.discardScope == .none || state.departures.discardScope == .awaitingChange
    else {
      // Inside another one: its scope covers this code too.
      perform()
      return
    }
    state.departures.discarding = facts.screens
    state.departures.discardScope = .running(sawChange: false)
    state.requests.performing += 1
    perform()
    state.requests.performing -= 1
    if state.departures.discardScope == .running(sawChange: true), facts.screens == state.stack {
      // Everything it changed was reported while it ran.
      state.departures.discarding = []
      state.departures.discardScope = .none
    } else if !state.departures.discarding.isEmpty {
      state.departures.discardScope = .awaitingChange
    }
  }

  /// Runs the app's code on purpose inside every one of `engines` (a stack and the sheet around it): what it removes
  /// from any of them is no lost work.
  ///
  /// - Parameters:
  ///   - engines: The engines the code may remove screens from.
  ///   - perform: The app's code.
  package static func leaveWithoutAsking(in engines: ArraySlice<BackNavigationEngine>, _ perform: () -> Void) {
    guard let engine = engines.first else { return perform() }
    engine.leaveWithoutAsking { leaveWithoutAsking(in: engines.dropFirst(), perform) }
  }

  // MARK: - The whole stack goes

  /// Tells the engine that its whole stack may be going away with no question asked: the sheet presenting it began a
  /// dismissal that no `sheetDismissal` hears (the presented stack's `viewWillDisappear`). The guards' engagement is
  /// read now, while the screens are surely alive; ``stackWentAway(by:)`` or ``stackStayed()`` follows.
  package func stackMayGoAway() {
    guard let (facts, _) = enter() else { return }
    var engaged: [ScreenID] = []
    for screen in facts.screens.reversed() where facts.backGuard(for: screen)?.isEngaged == true {
      engaged.append(screen)
    }
    state.departures.goingAway = engaged
  }

  /// The dismissal that ``stackMayGoAway()`` announced was cancelled (the person brought the sheet back).
  package func stackStayed() {
    state.departures.goingAway = nil
  }

  /// Tells the engine that its whole stack went away with no question asked: the window holding it closed before
  /// iOS 27 (no public API asks there), or the sheet presenting it was dismissed with no `sheetDismissal` installed.
  /// Every screen whose guard was engaged is lost work: as read by ``stackMayGoAway()``, else now.
  ///
  /// - Parameter route: ``BackSource/windowClose`` or ``BackSource/sheetDismiss``.
  package func stackWentAway(by route: BackSource) {
    guard let (facts, _) = enter() else { return }
    let announced = state.departures.goingAway
    state.departures.goingAway = nil
    // A dismissal the app made on purpose (`leaveWithoutAsking`) is no lost work, and ends its discard.
    let discarded = state.departures.discarding
    if state.departures.discardScope == .awaitingChange {
      state.departures.discarding = []
      state.departures.discardScope = .none
    }
    var lost: [LostWork] = []
    // The screens read when it began, which UIKit may have released since; else the engaged ones now.
    for screen in announced ?? facts.screens.reversed() where !discarded.contains(screen) {
      let screenGuard = facts.backGuard(for: screen)
      guard announced != nil || screenGuard?.isEngaged == true else { continue }
      lost.append(
        lostWork(screen, route: route, guard: screenGuard, interactive: false, wholeStackLeft: true, facts: facts))
    }
    for report in lost { reportLostWork(report, facts: facts) }
  }
}
