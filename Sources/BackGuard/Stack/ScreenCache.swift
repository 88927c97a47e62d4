#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  /// The host's identities of the stack, what its cheap change check compares, and what the engine has not been told
  /// yet.
  @MainActor
  struct ScreenCache {
    /// The identities of ``controllers``.
    private(set) var screens: [ScreenID] = []
    /// `viewControllers` as last mapped. Held strongly: they are in the stack (which holds them anyway) until the next
    /// `didShow` or decision maps it again, and a new screen cannot take the address of one that left unseen while
    /// they are compared.
    private var controllers: [UIViewController] = []
    /// How many bottom entries are still the ones last reported to the engine, when a change is not reported yet.
    private var unreportedFrom: Int?
    /// The top screen's own settings as read at a settings generation: still right while no setter ran, as long as the
    /// top contains no screens (their guards would be asked too, and UIKit says nothing when children come and go).
    private var cachedTopSettings: (generation: UInt64, settings: TopSettings)?
    /// Whether the top screen is itself a navigation controller, whose stack's guards are asked too.
    private var topIsNavigationController = false

    /// The guard the engine asks for the top screen, and the swipe choice it made itself (`swipeChoice`). Its
    /// `hidesBackButton` is not kept: nothing of BackGuard's runs when it changes, so the host reads it each time.
    struct TopSettings {
      let backGuard: ScreenGuard?
      let swipeChoice: Bool?
    }

    /// The top view controller, as last mapped.
    var top: UIViewController? { controllers.last }

    /// Whether the stack changed since the engine was last told.
    var hasUnreportedChange: Bool { unreportedFrom != nil }

    /// The cheap check: whether `stack` has the count and the top two entries the identities were mapped from.
    func matches(_ stack: [UIViewController]) -> Bool {
      let count = controllers.count
      return count > 0 && stack.count == count && stack[count - 1] === controllers[count - 1]
        && (count < 2 || stack[count - 2] === controllers[count - 2])
    }

    /// Maps `stack` to identities: entries compared by identity, O(depth) without any lookup; only the entries that
    /// changed are mapped.
    mutating func update(_ stack: [UIViewController]) {
      let common = BackNavigationEngine.commonPrefix(controllers, stack, by: ===)
      guard common < stack.count || common < controllers.count else { return }
      screens.removeSubrange(common...)
      screens.append(contentsOf: stack[common...].lazy.map(\.backGuardScreenID))
      unreportedFrom = min(unreportedFrom ?? common, common)
      topIsNavigationController = stack.last is UINavigationController
      cachedTopSettings = nil
      controllers = stack
    }

    /// The count of bottom entries unchanged since the engine was last told, or `nil` when nothing changed; from now
    /// on the engine knows.
    mutating func takeUnreportedChange() -> Int? {
      defer { unreportedFrom = nil }
      return unreportedFrom
    }

    /// The top screen's settings: kept between decisions, read again after any setter ran or while it contains screens.
    mutating func topSettings() -> TopSettings? {
      guard let top else { return nil }
      let holdsNoScreens = !topIsNavigationController && top.children.isEmpty
      if holdsNoScreens, let cached = cachedTopSettings, cached.generation == ScreenSettingsGeneration.current {
        return cached.settings
      }
      let settings = TopSettings(
        backGuard: top.effectiveBackGuard, swipeChoice: top.swipeChoice)
      cachedTopSettings = holdsNoScreens ? (ScreenSettingsGeneration.current, settings) : nil
      return settings
    }
  }
#endif
