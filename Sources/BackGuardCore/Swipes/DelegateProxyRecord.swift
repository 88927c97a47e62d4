/// What BackGuard does with one delegate it fronts with a proxy only while some stack needs it (the tab bar
/// controller's delegate, for tab re-selection): put the proxy on, give the app's delegate back when nothing needs it,
/// and, when another object took the delegate over, leave it alone and report each new holder once.
package struct DelegateProxyRecord: Sendable {
  /// What the adapter does now.
  package enum Step: Equatable, Sendable {
    /// Nothing.
    case none
    /// Make the proxy (keeping the delegate there now as the app's) and assign it.
    case install
    /// Take the proxy away: give the app's delegate back if the proxy is still in place, and forget the proxy.
    case release
    /// Another object holds the delegate: report it (once per holder), and leave it alone.
    case reportTakeover(by: String)
  }

  /// Whether a proxy exists (in place, or taken over).
  package private(set) var hasProxy = false
  /// The holder last reported, while the proxy exists.
  package private(set) var reportedHolder: String?

  package init() {}

  /// The step for what is needed and found now.
  ///
  /// - Parameters:
  ///   - needed: Whether any stack needs the proxy.
  ///   - proxyInPlace: Whether the proxy is the delegate now (ignored without a proxy).
  ///   - holder: The type of the object holding the delegate now, read only for a takeover.
  package mutating func update(needed: Bool, proxyInPlace: Bool, holder: () -> String) -> Step {
    guard needed else {
      guard hasProxy else { return .none }
      hasProxy = false
      return .release
    }
    guard hasProxy else {
      hasProxy = true
      reportedHolder = nil
      return .install
    }
    if proxyInPlace { return .none }
    let name = holder()
    guard reportedHolder != name else { return .none }
    reportedHolder = name
    return .reportTakeover(by: name)
  }
}
