/// What a route does to a screen whose guard is engaged.
@_spi(TestKit) public enum RouteCoverage: Hashable, Sendable, CustomStringConvertible {
  /// The guard decides: nothing leaves without its approval.
  case asked
  /// The route is taken away while a guard is in reach (the back menu under
  /// ``BackMenuPolicy/hiddenWhileGuarded``): nothing can leave by it.
  case hidden
  /// The screen leaves without asking the guard, and the events name the route as this source. For the app's own
  /// pops this is the design: guards opt in with ``ScreenGuard/guardsProgrammaticPops``.
  case observed(as: BackSource)
  /// The screen leaves without asking the guard, and the events can only say
  /// ``ProgrammaticCall/unannounced``: BackGuard learns of it after the fact.
  case notSeen
  /// The route does not exist in this setup or iOS version.
  case unavailable
  /// The guard decides once the app adds the line of code named (the zoom options' `interactiveDismissShouldBegin`,
  /// a `UITab` tab bar's `shouldSelectTab`); with the defaults alone the screen can leave unasked.
  case askedWithAppCode(String)
  /// The system asks the person first, in the guard's words (``ScreenGuard/windowCloseQuestion``, else the
  /// ready-made question), and goes on only if they confirm; the guard's own code is not called, so a guard that
  /// answers later takes part with those words (a window close on iOS 27, B198). The words are set when BackGuard
  /// looks (a stack or guard change, `backGuardStateDidChange()`): a `when:` condition that turns true in between
  /// leaves the window closing unasked until the next look.
  case askedBySystem

  /// Whether the guard's screen can leave by this route without the guard's approval, with BackGuard's defaults and
  /// none of the app's own code.
  @_spi(TestKit) public var canLeaveUnasked: Bool {
    switch self {
    case .asked, .askedBySystem, .hidden, .unavailable: false
    case .observed, .notSeen, .askedWithAppCode: true
    }
  }

  public var description: String {
    switch self {
    case .askedWithAppCode(let code): "asked once the app adds: \(code)"
    case .asked: "asked"
    case .askedBySystem: "asked by the system, in the guard's words"
    case .hidden: "hidden"
    case .observed(let source): "observed as \(source)"
    case .notSeen: "not seen"
    case .unavailable: "unavailable"
    }
  }
}
