@_spi(TestKit) import BackGuardCore
@_spi(TestKit) import BackGuardTesting

/// Draws the playground on a ``Console``: each step's UIKit calls, engine events and result, then the stack.
///
/// ```swift
/// let renderer = Renderer(console: .standard())
/// renderer.show(playground.execute(.tapBack), of: playground, heading: "tap back")
/// ```
@MainActor
struct Renderer {
  /// Where to write.
  let console: Console

  /// The prompt the Editor's guard shows while its attempt is pending.
  static let confirmationQuestion = "Discard changes? [d]iscard / [c]ancel"

  private let labelWidth = 10

  /// Draws one step and the stack after it.
  ///
  /// - Parameters:
  ///   - step: What the command did.
  ///   - playground: The playground, for names and the stack.
  ///   - heading: The line above the step: the typed command, or the tour's narration.
  ///   - asksConfirmation: Whether to print the confirmation's question when one shows. The interactive session
  ///     asks it in its input prompt instead.
  func show(_ step: Playground.Step, of playground: Playground, heading: String, asksConfirmation: Bool = true) {
    console.line(console.paint("› \(heading)", .bold))
    if !step.trace.isEmpty {
      for line in Self.wrap(step.trace, separator: " → ", width: 96) {
        row("uikit", console.paint(line, .dim))
      }
    }
    for entry in step.events { show(entry, names: playground.title(of:)) }
    if let outcome = step.outcome { row("result", Self.describe(outcome)) }
    for note in step.notes {
      for (index, line) in Self.wrap(note.split(separator: " ").map(String.init), separator: " ", width: 96)
        .enumerated()
      {
        row(index == 0 ? "note" : "", line)
      }
    }
    showStack(of: playground)
    if asksConfirmation, playground.confirmation != nil {
      console.line("  " + console.paint("? \(Self.confirmationQuestion)", .yellow, .bold))
    }
  }

  /// Draws the stack, root first, and the state of its top screen.
  ///
  /// - Parameter playground: The playground.
  func showStack(of playground: Playground) {
    let navigation = playground.navigation
    let titles = navigation.stack.map { screen in
      playground.unsavedEdits(of: screen).map { $0 > 0 ? "\(screen.title)*" : screen.title } ?? screen.title
    }
    let path = titles.enumerated().map { $0.offset == titles.count - 1 ? console.paint($0.element, .bold) : $0.element }
    row("stack", path.joined(separator: " → ") + console.paint("   \(navigation.profile)", .dim))
    var facts: [String] = []
    let top = navigation.topScreen
    if let edits = playground.unsavedEdits(of: top) {
      facts.append(edits == 0 ? "saved" : "\(edits) unsaved edit\(edits == 1 ? "" : "s")")
    }
    if top.hasCustomBackButton { facts.append("own back button (b)") }
    facts.append("swipe \(Self.describe(navigation.engine.swipeGate(for: .edgeSwipe)))")
    if let pending = navigation.engine.pendingAttempt { facts.append("pending: #\(pending.id.rawValue)") }
    row("", console.paint("\(top.title): " + facts.joined(separator: " · "), .dim))
  }

  /// Draws the keys.
  func showHelp() {
    console.line(console.paint("Keys (type one, then Enter):", .bold))
    for (keys, meaning) in Command.keys {
      console.line("  " + console.paint(keys.padded(to: 14), .cyan) + meaning)
    }
    console.line(
      console.paint("  An Editor title with * has unsaved changes; its guard asks before they are lost.", .dim))
  }

  // MARK: - Events

  private func show(_ entry: Timeline.Entry, names: (ScreenID) -> String) {
    let (label, text, style) = Self.describe(entry.event, names: names)
    let number = String(entry.number).leftPadded(to: 3)
    console.line(console.paint(number, .dim) + " " + console.paint(label.padded(to: labelWidth), style) + text)
  }

  /// A timeline line for an event: its label, its text and a colour.
  ///
  /// - Parameters:
  ///   - event: The engine's event.
  ///   - names: Gives the title of a screen.
  /// - Returns: The parts of the line.
  static func describe(
    _ event: BackEvent, names: (ScreenID) -> String
  ) -> (label: String, text: String, style: Console.Style) {
    func list(_ screens: LeavingScreens) -> String { screens.map(names).joined(separator: ", ") }
    switch event {
    case .attemptStarted(let attempt):
      let route = "\(list(attempt.leaving)) → \(names(attempt.destination))"
      return ("attempt", "#\(attempt.id.rawValue) \(attempt.source): \(route)", .cyan)
    case .attemptPending(let attempt, let screen):
      return ("pending", "#\(attempt.id.rawValue) waits for \(names(screen))'s guard to answer", .yellow)
    case .attemptDecided(let attempt, .allow, _):
      return ("decided", "#\(attempt.id.rawValue) allow", .green)
    case .attemptDecided(let attempt, .deny, let screen):
      return ("decided", "#\(attempt.id.rawValue) deny" + (screen.map { ", by \(names($0))'s guard" } ?? ""), .red)
    case .attemptCoalesced(let id, let source):
      return ("coalesced", "\(source) merged into #\(id.rawValue); no guard asked again", .magenta)
    case .attemptCancelled(let attempt, let reason):
      let why = reason == .stackChanged ? "the stack changed" : "the app cancelled it"
      return ("cancelled", "#\(attempt.id.rawValue) ended unanswered: \(why)", .yellow)
    case .swipeCancelled(let attempt):
      return ("swipe", "#\(attempt.id.rawValue) cancelled by the finger; nothing left", .yellow)
    case .screensLeft(let screens, let source, let id):
      return ("left", "\(list(screens)) by \(source)" + (id.map { " (#\($0.rawValue))" } ?? ""), .green)
    case .resolutionDropped(let attempt, let decision, let reason):
      let why = reason == .stackChanged ? "the stack changed" : "it was no longer pending"
      return ("dropped", "\(decision) for #\(attempt.id.rawValue): \(why)", .red)
    case .requestQueued(let source, let behind):
      let until = behind.map { "#\($0.rawValue) is answered" } ?? "the transition ends"
      return ("queued", "\(source) held until \(until); it runs then", .magenta)
    case .queuedRequestDropped(let source, _):
      return ("dropped", "held \(source) not run: the stack changed under it", .red)
    case .misuse(let misuse):
      return ("misuse", misuse.message, .red)
    case .assumptionFailed(let failure):
      return ("self-check", failure.description, .red)
    case .lostWork(let lost):
      let how = lost.route.map { "by \($0)" } ?? "by a route no hook heard"
      return ("lost work", "\(names(lost.screen)) left unasked \(how); fix: \(lost.fix)", .red)
    }
  }

  // MARK: - Words

  /// A person's words for a gesture's outcome.
  static func describe(_ outcome: BackOutcome) -> String {
    switch outcome {
    case .allowed: "popped"
    case .denied: "denied: the screen stays"
    case .pending: "waiting for an answer"
    case .coalesced: "merged into the attempt already waiting"
    case .queued: "held: it runs once the open question or the transition ends"
    case .cancelled: "cancelled: the stack changed while it was decided"
    case .didNotBegin: "the swipe did not begin"
    case .swipeCancelled: "swipe cancelled: the screen stays"
    case .swipeInProgress: "the swipe is under the finger"
    case .nothingToGoBackTo: "nothing to go back to"
    case .invalidDestination: "no such screen below the top"
    case .unavailable: "nothing to do"
    case .busy: "ignored: a transition is running"
    }
  }

  /// A person's words for the swipe gate.
  static func describe(_ gate: SwipeGate) -> String {
    switch gate {
    case .open: "open"
    case .guarded: "asks the guard"
    case .closed(.rootScreen): "closed, root screen"
    case .closed(.transitioning): "closed, transition running"
    case .closed(.attemptPending): "closed, attempt pending"
    case .closed(.disabledByScreen): "closed by the screen"
    case .closed(.noHost): "closed, no stack"
    }
  }

  private func row(_ label: String, _ text: String) {
    console.line("    " + console.paint(label.padded(to: labelWidth), .dim) + text)
  }

  /// Joins parts into lines no wider than `width`, breaking only between parts. A line that breaks keeps a
  /// separator other than a space at its end, so a wrapped call sequence still reads as one.
  static func wrap(_ parts: [String], separator: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for part in parts {
      if current.isEmpty {
        current = part
      } else if current.count + separator.count + part.count <= width {
        current += separator + part
      } else {
        lines.append(separator == " " ? current : current + separator.trimmingSuffixSpaces())
        current = part
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}

extension String {
  fileprivate func trimmingSuffixSpaces() -> String {
    String(reversed().drop(while: { $0 == " " }).reversed())
  }

  /// The string followed by spaces up to `length` characters.
  fileprivate func padded(to length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }

  /// The string preceded by spaces up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: " ", count: length - count) + self
  }
}
