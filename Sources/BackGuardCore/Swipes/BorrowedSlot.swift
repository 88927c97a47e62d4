/// What BackGuard did to one slot that holds a single handler the app may also set (iOS 17's
/// `accessibilityPerformEscapeBlock` on a view or a navigation controller), so that it never writes over the app.
///
/// BackGuard puts its handler in the slot, keeping what was there, and puts that back when it lets go, but only if
/// the slot still holds BackGuard's handler. A handler the app set since is the app's: BackGuard leaves it in place
/// while it wants the slot (it does not put its own back) and when it lets go (it does not restore an older one over
/// it). The adapter recognizes its own handler by object identity (docs/UIKitBehavior.md B162).
package struct BorrowedSlot: Sendable {
  /// Where BackGuard stands.
  package enum State: Equatable, Sendable {
    /// BackGuard's handler is not wanted.
    case released
    /// BackGuard's handler is in the slot.
    case installed
    /// BackGuard wants the slot, but the app put a handler of its own there since: BackGuard leaves it.
    case takenOver
  }

  /// What the adapter writes into the slot now.
  package enum Step: Equatable, Sendable {
    /// Nothing.
    case none
    /// Keep what the slot holds as the previous handler, and put BackGuard's in its place.
    case install
    /// Put the previous handler back.
    case restorePrevious
  }

  package private(set) var state: State = .released

  package init() {}

  /// Whether BackGuard's handler acts when it is called. After BackGuard lets go, a handler of BackGuard's that the
  /// slot still holds, or that the app kept and calls, only passes the call on to the previous handler.
  package var handles: Bool { state != .released }

  /// Moves to what the adapter wants, given what the slot holds now, and says what to write.
  ///
  /// - Parameters:
  ///   - wanted: Whether BackGuard wants its handler in the slot.
  ///   - slotHoldsOurs: Whether the slot holds BackGuard's handler now (by identity).
  /// - Returns: What to write into the slot.
  package mutating func update(wanted: Bool, slotHoldsOurs: Bool) -> Step {
    switch (state, wanted) {
    case (.released, true):
      state = .installed
      return .install
    case (.released, false):
      return .none
    case (.installed, true), (.takenOver, true):
      // Not fought: the app's handler stays while BackGuard still wants the slot. The app may also put BackGuard's
      // handler back itself.
      state = slotHoldsOurs ? .installed : .takenOver
      return .none
    case (.installed, false), (.takenOver, false):
      state = .released
      return slotHoldsOurs ? .restorePrevious : .none
    }
  }
}
