@_spi(TestKit) import BackGuardCore

/// What the example app's engines did since launch, in the one-line form the app shows in a text element
/// (accessibility identifier ``DemoIdentifiers/engineLog``) and UI tests read back.
///
/// The app records every ``BackEvent`` of its navigation and sheet engines, plus the two things only the app knows:
/// that its guard closure ran (``recordGuardAsked()``) and that a screen's "ping" button received a tap
/// (``recordPing()``).
///
/// ```swift
/// var log = EngineLogSnapshot()
/// let observation = navigationController.backNavigation.observe { log.record($0) }
/// label.text = log.text  // "route=edgeSwipe asked=1 attempts=1 … pops=0"
/// let readBack = EngineLogSnapshot(text: label.text ?? "")
/// ```
public struct EngineLogSnapshot: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The route of the latest attempt, or `nil` before any.
  public var route: String?
  /// How many times a guard closure of the app ran.
  public var asked = 0
  /// How many attempts the engines started.
  public var attempts = 0
  /// How many attempts were told "answer later" (a confirmation showed).
  public var pending = 0
  /// How many attempts were allowed.
  public var allowed = 0
  /// How many attempts were denied.
  public var denied = 0
  /// How many further attempts merged into one already being decided.
  public var coalesced = 0
  /// How many pending attempts ended unanswered.
  public var cancelled = 0
  /// How many begun swipes the user brought back.
  public var swipeCancels = 0
  /// How many answers arrived too late and were ignored.
  public var dropped = 0
  /// How many API misuses, and self-check signs (`BackEvent.assumptionFailed`), were reported.
  public var misuses = 0
  /// How many screens with an engaged guard left unasked (`BackEvent.lostWork`): a script of a route the route table
  /// says leaves unasked expects them; any other expects none.
  public var lostWork = 0
  /// The latest decision, `allow` or `deny`, or `nil` before any.
  public var decision: String?
  /// How many screens left, in total.
  public var screensLeft = 0
  /// How many times screens left (one pop of several screens counts once).
  public var pops = 0
  /// The route by which screens last left, or `nil`.
  public var leftBy: String?
  /// How many taps the screens' ping buttons received: proof that the app still takes touches.
  public var pings = 0

  /// An empty log.
  public init() {}

  /// Adds one engine event.
  ///
  /// - Parameter event: The event, as an engine's `observe` handler receives it.
  public mutating func record(_ event: BackEvent) {
    switch event {
    case .attemptStarted(let attempt):
      attempts += 1
      route = attempt.source.description
    case .attemptPending: pending += 1
    case .attemptDecided(_, let answer, _):
      decision = "\(answer)"
      if answer == .allow { allowed += 1 } else { denied += 1 }
    case .attemptCoalesced: coalesced += 1
    case .attemptCancelled: cancelled += 1
    case .swipeCancelled: swipeCancels += 1
    case .screensLeft(let screens, let source, _):
      screensLeft += screens.count
      pops += 1
      leftBy = source.description
    case .resolutionDropped, .queuedRequestDropped: dropped += 1
    case .requestQueued: coalesced += 1
    case .misuse: misuses += 1
    // A failed assumption fails the UI test's "no misuse" step: a Mac run then names the ledger entry.
    case .assumptionFailed: misuses += 1
    case .lostWork: lostWork += 1
    }
  }

  /// Counts one run of the app's guard closure.
  public mutating func recordGuardAsked() { asked += 1 }

  /// Counts one tap on a ping button.
  public mutating func recordPing() { pings += 1 }

  // MARK: Text form

  /// The text the app displays: `key=value` pairs separated by single spaces, `-` for a missing value.
  public var text: String {
    Self.keys.map { "\($0)=\(value(for: $0))" }.joined(separator: " ")
  }

  public var description: String { text }

  /// Reads the text the app displays.
  ///
  /// Unknown keys are ignored, so an older test can read a newer app's log; a missing key keeps its initial value.
  ///
  /// - Parameter text: What ``text`` produced.
  /// - Returns: `nil` when a known key has a value that is not a number where one is expected, or when no known key
  ///   is present at all.
  public init?(text: String) {
    var foundAny = false
    for pair in text.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = String(parts[0])
      let value = String(parts[1])
      guard Self.keys.contains(key) else { continue }
      guard set(key, to: value) else { return nil }
      foundAny = true
    }
    guard foundAny else { return nil }
  }

  private static let keys = [
    "route", "asked", "attempts", "pending", "allowed", "denied", "coalesced", "cancelled", "swipeCancels",
    "dropped", "misuses", "lostWork", "decision", "left", "pops", "leftBy", "pings",
  ]

  private func value(for key: String) -> String {
    switch key {
    case "route": route ?? "-"
    case "asked": "\(asked)"
    case "attempts": "\(attempts)"
    case "pending": "\(pending)"
    case "allowed": "\(allowed)"
    case "denied": "\(denied)"
    case "coalesced": "\(coalesced)"
    case "cancelled": "\(cancelled)"
    case "swipeCancels": "\(swipeCancels)"
    case "dropped": "\(dropped)"
    case "misuses": "\(misuses)"
    case "lostWork": "\(lostWork)"
    case "decision": decision ?? "-"
    case "left": "\(screensLeft)"
    case "pops": "\(pops)"
    case "leftBy": leftBy ?? "-"
    case "pings": "\(pings)"
    default: "-"
    }
  }

  private mutating func set(_ key: String, to value: String) -> Bool {
    let optional: String? = value == "-" ? nil : value
    switch key {
    case "route": route = optional
    case "decision": decision = optional
    case "leftBy": leftBy = optional
    default:
      guard let number = Int(value), number >= 0 else { return false }
      switch key {
      case "asked": asked = number
      case "attempts": attempts = number
      case "pending": pending = number
      case "allowed": allowed = number
      case "denied": denied = number
      case "coalesced": coalesced = number
      case "cancelled": cancelled = number
      case "swipeCancels": swipeCancels = number
      case "dropped": dropped = number
      case "misuses": misuses = number
      case "lostWork": lostWork = number
      case "left": screensLeft = number
      case "pops": pops = number
      case "pings": pings = number
      default: return false
      }
    }
    return true
  }
}
