import BackGuardCore
import Testing

/// Which screens a change of a SwiftUI path removes: the ones whose guards are asked first.
@Suite("SwiftUI paths: which screens a path change removes")
struct SwiftUIPathChangeRuleTests {
  let root = ScreenID.make()
  let list = ScreenID.make()
  let thread = ScreenID.make()
  let editor = ScreenID.make()
  var stack: [ScreenID] { [root, list, thread, editor] }

  @Test("Removing the last element removes the top screen only")
  func removeLastIsTheTop() {
    #expect(PathChange.removeLast(1).leavingScreens(in: stack) == [editor])
  }

  @Test("Removing several elements removes that many screens, top first")
  func removeSeveralTopFirst() {
    #expect(PathChange.removeLast(2).leavingScreens(in: stack) == [editor, thread])
  }

  @Test("A count past the screens above the root removes those screens and never the root")
  func removeTooManyNeverTheRoot() {
    #expect(PathChange.removeLast(9).leavingScreens(in: stack) == [editor, thread, list])
  }

  @Test("A count of zero or less removes nothing")
  func removeNothing() {
    #expect(PathChange.removeLast(0).leavingScreens(in: stack).isEmpty)
    #expect(PathChange.removeLast(-1).leavingScreens(in: stack).isEmpty)
  }

  @Test("Emptying the path removes every screen above the root, top first")
  func removeAllAboveTheRoot() {
    #expect(PathChange.removeAll.leavingScreens(in: stack) == [editor, thread, list])
    #expect(PathChange.removeAll.leavingScreens(in: [root]).isEmpty)
  }

  @Test("A replacement removes only the screens past the common start of the two paths")
  func replacePastTheCommonStart() {
    let change = PathChange.replacing(["list", "thread 1", "editor"], with: ["list", "thread 2"])
    #expect(change == .replace(keeping: 1, includingRoot: false))
    #expect(change.leavingScreens(in: stack) == [editor, thread])
  }

  @Test("A replacement that keeps the whole path (a deep link that only pushes) removes nothing")
  func replaceKeepingEverything() {
    let change = PathChange.replacing(["list", "thread 1", "editor"], with: ["list", "thread 1", "editor", "photo"])
    #expect(change.leavingScreens(in: stack).isEmpty)
  }

  @Test(
    "A replacement with nothing in common (or a NavigationPath, which cannot be compared) removes all above the root")
  func replaceEverythingAboveTheRoot() {
    #expect(PathChange.replace(keeping: 0, includingRoot: false).leavingScreens(in: stack) == [editor, thread, list])
  }

  @Test("A replacement that includes the root removes the root too, whatever it keeps of the path")
  func replaceIncludingTheRoot() {
    #expect(
      PathChange.replace(keeping: 2, includingRoot: true).leavingScreens(in: stack) == [editor, thread, list, root])
    #expect(PathChange.replace(keeping: 0, includingRoot: true).leavingScreens(in: [root]) == [root])
  }

  @Test("The common start of two paths ends at their first difference")
  func commonPrefix() {
    #expect(PathChange.commonPrefixCount([1, 2, 3], [1, 2, 4, 5]) == 2)
    #expect(PathChange.commonPrefixCount([1, 2], [1, 2]) == 2)
    #expect(PathChange.commonPrefixCount([Int](), [1]) == 0)
    #expect(PathChange.commonPrefixCount([1, 2, 3], [9, 2, 3]) == 0)
  }
}
