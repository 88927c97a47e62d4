import BackGuardCore
import BackGuardTesting

/// The playground at the keyboard: reads one command per line, carries it out, and draws what happened.
///
/// Plain line input (`readLine`): no raw terminal mode, so it works in any terminal, over ssh and with piped input.
///
/// ```swift
/// InteractiveSession(playground: Playground(profile: .iOS26), renderer: renderer).run()
/// ```
@MainActor
struct InteractiveSession {
  /// The stack being played with.
  let playground: Playground
  /// Where the output goes.
  let renderer: Renderer

  private var console: Console { renderer.console }

  /// Reads and runs commands until `q` or the end of input.
  func run() {
    console.line(
      console.paint("BackGuard playground", .bold) + " · the real engine in a simulated navigation controller")
    console.line("Leave the Editor while it has unsaved changes (marked *): its guard asks first. Type h for the keys.")
    console.line()
    renderer.showStack(of: playground)
    while true {
      console.line()
      // While the Editor's confirmation shows, the prompt asks its question; any other command still works (try a
      // second tap: it merges into the pending attempt).
      console.prompt(
        playground.confirmation == nil
          ? console.paint("> ", .bold)
          : console.paint("? \(Renderer.confirmationQuestion) > ", .yellow, .bold))
      guard let line = readLine() else {
        console.line()
        return
      }
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let command: Command
      do {
        command = try Command.parse(line)
      } catch {
        console.line("  " + console.paint(error.description, .red))
        continue
      }
      switch command {
      case .quit:
        return
      case .help:
        renderer.showHelp()
      case .backMenu(nil):
        pickFromBackMenu()
      default:
        show(command)
      }
    }
  }

  /// Shows the long-press menu and reads the person's pick, as UIKit would show the menu and wait for a tap.
  private func pickFromBackMenu() {
    guard let menu = playground.backMenu else {
      show(.backMenu(pick: nil))
      return
    }
    console.line(console.paint("› long-press the back button", .bold))
    for (index, entry) in menu.enumerated() {
      console.line("    " + console.paint("\(index + 1)", .cyan) + "  \(entry.title)")
    }
    let range = menu.count == 1 ? "1" : "1–\(menu.count)"
    console.prompt("  Pick \(range), or press Enter to close the menu: ")
    guard let line = readLine(), !line.allSatisfy(\.isWhitespace) else {
      console.line("    The menu closed; nothing happened.")
      return
    }
    guard let pick = Int(line.trimmingSpaces()), menu.indices.contains(pick - 1) else {
      console.line("  " + console.paint("\"\(line)\" is not an entry of the menu; it closed without a pick.", .red))
      return
    }
    show(.backMenu(pick: pick))
  }

  private func show(_ command: Command) {
    renderer.show(playground.execute(command), of: playground, heading: command.summary, asksConfirmation: false)
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
