/// What a host must wire for its stack as it is now, so that it touches nothing where no guard is in reach: a stack
/// with no guard looks and behaves as it would without BackGuard.
///
/// ```swift
/// let wiring = engine.wiring()
/// for (index, screen) in stack.enumerated() where wiring.guardedScreens[index] { addBackAction(to: screen) }
/// if wiring.needsSwipeGate { attachSwipeProxies() } else { detachSwipeProxies() }
/// ```
package struct BackWiring: Equatable, Sendable {
  /// Per screen, root first: whether it has a guard (engaged or not, since its condition can change at any moment),
  /// so its own back routes (back button, VoiceOver escape) need BackGuard. The root's is always `false`.
  package let guardedScreens: [Bool]
  /// Whether the swipe recognizers need BackGuard's gate now: the top screen has a guard or chose its swipe setting
  /// itself (`ScreenBackOptions.setsItsOwnSwipe`), or an answer is pending (every swipe waits for it).
  package let needsSwipeGate: Bool

  /// - Parameters:
  ///   - guardedScreens: Per screen, whether it has a guard.
  ///   - needsSwipeGate: Whether the swipes need the gate now.
  package init(guardedScreens: [Bool], needsSwipeGate: Bool) {
    self.guardedScreens = guardedScreens
    self.needsSwipeGate = needsSwipeGate
  }

  /// Whether any screen has a guard (the controller-wide hooks, such as a VoiceOver handler, are needed).
  package var hasGuard: Bool { guardedScreens.contains(true) }

  /// Per screen: whether the back button it shows must offer a back menu that goes through the guards. A pick on a
  /// screen's menu can remove any screen from the one above the root up to that screen, so from the first guarded
  /// screen up every back button needs it. The root's is always `false` (it shows no back button).
  package var routedBackMenus: [Bool] {
    var reached = false
    return guardedScreens.map { guarded in
      reached = reached || guarded
      return reached
    }
  }
}
