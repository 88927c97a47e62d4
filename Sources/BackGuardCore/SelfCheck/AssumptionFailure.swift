import Foundation

/// A sign, seen while the app ran, that a UIKit behaviour BackGuard relies on does not hold on this device: an entry of
/// docs/UIKitBehavior.md that was assumed or reported, and is contradicted here.
///
/// Every debug run on a phone is a device test. Each sign is printed once in a debug build, with the route, the
/// device, the setup, the ledger entry and how the stack is wired, and it reaches observers as
/// ``BackEvent/assumptionFailed(_:)`` in every build, so an app can count it in its analytics:
///
/// ```swift
/// navigationController.backNavigation.observe { event in
///   if case .assumptionFailed(let failure) = event { analytics.log("backguard", failure.description) }
/// }
/// ```
public struct AssumptionFailure: Equatable, Sendable, CustomStringConvertible {
  /// What was seen.
  package enum Sign: Equatable, Sendable {
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
  package let sign: Sign
  /// The route, where it is known.
  package let route: BackRoute?
  /// The entries of docs/UIKitBehavior.md the sign contradicts.
  package var ledgerEntry: String {
    switch sign {
    case .guardedScreenLeftUnheard: "B03, B17, B61, B142"
    case .swipeBeganPastTheGate: "B40, B44, B190"
    case .swipeGateReplacedByUIKitsDelegate: "B49, B190"
    case .backItemReplaced: "B24, B29"
    }
  }
  /// Where it was seen: the device and the setup, as the host describes them.
  package let seenOn: String

  /// - Parameters:
  ///   - sign: What was seen.
  ///   - route: The route, where it is known.
  ///   - seenOn: The device and setup.
  package init(_ sign: Sign, route: BackRoute?, seenOn: String) {
    self.sign = sign
    self.route = route
    self.seenOn = seenOn
  }

  public var description: String {
    #if DEBUG
      signText
    #else
      // The sign's words are compiled into debug builds only; the event itself reaches observers in every build.
      "BackGuard self-check: a sign was seen (its text is in debug builds)"
    #endif
  }

  #if DEBUG
    private var signText: String {
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
      return "BackGuard self-check: " + what + ". Route: " + (route?.description ?? "unknown") + ". Seen on: " + seenOn
        + ". Ledger: " + ledgerEntry + " in docs/UIKitBehavior.md; please report it with diagnostics()."
    }
  #endif
}
