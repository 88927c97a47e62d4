/// Runs a ``UITestScript`` on a ``BackGuardUIDriver`` and reports every failed step.
///
/// ```swift
/// switch UITestScriptRunner.run(named: "edgeSwipe_UIKit_guardedScreen", on: driver) {
/// case .passed: break
/// case .failed(let messages): XCTFail(messages.joined(separator: "\n"))
/// case .skipped(let reason): throw XCTSkip(reason)
/// }
/// ```
@MainActor
public enum UITestScriptRunner {
  /// Runs the script of this name, built for the driver's era (`BackGuardEra(majorVersion:)` of
  /// ``BackGuardUIDriver/iOSMajorVersion``).
  ///
  /// - Parameters:
  ///   - name: A name of ``UITestScripts/names``.
  ///   - driver: The driver.
  /// - Returns: The result; `.failed` when no script has that name.
  public static func run(named name: String, on driver: some BackGuardUIDriver) -> UITestScriptResult {
    guard let script = UITestScripts.named(name, era: UITestScripts.era(of: driver)) else {
      return .failed(["no script is named \(name)"])
    }
    return run(script, on: driver)
  }

  /// Runs `script` to the end, or to the first failed action (later steps would act on the wrong screen).
  ///
  /// - Parameters:
  ///   - script: The script, built for the driver's era.
  ///   - driver: The driver.
  /// - Returns: `.skipped` before any step when the route table, the iOS version or the driver cannot run it;
  ///   otherwise `.passed` or `.failed` with one message per failed step.
  public static func run(_ script: UITestScript, on driver: some BackGuardUIDriver) -> UITestScriptResult {
    if let reason = script.skipReason { return .skipped(reason) }
    if driver.iOSMajorVersion < script.minimumIOS {
      return .skipped("\(script.name) needs iOS \(script.minimumIOS); \(driver.name) is iOS \(driver.iOSMajorVersion)")
    }
    for action in script.actions {
      if let reason = driver.unsupportedReason(for: action) {
        return .skipped("\(driver.name) cannot \(action.rawValue): \(reason)")
      }
    }
    for setup in script.setups {
      if let reason = driver.unsupportedReason(forLaunching: setup) {
        return .skipped("\(driver.name) cannot launch \(setup): \(reason)")
      }
    }
    var failures: [String] = []
    var state = RunState()
    for (index, step) in script.steps.enumerated() {
      let label = "step \(index + 1) (\(step))"
      var outcome = perform(step, on: driver, state: &state)
      if case .ok = outcome, step.settlesAfterwards, !driver.settle() {
        outcome = .actionFailed(notIdle)
      }
      switch outcome {
      case .ok: continue
      case .expectationFailed(let seen): failures.append("\(label): \(seen)")
      case .actionFailed(let seen):
        failures.append("\(label): \(seen); the remaining steps were not run")
        return .failed(failures)
      }
    }
    return failures.isEmpty ? .passed : .failed(failures)
  }

  /// What a settle that timed out says.
  static let notIdle = "the app did not show that its transitions ended (transition state never read idle)"

  private struct RunState {
    var looks: [String: BackButtonLook] = [:]
    var marks: [String: EngineLogSnapshot] = [:]
  }

  private enum StepOutcome {
    case ok
    case expectationFailed(String)
    case actionFailed(String)
  }

  private static func perform(
    _ step: UITestStep, on driver: some BackGuardUIDriver, state: inout RunState
  ) -> StepOutcome {
    func acted(_ done: Bool) -> StepOutcome { done ? .ok : .actionFailed("nothing to act on") }
    switch step {
    case .launch(let setup):
      driver.launch(setup)
      return .ok
    case .open(let screen, _): return acted(driver.open(screen))
    case .edgeSwipeDuringPush(let screen): return acted(driver.edgeSwipeDuringPush(of: screen))
    case .presentSheet: return acted(driver.presentSheet())
    case .tapBack: return acted(driver.tapBack())
    case .pickBackMenuEntry(let screen): return acted(driver.pickBackMenuEntry(titled: screen.title))
    case .edgeSwipe: return acted(driver.edgeSwipe())
    case .contentSwipe: return acted(driver.contentSwipe())
    case .swipeSheetDown: return acted(driver.swipeSheetDown())
    case .pressBackKeyCommand: return acted(driver.pressBackKeyCommand())
    case .reselectTab: return acted(driver.reselectTab())
    case .openAndAnswerDuringThePush(let screen): return acted(driver.openAndAnswerDuringThePush(screen))
    case .answer(let answer): return acted(driver.answerConfirmation(answer))
    case .answerIfAsked(let answer):
      return driver.isConfirmationShowing() ? acted(driver.answerConfirmation(answer)) : .ok
    case .settle:
      return driver.settle() ? .ok : .actionFailed(notIdle)
    case .recordBackButton(let name):
      guard let look = driver.backButtonLook() else { return .actionFailed("no back button") }
      state.looks[name] = look
      return .ok
    case .mark(let name):
      guard let log = driver.engineLog() else { return .actionFailed("the engine log could not be read") }
      state.marks[name] = log
      return .ok
    case .expect(let expectation):
      return check(expectation, on: driver, state: state).map { .expectationFailed($0) } ?? .ok
    }
  }

  /// - Returns: What was seen instead, or `nil` when the expectation holds.
  private static func check(
    _ expectation: UITestExpectation, on driver: some BackGuardUIDriver, state: RunState
  ) -> String? {
    func logValue(_ read: (EngineLogSnapshot) -> String, equals expected: String) -> String? {
      guard let log = driver.engineLog() else { return "the engine log could not be read" }
      let seen = read(log)
      return seen == expected ? nil : "saw \(seen) (log: \(log.text))"
    }
    func since(_ mark: String, _ read: @escaping (EngineLogSnapshot) -> Int, equals expected: Int) -> String? {
      guard let marked = state.marks[mark] else { return "the log was never marked as \(mark)" }
      return logValue({ "\(read($0) - read(marked))" }, equals: "\(expected)")
    }
    switch expectation {
    case .guardAsked(let count): return logValue({ "\($0.asked)" }, equals: "\(count)")
    case .guardAskedSince(let mark, let count): return since(mark, \.asked, equals: count)
    case .pops(let count): return logValue({ "\($0.pops)" }, equals: "\(count)")
    case .popsSince(let mark, let count): return since(mark, \.pops, equals: count)
    case .screensLeft(let count): return logValue({ "\($0.screensLeft)" }, equals: "\(count)")
    case .lastLeftBy(let source): return logValue({ $0.leftBy ?? "-" }, equals: source.description)
    case .noDroppedAnswersOrMisuse:
      return logValue({ "dropped=\($0.dropped) misuses=\($0.misuses)" }, equals: "dropped=0 misuses=0")
    case .lostWork(let mark?, let count): return since(mark, \.lostWork, equals: count)
    case .lostWork(nil, let count): return logValue({ "\($0.lostWork)" }, equals: "\(count)")
    case .droppedAnswersWithoutMisuse(let count):
      return logValue({ "dropped=\($0.dropped) misuses=\($0.misuses)" }, equals: "dropped=\(count) misuses=0")
    case .top(let screen):
      let top = driver.topScreen()
      return top == screen ? nil : "saw \(top?.title ?? "no known screen") on top"
    case .topIsOneOf(let screens):
      let top = driver.topScreen()
      return top.map(screens.contains) == true ? nil : "saw \(top?.title ?? "no known screen") on top"
    case .confirmationShowing(let expected):
      return driver.isConfirmationShowing() == expected ? nil : "saw the opposite"
    case .sheetShowing(let expected):
      return driver.isSheetShowing() == expected ? nil : "saw the opposite"
    case .backMenuOffers(let screen, let expected):
      guard let offered = driver.backMenuOffers(entryTitled: screen.title) else { return "no back button" }
      return offered == expected ? nil : "saw the opposite"
    case .pathCount(let count):
      guard let seen = driver.pathCount() else { return "the path count could not be read" }
      return seen == count ? nil : "saw \(seen)"
    case .appResponds:
      guard let before = driver.engineLog()?.pings else { return "the engine log could not be read" }
      guard driver.ping() else { return "the ping button was not found or not hittable" }
      let after = driver.engineLog()?.pings
      return after == before + 1 ? nil : "the ping count went from \(before) to \(after.map(String.init) ?? "?")"
    case .backButtonMatches(let name):
      guard let reference = state.looks[name] else { return "nothing was recorded as \(name)" }
      guard let look = driver.backButtonLook() else { return "no back button" }
      return look.matches(reference) ? nil : "saw \(look), recorded \(reference)"
    }
  }
}
