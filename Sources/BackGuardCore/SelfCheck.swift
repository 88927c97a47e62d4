import Foundation

/// A sign, seen while the app ran, that a UIKit behaviour BackGuard relies on does not hold on this device: an entry of
/// docs/UIKitBehavior.md that was assumed or reported, and is contradicted here.
///
/// Every debug run on a phone is a device test. Each sign is printed once in a debug build, with the route, the
/// device, the setup, the ledger entry and how the stack is wired, and it reaches observers as
/// ``BackEvent/assumptionFailed(_:)`` in every build, so an app can count it in its analytics:
///
/// ```swift
/// navigationController.backNavigationGuard.observe { event in
///   if case .assumptionFailed(let failure) = event { analytics.log("backguard", failure.description) }
/// }
/// ```
public struct AssumptionFailure: Hashable, Sendable, CustomStringConvertible {
  /// What was seen.
  public enum Sign: Hashable, Sendable {
    /// A screen whose guard was engaged left by a route BackGuard did not hear (the departure is
    /// ``ProgrammaticCall/unannounced``). Either the app's code popped it without asking (`requestBack()` asks), or a
    /// hook BackGuard put on this stack was not called.
    case guardedScreenLeftUnheard
    /// A swipe began although BackGuard's gate stood in front of its recognizer and had not let it (B40, B44).
    case swipeBeganPastTheGate
    /// The gate BackGuard put on a swipe recognizer was replaced by UIKit's own delegate: UIKit reset the delegate, or
    /// app code restored one it had saved. BackGuard put its gate back; a swipe in between was not asked (B49, B190).
    case swipeGateReplacedByUIKitsDelegate
    /// The back item BackGuard put on the screen below a guarded one was replaced by another item while the guard was
    /// in reach: app code, or SwiftUI updating the item. BackGuard put its own back in front; a long press in between
    /// showed UIKit's menu, unasked (B24, B29).
    case backItemReplaced
  }

  /// What was seen.
  public let sign: Sign
  /// The route, where it is known.
  @_spi(Internals) public let route: BackRoute?
  /// The entries of docs/UIKitBehavior.md the sign contradicts.
  @_spi(Internals) public var ledgerEntry: String {
    switch sign {
    case .guardedScreenLeftUnheard: "B03, B17, B61, B142"
    case .swipeBeganPastTheGate: "B40, B44, B190"
    case .swipeGateReplacedByUIKitsDelegate: "B49, B190"
    case .backItemReplaced: "B24, B29"
    }
  }
  /// Where it was seen: the device and the setup, as the host describes them.
  @_spi(Internals) public let seenOn: String

  /// - Parameters:
  ///   - sign: What was seen.
  ///   - route: The route, where it is known.
  ///   - seenOn: The device and setup.
  @_spi(Internals) public init(_ sign: Sign, route: BackRoute?, seenOn: String) {
    self.sign = sign
    self.route = route
    self.seenOn = seenOn
  }

  public var description: String {
    let what =
      switch sign {
      case .guardedScreenLeftUnheard:
        "a screen with an engaged guard left unasked, by a route BackGuard did not hear (if your code did not pop it "
          + "without requestBack(), a hook was not called)"
      case .swipeBeganPastTheGate:
        "a swipe began although BackGuard's gate was in front of its recognizer and had not let it"
      case .swipeGateReplacedByUIKitsDelegate:
        "UIKit's own delegate replaced BackGuard's gate on a swipe recognizer (if your code did not restore a delegate "
          + "it had saved, UIKit reset it); the gate is back, but a swipe in between was not asked"
      case .backItemReplaced:
        "another back item replaced BackGuard's on the screen below a guarded one (your code, or SwiftUI updating the "
          + "item); BackGuard's is back, but a long press in between showed UIKit's menu"
      }
    return "BackGuard self-check: \(what). Route: \(route.map { "\($0)" } ?? "unknown"). Seen on: \(seenOn). "
      + "Ledger: \(ledgerEntry) in docs/UIKitBehavior.md; please report it with diagnostics()."
  }
}

/// What this run saw of each route: how often it was heard (an attempt started) and asked (a guard was called), and
/// how many departures no hook heard. Print it at the end of a manual test pass; routes never heard are the ones to
/// try by hand, and a departure left unheard is one to explain.
///
/// ```swift
/// print(nav.engine.sightings)  // the simulator; navigationController.backNavigationGuard.sightings in an app
/// // backButton           heard 3, asked 2
/// // edgeSwipe            not seen yet
/// ```
@_spi(Internals) public struct RouteSightings: Hashable, Sendable, CustomStringConvertible {
  // Counted by the row's place, not hashed: this runs on every decision.
  private var heard = [Int](repeating: 0, count: BackRoute.allCases.count)
  private var asked = [Int](repeating: 0, count: BackRoute.allCases.count)
  /// Departures no hook heard (``ProgrammaticCall/unannounced``).
  public private(set) var leftUnheard = 0

  package init() {}

  /// How often `route` was heard.
  public func timesHeard(_ route: BackRoute) -> Int { heard[route.index] }

  /// How often a guard was asked on `route`.
  public func timesAsked(_ route: BackRoute) -> Int { asked[route.index] }

  mutating func noteHeard(_ source: BackSource) { heard[BackRoute(source).index] += 1 }
  mutating func noteAsked(_ source: BackSource) { asked[BackRoute(source).index] += 1 }
  mutating func noteLeftUnheard() { leftUnheard += 1 }

  public var description: String {
    var lines = BackRoute.allCases.map { route in
      let name = "\(route)".padding(toLength: 20, withPad: " ", startingAt: 0)
      let counts =
        timesHeard(route) == 0 ? "not seen yet" : "heard \(timesHeard(route)), asked \(timesAsked(route))"
      return "\(name) \(counts)"
    }
    lines.append("left unheard         \(leftUnheard)")
    return lines.joined(separator: "\n")
  }
}

extension BackRoute {
  /// The row's place in ``allCases``, without building the array (the switch is exhaustive: a new row needs one).
  fileprivate var index: Int {
    switch self {
    case .backButton: 0
    case .backMenu: 1
    case .edgeSwipe: 2
    case .contentSwipe: 3
    case .accessibilityEscape: 4
    case .keyCommand: 5
    case .customBackButton: 6
    case .sheetDismiss: 7
    case .tabReselect: 8
    case .zoomDismiss: 9
    case .windowClose: 10
    case .appPop: 11
    case .appRequest: 12
    }
  }
}

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
