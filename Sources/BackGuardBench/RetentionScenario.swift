import BackGuardCore
import BackGuardTesting

/// Pushes, guards and pops screens many times through every route, then checks with weak references that no
/// screen, guard or resolution outlived its pop.
@MainActor
enum RetentionScenario {
  /// What is still alive after the cycles.
  struct Result {
    /// Cycles run.
    let cycles: Int
    /// Screens still referenced somewhere.
    let screens: Int
    /// Guards still referenced somewhere.
    let guards: Int
    /// Resolutions still referenced somewhere.
    let resolutions: Int
    /// Screens left in the stack at the end (should be the root only).
    let stackCount: Int
  }

  private final class WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
  }

  /// Runs the cycles.
  ///
  /// Each cycle pushes a screen with a guard that asks for a later answer, tries to leave by one route (tap, edge
  /// swipe, back menu, VoiceOver escape, or an opted-in programmatic pop), answers once with deny and then allows the
  /// next try.
  ///
  /// - Parameter cycles: How many.
  /// - Returns: What is still alive.
  static func run(cycles: Int) -> Result {
    let root = SimulatedScreen("Root")
    let navigation = SimulatedNavigationController(root: root, profile: .iOS26)
    var screens: [WeakBox<SimulatedScreen>] = []
    var guards: [WeakBox<ScreenGuard>] = []
    var resolutions: [WeakBox<BackResolution>] = []
    screens.reserveCapacity(cycles)
    for cycle in 0..<cycles {
      do {
        var held: BackResolution?
        let screenGuard = ScreenGuard(guardsProgrammaticPops: true, resolve: { _, resolution in held = resolution })
        let screen = SimulatedScreen("Editor \(cycle)", backGuard: screenGuard)
        screens.append(WeakBox(screen))
        guards.append(WeakBox(screenGuard))
        navigation.push(screen, animated: false)
        leave(navigation, cycle: cycle)
        if let first = held {
          resolutions.append(WeakBox(first))
          first.deny()
        }
        held = nil
        leave(navigation, cycle: cycle)
        if let second = held {
          resolutions.append(WeakBox(second))
          second.allow()
        }
        held = nil
        if navigation.screens.count != 1 {
          fatalError("cycle \(cycle): the approved pop did not happen; the retention figure would be meaningless")
        }
      }
    }
    return Result(
      cycles: cycles,
      screens: screens.count { $0.value != nil },
      guards: guards.count { $0.value != nil },
      resolutions: resolutions.count { $0.value != nil },
      stackCount: navigation.screens.count)
  }

  private static func leave(_ navigation: SimulatedNavigationController, cycle: Int) {
    switch cycle % 5 {
    case 0: navigation.goBack(by: .backButton)
    case 1: navigation.goBack(by: .edgeSwipe)
    case 2: navigation.goBack(by: .backMenu)
    case 3: navigation.goBack(by: .accessibilityEscape)
    default: navigation.pop(animated: false)
    }
  }
}
