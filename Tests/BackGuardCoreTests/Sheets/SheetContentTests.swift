import BackGuardCore
import Testing

/// The rules for a sheet's content (`SheetContent`), which the UIKit sheet host and SwiftUI's `.backGuard` apply to
/// their view controllers.
@MainActor
@Suite("Sheet content: which screens a sheet contributes, and where its screens' requests go")
struct SheetContentTests {
  @Test("A shown sheet contributes the presented controller, then the stack inside it bottom first")
  func shownSheetContributesPresentedThenInnerStack() {
    #expect(
      SheetContent.screens(presented: "sheet", innerStack: ["list", "editor"], isShown: true) == [
        "sheet", "list", "editor",
      ])
    #expect(SheetContent.screens(presented: "sheet", innerStack: [], isShown: true) == ["sheet"])
  }

  @Test("A sheet that is not shown (not presented, or its dismissal completed) contributes no screens")
  func hiddenSheetContributesNothing() {
    #expect(SheetContent.screens(presented: "sheet", innerStack: ["list"], isShown: false).isEmpty)
  }

  @Test("The presented controller has no guard when, the inner stack left out, none is left")
  func presentedGuardOnlyWhenGuardsRemain() {
    let combined = ScreenGuard(inTurn: { [] })
    let own = ScreenGuard { _ in .deny }
    #expect(SheetContent.presentedGuard(guardsInTurn: [], combined: combined) == nil)
    #expect(SheetContent.presentedGuard(guardsInTurn: [own], combined: combined) === combined)
  }

  @Test("A SwiftUI screen above its stack's root pops; a stack's root in a sheet dismisses the sheet")
  func backRequestRoutes() {
    #expect(SheetContent.backRequest(isAboveStackRoot: true, isInSheet: true) == .popStack)
    #expect(SheetContent.backRequest(isAboveStackRoot: true, isInSheet: false) == .popStack)
    #expect(SheetContent.backRequest(isAboveStackRoot: false, isInSheet: true) == .dismissSheet)
    #expect(SheetContent.backRequest(isAboveStackRoot: false, isInSheet: false) == .popStack)
  }

  @Test("SwiftUI's dismiss action dismisses the sheet only from its root content or its inner stack's root")
  func dismissActionDismissesOnlyFromRoots() {
    #expect(SheetContent.dismissActionDismissesSheet(isSheetRoot: true, isInnerStackRoot: false))
    #expect(SheetContent.dismissActionDismissesSheet(isSheetRoot: false, isInnerStackRoot: true))
    #expect(!SheetContent.dismissActionDismissesSheet(isSheetRoot: false, isInnerStackRoot: false))
  }
}
