import BackGuardCore
import Testing

/// Which guards a screen that contains others stands for, and in which order (`ContainedGuards`, the rule the UIKit
/// adapter and its sheets apply to their view controllers).
@MainActor
@Suite("Contained guards: which guards a stack screen stands for")
struct ContainedGuardsTests {
  /// A screen of a view-controller tree: its own guard and the screens contained in it, in the order they are asked.
  @MainActor
  final class Node {
    let name: String
    let ownGuard: ScreenGuard?
    var contained: [Node]

    init(_ name: String, guarded: Bool = true, _ contained: [Node] = []) {
      self.name = name
      ownGuard = guarded ? ScreenGuard { _ in .allow } : nil
      self.contained = contained
    }
  }

  private func names(_ guards: [ScreenGuard], in nodes: [Node]) -> [String] {
    guards.map { asked in nodes.first { $0.ownGuard === asked }?.name ?? "?" }
  }

  private func inTurn(_ screen: Node, leavingOut: Node? = nil) -> [ScreenGuard] {
    ContainedGuards.inTurn(for: screen, leavingOut: leavingOut, contained: \.contained, ownGuard: \.ownGuard)
  }

  @Test("Contained screens are asked before their container, each one's own contained screens before it")
  func containedScreensFirstDepthFirst() {
    let grandchild = Node("grandchild")
    let first = Node("first", [grandchild])
    let second = Node("second")
    let container = Node("container", [first, second])
    let all = [grandchild, first, second, container]
    #expect(names(inTurn(container), in: all) == ["grandchild", "first", "second", "container"])
  }

  @Test("Screens without a guard are skipped, and their contained screens still count")
  func unguardedScreensAreSkipped() {
    let page = Node("page")
    let pager = Node("pager", guarded: false, [page])
    let container = Node("container", guarded: false, [pager])
    #expect(names(inTurn(container), in: [page]) == ["page"])
    #expect(ContainedGuards.exist(in: container, contained: \.contained, hasOwnGuard: { $0.ownGuard != nil }))
    #expect(!ContainedGuards.exist(in: page, contained: \.contained, hasOwnGuard: { $0.ownGuard != nil }))
  }

  @Test("A sheet leaves out the inner stack's screens, which it lists one by one, and keeps the stack's own guard")
  func sheetLeavesOutTheInnerStacksGuards() {
    let editor = Node("editor")
    let list = Node("list")
    // A navigation controller lists its stack top first.
    let innerStack = Node("innerStack", [editor, list])
    let banner = Node("banner")
    let presented = Node("presented", [banner, innerStack])
    let all = [editor, list, innerStack, banner, presented]
    #expect(names(inTurn(presented, leavingOut: innerStack), in: all) == ["banner", "innerStack", "presented"])
    // Without leaving it out, the stack's screens would be asked here and again by the sheet.
    #expect(
      names(inTurn(presented), in: all) == ["banner", "editor", "list", "innerStack", "presented"])
  }

  @Test("A sheet that is its own inner stack (a presented navigation controller) stands only for its own guard")
  func presentedNavigationControllerStandsForItsOwnGuard() {
    let editor = Node("editor")
    let sheet = Node("sheet", [editor])
    #expect(names(inTurn(sheet, leavingOut: sheet), in: [editor, sheet]) == ["sheet"])
    let unguardedSheet = Node("sheet", guarded: false, [editor])
    #expect(inTurn(unguardedSheet, leavingOut: unguardedSheet).isEmpty)
  }

  @Test("The owner of a guard is the screen, or the first contained screen depth first, that holds it")
  func ownerIsFoundDepthFirst() {
    let deep = Node("deep")
    let child = Node("child", [deep])
    let container = Node("container", [child])
    let found = ContainedGuards.owner(in: container, contained: \.contained) { $0.ownGuard === deep.ownGuard }
    #expect(found === deep)
    let stranger = ScreenGuard { _ in .deny }
    #expect(ContainedGuards.owner(in: container, contained: \.contained) { $0.ownGuard === stranger } == nil)
  }
}
