/// How a ``UITestScript`` ended on one driver.
public enum UITestScriptResult: Hashable, Sendable, CustomStringConvertible {
  /// Every step ran and every expectation held.
  case passed
  /// The listed steps failed; each message names the step and what was seen.
  case failed([String])
  /// The script did not run, for the stated reason (the iOS version lacks the route, or the driver cannot act).
  case skipped(String)

  /// Whether it passed.
  public var isPassed: Bool { self == .passed }

  public var description: String {
    switch self {
    case .passed: "passed"
    case .failed(let messages): "failed:\n" + messages.joined(separator: "\n")
    case .skipped(let reason): "skipped: \(reason)"
    }
  }
}
