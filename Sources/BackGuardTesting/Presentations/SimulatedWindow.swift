@_spi(TestKit) import BackGuardCore

/// A window of iPadOS or Mac Catalyst, holding stacks: on iOS 27 closing it asks the question BackGuard sets on the
/// window scene (`UIWindowScene.closureConfirmation`) while a screen in it has an engaged guard. Before iOS 27 it
/// closes without a question, as the route table says.
///
/// ```swift
/// let nav = SimulatedNavigationController(root: SimulatedScreen("List"), profile: .iOS27)
/// let window = SimulatedWindow(stacks: [nav])
/// editor.backGuard?.windowCloseQuestion = WindowCloseQuestion(title: "Discard changes?")
/// #expect(window.close() == .asked(WindowCloseQuestion(title: "Discard changes?")))
/// ```
///
/// The system draws that question and its Close button closes the window: no guard is called, and a guard that
/// answers later cannot take part (docs/UIKitBehavior.md B198).
@MainActor
public final class SimulatedWindow {
  /// What closing the window did.
  public enum CloseOutcome: Equatable, Sendable {
    /// It closed: no guard was engaged.
    case closed
    /// The system asked BackGuard's question (its Close button then closes the window, its Cancel keeps it).
    case asked(WindowCloseQuestion)
    /// The system asked the app's own confirmation, which BackGuard kept.
    case askedTheAppsQuestion
  }

  /// The stacks in the window, the front one first.
  package let stacks: [SimulatedNavigationController]
  /// Plays an app that set its own `closureConfirmation` on the scene: BackGuard keeps it, and reports it once.
  public var appSetsItsOwnConfirmation = false
  /// The question BackGuard has set on the scene, as of its last look.
  public var closureQuestion: WindowCloseQuestion? { record.current }
  /// Whether the window has closed.
  public private(set) var isClosed = false
  private var record = WindowCloseRecord()

  /// Makes a window.
  ///
  /// - Parameter stacks: Its stacks, the front one first.
  public init(stacks: [SimulatedNavigationController]) {
    self.stacks = stacks
    for stack in stacks { stack.window = self }
    backGuardStateDidChange()
  }

  /// BackGuard's look at the window, as the adapter makes one after each change of a stack or a guard, and when the
  /// app calls `backGuardStateDidChange()` because a guard's condition changed.
  public func backGuardStateDidChange() {
    let wanted = WindowClosure.question(engaged: engagedGuards)
    let holdsOurs: Bool? = appSetsItsOwnConfirmation ? false : record.current == nil ? nil : true
    if case .appOwns(report: true) = record.update(wanted: wanted, sceneHoldsOurs: holdsOurs) {
      stacks.first?.engine.reportAdapterMisuse(.windowConfirmationKept)
    }
  }

  /// The engaged guards of the stacks whose plan names the scene's confirmation (iOS 27), the front stack's top first.
  private var engagedGuards: [ScreenGuard] {
    stacks.filter { $0.plan.hearing(of: .windowClose) == .hook(.windowClosure) }
      .flatMap { $0.engine.engagedGuardsTopFirst() }
  }

  /// Calls `handler` with every event of the window's stacks for as long as they live: what closing the window
  /// does to them (before iOS 27 an engaged guard's screen leaves unasked, `BackEvent.lostWork`), and their own
  /// routes.
  ///
  /// ```swift
  /// var lost: [BackEvent] = []
  /// window.observe { event in if case .lostWork = event { lost.append(event) } }
  /// ```
  ///
  /// - Parameter handler: Called on the main actor, in order.
  /// - Returns: One observation per stack, to cancel them.
  @discardableResult
  public func observe(_ handler: @escaping (BackEvent) -> Void) -> [BackObservation] {
    stacks.map { $0.observe(handler) }
  }

  /// The person closes the window (its close button, ⌘W, File ▸ Close).
  ///
  /// - Returns: Whether it closed, or which question the system asked.
  public func close() -> CloseOutcome {
    // The question is the one set at the last look: the system reads the scene's property, it asks no guard.
    if appSetsItsOwnConfirmation { return .askedTheAppsQuestion }
    guard let question = closureQuestion else {
      isClosed = true
      // Before iOS 27 nothing asks: a screen with an engaged guard is lost work.
      for stack in stacks where stack.plan.hearing(of: .windowClose) == .uikit(.windowClosed) {
        stack.engine.stackWentAway(by: .windowClose)
      }
      return .closed
    }
    return .asked(question)
  }

  /// The person closes the window and picks an extra choice of its question, such as "Save Draft": its work runs,
  /// and the window closes once it allows.
  ///
  /// ```swift
  /// #expect(await window.close(picking: "Save Draft") == .allowed)
  /// ```
  ///
  /// - Parameter choiceTitle: The choice's title.
  /// - Returns: `.allowed` when its work allowed and the window closed; `.denied` when its work denied (a save that
  ///   failed, say) and the window and the edit stay; `.unavailable` when the window asks no question with that
  ///   choice (see ``close()``'s question), and nothing ran.
  public func close(picking choiceTitle: String) async -> BackOutcome {
    guard case .asked(let question) = close(),
      let index = question.choices.firstIndex(where: { $0.title == choiceTitle }),
      let choice = WindowClosure.choice(at: index, titled: choiceTitle, engaged: engagedGuards)
    else { return .unavailable }
    var closes = false
    await WindowClosure.run(choice) { closes = true }?.value
    if closes { isClosed = true }
    return closes ? .allowed : .denied
  }
}
