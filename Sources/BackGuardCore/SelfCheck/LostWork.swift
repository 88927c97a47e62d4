/// A screen whose guard was engaged left without its guard's approval: the work on it may be lost.
///
/// BackGuard's promise is that such a screen never leaves unasked. When it does anyway (the app's own code popped it,
/// a route BackGuard cannot hear here took it, a hook UIKit did not call), the engine says so once per departure, in
/// every setup and era: as ``BackEvent/lostWork(_:)`` in every build, for analytics, and as one printed line in debug
/// builds, with the fix.
///
/// ```swift
/// navigationController.backNavigation.observe { event in
///   if case .lostWork(let lost) = event { analytics.log("backguard.lostWork", lost.route?.description ?? "unheard") }
/// }
/// // Debug console: BackGuard: Editor left unasked by programmatic(pop) ("Discard changes?"). Fix: …
/// ```
///
/// A guard that was not engaged (switched off, or its `when:` was false when the departure was first heard) counts
/// nothing, and neither does a departure the app made on purpose inside `leaveWithoutAsking`.
public struct LostWork: Equatable, Sendable, CustomStringConvertible {
  /// What to change so the guard is asked next time.
  package enum Fix: Equatable, Sendable {
    /// The app's own code removed the screen: ask first with `requestBack()` or `requestLeave(perform:)` (SwiftUI:
    /// `@Environment(\.requestBack)`), or wrap a deliberate discard in `leaveWithoutAsking`.
    case requestBack
    /// A sheet went away without asking: `sheetDismissal.install()` for its swipe-down, and
    /// `sheetDismissal.requestDismiss()` in place of the app's own `dismiss`.
    case sheetDismissal
    /// A zoom transition's drag went unasked: its options' `interactiveDismissShouldBegin` returns
    /// `shouldBeginZoomDismiss()`.
    case zoomOptions
    /// A `UITab` tab bar's re-selection went unasked: `tabBarController(_:shouldSelectTab:)` returns
    /// `backGuardShouldSelect(tab.viewController)`.
    case tabShouldSelect
    /// UIKit popped through the controller's pop methods for a route BackGuard does not hear here: a guard that sets
    /// `guardsProgrammaticPops` is asked on every pop.
    case guardsProgrammaticPops
    /// A hook BackGuard put on the stack was not where it should be (a swipe began past the gate, say): print
    /// `diagnostics()` and report it.
    case checkDiagnostics
    /// Nothing public can ask on this route in this setup and era (a window closing before iOS 27, SwiftUI's zoom):
    /// keep the draft instead, for example in state restoration.
    case keepTheDraft
  }

  /// The screen that left.
  public let screen: ScreenID
  /// Its name when it left (`ScreenID.name`), or its identity when it had none.
  package let screenName: String
  /// How it left, as far as BackGuard heard: the route or the app's call; `nil` when no hook heard it at all.
  public let route: BackSource?
  /// The guard's question, where it has words (a ready-made confirmation's, or its window-close question).
  package let question: String?
  /// What would have asked the guard, the likeliest first: where BackGuard cannot tell the app's code from a route it
  /// does not hear here (a pop to the root, say), the others follow.
  package let fixes: [Fix]
  /// The likeliest fix.
  package var fix: Fix { fixes[0] }
  /// Whether an interactive pop took it that no gesture of BackGuard's drove (a zoom dismissal, an app's own
  /// interactive transition, a full-screen pop library).
  package let wasInteractive: Bool
  /// Whether the plan of this stack hears every route a person has, so that a departure no hook heard is the app's
  /// code or a hook UIKit did not call.
  package let planHearsEveryUserRoute: Bool
  /// Where it was seen: the device and the setup, as the host describes them.
  package let seenOn: String

  package init(
    screen: ScreenID, screenName: String, route: BackSource?, question: String?, fixes: [Fix],
    wasInteractive: Bool = false,
    planHearsEveryUserRoute: Bool = false, seenOn: String
  ) {
    self.screen = screen
    self.screenName = screenName
    self.route = route
    self.question = question
    precondition(!fixes.isEmpty, "a lost-work report names a fix")
    self.fixes = fixes
    self.wasInteractive = wasInteractive
    self.planHearsEveryUserRoute = planHearsEveryUserRoute
    self.seenOn = seenOn
  }

  /// One line for the console: the screen, how it left, the guard's question and the fix.
  public var description: String {
    #if DEBUG
      var how = route.map { "by " + $0.description } ?? "by a route no hook heard"
      if wasInteractive { how += " (an interactive pop no gesture of BackGuard's drove)" }
      var line = "BackGuard: " + screenName + " left unasked " + how
      if let question { line += " (\"" + question + "\")" }
      line += ". Fix: " + fix.line
      for other in fixes.dropFirst() { line += " Or: " + other.line }
      if route == nil, !wasInteractive, planHearsEveryUserRoute {
        line += " If no code of yours removed it, a hook was not called: print diagnostics() and report it."
      }
      return line + " [" + seenOn + "]"
    #else
      return "BackGuard: lost work"
    #endif
  }
}

extension LostWork.Fix {
  /// The fix, in one sentence.
  package var line: String {
    #if DEBUG
      switch self {
      case .requestBack:
        "your code removed it: ask first with requestBack() or requestLeave(perform:) (SwiftUI: "
          + "@Environment(\\.requestBack)), or wrap a deliberate discard in leaveWithoutAsking { }."
      case .sheetDismissal:
        "the sheet went away unasked: call sheetDismissal.install() for its swipe-down, and "
          + "sheetDismissal.requestDismiss() instead of dismiss(animated:)."
      case .zoomOptions:
        "wire the zoom transition: " + BackPlan.zoomOptionsLine + "."
      case .tabShouldSelect:
        "add the UITab line: " + BackPlan.tabShouldSelectLine + "."
      case .guardsProgrammaticPops:
        "UIKit popped it through a pop method for a route BackGuard does not hear here: set guardsProgrammaticPops "
          + "on the guard to be asked on every pop (or, if your code popped it, use requestBack())."
      case .checkDiagnostics:
        "a hook BackGuard put on this stack was not in place: print backNavigation.diagnostics() and report it."
      case .keepTheDraft:
        "nothing public can ask on this route here: keep the draft (state restoration, autosave) instead."
      }
    #else
      ""
    #endif
  }
}
