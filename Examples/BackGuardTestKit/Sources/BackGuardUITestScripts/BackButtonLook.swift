/// The back button as a person sees it: its title and its frame in screen points.
public struct BackButtonLook: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The accessibility label of the back button (its title, or "Back" for an arrow-only button).
  public var title: String
  /// The frame's origin and size, in points.
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// - Parameters:
  ///   - title: The button's title.
  ///   - x: The frame's minimum x.
  ///   - y: The frame's minimum y.
  ///   - width: The frame's width.
  ///   - height: The frame's height.
  public init(title: String, x: Double, y: Double, width: Double, height: Double) {
    self.title = title
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the two looks have the same title and frames that differ by at most `tolerance` points per edge
  /// (layout rounds to pixels, which differ between scales).
  ///
  /// - Parameters:
  ///   - other: The reference look.
  ///   - tolerance: The largest allowed difference per value, in points. Default 1.
  /// - Returns: `true` when they match.
  public func matches(_ other: BackButtonLook, tolerance: Double = 1) -> Bool {
    title == other.title
      && abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }

  public var description: String { "\"\(title)\" (\(x), \(y), \(width) × \(height))" }
}
