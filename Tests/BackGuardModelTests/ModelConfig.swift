@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// What stays fixed for a whole model sequence: the iOS era, how transitions end, and the root screen.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let config = ModelConfig.random(using: &random)
/// ```
struct ModelConfig: Hashable, Sendable, CustomStringConvertible {
  var profile: SimulatedProfile
  var transitionMode: SimulatedNavigationController.TransitionMode
  var root: ModelScreenSpec
  /// The stack is presented in a sheet, whose swipe-down asks the same guards through a second engine.
  var inSheet = false
  /// How BackGuard is set up: which callbacks the adapter hears (the simulator plays it as `BackRouteTable` says).
  var setup: BackGuardSetup = .recommended
  /// The back menu's policy.
  var menuPolicy: BackMenuPolicy = .guarded
  /// Whether the opt-in VoiceOver hook is installed.
  var voiceOverEscapeHook = false
  /// The stack is a tab of a tab bar controller whose other tab has a guard above its root: BackGuard's proxy is on
  /// the tab bar then, and sees every re-selection, guarded or not.
  var inTabBarWithGuardedTab = false

  /// The route table's configuration for this sequence.
  var routeConfiguration: BackRouteTable.Configuration {
    BackRouteTable.Configuration(
      setup: setup, era: profile.era, menuPolicy: menuPolicy, voiceOverEscapeHook: voiceOverEscapeHook)
  }

  var description: String {
    "profile \(profile), \(transitionMode == .manual ? "manual" : "instant") transitions, root \(root)"
      + (inSheet ? ", in a sheet" : "") + ", \(setup), menu \(menuPolicy)"
      + (voiceOverEscapeHook ? ", VoiceOver hook" : "") + (inTabBarWithGuardedTab ? ", in a tab bar" : "")
  }

  /// A random configuration: every profile and both transition modes equally often, in the recommended setup with the
  /// standard menu policy (``withRandomSetup(using:)`` varies those).
  ///
  /// - Parameter random: The sequence's generator.
  /// - Returns: The configuration.
  static func random(using random: inout SplitMix64) -> ModelConfig {
    let profile = SimulatedProfile.all[random.below(SimulatedProfile.all.count)]
    let mode: SimulatedNavigationController.TransitionMode = random.chance(50) ? .manual : .instant
    let root = ModelScreenSpec.random(label: 0, using: &random, guardPercent: 25)
    return ModelConfig(profile: profile, transitionMode: mode, root: root, inSheet: random.chance(30))
  }

  /// This configuration in the recommended setup half the time, and otherwise in any setup, menu policy and with or
  /// without the VoiceOver hook. It draws from its own generator, so a sequence's steps are the same whatever setup
  /// it plays in: a seed found before setups were played replays its steps unchanged.
  ///
  /// - Parameter random: A generator of its own, derived from the sequence's seed.
  /// - Returns: The configuration.
  func withRandomSetup(using random: inout SplitMix64) -> ModelConfig {
    var config = self
    guard random.chance(50) else { return config }
    config.setup = BackGuardSetup.allCases[random.below(BackGuardSetup.allCases.count)]
    config.menuPolicy = BackMenuPolicy.allCases[random.below(BackMenuPolicy.allCases.count)]
    config.voiceOverEscapeHook = random.chance(50)
    // A sheet's stack is a plain controller with both guards installed.
    if config.setup == .sheet { config.inSheet = true }
    // Drawn last, so that the draws above stay what they were for seeds found before.
    config.inTabBarWithGuardedTab = !config.inSheet && random.chance(40)
    return config
  }
}

/// A weak reference kept in a local constant, where a `weak let` binding would need Swift 6.3 (SE-0481) and a
/// never-mutated `weak var` draws a warning there: the package stays within the Swift 6.2 that apps build with.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) { self.object = object }
}
