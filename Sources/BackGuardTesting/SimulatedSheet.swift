import BackGuardCore

/// A sheet presented over a screen, without UIKit: the swipe-down of a person and the `dismiss` of an app, in the
/// order UIKit's presentation controller makes its delegate calls.
///
/// ```swift
/// let form = SimulatedScreen("Form", backGuard: ScreenGuard { _ in .deny })
/// let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), content: [form])
/// #expect(sheet.swipeDown() == .denied)
/// #expect(!sheet.isDismissed)
/// ```
///
/// UIKit asks `presentationControllerShouldDismiss(_:)` when the swipe starts; on `false` the sheet springs back and
/// UIKit calls `presentationControllerDidAttemptToDismiss(_:)`. A guarded sheet is dismissed only by the engine,
/// after approval.
@MainActor
public final class SimulatedSheet: NavigationHost {
  /// The engine, as the adapter would own it for this sheet.
  public private(set) var engine: BackNavigationEngine!
  /// The screen the sheet is presented over.
  public let presenter: SimulatedScreen
  /// The sheet's screens, bottom first (more than one when the sheet holds a navigation stack).
  public private(set) var content: [SimulatedScreen]
  /// Whether the sheet is gone.
  public private(set) var isDismissed = false
  /// The UIKit calls made so far, in order.
  public private(set) var trace: [String] = []
  /// `isModalInPresentation`: UIKit then skips `presentationControllerShouldDismiss(_:)` and reports every swipe-down
  /// as an attempt (SwiftUI's `interactiveDismissDisabled` sets it).
  public var isModalInPresentation = false

  private var swipeInProgress = false
  private var screenIDs: [ScreenID]

  /// Presents a sheet.
  ///
  /// - Parameters:
  ///   - presenter: The screen underneath.
  ///   - content: The sheet's screens, bottom first. Must not be empty.
  public init(presenter: SimulatedScreen, content: [SimulatedScreen]) {
    precondition(!content.isEmpty, "A sheet shows at least one screen")
    self.presenter = presenter
    self.content = content
    screenIDs = [presenter.id] + content.map(\.id)
    engine = BackNavigationEngine(host: self)
  }

  // MARK: NavigationHost

  public var screens: [ScreenID] { screenIDs }
  public var isTransitioning: Bool { swipeInProgress }

  public func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    if screen == presenter.id { return presenter.backOptions }
    return content.first { $0.id == screen }?.backOptions ?? ScreenBackOptions()
  }

  public func popScreens(to destination: ScreenID, animated: Bool) {
    trace.append("engine → dismiss(animated:)")
    finishDismissal(reportedByUIKit: false)
  }

  // MARK: A person's actions

  /// Swipes the sheet down and lets go past the threshold (`completes: true`) or brings it back (`false`).
  ///
  /// - Parameter completes: Whether the user finishes the swipe.
  /// - Returns: What happened, in the terms of ``SimulatedNavigationController/Outcome``.
  @discardableResult
  public func swipeDown(completes: Bool = true) -> SimulatedNavigationController.Outcome {
    guard !isDismissed else { return .unavailable }
    if !isModalInPresentation {
      trace.append("presentationControllerShouldDismiss(_:)")
    }
    if !isModalInPresentation && engine.sheetShouldDismiss() {
      trace.append("presentationControllerWillDismiss(_:)")
      engine.sheetWillDismiss()
      swipeInProgress = true
      guard completes else {
        swipeInProgress = false
        trace.append("dismissal cancelled")
        engine.swipeDidCancel()
        return .swipeCancelled
      }
      swipeInProgress = false
      finishDismissal(reportedByUIKit: true)
      return .popped
    }
    trace.append("presentationControllerDidAttemptToDismiss(_:)")
    switch engine.sheetDidAttemptToDismiss() {
    case .allowed: return .popped
    case .denied: return .denied
    case .pending: return .pending
    case .coalesced: return .coalesced
    case .busy: return .ignored
    case .nothingToGoBackTo, .invalidDestination: return .unavailable
    }
  }

  // MARK: The app's actions

  /// `dismiss(animated:)` called by app code. It is not guarded.
  public func dismiss() {
    guard !isDismissed else { return }
    trace.append("dismiss(animated:)")
    finishDismissal(reportedByUIKit: false)
  }

  /// UIKit calls `presentationControllerDidDismiss(_:)` only for interactive dismissals; after `dismiss(animated:)`
  /// the adapter reports the change from the dismissal's completion.
  private func finishDismissal(reportedByUIKit: Bool) {
    guard !isDismissed else { return }
    isDismissed = true
    content = []
    screenIDs = [presenter.id]
    trace.append(reportedByUIKit ? "presentationControllerDidDismiss(_:)" : "dismiss completion")
    engine.stackDidChange()
  }
}
