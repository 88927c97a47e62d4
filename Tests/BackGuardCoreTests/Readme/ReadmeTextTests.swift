@_spi(TestKit) import BackGuardCore
import Foundation
import Testing

/// What the README says in prose and code, checked against the package: its list of outcomes, its route table, and that
/// every line of Swift it shows is in a file that compiles.
@Suite("README text", .misusesStayInTheTest)
@MainActor
struct ReadmeTextTests {
  @Test("README: the list of outcomes names every case of BackOutcome")
  func readmeNamesEveryOutcome() throws {
    let readme = try Self.text(of: "README.md")
    let start = try #require(readme.range(of: "Every action returns a `BackOutcome`"))
    let rest = readme[start.lowerBound...]
    let paragraph = rest.range(of: "\n\n").map { rest[..<$0.lowerBound] } ?? rest
    let missing = Self.everyOutcome.map(Self.name(of:)).filter { !paragraph.contains("`.\($0)`") }
    #expect(missing.isEmpty, "README.md's outcome list leaves out \(missing)")
  }

  /// Every case. A new case does not compile until `name(of:)` names it; list it here too.
  private static let everyOutcome: [BackOutcome] = [
    .allowed, .denied, .pending, .coalesced, .cancelled, .busy, .queued, .nothingToGoBackTo, .invalidDestination,
    .didNotBegin, .swipeCancelled, .swipeInProgress, .unavailable,
  ]

  private static func name(of outcome: BackOutcome) -> String {
    switch outcome {
    case .allowed: "allowed"
    case .denied: "denied"
    case .pending: "pending"
    case .coalesced: "coalesced"
    case .cancelled: "cancelled"
    case .busy: "busy"
    case .queued: "queued"
    case .nothingToGoBackTo: "nothingToGoBackTo"
    case .invalidDestination: "invalidDestination"
    case .didNotBegin: "didNotBegin"
    case .swipeCancelled: "swipeCancelled"
    case .swipeInProgress: "swipeInProgress"
    case .unavailable: "unavailable"
    }
  }

  @Test(
    "README: every line of Swift it shows is in a file that compiles: the snippets (built against the iOS SDK) or the README's test example"
  )
  func readmeCodeIsCompiledCode() throws {
    let readme = try Self.text(of: "README.md")
    var compiled = Set<String>()
    for file in [
      "docs/snippets/ObservableRouterSnippets.swift", "docs/snippets/SwiftUISnippets.swift",
      "docs/snippets/UIKitSnippets.swift",
    ] {
      compiled.formUnion(Self.codeLines(of: try Self.text(of: file)))
    }
    var unchecked: [String] = []
    for block in Self.swiftBlocks(of: readme) {
      // The package manifest line is SwiftPM's; a block with tests is ReadmeExampleTests's, kept word for word there.
      if block.contains(".package(url:") || block.contains("@Test") { continue }
      unchecked += Self.codeLines(of: block).filter { !compiled.contains($0) }
    }
    #expect(unchecked.isEmpty, "README.md shows Swift that no snippet file compiles: \(unchecked)")
  }

  /// The text of a file of the package.
  private static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The contents of the ```swift blocks of a Markdown text.
  private static func swiftBlocks(of markdown: String) -> [String] {
    markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
  }

  /// The lines of code, trimmed, without comments or blank lines: what must compile, whatever its indentation.
  private static func codeLines(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      var code = line.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("//") || code.isEmpty { return nil }
      if let comment = code.range(of: "  // ") { code = String(code[..<comment.lowerBound]) }
      return code
    }
  }

  @Test("The README's route table is the table")
  func readmeRouteTableIsTheTable() throws {
    let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = "<!-- route-table:begin -->\n"
    let end = "<!-- route-table:end -->"
    let start = try #require(readme.range(of: begin), "README.md needs the route table between \(begin) and \(end)")
    let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
    let inReadme = String(readme[start.upperBound..<stop.lowerBound])
    let expected = RouteTableMarkdown.render()
    #expect(
      inReadme == expected,
      "README.md's route table differs from BackRouteTable. Replace it with:\n\(expected)")
  }

  /// The package's root: this file is `Tests/BackGuardCoreTests/Readme/ReadmeTextTests.swift`.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}

/// The README's route table, rendered from ``BackRouteTable``: one row per route, one column per setup, with the
/// default policies; where the eras differ, each era range is named.
enum RouteTableMarkdown {
  static func render() -> String {
    let setups = BackGuardSetup.allCases
    var lines = [
      "| Route | " + setups.map { "`\($0)`" }.joined(separator: " | ") + " |",
      "|---|" + setups.map { _ in "---" }.joined(separator: "|") + "|",
    ]
    for route in BackRoute.allCases {
      let cells = setups.map { setup in cell(route, setup) }
      lines.append("| `\(route)` | " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The coverage per era, grouped into ranges of eras with the same coverage.
  static func cell(_ route: BackRoute, _ setup: BackGuardSetup) -> String {
    var groups: [(eras: [BackGuardEra], text: String)] = []
    for era in BackGuardEra.allCases {
      let text = words(BackRouteTable.coverage(of: route, in: .init(setup: setup, era: era)))
      if let last = groups.last, last.text == text {
        groups[groups.count - 1].eras.append(era)
      } else {
        groups.append(([era], text))
      }
    }
    if groups.count == 1 { return groups[0].text }
    return groups.map { group in
      let first = group.eras[0].rawValue
      let last = group.eras[group.eras.count - 1]
      let range =
        last == BackGuardEra.allCases.last
        ? "\(first)+" : (group.eras.count == 1 ? "\(first)" : "\(first)–\(last.rawValue)")
      return "\(group.text) (iOS \(range))"
    }.joined(separator: "; ")
  }

  static func words(_ coverage: RouteCoverage) -> String {
    switch coverage {
    case .asked: "✅ asked"
    case .askedWithAppCode: "☑️ asked with one line of the app's"
    case .askedBySystem: "✅ the system asks, in the guard's words"
    case .hidden: "hidden"
    case .observed(let source): "⚠️ not asked, seen as `\(source)`"
    case .notSeen: "❌ not asked, not seen"
    case .unavailable: "—"
    }
  }
}
