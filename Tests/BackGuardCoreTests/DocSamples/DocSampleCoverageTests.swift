import Foundation
import Testing

/// Every line of Swift that README.md, docs/ and the DocC catalogs show is in a file that compiles as an app's code
/// would: a snippet under docs/snippets (CI compiles each with `ios-sdk-check --file`, against the iOS SDK, in Swift 5
/// and 6 modes) or a public-API sample file of this folder (compiled by `swift test`, importing without `@_spi`).
@Suite("Doc samples")
struct DocSampleCoverageTests {
  @Test("Every line of Swift in README.md, docs/ and the DocC catalogs is in a compiled snippet or sample file")
  func everyShownLineIsCompiled() throws {
    let compiled = try Self.compiledFiles.map { Self.squeezed(Self.codeLines(of: try Self.text(of: $0))) }
    var unchecked: [String] = []
    for page in try Self.pages() {
      for block in Self.swiftBlocks(of: try Self.text(of: page)) where !Self.isSketch(block) {
        for line in Self.codeLines(of: block) where !compiled.contains(where: { $0.contains(Self.squeezed([line])) }) {
          unchecked.append("\(page): \(line)")
        }
      }
    }
    #expect(unchecked.isEmpty, "Shown but compiled nowhere (add them to docs/snippets or DocSamples):\n\(unchecked)")
  }

  @Test("The sample files of this folder import the libraries without @_spi, as an app's tests do")
  func samplesUsePublicAPIOnly() throws {
    let samples = try Self.compiledFiles.filter { $0.hasPrefix("Tests/") }
    #expect(!samples.isEmpty)
    for file in samples {
      #expect(!(try Self.text(of: file)).contains("@_spi("), "\(file) imports SPI")
    }
  }

  @Test("The check finds a line that no file compiles")
  func theCheckCanFail() throws {
    let compiled = try Self.compiledFiles.map { Self.squeezed(Self.codeLines(of: try Self.text(of: $0))) }
    let invented = Self.squeezed(["navigation.goBackTwiceAndSing(by: .backButton)"])
    #expect(!compiled.contains { $0.contains(invented) })
  }

  /// The pages whose Swift blocks must compile.
  static func pages() throws -> [String] {
    let files = FileManager.default
    var pages = ["README.md"]
    pages += try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter {
      $0.hasSuffix(".md")
    }.sorted().map { "docs/\($0)" }
    for module in ["BackGuard", "BackGuardSwiftUI", "BackGuardCore", "BackGuardTesting"] {
      let catalog = "Sources/\(module)/Documentation.docc"
      pages += try files.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path).filter {
        $0.hasSuffix(".md")
      }.sorted().map { "\(catalog)/\($0)" }
    }
    return pages
  }

  /// The snippets (app code, iOS SDK) and this folder's sample files (test code and core app code, Linux).
  static var compiledFiles: [String] {
    get throws {
      let files = FileManager.default
      let snippets = try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs/snippets").path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { "docs/snippets/\($0)" }
      let here = "Tests/BackGuardCoreTests/DocSamples"
      let samples = try files.contentsOfDirectory(atPath: root.appendingPathComponent(here).path)
        .filter { $0.hasSuffix(".swift") && $0 != "DocSampleCoverageTests.swift" }.sorted().map { "\(here)/\($0)" }
      return snippets + samples
    }
  }

  /// A block that sketches rather than compiles: its code elides with "…", or it is the package manifest's line.
  static func isSketch(_ block: String) -> Bool {
    codeLines(of: block).contains { $0.contains("…") } || block.contains(".package(url:")
  }

  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The contents of the ```swift blocks of a Markdown text.
  static func swiftBlocks(of markdown: String) -> [String] {
    markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
  }

  /// The lines of code, without comments or blank lines.
  static func codeLines(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      var code = line.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("//") || code.isEmpty { return nil }
      if let comment = code.range(of: "  // ") { code = String(code[..<comment.lowerBound]) }
      return code
    }
  }

  /// Code without whitespace: a line shown on one line matches the same code that swift-format wrapped.
  static func squeezed(_ lines: [String]) -> String {
    String(lines.joined().unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) }.map(Character.init))
  }

  /// The package's root: this file is `Tests/BackGuardCoreTests/DocSamples/DocSampleCoverageTests.swift`.
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
