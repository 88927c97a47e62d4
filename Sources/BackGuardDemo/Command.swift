import BackGuardCore
@_spi(TestKit) import BackGuardTesting
import Foundation

/// One thing the person at the keyboard (or the tour) does: a user's gesture, an app's call, or a playground command.
///
/// Commands are typed as one letter, sometimes followed by an argument, then Enter:
///
/// ```swift
/// try Command.parse("m 2")  // .backMenu(pick: 2): long-press back, pick the second entry
/// try Command.parse("i 15") // .switchProfile(.iOS15)
/// ```
enum Command: Equatable {
  // A person's gestures.
  /// Tap the system back button.
  case tapBack
  /// Long-press the back button; pick entry `pick` (1 = nearest), or only show the menu when `nil`.
  case backMenu(pick: Int?)
  /// Swipe back with a recognizer, letting go at the end (`completes`) or returning the finger.
  case swipe(SimulatedNavigationController.Swipe, completes: Bool)
  /// VoiceOver's two-finger scrub.
  case voiceOverEscape
  /// ⌘[ on a hardware keyboard.
  case keyCommand
  /// Tap the screen's own back button (a `leftBarButtonItem` that calls `requestBack`).
  case customBackButton
  /// Tap the selected tab again: UIKit pops the tab's stack to its root.
  case reselectTab
  /// Answer the confirmation: discard the changes and leave.
  case discard
  /// Answer the confirmation: stay.
  case cancel

  // The app's calls.
  /// Make a change in the Editor.
  case edit
  /// Save the Editor: no unsaved changes remain.
  case save
  /// `pushViewController`, with a title (an "Editor…" title makes a guarded Editor).
  case push(title: String?)
  /// `popViewController(animated:)`.
  case pop
  /// `popToRootViewController(animated:)`.
  case popToRoot
  /// Give the top screen its own back button (`leftBarButtonItem`), or take it away.
  case toggleCustomBackButton
  /// A logout: `requestLeave` every screen above the root, whose code pops to the root once the guards agree.
  case logout

  // The playground.
  /// Rebuild the same stack with another iOS era's behaviour; `nil` for the next one.
  case switchProfile(SimulatedProfile?)
  /// Show the keys.
  case help
  /// Leave the playground.
  case quit

  /// A line that is not a command, with a message that says what to type instead.
  struct ParseError: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads one typed line.
  ///
  /// - Parameter line: What was typed, for example `t`, `m 2` or `p Editor`.
  /// - Returns: The command.
  /// - Throws: ``ParseError`` with a message for the person.
  static func parse(_ line: String) throws(ParseError) -> Command {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let key = words.first?.lowercased() else { throw ParseError(description: "Type a command, or h for help.") }
    let argument = words.dropFirst().joined(separator: " ")
    let command: Command? =
      switch key {
      case "t": .tapBack
      case "m": try .backMenu(pick: argument.isEmpty ? nil : menuIndex(argument))
      case "s": .swipe(.edge, completes: true)
      case "f": .swipe(.content, completes: true)
      case "x": try .swipe(swipeKind(argument), completes: false)
      case "v": .voiceOverEscape
      case "k": .keyCommand
      case "b": .customBackButton
      case "a": .reselectTab
      case "l": .toggleCustomBackButton
      case "d": .discard
      case "c": .cancel
      case "e": .edit
      case "w": .save
      case "p": .push(title: argument.isEmpty ? nil : argument)
      case "o": .pop
      case "r": .popToRoot
      case "g": .logout
      case "i": try .switchProfile(argument.isEmpty ? nil : profile(named: argument))
      case "h", "?", "help": .help
      case "q", "quit", "exit": .quit
      default: nil
      }
    guard let command else { throw ParseError(description: "Unknown command \"\(key)\". Type h for the keys.") }
    if !argument.isEmpty, !command.takesArgument {
      throw ParseError(description: "\"\(key)\" takes no argument (got \"\(argument)\"); nothing was done.")
    }
    return command
  }

  /// What the command does, in a few words.
  var summary: String {
    switch self {
    case .tapBack: "tap back"
    case .backMenu(nil): "long-press the back button"
    case .backMenu(let pick?): "long-press back, pick entry \(pick)"
    case .swipe(let swipe, let completes): completes ? "\(swipe) swipe" : "\(swipe) swipe, let go early"
    case .voiceOverEscape: "VoiceOver escape"
    case .keyCommand: "⌘["
    case .customBackButton: "tap the screen's own back button"
    case .reselectTab: "tap the selected tab again"
    case .discard: "answer: discard"
    case .cancel: "answer: cancel"
    case .edit: "edit"
    case .save: "save"
    case .push(let title): "push \(title ?? "a screen")"
    case .pop: "app: popViewController"
    case .popToRoot: "app: popToRootViewController"
    case .toggleCustomBackButton: "toggle the screen's own back button"
    case .logout: "app: requestLeave (a logout)"
    case .switchProfile(let profile): "switch to \(profile?.description ?? "the next profile")"
    case .help: "help"
    case .quit: "quit"
    }
  }

  /// What to type for this command in the playground.
  var typed: String {
    switch self {
    case .tapBack: "t"
    case .backMenu(let pick): pick.map { "m \($0)" } ?? "m"
    case .swipe(.edge, true): "s"
    case .swipe(.content, true): "f"
    case .swipe(.edge, false): "x"
    case .swipe(.content, false): "x f"
    case .voiceOverEscape: "v"
    case .keyCommand: "k"
    case .customBackButton: "b"
    case .reselectTab: "a"
    case .discard: "d"
    case .cancel: "c"
    case .edit: "e"
    case .save: "w"
    case .push(let title): title.map { "p \($0)" } ?? "p"
    case .pop: "o"
    case .popToRoot: "r"
    case .toggleCustomBackButton: "l"
    case .logout: "g"
    case .switchProfile(let profile): profile.map { "i \(Self.profileNumber($0))" } ?? "i"
    case .help: "h"
    case .quit: "q"
    }
  }

  private static func profileNumber(_ profile: SimulatedProfile) -> String {
    "\(profile.era.rawValue)"
  }

  /// Every key and what it does, as `h` shows them.
  static let keys: [(keys: String, meaning: String)] = [
    ("t", "tap the back button"),
    ("m [n]", "long-press the back button, then pick entry n (1 = the screen just below)"),
    ("s", "edge swipe back"),
    ("f", "full-width content swipe back (iOS 26)"),
    ("x [f]", "start an edge (or content) swipe and let go early: the swipe is cancelled"),
    ("v", "VoiceOver escape (two-finger Z)"),
    ("k", "⌘[ on a hardware keyboard"),
    ("b", "tap the screen's own back button (turn it on with l)"),
    ("a", "tap the selected tab again: its stack pops to the root"),
    ("d / c", "answer the confirmation: discard changes and leave / cancel and stay"),
    ("e", "edit: make an unsaved change in the Editor"),
    ("w", "save the Editor: no unsaved changes left"),
    ("p [title]", "push a screen (a title starting with \"Editor\" makes a guarded Editor)"),
    ("o", "pop (app code: popViewController)"),
    ("r", "pop to root (app code: popToRootViewController)"),
    ("l", "give the top screen its own back button (leftBarButtonItem), or remove it"),
    ("g", "log out (app code: requestLeave every screen above the root, then pop to it)"),
    ("i [15|16|17|18|26|27]", "switch the iOS profile; without a number, the next one"),
    ("h", "this help"),
    ("q", "quit"),
  ]

  private var takesArgument: Bool {
    switch self {
    case .backMenu, .swipe(_, completes: false), .push, .switchProfile: true
    default: false
    }
  }

  private static func menuIndex(_ text: String) throws(ParseError) -> Int {
    guard let number = Int(text), number >= 1 else {
      throw ParseError(description: "\"\(text)\" is not an entry number. Type m alone to see the menu.")
    }
    return number
  }

  private static func swipeKind(_ text: String) throws(ParseError) -> SimulatedNavigationController.Swipe {
    switch text.lowercased() {
    case "", "s", "e", "edge": return .edge
    case "f", "c", "content": return .content
    default: throw ParseError(description: "\"\(text)\" is not a swipe: type x for the edge swipe, x f for content.")
    }
  }

  private static func profile(named text: String) throws(ParseError) -> SimulatedProfile {
    switch text.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces) {
    case "15": return .iOS15
    case "16": return .iOS16
    case "17": return .iOS17
    case "18": return .iOS18
    case "26": return .iOS26
    case "27": return .iOS27
    default: throw ParseError(description: "\"\(text)\" is not a profile: type i 15, 16, 17, 18, 26 or 27.")
    }
  }
}
