@_spi(Internals) import BackGuardCore
import Foundation
import Testing

/// What the README says in prose and code, checked against the package: its list of outcomes, and that every line of
/// Swift it shows is in a file that compiles.
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
    for file in ["docs/snippets/SwiftUISnippets.swift", "docs/snippets/UIKitSnippets.swift"] {
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
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
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
}
