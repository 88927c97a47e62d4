import Foundation

/// A host's looks at its stack (each wiring), numbered, and whether a look quietly follows the one before it: the same
/// stack, no transition in either. Only then is an item of BackGuard's found replaced since that look a sign
/// (``AssumptionFailure/Sign/backItemReplaced``): around a push or a pop, apps and SwiftUI set items as part of their
/// setup, and an item left on a screen that has since become the top is nobody's business.
package struct WiringLooks {
  /// The number of the latest look.
  package private(set) var number: UInt64 = 0
  private var previous: (screens: [ScreenID], quiet: Bool)?
  private var followsAQuietLook = false

  package init() {}

  /// A look begins.
  ///
  /// - Parameters:
  ///   - screens: The stack now, root first.
  ///   - transitioning: Whether a transition runs.
  package mutating func look(screens: [ScreenID], transitioning: Bool) {
    number &+= 1
    let quiet = !transitioning
    followsAQuietLook = quiet && previous.map { $0.quiet && $0.screens == screens } == true
    previous = (screens, quiet)
  }

  /// Whether an item BackGuard put in place at look `appliedAt`, found replaced at this look, is a sign.
  ///
  /// - Parameter appliedAt: The look that put the item in place.
  /// - Returns: `true` only when that was the look just before, and both were quiet over the same stack.
  package func replacementIsASign(appliedAt: UInt64) -> Bool { followsAQuietLook && appliedAt == number &- 1 }
}
