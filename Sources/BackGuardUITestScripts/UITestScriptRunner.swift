/// Runs a ``UITestScript`` on a ``BackGuardUIDriver`` and reports every failed step.
///
/// ```swift
/// switch UITestScriptRunner.run(script, on: driver) {
/// case .passed: break
/// case .failed(let messages): XCTFail(messages.joined(separator: "\n"))
/// case .skipped(let reason): throw XCTSkip(reason)
/// }
/// ```
@MainActor
public enum UITestScriptRunner {
  /// Runs `script` to the end, or to the first failed action (later steps would act on the wrong screen).
  ///
  /// - Parameters:
  ///   - script: The script.
  ///   - driver: The driver.
  /// - Returns: `.skipped` before any step when the iOS version or the driver cannot run it; otherwise `.passed`
  ///   or `.failed` with one message per failed step.
  public static func run(_ script: UITestScript, on driver: some BackGuardUIDriver) -> UITestScriptResult {
    if driver.iOSMajorVersion < script.minimumIOS {
      return .skipped("\(script.route) needs iOS \(script.minimumIOS); \(driver.name) is iOS \(driver.iOSMajorVersion)")
    }
    for action in script.actions {
      if let reason = driver.unsupportedReason(for: action) {
        return .skipped("\(driver.name) cannot \(action.rawValue): \(reason)")
      }
    }
    var failures: [String] = []
    var recorded: [String: BackButtonLook] = [:]
    for (index, step) in script.steps.enumerated() {
      let label = "step \(index + 1) (\(step))"
      switch perform(step, on: driver, recorded: &recorded) {
      case .ok: continue
      case .expectationFailed(let seen): failures.append("\(label): \(seen)")
      case .actionFailed(let seen):
        failures.append("\(label): \(seen); the remaining steps were not run")
        return .failed(failures)
      }
    }
    return failures.isEmpty ? .passed : .failed(failures)
  }

  private enum StepOutcome {
    case ok
    case expectationFailed(String)
    case actionFailed(String)
  }

  private static func perform(
    _ step: UITestStep, on driver: some BackGuardUIDriver, recorded: inout [String: BackButtonLook]
  ) -> StepOutcome {
    func acted(_ done: Bool) -> StepOutcome { done ? .ok : .actionFailed("nothing to act on") }
    switch step {
    case .launch(let setup):
      driver.launch(setup)
      return .ok
    case .open(let screen, let waits): return acted(driver.open(screen, waitsForTransition: waits))
    case .presentSheet: return acted(driver.presentSheet())
    case .tapBack: return acted(driver.tapBack())
    case .pickBackMenuEntry(let screen): return acted(driver.pickBackMenuEntry(titled: screen.title))
    case .edgeSwipe: return acted(driver.edgeSwipe())
    case .contentSwipe: return acted(driver.contentSwipe())
    case .swipeSheetDown: return acted(driver.swipeSheetDown())
    case .pressBackKeyCommand: return acted(driver.pressBackKeyCommand())
    case .answer(let answer): return acted(driver.answerConfirmation(answer))
    case .settle:
      driver.settle()
      return .ok
    case .recordBackButton(let name):
      guard let look = driver.backButtonLook() else { return .actionFailed("no back button") }
      recorded[name] = look
      return .ok
    case .expect(let expectation):
      return check(expectation, on: driver, recorded: recorded).map { .expectationFailed($0) } ?? .ok
    }
  }

  /// - Returns: What was seen instead, or `nil` when the expectation holds.
  private static func check(
    _ expectation: UITestExpectation, on driver: some BackGuardUIDriver, recorded: [String: BackButtonLook]
  ) -> String? {
    func logValue(_ read: (EngineLogSnapshot) -> String, equals expected: String) -> String? {
      guard let log = driver.engineLog() else { return "the engine log could not be read" }
      let seen = read(log)
      return seen == expected ? nil : "saw \(seen) (log: \(log.text))"
    }
    switch expectation {
    case .guardAsked(let count): return logValue({ "\($0.asked)" }, equals: "\(count)")
    case .pops(let count): return logValue({ "\($0.pops)" }, equals: "\(count)")
    case .screensLeft(let count): return logValue({ "\($0.screensLeft)" }, equals: "\(count)")
    case .lastLeftBy(let source): return logValue({ $0.leftBy ?? "-" }, equals: source.description)
    case .noDroppedAnswersOrMisuse:
      return logValue({ "dropped=\($0.dropped) misuses=\($0.misuses)" }, equals: "dropped=0 misuses=0")
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
    case .appResponds:
      guard let before = driver.engineLog()?.pings else { return "the engine log could not be read" }
      guard driver.ping() else { return "the ping button was not found or not hittable" }
      let after = driver.engineLog()?.pings
      return after == before + 1 ? nil : "the ping count went from \(before) to \(after.map(String.init) ?? "?")"
    case .backButtonMatches(let name):
      guard let reference = recorded[name] else { return "nothing was recorded as \(name)" }
      guard let look = driver.backButtonLook() else { return "no back button" }
      return look.matches(reference) ? nil : "saw \(look), recorded \(reference)"
    }
  }
}
