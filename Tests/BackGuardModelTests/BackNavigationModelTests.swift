import BackGuardCore
import Foundation
import Testing

/// The model-based random test: seeded random sequences of a person's gestures, the app's calls and
/// guards' answers (now, later, twice, never, from another thread, after the stack changed) run against the
/// simulated navigation controller in every iOS era and both transition modes, with every invariant checked after
/// every step. It also plays swipes that another gesture wins (followed by the app's pops), observers
/// that push or pop from `attemptStarted` or `attemptDecided`, a stack presented in a sheet that is swiped down while
/// a tap waits, and class-based guards that answer through the resolution or keep nothing.
///
/// - `BACKGUARD_MODEL_SEQUENCES=1000000` runs a long session (default ``defaultSequences``, 4,000: about 6 s of a
///   debug build on two cores, so that `swift test` stays quick and steady; the long sessions, in release, find the
///   rare bugs).
/// - `BACKGUARD_MODEL_SEED=0x…` replays one sequence and prints every step, guard call and event.
/// - `BACKGUARD_MODEL_BASE_SEED=…` explores a different set of sequences.
/// - `BACKGUARD_MODEL_FIRST_INDEX=5000000` starts at that sequence of the base seed: one long run split over processes.
/// - `BACKGUARD_MODEL_SKIP=stack-changes-during-swipe,replacements` switches parts of the model off, to look past a
///   known failure while it is being fixed. Empty by default.
///
/// A failure prints its seed and a shrunk reproduction.
@Suite("Model-based random test", .serialized, .misusesStayInTheTest)
@MainActor
struct BackNavigationModelTests {
  /// How many sequences a run plays when `BACKGUARD_MODEL_SEQUENCES` is not set.
  static let defaultSequences = 4_000

  @Test("Random sequences of gestures, app calls and answers keep every invariant after every step")
  func randomSequencesKeepEveryInvariant() async {

    let environment = ProcessInfo.processInfo.environment
    if let text = environment["BACKGUARD_MODEL_SEED"] {
      guard let seed = Self.parseNumber(text) else {
        Issue.record("BACKGUARD_MODEL_SEED=\(text) is not a number (decimal, or hexadecimal with 0x)")
        return
      }
      await replayOne(seed: seed)
      return
    }
    let count = environment["BACKGUARD_MODEL_SEQUENCES"].flatMap { Int($0) } ?? Self.defaultSequences
    let base = environment["BACKGUARD_MODEL_BASE_SEED"].flatMap(Self.parseNumber) ?? 0xB4C6_2026
    // One long run split over processes: each plays the sequences first..<first+count of the same base seed.
    let first = environment["BACKGUARD_MODEL_FIRST_INDEX"].flatMap { Int($0) } ?? 0
    let start = Date()
    var steps = 0
    ModelRun.coverage = ModelCoverage()
    for index in first..<(first + count) {
      let seed = SplitMix64.sequenceSeed(UInt64(index), base: base)
      let sequence = await ModelSequence.generate(seed: seed)
      steps += sequence.actions.count
      if sequence.violation != nil {
        await report(sequence, index: index)
        return
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let coverage = ModelRun.coverage
    print(
      "BackGuard model test: \(count) sequences, \(steps) steps, every invariant held "
        + "(\(String(format: "%.1f", seconds)) s, base seed \(Self.hex(base)), from index \(first)); "
        + "\(coverage.requestsHeld) requests held, \(coverage.unguardedReselectsNamed) unguarded re-selections named")
    #expect(steps >= count * 8)
    if count >= Self.defaultSequences {
      // The newer paths are played, not only reachable (the default run holds 1,601 requests and names 8 unguarded
      // re-selections; 2,000 sequences name only 2, so shorter runs skip this).
      #expect(coverage.requestsHeld > 0)
      #expect(coverage.unguardedReselectsNamed > 0)
    }
  }

  @Test(
    "Regression (long runs): an app request pending while the app replaces the stack, then allowed, never lets a guarded screen leave unapproved",
    arguments: [0x2D7A_9B5E_ED06_B958, 0xD870_E8D7_3174_C1EA, 0x1232_772C_B3AC_E7B1] as [UInt64])
  func regressionSeedsOfLongRuns(seed: UInt64) async {
    // Found by 10,000,000-sequence runs before setups were played: replayed in the recommended setup, as then.
    let sequence = await ModelSequence.generate(seed: seed, playsSetups: false)
    if sequence.violation != nil { await report(sequence, index: 0) }
    #expect(sequence.violation == nil)
  }

  @Test("The model test fails and shrinks to a short reproduction when an approval goes unrecorded")
  func modelTestCatchesAnInjectedFault() async {

    // The fault lives in the test's own bookkeeping: "allow now" answers are not written down, so the first screen
    // that leaves after one looks as if it left without approval.
    var found: ModelSequence?
    for index in 0..<2_000 {
      let sequence = await ModelSequence.generate(
        seed: SplitMix64.sequenceSeed(UInt64(index), base: 0xFA17), faults: [.forgetImmediateApprovals])
      if sequence.violation != nil {
        found = sequence
        break
      }
    }
    guard let found, let violation = found.violation else {
      Issue.record("2,000 sequences with an injected fault all passed: the model test cannot fail")
      return
    }
    // The first screen to leave unrecorded may have left by a person's route or by an opted-in app pop.
    let unapproved = [
      "no guarded screen leaves through a user route without approval",
      "an opted-in guard is asked about programmatic pops",
    ]
    #expect(unapproved.contains(violation.rule), "\(violation)")
    let (shrunk, shrunkViolation) = await found.shrunk()
    #expect(shrunkViolation.rule == violation.rule)
    // A push of a guarded screen and one user gesture are enough.
    // Printed only when it fails: a passing run stays quiet.
    #expect(
      shrunk.count <= 3,
      """
      injected fault: seed \(Self.hex(found.seed)), \(found.config), \(found.actions.count) steps shrunk to \(shrunk.count):
      \(shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
      """)
    let (again, _) = await ModelSequence.replay(config: found.config, actions: shrunk, faults: found.faults)
    #expect(again?.rule == violation.rule, "the shrunk steps must replay the failure")
  }

  private func replayOne(seed: UInt64) async {
    let sequence = await ModelSequence.generate(seed: seed)
    let (_, log) = await ModelSequence.replay(config: sequence.config, actions: sequence.actions, faults: [], log: true)
    print("BackGuard model test, seed \(Self.hex(seed)): \(sequence.config)")
    print(log.joined(separator: "\n"))
    if sequence.violation != nil {
      await report(sequence, index: nil)
    } else {
      print("every invariant held over \(sequence.actions.count) steps")
    }
  }

  private func report(_ sequence: ModelSequence, index: Int?) async {
    guard let violation = sequence.violation else { return }
    let (shrunk, shrunkViolation) = await sequence.shrunk()
    let (_, log) = await ModelSequence.replay(
      config: sequence.config, actions: shrunk, faults: sequence.faults, log: true)
    var lines = [
      "BackGuard model test FAILED, seed \(Self.hex(sequence.seed))" + (index.map { " (sequence \($0))" } ?? ""),
      "  \(sequence.config)",
      "  \(violation) after \(sequence.actions.count) generated steps",
      "  Shrunk to \(shrunk.count) steps, \(shrunkViolation):",
    ]
    lines += shrunk.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    lines.append("  Replay of the shrunk steps:")
    lines += log.map { "    \($0)" }
    lines.append(
      "  Replay the whole sequence: BACKGUARD_MODEL_SEED=\(Self.hex(sequence.seed)) "
        + (ModelActionGenerator.skipped.isEmpty
          ? "" : "BACKGUARD_MODEL_SKIP=\(ModelActionGenerator.skipped.sorted().joined(separator: ",")) ")
        + "swift test "
        + "--filter BackGuardModelTests")
    let text = lines.joined(separator: "\n")
    print(text)
    Issue.record(Comment(rawValue: text))
  }

  private static func parseNumber(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
    if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }

  private static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
}
