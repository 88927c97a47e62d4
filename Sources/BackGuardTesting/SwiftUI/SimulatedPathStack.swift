import BackGuardCore

/// A SwiftUI `NavigationStack(path:)` without SwiftUI: the app's path, the ``SimulatedNavigationController`` SwiftUI
/// builds for it (setup `.swiftUI`), and SwiftUI's work between the two.
///
/// - SwiftUI applies the path at its next update, after the app's code returned: change ``path``, then call
///   ``update()``. Like SwiftUI, the update pops with `popViewController(animated:)` or `popToViewController(_:animated:)`,
///   pushes new elements, and replaces the screens past the common start with `setViewControllers(_:animated:)`.
/// - SwiftUI writes the path binding after UIKit pops (its back button, swipes, BackGuard's own pops of an approved
///   back-menu pick): ``path`` drops the elements whose screens left (ledger B144, assumed for a multi-level pop).
///
/// ```swift
/// let app = SimulatedPathStack<Int>(root: SimulatedScreen("Inbox")) { SimulatedScreen("Thread \($0)") }
/// app.path = [1, 2]
/// app.update()
/// #expect(app.navigationController.stack.count == 3)
/// ```
@MainActor
package final class SimulatedPathStack<Element: Hashable> {
  /// The navigation controller SwiftUI builds for the stack.
  package let navigationController: SimulatedNavigationController
  /// The app's path (`@State var path: [Element]`, or the router's). A change shows at the next ``update()``.
  package var path: [Element]
  /// How many times SwiftUI wrote the path after UIKit removed screens.
  package private(set) var pathWrites = 0
  /// The path as the stack shows it: one element per screen above the root.
  package private(set) var shownPath: [Element] = []
  /// The stack's ``BackGuardStack``-like connection, as `.backGuardStack(_:)` makes it.
  package let backGuardStack: SimulatedBackGuardStack
  private let makeScreen: (Element) -> SimulatedScreen
  private var observation: BackObservation?
  private var isUpdating = false

  /// Makes the stack, with its path applied.
  ///
  /// - Parameters:
  ///   - root: The root view's screen.
  ///   - path: The path at the start.
  ///   - profile: The iOS era. Default `SimulatedProfile.iOS26`.
  ///   - menuPolicy: The back menu's policy. Default `BackMenuPolicy.guarded`.
  ///   - transitionMode: How transitions end.
  ///   - screen: The destination's screen for an element (`navigationDestination(for:)`).
  package init(
    root: SimulatedScreen, path: [Element] = [], profile: SimulatedProfile = .iOS26,
    menuPolicy: BackMenuPolicy = .guarded,
    transitionMode: SimulatedNavigationController.TransitionMode = .instant,
    screen: @escaping (Element) -> SimulatedScreen
  ) {
    navigationController = SimulatedNavigationController(
      root: root, profile: profile, setup: .swiftUI, menuPolicy: menuPolicy, transitionMode: transitionMode)
    backGuardStack = SimulatedBackGuardStack(navigationController)
    self.path = path
    makeScreen = screen
    observation = navigationController.observe { [weak self] event in
      if case .screensLeft = event { self?.followStack() }
    }
    update()
  }

  /// The screens above the root, one per element of ``shownPath``.
  package var screens: [SimulatedScreen] { Array(navigationController.stack.dropFirst()) }

  /// SwiftUI's update: shows ``path`` in the navigation controller.
  package func update() {
    isUpdating = true
    defer { isUpdating = false }
    let nav = navigationController
    let common = PathChange.commonPrefixCount(shownPath, path)
    let above = nav.stack.count - 1
    if common == path.count, common < above {
      if common == above - 1 {
        nav.pop()
      } else {
        nav.popTo(nav.stack[common])
      }
    } else if common == above {
      for element in path[common...] { nav.push(makeScreen(element)) }
    } else if common < path.count {
      let kept = Array(nav.stack.prefix(common + 1))
      nav.setScreens(kept + path[common...].map(makeScreen), animated: true)
    }
    shownPath = path
  }

  /// SwiftUI's binding write after UIKit removed screens: the path keeps the elements whose screens are still there.
  private func followStack() {
    guard !isUpdating else { return }
    let above = navigationController.stack.count - 1
    guard shownPath.count > above else { return }
    shownPath.removeLast(shownPath.count - above)
    path = shownPath
    pathWrites += 1
  }
}
