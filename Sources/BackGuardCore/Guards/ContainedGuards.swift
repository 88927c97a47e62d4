/// Which guards one stack screen stands for when screens are contained in it (a container's children, the pages of a
/// page view controller, a navigation controller nested in it), and in which order they are asked
/// (``ScreenGuard/init(inTurn:)``). The UIKit adapter walks its view controllers with this rule; a sheet uses it to
/// leave out the stack inside it, whose screens it lists one by one.
///
/// The rule: each contained screen's own contained screens before it, contained screens in the order the adapter
/// gives them (a nested navigation controller's stack top first), then the screen's own guard. A screen left out
/// (`leavingOut`) is not walked into, but its own guard still counts, so each guard is asked once.
@MainActor
package enum ContainedGuards {
  /// The guards asked for `screen`, in turn.
  ///
  /// - Parameters:
  ///   - screen: The stack screen.
  ///   - leavingOut: A screen whose contained screens are listed elsewhere (a sheet's inner navigation controller):
  ///     they are left out, its own guard is not. `nil` leaves nothing out.
  ///   - contained: The screens contained in a screen, in the order they are asked.
  ///   - ownGuard: A screen's own guard, if any (set, or by its conformance).
  /// - Returns: The guards, in the order they are asked.
  package static func inTurn<Screen: AnyObject>(
    for screen: Screen, leavingOut: Screen? = nil, contained: (Screen) -> [Screen],
    ownGuard: (Screen) -> ScreenGuard?
  ) -> [ScreenGuard] {
    var guards: [ScreenGuard] = []
    func appendContained(_ parent: Screen) {
      for child in contained(parent) {
        if child !== leavingOut { appendContained(child) }
        if let own = ownGuard(child) { guards.append(own) }
      }
    }
    if screen !== leavingOut { appendContained(screen) }
    if let own = ownGuard(screen) { guards.append(own) }
    return guards
  }

  /// Whether a screen contained in `screen`, at any depth, has a guard of its own.
  ///
  /// - Parameters:
  ///   - screen: The stack screen.
  ///   - contained: The screens contained in a screen.
  ///   - hasOwnGuard: Whether a screen has a guard of its own.
  package static func exist<Screen: AnyObject>(
    in screen: Screen, contained: (Screen) -> [Screen], hasOwnGuard: (Screen) -> Bool
  ) -> Bool {
    // A plain loop: a main-actor closure given to the standard library gets a run-time isolation check (Swift 6 mode).
    for inner in contained(screen)
    where hasOwnGuard(inner) || exist(in: inner, contained: contained, hasOwnGuard: hasOwnGuard) {
      return true
    }
    return false
  }

  /// `screen`, or the first screen contained in it at any depth (depth first, in `contained` order), that `owns`
  /// picks: the screen whose own guard is the one asked.
  package static func owner<Screen: AnyObject>(
    in screen: Screen, contained: (Screen) -> [Screen], owns: (Screen) -> Bool
  ) -> Screen? {
    if owns(screen) { return screen }
    for child in contained(screen) {
      if let found = owner(in: child, contained: contained, owns: owns) { return found }
    }
    return nil
  }
}
