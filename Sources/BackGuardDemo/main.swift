import BackGuardCore
import BackGuardTesting

@MainActor func probe() {
  let nav = SimulatedNavigationController(root: SimulatedScreen("Library"), profile: .iOS26)
  var names: [ScreenID: String] = [:]
  let obs = nav.engine.observe { print("  event:", $0) }
  let a = SimulatedScreen("Album"); nav.push(a)
  let e = SimulatedScreen("Editor", backGuard: ScreenGuard { _ in .allow }); nav.push(e)
  print(nav.swipeBack(.edge))
  nav.push(e)
  print(nav.swipeBack(.content, completes: false))
  print(nav.swipeBack(.content))
  _ = obs; _ = names; names = [:]
}
MainActor.assumeIsolated { probe() }
