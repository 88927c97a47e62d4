import BackGuardTesting

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

  var description: String {
    "profile \(profile), \(transitionMode == .manual ? "manual" : "instant") transitions, root \(root)"
      + (inSheet ? ", in a sheet" : "")
  }

  /// A random configuration: every profile and both transition modes equally often.
  ///
  /// - Parameter random: The sequence's generator.
  /// - Returns: The configuration.
  static func random(using random: inout SplitMix64) -> ModelConfig {
    let profile = SimulatedProfile.all[random.below(SimulatedProfile.all.count)]
    let mode: SimulatedNavigationController.TransitionMode = random.chance(50) ? .manual : .instant
    let root = ModelScreenSpec.random(label: 0, using: &random, guardPercent: 25)
    return ModelConfig(profile: profile, transitionMode: mode, root: root, inSheet: random.chance(30))
  }
}
