/// What BackGuard does when the delegate its proxy stood in front of is found replaced at a look (a coordinator that
/// sets `navigationController.delegate` after `install()`): it wraps the new object once, forwarding to it, and says
/// so in a debug build; an object that takes the slot back after that is another library's, and is left alone, as
/// two proxies fighting over one delegate end with neither working.
///
/// ```swift
/// switch record.found(holder: ObjectIdentifier(delegate)) {
/// case .wrapAgain: proxy.wrapAgain()
/// case .leaveAlone: report(takeover)
/// }
/// ```
package struct DelegateRewrapRecord: Sendable {
  /// What the adapter does now.
  package enum Step: Equatable, Sendable {
    /// Put the proxy back in front, forwarding to the new holder.
    case wrapAgain
    /// Leave the holder alone (it took the slot back after a wrap), and report it.
    case leaveAlone
  }

  /// The holders wrapped so far, newest last; a handful at most.
  private var wrapped: [ObjectIdentifier] = []

  package init() {}

  /// The step for a holder found where the proxy should be.
  ///
  /// - Parameters:
  ///   - holder: The object holding the delegate now, `nil` when it was set to `nil`.
  ///   - resetsItEachUpdate: Whether the holder is a framework that sets its delegate again on each update (SwiftUI's
  ///     sheet, B96): then it is wrapped every time, or the swipe-down would stay dead with no question.
  /// - Returns: What to do.
  package mutating func found(holder: ObjectIdentifier?, resetsItEachUpdate: Bool = false) -> Step {
    guard let holder, !resetsItEachUpdate else { return .wrapAgain }
    if wrapped.contains(holder) { return .leaveAlone }
    if wrapped.count >= 8 { wrapped.removeFirst() }
    wrapped.append(holder)
    return .wrapAgain
  }
}
