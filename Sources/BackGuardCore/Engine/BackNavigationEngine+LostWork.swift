/// The one rule of lost work: a screen whose guard was engaged and that leaves without its guard's approval is reported
/// once, whatever the setup, era or route, and whether or not a hook heard the route (``LostWork``).
extension BackNavigationEngine {
  /// The screens of `change` that left with an engaged guard and without its approval, in the order they left.
  ///
  /// Engagement is what it was when the departure was first heard: recorded with the departure (the app's pop, a swipe
  /// past the gate, an undriven interactive pop), or read now for a departure no hook heard, while the screen is still
  /// reachable through its host (a screen already gone has no guard to read, and is skipped rather than called).
  func lostWork(in change: BackNavigationState.StackChange, host: any NavigationHost) -> [LostWork] {
    var lost: [LostWork] = []
    for (departure, screens) in change.departed {
      for screen in screens where !change.discarded.contains(screen) {
        let undriven = change.undrivenPop?.top == screen ? change.undrivenPop : nil
        let screenGuard = host.backGuard(for: screen)
        if let departure {
          guard departure.unasked.contains(screen) else { continue }
        } else if let undriven {
          guard undriven.engaged else { continue }
        } else if let heard = change.heardLeaving.first(where: { $0.screen == screen }) {
          guard heard.engaged else { continue }
        } else {
          guard screenGuard?.isEngaged == true else { continue }
        }
        lost.append(
          lostWork(
            screen, route: departure?.attempt.source, guard: screenGuard, interactive: undriven != nil,
            wholeStackLeft: change.departed.count == 1 && host.screens.count <= 1, host: host))
      }
    }
    return lost
  }

  /// Reports one lost-work sign: to observers, and to the host, which prints it in a debug build.
  func reportLostWork(_ lost: LostWork, host: any NavigationHost) {
    host.workWasLost(lost)
    emit(.lostWork(lost))
  }

  /// The report of one screen.
  private func lostWork(
    _ screen: ScreenID, route: BackSource?, guard screenGuard: ScreenGuard?, interactive: Bool,
    wholeStackLeft: Bool, host: any NavigationHost
  ) -> LostWork {
    let configuration = host.selfCheckConfiguration
    return LostWork(
      screen: screen, screenName: ScreenNames.name(of: screen) ?? screen.description, route: route,
      question: screenGuard?.windowCloseQuestion?.title,
      fixes: Self.fixes(for: route, interactive: interactive, wholeStackLeft: wholeStackLeft, in: configuration),
      wasInteractive: interactive, planHearsEveryUserRoute: route == nil && plansToHearEveryUserRoute(host),
      seenOn: host.selfCheckContext)
  }

  /// What would have asked the guard, the likeliest first.
  ///
  /// - Parameters:
  ///   - route: How the screen left, as heard; `nil`: no hook heard it.
  ///   - interactive: Whether an interactive pop no gesture of BackGuard's drove took it.
  ///   - wholeStackLeft: Whether every screen above the bottom left at once (a sheet dismissed, a pop to the root).
  ///   - configuration: The stack's setup and era, when the host knows them.
  /// - Returns: The fixes, never empty.
  static func fixes(
    for route: BackSource?, interactive: Bool, wholeStackLeft: Bool, in configuration: BackRouteTable.Configuration?
  ) -> [LostWork.Fix] {
    let setup = configuration?.setup
    let era = configuration?.era
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
      var fixes: [LostWork.Fix] = [.requestBack]
      if call == .popToRoot, let era, era >= .iOS18, setup?.isSheet == false { fixes.append(.tabShouldSelect) }
      // In the subclass UIKit's own routes that no hook hears here come through the same pop methods.
      if setup?.isSubclass == true { fixes.append(.guardsProgrammaticPops) }
      return fixes
    case nil:
      if setup?.isSheet == true, wholeStackLeft { return [.sheetDismissal, .requestBack] }
      var fixes: [LostWork.Fix] = [.requestBack]
      if wholeStackLeft, let era, era >= .iOS18, setup?.isSheet == false { fixes.append(.tabShouldSelect) }
      return fixes
    default:
      // A route BackGuard asked on, whose guard sat out: only the app's own code gets here.
      return [.requestBack]
    }
  }

  /// The leaving screens of an approved attempt whose guard is engaged but was not asked on its route (the app's own
  /// pop, when the guard does not opt in to those): read now, when the departure is heard.
  func guardsSittingOut(_ attempt: BackAttempt, host: any NavigationHost) -> [ScreenID] {
    if attempt.source.asksEveryEngagedGuard { return [] }
    var unasked: [ScreenID] = []
    for screen in attempt.leaving where host.backGuard(for: screen)?.sitsOut(attempt.source) == true {
      unasked.append(screen)
    }
    return unasked
  }

  /// Tells the engine that UIKit is about to show another stack (`navigationController(_:willShow:animated:)`): the
  /// screens that leave have their guard's engagement read now (used for those no departure names then), while UIKit surely still
  /// holds them, for the lost-work rule when `stackDidChange()` reports the change.
  package func stackWillChange() {
    guard let (host, _) = enter() else { return }
    let now = host.screens
    let common = Self.commonPrefix(state.stack, now)
    for screen in BackNavigationState.removed(from: state.stack, in: now, common: common)
    where !state.heardLeaving.contains(where: { $0.screen == screen }) {
      state.heardLeaving.append((screen, host.backGuard(for: screen)?.isEngaged == true))
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
    guard let (host, _) = enter(), state.discardScope == .none || state.discardScope == .awaitingChange else {
      // Inside another one: its scope covers this code too.
      perform()
      return
    }
    state.discarding = host.screens
    state.discardScope = .running(sawChange: false)
    state.performingAppRequest += 1
    perform()
    state.performingAppRequest -= 1
    if state.discardScope == .running(sawChange: true), host.screens == state.stack {
      // Everything it changed was reported while it ran.
      state.discarding = []
      state.discardScope = .none
    } else if !state.discarding.isEmpty {
      state.discardScope = .awaitingChange
    }
  }

  // MARK: - The whole stack goes

  /// Tells the engine that the window holding this stack closed with no question asked (before iOS 27, where no public
  /// API asks): every screen with an engaged guard is lost work.
  package func windowClosedUnasked() {
    guard let (host, _) = enter() else { return }
    var lost: [LostWork] = []
    for screen in host.screens.reversed() {
      guard let screenGuard = host.backGuard(for: screen), screenGuard.isEngaged else { continue }
      lost.append(
        lostWork(
          screen, route: .windowClose, guard: screenGuard, interactive: false, wholeStackLeft: true, host: host))
    }
    for report in lost { reportLostWork(report, host: host) }
  }
}
