/// A change of a SwiftUI `NavigationStack(path:)` that the app's code is about to make, told by what it keeps: which
/// screens of the stack it removes, and so whose guards to ask first.
///
/// Each element of the path is one screen above the stack's root, in order: the path's first element is the screen
/// pushed on the root, its last the top screen.
///
/// ```swift
/// let leaving = PathChange.removeLast(1).leavingScreens(in: stack)  // the top screen only
/// ```
package enum PathChange: Hashable, Sendable {
  /// `path.removeLast(count)`: the top `count` screens (at most every screen above the root).
  case removeLast(Int)
  /// `path.removeAll()` or `path = []`: every screen above the root.
  case removeAll
  /// A new path that starts with the first `keeping` elements of the old one (a deep link): the screens past those.
  /// With `includingRoot`, the root's screen too, for app code that replaces the stack's root view as well.
  case replace(keeping: Int, includingRoot: Bool)

  /// A new path for an old one, kept as far as their elements are equal from the start.
  ///
  /// ```swift
  /// PathChange.replacing([.inbox, .thread(1)], with: [.inbox, .thread(2)])  // .replace(keeping: 1, …)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The path now.
  ///   - new: The path the app will set.
  ///   - includingRoot: Whether the app replaces the root view too.
  /// - Returns: The change.
  package static func replacing<Path: Collection>(
    _ old: Path, with new: Path, includingRoot: Bool = false
  ) -> PathChange where Path.Element: Equatable {
    .replace(keeping: commonPrefixCount(old, new), includingRoot: includingRoot)
  }

  /// How many elements two paths share from their start.
  ///
  /// - Parameters:
  ///   - old: One path.
  ///   - new: The other.
  /// - Returns: The length of their common start.
  package static func commonPrefixCount<Path: Collection>(_ old: Path, _ new: Path) -> Int
  where Path.Element: Equatable {
    var count = 0
    for (a, b) in zip(old, new) {
      guard a == b else { break }
      count += 1
    }
    return count
  }

  /// The screens of `stack` this change removes, top first.
  ///
  /// A count past the screens above the root asks them all, never the root: the path may run ahead of the stack for
  /// a moment (a push SwiftUI has not made yet), and the screens that are there are all that can go. A negative count
  /// removes nothing.
  ///
  /// ```swift
  /// PathChange.removeAll.leavingScreens(in: [root, list, editor])  // [editor, list]
  /// ```
  ///
  /// - Parameter stack: The stack's screens, root first.
  /// - Returns: The screens that would go, top first; empty when none would.
  package func leavingScreens(in stack: [ScreenID]) -> [ScreenID] {
    let above = max(0, stack.count - 1)
    let firstLeaving: Int
    switch self {
    case .removeLast(let count):
      firstLeaving = stack.count - min(max(0, count), above)
    case .removeAll:
      firstLeaving = stack.count - above
    case .replace(let keeping, let includingRoot):
      if includingRoot, !stack.isEmpty {
        // The root goes, so nothing above it stays either.
        firstLeaving = 0
      } else {
        firstLeaving = stack.count - max(0, above - max(0, keeping))
      }
    }
    return Array(stack[firstLeaving...].reversed())
  }
}
