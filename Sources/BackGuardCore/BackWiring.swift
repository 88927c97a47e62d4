/// What a host must wire for its stack as it is now, so that it touches nothing where no guard is in reach: a stack
/// with no guard looks and behaves as it would without BackGuard.
///
/// ```swift
/// let wiring = engine.wiring()
/// for (index, screen) in stack.enumerated() where wiring.guardedScreens[index] { addBackAction(to: screen) }
/// if wiring.needsSwipeGate { attachSwipeProxies() } else { detachSwipeProxies() }
/// ```
public struct BackWiring: Hashable, Sendable {
  /// Per screen, root first: whether it has a guard (engaged or not, since its condition can change at any moment),
  /// so its own back routes (back button, VoiceOver escape) need BackGuard. The root's is always `false`.
  public let guardedScreens: [Bool]
  /// Whether the swipe recognizers need BackGuard's gate now: the top screen has a guard or chose its swipe setting
  /// itself (``ScreenBackOptions/choosesSwipe``), or an answer is pending (every swipe waits for it).
  public let needsSwipeGate: Bool

  /// - Parameters:
  ///   - guardedScreens: Per screen, whether it has a guard.
  ///   - needsSwipeGate: Whether the swipes need the gate now.
  public init(guardedScreens: [Bool], needsSwipeGate: Bool) {
    self.guardedScreens = guardedScreens
    self.needsSwipeGate = needsSwipeGate
  }

  /// Whether any screen has a guard (the controller-wide hooks, such as a VoiceOver handler, are needed).
  public var hasGuard: Bool { guardedScreens.contains(true) }

  /// Per screen: whether the back button it shows must offer a back menu that goes through the guards. A pick on a
  /// screen's menu can remove any screen from the one above the root up to that screen, so from the first guarded
  /// screen up every back button needs it. The root's is always `false` (it shows no back button).
  public var routedBackMenus: [Bool] {
    var reached = false
    return guardedScreens.map { guarded in
      reached = reached || guarded
      return reached
    }
  }

  /// What BackGuard puts on the stack in one setup and iOS era, for the screens as wired: the one statement of which
  /// hook serves which route where, read by the UIKit adapter and played by the simulator.
  ///
  /// ```swift
  /// let hooks = wiring.hooks(setup: .swiftUI, era: .iOS15)
  /// hooks.leadingButtons  // BackGuard's own leading button on each guarded screen
  /// ```
  ///
  /// - Parameters:
  ///   - setup: How BackGuard is set up on the stack.
  ///   - era: The iOS era.
  /// - Returns: The hooks.
  public func hooks(setup: BackGuardSetup, era: BackGuardEra) -> Hooks {
    let outsideSubclass = !setup.isSubclass
    return Hooks(
      backActions: guardedScreens.map { $0 && era.hasBackAction },
      // Before `backAction`, only the subclass hears a tap (the bar's question): elsewhere BackGuard's own leading
      // button stands in for the system one.
      leadingButtons: guardedScreens.map { $0 && !era.hasBackAction && outsideSubclass },
      viewEscapes: guardedScreens.map { $0 && era.hasEscapeBlock },
      controllerEscape: era.hasEscapeBlock && outsideSubclass && hasGuard,
      // The subclass swaps UIKit's own ⌘[ while a guard is in the stack; elsewhere the guarded top screen offers its
      // own, found first along the responder chain.
      subclassKeyCommand: setup.isSubclass && hasGuard,
      screenKeyCommand: outsideSubclass && guardedScreens.last == true)
  }

  /// The hooks BackGuard puts on a stack (see ``hooks(setup:era:)``).
  public struct Hooks: Hashable, Sendable {
    /// Per screen: `navigationItem.backAction` (iOS 16+).
    public let backActions: [Bool]
    /// Per screen: BackGuard's own leading button in place of the system back button (iOS 15, outside the subclass).
    public let leadingButtons: [Bool]
    /// Per screen: an escape block on the screen's view (iOS 17+).
    public let viewEscapes: [Bool]
    /// An escape block on the navigation controller (iOS 17+, outside the subclass, whose override hears it).
    public let controllerEscape: Bool
    /// The subclass's own ⌘[ in place of UIKit's.
    public let subclassKeyCommand: Bool
    /// A ⌘[ key command on the guarded top screen (outside the subclass).
    public let screenKeyCommand: Bool
  }
}
