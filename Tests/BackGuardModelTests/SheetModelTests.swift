@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation
import Testing

/// The sheet route under the same kind of random test: seeded sequences of swipe-downs (finished or brought back),
/// `isModalInPresentation` switches, the app's own dismiss, guards switched on and off, and answers given now, later,
/// twice, never or from another thread, with the invariants checked after every step.
///
/// `BACKGUARD_SHEET_SEQUENCES=200000` raises the count (default 2,000, under a second of a debug build); a failure prints
/// its seed and its steps.
@Suite("Sheet model test", .serialized, .misusesStayInTheTest)
@MainActor
struct SheetModelTests {
  @Test("Random swipe-downs, dismissals and answers never dismiss a guarded sheet unapproved, nor twice")
  func randomSheetSequencesKeepEveryInvariant() async {
    let count = ProcessInfo.processInfo.environment["BACKGUARD_SHEET_SEQUENCES"].flatMap { Int($0) } ?? 2_000
    for index in 0..<count {
      let seed = SplitMix64.sequenceSeed(UInt64(index), base: 0x5_4EE7)
      if let failure = await SheetRun(seed: seed).run() {
        Issue.record("Sheet model test FAILED, seed \(seed): \(failure)")
        return
      }
    }
  }

  @Test("The sheet model test notices a dismissal nobody approved")
  func sheetModelCatchesAnInjectedFault() async {
    var caught = false
    for index in 0..<2_000 where !caught {
      let seed = SplitMix64.sequenceSeed(UInt64(index), base: 0xFA17)
      caught = await SheetRun(seed: seed, forgetApprovals: true).run() != nil
    }
    #expect(caught, "with approvals forgotten, some sequence must look like an unapproved dismissal")
  }
}

/// One random sequence against one `SimulatedSheet`.
@MainActor
private final class SheetRun {
  private var random: SplitMix64
  private let forgetApprovals: Bool
  private var sheet: SimulatedSheet?
  private var weakScreens: [WeakScreen] = []
  /// Resolutions the guards kept, to answer at later steps.
  private var kept: [BackResolution] = []
  /// Screens whose guard approved each attempt.
  private var approvals: [BackAttempt.ID: Set<ScreenID>] = [:]
  /// Screens whose guard was engaged when each attempt started.
  private var engagedAtStart: [BackAttempt.ID: Set<ScreenID>] = [:]
  private var guards: [ScreenID: ScreenGuard] = [:]
  /// How often each guard was switched, and the counts when each attempt started: a guard switched during an attempt
  /// may rightly have been passed over (it is read when its turn comes), so it is not held to approving.
  private var toggles: [ScreenID: Int] = [:]
  private var togglesAtStart: [BackAttempt.ID: [ScreenID: Int]] = [:]
  private var log: [String] = []
  private var failure: String?
  private var observation: BackObservation?

  init(seed: UInt64, forgetApprovals: Bool = false) {
    random = SplitMix64(seed: seed)
    self.forgetApprovals = forgetApprovals
  }

  private struct WeakScreen {
    weak var screen: SimulatedScreen?
  }

  func run() async -> String? {
    build()
    for _ in 0..<(6 + random.below(14)) where failure == nil {
      await step()
      check()
    }
    // Let every answer land, then let the sheet go: nothing may stay alive.
    for resolution in kept where random.chance(50) { resolution.deny() }
    kept.removeAll()
    await settle()
    observation = nil
    sheet = nil
    guards.removeAll()
    await settle()
    if failure == nil, weakScreens.contains(where: { $0.screen != nil }) {
      failure = "a screen is still alive after the sheet went away"
    }
    return failure.map { "\($0)\n  steps: \(log.joined(separator: " · "))" }
  }

  private func build() {
    let presenter = SimulatedScreen("Presenter")
    var content: [SimulatedScreen] = []
    for index in 0..<(1 + random.below(3)) {
      let screen = SimulatedScreen("S\(index)")
      if random.chance(70) {
        let made = makeGuard(for: screen.id)
        screen.backGuard = made
        guards[screen.id] = made
      }
      content.append(screen)
      weakScreens.append(WeakScreen(screen: screen))
    }
    weakScreens.append(WeakScreen(screen: presenter))
    let sheet = SimulatedSheet(presenter: presenter, content: content)
    sheet.isModalInPresentation = random.chance(25)
    observation = sheet.engine.observe { [weak self] event in self?.record(event) }
    self.sheet = sheet
    log.append("sheet of \(content.count), guards \(guards.count), modal \(sheet.isModalInPresentation)")
  }

  private func makeGuard(for screen: ScreenID) -> ScreenGuard {
    let kind = random.below(3)
    let immediateAnswer: BackDecision = random.chance(50) ? .allow : .deny
    let made: ScreenGuard
    switch kind {
    case 0:
      made = ScreenGuard { [weak self] attempt in
        if immediateAnswer == .allow { self?.approve(attempt, by: screen) }
        return immediateAnswer
      }
    case 1:
      made = ScreenGuard(resolve: { [weak self] attempt, resolution in
        self?.kept.append(resolution)
        self?.pendingScreen[attempt.id] = screen
      })
    default:
      made = ScreenGuard(resolve: { [weak self] attempt, resolution in
        // Answers inside its own callback.
        if immediateAnswer == .allow { self?.approve(attempt, by: screen) }
        resolution.resolve(immediateAnswer)
      })
    }
    made.isActive = random.chance(80)
    return made
  }

  /// Which screen each kept resolution speaks for.
  private var pendingScreen: [BackAttempt.ID: ScreenID] = [:]

  private func approve(_ attempt: BackAttempt, by screen: ScreenID) {
    if !forgetApprovals { approvals[attempt.id, default: []].insert(screen) }
  }

  private func record(_ event: BackEvent) {
    guard let sheet else { return }
    switch event {
    case .attemptStarted(let attempt):
      let engaged = attempt.leaving.filter { sheet.backOptions(for: $0).backGuard?.applies(to: attempt.source) == true }
      engagedAtStart[attempt.id] = Set(engaged)
      togglesAtStart[attempt.id] = toggles
    case .screensLeft(let screens, let source, let id):
      guard source == .sheetDismiss else { return }
      guard let id else {
        failure = "screens left by sheetDismiss without an attempt"
        return
      }
      let needed = (engagedAtStart[id] ?? []).intersection(Set(screens))
      let approved = approvals[id] ?? []
      let switched = togglesAtStart[id] ?? [:]
      let stillEngaged = needed.filter { guards[$0]?.isEngaged == true && toggles[$0] == switched[$0] }
      if !stillEngaged.isSubset(of: approved) {
        failure = "the sheet went away by swipe-down without the approval of \(stillEngaged.subtracting(approved))"
      }
    default:
      break
    }
  }

  private func step() async {
    guard let sheet else { return }
    switch random.below(8) {
    case 0, 1, 2:
      let completes = random.chance(80)
      log.append(
        "swipe down\(completes ? "" : ", brought back") → \(sheet.goBack(by: .sheetDismiss, completes: completes))")
    case 3:
      sheet.isModalInPresentation.toggle()
      log.append("modal \(sheet.isModalInPresentation)")
    case 4:
      if let id = guards.keys.sorted(by: { $0.rawValue < $1.rawValue }).dropFirst(random.below(max(guards.count, 1)))
        .first
      {
        guards[id]?.isActive.toggle()
        toggles[id, default: 0] += 1
        log.append("toggle guard of \(id)")
      }
    case 5:
      if random.chance(30) {
        sheet.dismiss()
        log.append("app dismiss")
      }
    default:
      await answerOne()
    }
  }

  private func answerOne() async {
    guard !kept.isEmpty else { return }
    let resolution = kept.remove(at: random.below(kept.count))
    let decision: BackDecision = random.chance(60) ? .allow : .deny
    let screen = pendingScreen[resolution.attempt.id]
    switch random.below(4) {
    case 0:
      log.append("drop a resolution")
    case 1:
      log.append("answer \(decision) from another thread")
      if decision == .allow, let screen { approve(resolution.attempt, by: screen) }
      await Task.detached { resolution.resolve(decision) }.value
      await settle()
    case 2:
      log.append("answer \(decision) twice")
      if decision == .allow, let screen { approve(resolution.attempt, by: screen) }
      resolution.resolve(decision)
      resolution.resolve(decision == .allow ? .deny : .allow)
    default:
      log.append("answer \(decision)")
      if decision == .allow, let screen { approve(resolution.attempt, by: screen) }
      resolution.resolve(decision)
    }
    await settle()
  }

  private func check() {
    guard failure == nil, let sheet else { return }
    let commanded = sheet.trace.filter { $0 == "engine → dismiss(animated:)" }.count
    if commanded > 1 { failure = "the engine dismissed the sheet \(commanded) times" }
    if sheet.isDismissed {
      if sheet.screens != [sheet.presenter.id] { failure = "a dismissed sheet still lists its screens" }
      if sheet.engine.pendingAttempt != nil { failure = "an attempt is still pending after the sheet went away" }
    }
  }

  private func settle() async {
    for _ in 0..<4 { await Task.yield() }
  }
}
