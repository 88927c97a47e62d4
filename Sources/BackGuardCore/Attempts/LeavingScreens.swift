/// The screens an attempt would remove, top first.
///
/// A view of the stack rather than a copy, so starting an attempt does not allocate. A single screen, what almost
/// every attempt removes, is held inline: such an attempt holds no reference, so passing it around costs no
/// reference counting.
public struct LeavingScreens: RandomAccessCollection, Equatable, Sendable {
  private enum Storage: Equatable, Sendable {
    case one(ScreenID)
    /// The screens of `stack` from `start` on, bottom first: what leaves is always the top of a stack.
    case top(of: [ScreenID], from: Int)

    /// Two are equal when they hold the same screens, however they hold them.
    static func == (lhs: Self, rhs: Self) -> Bool {
      LeavingScreens(storage: lhs).elementsEqual(LeavingScreens(storage: rhs))
    }
  }

  private let storage: Storage

  /// - Parameter bottomToTop: The leaving screens in stack order (the top one last).
  package init<S: Sequence>(bottomToTop: S) where S.Element == ScreenID {
    self.init(topOf: Array(bottomToTop), from: 0)
  }

  /// The screens of `stack` from `start` on: a view of the stack, not a copy.
  init(topOf stack: [ScreenID], from start: Int) {
    storage = stack.count - start == 1 ? .one(stack[start]) : .top(of: stack, from: start)
  }

  private init(storage: Storage) { self.storage = storage }

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
}
