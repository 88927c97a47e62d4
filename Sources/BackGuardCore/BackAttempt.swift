/// One try to leave one or more screens, by one route.
///
/// A guard receives the attempt and can tell the routes apart:
///
/// ```swift
/// ScreenGuard { attempt in
///   attempt.source == .backMenu ? .deny : .allow
/// }
/// ```
public struct BackAttempt: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The identity of an attempt. Increases with every attempt an engine starts.
  public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
    @_spi(Internals) public let rawValue: UInt64
    @_spi(Internals) public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "attempt#\(rawValue)" }
  }

  /// Identity, unique within the engine that made it.
  public let id: ID
  /// The route.
  public let source: BackSource
  /// The screens that would leave, top first.
  public let leaving: LeavingScreens
  /// The screen that would be on top afterwards.
  public let destination: ScreenID
  /// Whether the navigation would be animated.
  public let isAnimated: Bool

  @_spi(Internals) public init(
    id: ID, source: BackSource, leaving: LeavingScreens, destination: ScreenID, isAnimated: Bool
  ) {
    self.id = id
    self.source = source
    self.leaving = leaving
    self.destination = destination
    self.isAnimated = isAnimated
  }

  /// The screen on top when the attempt started.
  public var top: ScreenID { leaving[leaving.startIndex] }

  public var description: String {
    "\(id) \(source) leaving [\(leaving.map(\.description).joined(separator: ", "))] → \(destination)"
  }
}

/// The screens an attempt would remove, top first.
///
/// A view of the stack rather than a copy, so starting an attempt does not allocate. A single screen, what almost
/// every attempt removes, is held inline: such an attempt holds no reference, so passing it around costs no
/// reference counting.
public struct LeavingScreens: RandomAccessCollection, Hashable, Sendable {
  private enum Storage: Sendable {
    case one(ScreenID)
    /// The screens of `stack` from `start` on, bottom first: what leaves is always the top of a stack.
    case top(of: [ScreenID], from: Int)
  }

  private let storage: Storage

  /// - Parameter bottomToTop: The leaving screens in stack order (the top one last).
  @_spi(Internals) public init<S: Sequence>(bottomToTop: S) where S.Element == ScreenID {
    self.init(topOf: Array(bottomToTop), from: 0)
  }

  /// The screens of `stack` from `start` on: a view of the stack, not a copy.
  init(topOf stack: [ScreenID], from start: Int) {
    storage = stack.count - start == 1 ? .one(stack[start]) : .top(of: stack, from: start)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int {
    switch storage {
    case .one: 1
    case .top(let stack, let start): stack.count - start
    }
  }
  /// The i-th leaving screen, counting from the top.
  public subscript(position: Int) -> ScreenID {
    switch storage {
    case .one(let screen):
      precondition(position == 0, "LeavingScreens: index out of range")
      return screen
    case .top(let stack, let start):
      precondition(position >= 0 && position < stack.count - start, "LeavingScreens: index out of range")
      return stack[stack.count - 1 - position]
    }
  }

  public static func == (lhs: LeavingScreens, rhs: LeavingScreens) -> Bool { lhs.elementsEqual(rhs) }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for id in self { hasher.combine(id) }
  }
}
