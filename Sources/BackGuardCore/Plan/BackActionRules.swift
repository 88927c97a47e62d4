/// How the UIKit adapter turns an approved pop into one UIKit call, and where a back action goes that ran for a
/// screen no longer in the stack that set it (a split view moved the screen, or BackGuard was uninstalled).
package enum BackActionRules {
  /// The UIKit call for an approved pop.
  package enum PopCall: Equatable, Sendable {
    /// `popViewController(animated:)`: one level, the call UIKit's own back button makes, so subclasses that
    /// override it see it as usual.
    case popOne
    /// `popToViewController(_:animated:)`: more than one level.
    case popTo
  }

  /// The call that pops to the screen at `destinationIndex` of a stack of `stackCount` screens, or none when the
  /// destination is not below the top (not in the stack, or the top itself).
  package static func popCall(destinationIndex: Int?, stackCount: Int) -> PopCall? {
    guard let destinationIndex, destinationIndex >= 0, destinationIndex < stackCount - 1 else { return nil }
    return destinationIndex == stackCount - 2 ? .popOne : .popTo
  }

  /// Where a back-button action goes.
  package enum Target: Equatable, Sendable {
    /// This stack's guards, for the screen that ran it.
    case thisStack
    /// The guards of the stack that holds the screen now: its guard went with it.
    case stackHoldingItNow
    /// A plain pop, as UIKit's back button: BackGuard was uninstalled.
    case plainPop
  }

  /// A back action of a screen still in this stack asks this stack's guards; one of a screen that moved asks the
  /// stack holding it now; once BackGuard is uninstalled it pops plainly.
  package static func target(isInThisStack: Bool, isInstalled: Bool) -> Target {
    guard isInstalled else { return .plainPop }
    return isInThisStack ? .thisStack : .stackHoldingItNow
  }
}
