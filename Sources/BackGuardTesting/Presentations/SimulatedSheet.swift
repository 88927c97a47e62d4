@_spi(TestKit) import BackGuardCore

/// A sheet presented over a screen, without UIKit: the swipe-down of a person and the `dismiss` of an app, in the
/// order UIKit's presentation controller makes its delegate calls.
///
/// ```swift
/// let form = SimulatedScreen("Form", backGuard: ScreenGuard { _ in .deny })
/// let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), content: [form])
/// #expect(sheet.goBack(by: .sheetDismiss) == .denied)
/// #expect(!sheet.isDismissed)
/// ```
///
/// UIKit asks `presentationControllerShouldDismiss(_:)` when the swipe starts; on `false` the sheet springs back and
/// UIKit calls `presentationControllerDidAttemptToDismiss(_:)`. A guarded sheet is dismissed only by the engine,
/// after approval.
///
/// A sheet that holds a navigation stack has two engines, as in UIKit: the stack's and the sheet's. Present a
/// ``SimulatedNavigationController`` with ``init(presenter:navigationController:)`` to test both together: a
/// swipe-down while a back tap in the stack is still waiting for its guard merges into that attempt
/// (`BackOutcome/coalesced`), so the guard is asked once.
@MainActor
public final class SimulatedSheet: NavigationHost {
  /// The engine, as the adapter would own it for this sheet: observe its events here.
  @_spi(TestKit) public var engine: BackNavigationEngine { storedEngine }
  /// Set at the end of `init`: the engine reads its host's stack when it is made.
  private var storedEngine: BackNavigationEngine!
  /// The screen the sheet is presented over.
  package let presenter: SimulatedScreen
  /// The sheet's screens, bottom first (more than one when the sheet holds a navigation stack).
  public var content: [SimulatedScreen] {
    if isDismissed { return [] }
    return navigationController?.stack ?? ownContent
  }
  /// The navigation stack the sheet presents, if it was made with one.
  package let navigationController: SimulatedNavigationController?
  /// Whether the sheet is gone.
  public private(set) var isDismissed = false
  /// The UIKit calls made so far, in order.
  package private(set) var trace: [String] = []
  /// `isModalInPresentation`: UIKit then skips `presentationControllerShouldDismiss(_:)` and reports every swipe-down
  /// as an attempt (SwiftUI's `interactiveDismissDisabled` sets it).
  public var isModalInPresentation = false
  /// Whether the app called `sheetDismissal.install()` on the presented controller. Default `true`. Without it,
  /// BackGuard installs it itself as soon as a screen in the sheet has a guard (a presented editor guards itself,
  /// issue 41); a sheet with no guard in it is then heard by nobody, and goes unasked, with nothing to lose.
  package var installsSheetDismissal = true

  /// Whether BackGuard hears the presentation: the app installed it, or a guard in the sheet did.
  private var isHeard: Bool {
    installsSheetDismissal || content.contains { $0.backGuard != nil }
  }

  private var swipeInProgress = false
  private var ownContent: [SimulatedScreen]
  /// The screens the engine was last told about.
  private var reportedScreens: [ScreenID]

  /// Presents a sheet.
  ///
  /// - Parameters:
  ///   - presenter: The screen underneath.
  ///   - content: The sheet's screens, bottom first. Must not be empty.
  public init(presenter: SimulatedScreen, content: [SimulatedScreen]) {
    precondition(!content.isEmpty, "A sheet shows at least one screen")
    self.presenter = presenter
    self.ownContent = content
    self.navigationController = nil
    reportedScreens = [presenter.id] + content.map(\.id)
    storedEngine = BackNavigationEngine(host: self)
  }

  /// Presents a navigation stack as a sheet: its screens are the sheet's, and they change as the stack does.
  ///
  /// ```swift
  /// let stack = SimulatedNavigationController(root: SimulatedScreen("Form"), profile: .iOS26)
  /// let sheet = SimulatedSheet(presenter: SimulatedScreen("List"), navigationController: stack)
  /// stack.push(editor)
  /// #expect(stack.goBack(by: .backButton) == .pending)
  /// #expect(sheet.goBack(by: .sheetDismiss) == .coalesced)  // the editor's guard is not asked again
  /// ```
  ///
  /// - Parameters:
  ///   - presenter: The screen underneath.
  ///   - navigationController: The stack the sheet shows.
  public init(presenter: SimulatedScreen, navigationController: SimulatedNavigationController) {
    self.presenter = presenter
    self.ownContent = []
    self.navigationController = navigationController
    reportedScreens = [presenter.id] + navigationController.screens
    storedEngine = BackNavigationEngine(host: self)
  }

  // MARK: NavigationHost

  package var screens: [ScreenID] {
    if isDismissed { return [presenter.id] }
    return [presenter.id] + (navigationController?.screens ?? ownContent.map(\.id))
  }
  package var isTransitioning: Bool { swipeInProgress || navigationController?.isTransitioning == true }

  package func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    if screen == presenter.id { return presenter.backOptions }
    if let navigationController { return navigationController.backOptions(for: screen) }
    return ownContent.first { $0.id == screen }?.backOptions ?? ScreenBackOptions()
  }

  package func popScreens(to destination: ScreenID, animated: Bool) {
    trace.append("engine → dismiss(animated:)")
    finishDismissal(reportedByUIKit: false)
  }

  package func restoreBackButton() {}

  package var isSheet: Bool { true }

  package func backNavigationStateDidChange() {}

  // MARK: A person's actions

  /// Goes back by one of a person's routes out of the sheet: `.sheetDismiss`, the swipe-down, or `.customBackButton`,
  /// the sheet's own Cancel or Close button, which calls `sheetDismissal.requestDismiss()` (UIKit) or SwiftUI's
  /// `requestBack` at the sheet's root. The guards of the sheet's screens are asked, top first, and an approval
  /// dismisses the sheet once. The routes of a stack inside the sheet are its
  /// ``SimulatedNavigationController/goBack(by:completes:)``; given those, nothing happens and a misuse says so.
  ///
  /// ```swift
  /// #expect(sheet.goBack(by: .sheetDismiss) == .denied)  // the guard said no: the sheet stays
  /// #expect(sheet.goBack(by: .customBackButton) == .pending)  // "Discard changes?" is showing
  /// ```
  ///
  /// - Parameters:
  ///   - route: `.sheetDismiss` or `.customBackButton`.
  ///   - completes: For the swipe-down, whether the user lets go past the threshold (`false`: brings it back).
  /// - Returns: What happened; `.unavailable` once the sheet is dismissed.
  @discardableResult
  public func goBack(by route: BackSource, completes: Bool = true) -> BackOutcome {
    switch route {
    case .sheetDismiss: return swipeDown(completes: completes)
    case .customBackButton: return tapCancel()
    default:
      return notAGesture(route, use: "the sheet's navigation controller's goBack(by:)")
    }
  }

  /// Swipes the sheet down and lets go past the threshold (`completes: true`) or brings it back (`false`).
  ///
  /// - Parameter completes: Whether the user finishes the swipe.
  /// - Returns: What happened, as a `BackOutcome`.
  @discardableResult
  func swipeDown(completes: Bool = true) -> BackOutcome {
    guard !isDismissed else { return .unavailable }
    guard isHeard else { return swipeDownUnheard(completes: completes) }
    reportStackChangeIfUnseen()
    // With `isModalInPresentation`, UIKit skips `presentationControllerShouldDismiss(_:)`.
    if !isModalInPresentation {
      trace.append("presentationControllerShouldDismiss(_:)")
      if engine.sheetShouldDismiss(appAnswer: { nil }) {
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
        return .allowed
      }
    }
    trace.append("presentationControllerDidAttemptToDismiss(_:)")
    guard let outcome = engine.sheetDismissalWasRefused() else {
      // The app's own `isModalInPresentation` keeps the sheet, with no guard engaged: its own delegate explains.
      trace.append("app's presentationControllerDidAttemptToDismiss(_:)")
      return .denied
    }
    return outcome
  }

  /// A swipe-down with no delegate of BackGuard's on the presentation controller: UIKit dismisses unless the app's
  /// `isModalInPresentation` keeps the sheet.
  private func swipeDownUnheard(completes: Bool) -> BackOutcome {
    trace.append("swipe-down [no delegate of BackGuard's]")
    if isModalInPresentation { return .denied }
    presentedStackWillDisappear()
    guard completes else {
      trace.append("dismissal cancelled")
      presentedStackStayed()
      return .swipeCancelled
    }
    leaveUnheard()
    return .allowed
  }

  /// The presented stack's `viewWillDisappear` while the sheet is being dismissed: the adapter's subclass reads its
  /// guards there.
  private func presentedStackWillDisappear() {
    guard let navigationController, navigationController.setup.isSubclass else { return }
    trace.append("viewWillDisappear(_:) [being dismissed]")
    navigationController.engine.stackMayGoAway()
  }

  private func presentedStackStayed() {
    navigationController?.engine.stackStayed()
  }

  /// The sheet is gone, and no engine of the sheet's heard it: the presented subclass reports what it read.
  private func leaveUnheard() {
    isDismissed = true
    if let navigationController, navigationController.setup.isSubclass {
      navigationController.engine.stackWentAway(by: .sheetDismiss)
    }
    ownContent = []
  }

  /// Taps the sheet's own Cancel or Close button.
  ///
  /// - Returns: What happened, as a `BackOutcome`.
  @discardableResult
  func tapCancel() -> BackOutcome {
    guard !isDismissed else { return .unavailable }
    reportStackChangeIfUnseen()
    trace.append("Cancel button → requestDismiss()")
    return engine.requestSheetDismissal(from: .customBackButton)
  }

  /// Calls `handler` with every event of the sheet for as long as it lives, or until you cancel the returned
  /// observation: its swipe-downs and Cancel taps, their answers, and the screens that left when it was dismissed. The
  /// routes of a stack inside the sheet are that stack's (``SimulatedNavigationController/observe(_:)``).
  ///
  /// ```swift
  /// var decisions: [BackDecision] = []
  /// sheet.observe { event in if let decision = event.decision { decisions.append(decision) } }
  /// ```
  ///
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: The observation, to cancel it.
  @discardableResult
  public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
    engine.observeForItsLifetime(handler)
  }

  // MARK: The app's actions

  /// Runs the app's code that dismisses the sheet on purpose (its own "Discard" button), without asking and without
  /// a lost-work sign: as `leaveWithoutAsking` on the presented view controller, for the sheet and the stack in it.
  ///
  /// ```swift
  /// sheet.leaveWithoutAsking { sheet.dismiss() }
  /// ```
  ///
  /// - Parameter perform: The app's code.
  public func leaveWithoutAsking(_ perform: () -> Void) {
    let engines = [navigationController?.engine, engine].compactMap { $0 }
    BackNavigationEngine.leaveWithoutAsking(in: engines[...], perform)
  }

  /// `dismiss(animated:)` called by app code. It is not guarded.
  public func dismiss() {
    guard !isDismissed else { return }
    trace.append("dismiss(animated:)")
    guard isHeard else {
      presentedStackWillDisappear()
      leaveUnheard()
      return
    }
    finishDismissal(reportedByUIKit: false)
  }

  /// UIKit calls `presentationControllerDidDismiss(_:)` only for interactive dismissals; after `dismiss(animated:)`
  /// the adapter reports the change from the dismissal's completion.
  private func finishDismissal(reportedByUIKit: Bool) {
    guard !isDismissed else { return }
    isDismissed = true
    // The sheet's screens are still held here: the engine reads their guards as they leave.
    let departing = ownContent
    reportedScreens = [presenter.id]
    trace.append(reportedByUIKit ? "presentationControllerDidDismiss(_:)" : "dismiss completion")
    engine.stackDidChange()
    withExtendedLifetime(departing) { ownContent = [] }
  }

  /// The stack inside the sheet changes without telling the sheet's engine (UIKit's adapters are separate too):
  /// tell it before it decides anything, as the UIKit adapter does at its next callback.
  private func reportStackChangeIfUnseen() {
    let now = screens
    guard now != reportedScreens else { return }
    reportedScreens = now
    engine.stackDidChange()
  }
}
