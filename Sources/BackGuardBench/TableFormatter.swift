/// Renders Markdown tables and figures, so the output can be pasted into README.md as is.
enum TableFormatter {
  /// A Markdown table.
  ///
  /// - Parameters:
  ///   - header: The column titles.
  ///   - rows: The cells; each row has as many cells as `header`.
  /// - Returns: The table, one line per row, columns padded to line up.
  static func table(_ header: [String], _ rows: [[String]]) -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      "| " + zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: " | ")
        + " |"
    }
    let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }

  /// A duration in nanoseconds, with a precision that suits its size.
  ///
  /// - Parameter nanoseconds: The value.
  /// - Returns: For example `12.3` or `4,512`.
  static func nanoseconds(_ nanoseconds: Double) -> String {
    nanoseconds < 100 ? fixed(nanoseconds, digits: 1) : grouped(Int(nanoseconds.rounded()))
  }

  /// A ratio such as `1.37×`.
  ///
  /// - Parameter value: The ratio.
  /// - Returns: Two decimals and a times sign.
  static func ratio(_ value: Double) -> String { fixed(value, digits: 2) + "×" }

  /// A number with a fixed count of decimals.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: Decimals.
  /// - Returns: The text.
  static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = grouped(scaled / Int(scale))
    guard digits > 0 else { return whole }
    let fraction = String(abs(scaled) % Int(scale))
    return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// An integer with thousands separators.
  ///
  /// - Parameter value: The number.
  /// - Returns: For example `10,000`.
  static func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }
}
