/// The rules for a sheet's content that the UIKit and SwiftUI adapters apply to their view controllers: which screens
/// a sheet contributes to its stack, what the presented controller's guard stands for, where a SwiftUI screen's own
/// back request goes, and when SwiftUI's dismiss action dismisses the sheet.
///
/// A sheet is a stack whose bottom is the screen underneath (the presenter, which never has a guard of the sheet's),
/// then the presented controller, then the screens of a navigation controller inside it, bottom first.
@MainActor
package enum SheetContent {
  /// The screens a sheet contributes above its presenter: the presented controller and, bottom first, the stack inside
  /// it; none while the sheet is not shown (not presented, or its dismissal completed).
  ///
  /// - Parameters:
  ///   - presented: The presented controller.
  ///   - innerStack: The screens of the navigation controller inside it, bottom first; empty when there is none.
  ///   - isShown: Whether the sheet is presented and has not left.
  package static func screens<Screen>(presented: Screen, innerStack: [Screen], isShown: Bool) -> [Screen] {
    isShown ? [presented] + innerStack : []
  }

  /// The guard of the presented controller when a stack inside it is listed screen by screen: the controller's own
  /// guards without that stack's (``ContainedGuards``), as one guard (`combined`, the same object from one question
  /// to the next), or none when there are none.
  ///
  /// - Parameters:
  ///   - guardsInTurn: The presented controller's guards, leaving the inner stack out.
  ///   - combined: The guard that asks them in turn.
  package static func presentedGuard(guardsInTurn: [ScreenGuard], combined: ScreenGuard) -> ScreenGuard? {
    guardsInTurn.isEmpty ? nil : combined
  }

  /// Where a guarded SwiftUI screen's own back request (``BackSource/customBackButton``) goes.
  package enum BackRequest: Equatable, Sendable {
    /// Pops the screen's navigation stack, through its guards (also when there is nothing to go back to).
    case popStack
    /// Dismisses the sheet around the screen, through the sheet's guards.
    case dismissSheet
  }

  /// A screen above the root of its stack pops; the root of a stack (or a screen in none) inside a sheet dismisses the
  /// sheet; anything else asks its stack, which may have nothing to go back to.
  package static func backRequest(isAboveStackRoot: Bool, isInSheet: Bool) -> BackRequest {
    if isAboveStackRoot { return .popStack }
    return isInSheet ? .dismissSheet : .popStack
  }

  /// Whether SwiftUI's `DismissAction` read by a screen dismisses its sheet: from the sheet's root content, and from
  /// the root of a stack inside the sheet; elsewhere it pops (docs/UIKitBehavior.md B97, B173).
  package static func dismissActionDismissesSheet(isSheetRoot: Bool, isInnerStackRoot: Bool) -> Bool {
    isSheetRoot || isInnerStackRoot
  }
}
