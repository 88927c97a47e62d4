import Foundation

/// The totals `scripts/code-size` wrote at its last run: the bench cannot build for iOS, so it reports those.
struct CodeSizeTotals {
  /// Where `scripts/code-size` writes them, in the checkout this bench was built from.
  static let path: String = {
    // Sources/BackGuardBench/CodeSizeTotals.swift → the package's root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/code-size/totals.txt").path
  }()

  /// The commit measured, with `+` when the checkout had uncommitted changes.
  let commit: String
  /// When, in UTC.
  let date: String
  /// `__TEXT` of the unlinked objects of BackGuard's modules (BackGuardCore, BackGuard, BackGuardSwiftUI).
  let textBytes: Int
  /// `__TEXT` with one copy of each weak function found in several objects.
  let textOneCopyBytes: Int
  /// `__DATA` of the same objects.
  let dataBytes: Int
  /// The resource bundle's files.
  let bundleBytes: Int
  /// The resource bundle on disk.
  let bundleDiskKiB: Int

  /// What the file holds.
  enum Reading {
    case totals(CodeSizeTotals)
    case missing
    case unreadable
  }

  /// Reads ``path``.
  static func read() -> Reading {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return .missing }
    var values: [Substring: Substring] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[parts[0]] = parts[1] }
    }
    func number(_ key: Substring) -> Int? { values[key].flatMap { Int($0) } }
    guard let commit = values["commit"], let date = values["date"], let text = number("text_bytes"),
      let oneCopy = number("text_one_copy_bytes"), let data = number("data_bytes"),
      let bundle = number("bundle_bytes"), let disk = number("bundle_disk_kib")
    else { return .unreadable }
    return .totals(
      CodeSizeTotals(
        commit: String(commit), date: String(date), textBytes: text, textOneCopyBytes: oneCopy, dataBytes: data,
        bundleBytes: bundle, bundleDiskKiB: disk))
  }
}
