import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the playground writes: standard output, in colour only when a person is looking at a terminal.
///
/// ```swift
/// let console = Console.standard()
/// console.line(console.paint("allowed", .green))
/// ```
struct Console {
  /// An ANSI text style.
  enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
  }

  /// Whether styles are written as ANSI escapes.
  let usesColor: Bool

  /// The console for this process: colour when standard output is a terminal, `TERM` is set and not `dumb`, and
  /// `NO_COLOR` is unset or empty (https://no-color.org).
  ///
  /// - Returns: The console.
  static func standard() -> Console {
    let environment = ProcessInfo.processInfo.environment
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let term = environment["TERM"] ?? ""
    return Console(usesColor: isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb" && !noColor)
  }

  /// Whether standard input is a terminal a person types into.
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Styles a text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - styles: The styles, combined.
  /// - Returns: The text, wrapped in escapes when colour is on.
  func paint(_ text: String, _ styles: Style...) -> String {
    guard usesColor, !styles.isEmpty else { return text }
    return "\u{1B}[\(styles.map(\.rawValue).joined(separator: ";"))m\(text)\u{1B}[0m"
  }

  /// Writes a line.
  func line(_ text: String = "") { print(text) }

  /// Writes a prompt without a line break and makes sure it is visible before the program waits for input.
  func prompt(_ text: String) {
    print(text, terminator: "")
    fflush(nil)
  }

  /// Writes a line to standard error, after everything written so far to standard output.
  func error(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
