/// A way out of a screen, as a row of the `BackRouteTable`: one per ``BackSource`` kind.
// No String raw value: on Apple platforms `==` on a String-backed enum compares the strings, not the cases.
@_spi(TestKit) public enum BackRoute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The system back button.
  case backButton
  /// A pick in the back button's long-press menu.
  case backMenu
  /// The edge swipe.
  case edgeSwipe
  /// The iOS 26 full-width content swipe.
  case contentSwipe
  /// VoiceOver's escape (two-finger Z).
  case accessibilityEscape
  /// ⌘[ on a hardware keyboard.
  case keyCommand
  /// The app's own back button calling `requestBack()` (`GuardedBackButton` in SwiftUI).
  case customBackButton
  /// A sheet's swipe-down.
  case sheetDismiss
  /// Tapping the selected tab again.
  case tabReselect
  /// Dragging or pinching away a screen pushed with the iOS 18 zoom transition (the app wires one line).
  case zoomDismiss
  /// Closing the window that holds the screen, on iPadOS and Mac Catalyst: its close button, ⌘W, File ▸ Close. On
  /// iOS 27 the system asks, in the guard's ``ScreenGuard/windowCloseQuestion``; the guard's code is not called.
  case windowClose
  /// App code's `popViewController`, `popToViewController`, `popToRootViewController` and `setViewControllers`.
  case appPop
  /// The app asking first (`requestLeave`) before it leaves in a way that is not a pop.
  case appRequest

  /// The route of a source.
  ///
  /// - Parameter source: The source an attempt or event names.
  package init(_ source: BackSource) {
    switch source {
    case .backButton: self = .backButton
    case .backMenu: self = .backMenu
    case .edgeSwipe: self = .edgeSwipe
    case .contentSwipe: self = .contentSwipe
    case .accessibilityEscape: self = .accessibilityEscape
    case .keyCommand: self = .keyCommand
    case .customBackButton: self = .customBackButton
    case .sheetDismiss: self = .sheetDismiss
    case .tabReselect: self = .tabReselect
    case .zoomDismiss: self = .zoomDismiss
    case .windowClose: self = .windowClose
    case .programmatic: self = .appPop
    case .appRequest: self = .appRequest
    }
  }

  /// The source a guard is told when this route asks it (`programmatic(.pop)` and `appRequest("…")` stand for their
  /// families).
  public var source: BackSource {
    switch self {
    case .backButton: .backButton
    case .backMenu: .backMenu
    case .edgeSwipe: .edgeSwipe
    case .contentSwipe: .contentSwipe
    case .accessibilityEscape: .accessibilityEscape
    case .keyCommand: .keyCommand
    case .customBackButton: .customBackButton
    case .sheetDismiss: .sheetDismiss
    case .tabReselect: .tabReselect
    case .zoomDismiss: .zoomDismiss
    case .windowClose: .windowClose
    case .appPop: .programmatic(.pop)
    case .appRequest: .appRequest("…")
    }
  }

  /// Whether a person takes this route (the app's own pops and requests are not).
  @_spi(TestKit) public var isUserRoute: Bool { self != .appPop && self != .appRequest }

  /// Whether taking the route pops screens off their stack, which the events report as `screensLeft`. Closing a window
  /// does not: the stack goes away with its window, and no event tells of it.
  package var popsTheStack: Bool { self != .windowClose }

  /// Whether the route only ever removes the top screen.
  package var removesTopScreenOnly: Bool {
    switch self {
    case .backButton, .edgeSwipe, .contentSwipe, .accessibilityEscape, .keyCommand, .customBackButton, .zoomDismiss:
      true
    case .backMenu, .sheetDismiss, .tabReselect, .windowClose, .appPop, .appRequest: false
    }
  }

  public var description: String {
    switch self {
    case .backButton: "backButton"
    case .backMenu: "backMenu"
    case .edgeSwipe: "edgeSwipe"
    case .contentSwipe: "contentSwipe"
    case .accessibilityEscape: "accessibilityEscape"
    case .keyCommand: "keyCommand"
    case .customBackButton: "customBackButton"
    case .sheetDismiss: "sheetDismiss"
    case .tabReselect: "tabReselect"
    case .zoomDismiss: "zoomDismiss"
    case .windowClose: "windowClose"
    case .appPop: "appPop"
    case .appRequest: "appRequest"
    }
  }
}
