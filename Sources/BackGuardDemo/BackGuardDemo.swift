import BackGuardCore
import BackGuardTesting
import Foundation

/// `swift run backguard-demo`: a terminal playground for BackGuard's engine, or with `--tour` (or without a
/// terminal on standard input) a scripted tour of every route that checks itself and exits non-zero on a surprise.
@main
struct BackGuardDemo {
  static let usage = """
    Usage: backguard-demo [--tour | --interactive | --help]

    A playground for BackGuard: the real engine in a simulated navigation controller
    (Library → Album → Editor, where the Editor asks before unsaved changes are lost).

      (no option)     the playground when standard input is a terminal, the tour otherwise
      --tour          play the scripted tour of every route; exit 1 if the engine surprises it
      --interactive   the playground even without a terminal (reads commands from standard input)
      --help          this help

    Colours only on a terminal; set NO_COLOR=1 to turn them off.
    """

  @MainActor static func main() {
    var mode: String?
    for argument in CommandLine.arguments.dropFirst() {
      switch argument {
      case "--help", "-h":
        print(usage)
        return
      case "--tour", "--interactive":
        guard mode == nil || mode == argument else { fail("--tour and --interactive exclude each other.") }
        mode = argument
      default:
        fail("Unknown option \"\(argument)\".")
      }
    }
    // Misuses are engine events: the timeline shows them, so the default log line would only repeat them.
    BackMisuse.log = nil
    let renderer = Renderer(console: .standard())
    let interactive = mode == "--interactive" || (mode == nil && Console.inputIsTerminal)
    if interactive {
      InteractiveSession(playground: Playground(profile: .iOS26), renderer: renderer).run()
      return
    }
    do {
      try Tour(renderer: renderer).run()
    } catch {
      renderer.console.error("backguard-demo --tour: FAILED at \(error.description)")
      renderer.console.error("The engine did not behave as the tour narrates; the output above shows what it did.")
      exit(1)
    }
  }

  private static func fail(_ message: String) -> Never {
    Console(usesColor: false).error("backguard-demo: \(message)\n\n\(usage)")
    exit(2)
  }
}
