import BackGuardCore

/// Everything the model decides about one screen when it is made: its guard, the guard's script of answers, and the
/// screen's settings. A plain value, so a failing sequence prints as readable text.
///
/// ```swift
/// let editor = ModelScreenSpec(label: 3, guardKind: .resolve([.later]))
/// print(editor)  // S3 resolve[later]
/// ```
struct ModelScreenSpec: Hashable, Sendable, CustomStringConvertible {
  /// How a resolution guard answers one attempt.
  enum ResolveReply: Hashable, Sendable, CustomStringConvertible {
    /// `resolution.allow()` before the callback returns.
    case allowNow
    /// `resolution.deny()` before the callback returns.
    case denyNow
    /// Keeps the resolution; a later step answers or drops it.
    case later
    /// Answers twice before returning: the first answer counts, the second is a misuse.
    case twiceNow(BackDecision)
    /// Keeps nothing and answers nothing: the engine must count it as deny.
    case dropNow

    var description: String {
      switch self {
      case .allowNow: "allowNow"
      case .denyNow: "denyNow"
      case .later: "later"
      case .twiceNow(let first): "twiceNow(\(first) first)"
      case .dropNow: "dropNow"
      }
    }
  }

  /// How an async guard answers one attempt.
  enum AsyncReply: Hashable, Sendable, CustomStringConvertible {
    /// Awaits until a later step resumes it.
    case awaitAnswer
    /// Returns at once (still on a task of its own).
    case returns(BackDecision)

    var description: String {
      switch self {
      case .awaitAnswer: "await"
      case .returns(let decision): "return \(decision)"
      }
    }
  }

  /// The kind of guard, with its answers in order; the script repeats when it runs out.
  enum GuardKind: Hashable, Sendable {
    case none
    case decide([BackDecision])
    case resolve([ResolveReply])
    case async([AsyncReply])
  }

  /// The screen's name in printed sequences: `S<label>`.
  var label: Int
  var guardKind: GuardKind = .none
  var isActive = true
  /// The guard has a `when:` condition ("has unsaved changes"), initially true.
  var usesCondition = false
  var guardsProgrammaticPops = false
  var allowsSwipeBack = true
  var hasCustomBackButton = false
  var hidesBackButton = false

  var hasGuard: Bool { guardKind != .none }

  var description: String {
    var parts = ["S\(label)"]
    switch guardKind {
    case .none: break
    case .decide(let script): parts.append("decide[\(script.map { "\($0)" }.joined(separator: ","))]")
    case .resolve(let script): parts.append("resolve[\(script.map(\.description).joined(separator: ","))]")
    case .async(let script): parts.append("async[\(script.map(\.description).joined(separator: ","))]")
    }
    if hasGuard && !isActive { parts.append("inactive") }
    if hasGuard && usesCondition { parts.append("when(hasChanges)") }
    if hasGuard && guardsProgrammaticPops { parts.append("guardsProgrammaticPops") }
    if !allowsSwipeBack { parts.append("noSwipe") }
    if hasCustomBackButton { parts.append("customBackButton") }
    if hidesBackButton { parts.append("hidesBackButton") }
    return parts.joined(separator: " ")
  }

  /// A random screen.
  ///
  /// - Parameters:
  ///   - label: Its name.
  ///   - random: The sequence's generator.
  ///   - guardPercent: How likely it has a guard.
  /// - Returns: The spec.
  static func random(label: Int, using random: inout SplitMix64, guardPercent: Int = 70) -> ModelScreenSpec {
    var spec = ModelScreenSpec(label: label)
    if random.chance(guardPercent) {
      let length = 1 + random.below(3)
      switch random.below(100) {
      case 0..<30:
        spec.guardKind = .decide((0..<length).map { _ in random.chance(50) ? .allow : .deny })
      case 30..<75:
        spec.guardKind = .resolve((0..<length).map { _ in randomResolveReply(&random) })
      default:
        spec.guardKind = .async(
          (0..<length).map { _ in
            random.chance(70) ? .awaitAnswer : .returns(random.chance(50) ? .allow : .deny)
          })
      }
      spec.isActive = random.chance(85)
      spec.usesCondition = random.chance(25)
      spec.guardsProgrammaticPops = random.chance(30)
    }
    spec.allowsSwipeBack = random.chance(85)
    spec.hasCustomBackButton = random.chance(15)
    spec.hidesBackButton = random.chance(10)
    return spec
  }

  private static func randomResolveReply(_ random: inout SplitMix64) -> ResolveReply {
    switch random.below(100) {
    case 0..<50: .later
    case 50..<65: .allowNow
    case 65..<78: .denyNow
    case 78..<90: .twiceNow(random.chance(50) ? .allow : .deny)
    default: .dropNow
    }
  }
}
