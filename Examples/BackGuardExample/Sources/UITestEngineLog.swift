import BackGuard
import BackGuardUITestScripts
import UIKit

/// UI-test mode: what UI tests read, in small labels in the top trailing corner of a window of its own above
/// everything (sheets and alerts included) that lets every touch through:
/// - the engines' events as one line of text (``EngineLogSnapshot``, ``DemoIdentifiers/engineLog``);
/// - whether the app is idle (``DemoIdentifiers/transitionState``): "idle" once no view controller in the scene has a
///   transition coordinator or is being presented or dismissed, and no work the app scheduled is pending, for a few
///   frames in a row; "busy" from the moment anything may have started one. UI tests wait for "idle" instead of
///   sleeping;
/// - the app's navigation path, when it has one (``DemoIdentifiers/pathCount``).
///
/// Anything that may start a transition calls ``noteActivity()``: every button of the UI-test screens, their
/// appearance callbacks, the UIKit stack's navigation delegate, every engine event. A timer then checks every 50 ms
/// and stops as soon as the app is idle again, so the app's run loop is quiet while XCUITest waits for it.
@MainActor
final class UITestEngineLog {
  static let shared = UITestEngineLog()

  private(set) var snapshot = EngineLogSnapshot()
  /// The registrations, kept: an engine stops reporting once its observation is released.
  private var observations: [ObjectIdentifier: BackObservation] = [:]
  private var overlay: LogOverlayWindow?
  /// Objects the app made for its stacks that nothing else keeps (a navigation controller's delegate is weak).
  private var kept: [AnyObject] = []

  /// The UI-test stack's navigation controller (UIKit's, or the one SwiftUI made), for the answer given during a push.
  weak var stackNavigationController: UINavigationController?
  /// ``DemoSetup/Variant/answerDuringPush``: the answer the editor's guard waits for.
  var pendingAnswer: ((BackDecision) -> Void)?

  /// Records every event of a navigation controller's stack from now on. Idempotent per stack.
  func observe(_ navigationGuard: BackNavigation) {
    record(ObjectIdentifier(navigationGuard)) { navigationGuard.observe($0) }
  }

  /// Records every event of a sheet from now on. Idempotent per sheet.
  func observe(_ sheetGuard: SheetDismissal) {
    record(ObjectIdentifier(sheetGuard)) { sheetGuard.observe($0) }
  }

  /// Registers once per `key` (a stack's or a sheet's dismissal, one engine each): `observe` makes the observation, which
  /// is kept.
  private func record(_ key: ObjectIdentifier, _ observe: (@escaping (BackEvent) -> Void) -> BackObservation) {
    guard observations[key] == nil else { return }
    observations[key] = observe { [weak self] event in
      self?.snapshot.record(event)
      self?.show()
      self?.noteActivity()
    }
  }

  /// Keeps `object` for the app's lifetime.
  func keep(_ object: AnyObject) { kept.append(object) }

  /// Counts one run of the app's guard closure.
  func guardAsked() {
    snapshot.recordGuardAsked()
    show()
    noteActivity()
  }

  /// Counts one tap on a ping button.
  func ping() {
    snapshot.recordPing()
    show()
  }

  /// Shows how many screens the app's navigation path holds.
  func setPathCount(_ count: Int) {
    pathText = "\(count)"
    show()
    noteActivity()
  }

  /// Puts the labels on screen in `scene`, once.
  func attach(to scene: UIWindowScene) {
    guard overlay == nil else { return }
    let window = LogOverlayWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    window.isHidden = false  // never key: ⌘[ must reach the app's own window
    overlay = window
    show()
    noteActivity()
  }

  // MARK: Answering during a push

  /// Gives the pending answer (Discard) once `navigationController` runs a transition: at once if it already does
  /// (UIKit's push starts in `pushViewController`), else on the next main-queue turns (SwiftUI pushes on its next
  /// update). After 50 turns without a transition it answers anyway, so the app never stays waiting.
  func answerDuringTransition(of navigationController: UINavigationController?, turns: Int = 0) {
    if turns == 0 { pendingWork += 1 }
    guard navigationController?.transitionCoordinator != nil || turns >= 50 else {
      DispatchQueue.main.async { [weak self, weak navigationController] in
        self?.answerDuringTransition(of: navigationController, turns: turns + 1)
      }
      return
    }
    let answer = pendingAnswer
    pendingAnswer = nil
    answer?(.allow)
    pendingWork -= 1
    noteActivity()
  }

  // MARK: Idle

  /// Work the app scheduled that is not over yet.
  private var pendingWork = 0
  private var isIdle = false
  private var quietTicks = 0
  private var ticker: Timer?
  private var pathText = "-"

  /// Something may have started a transition: the app is busy until a check finds it idle.
  func noteActivity() {
    quietTicks = 0
    if isIdle {
      isIdle = false
      show()
    }
    guard ticker == nil else { return }
    let target = TickTarget { [weak self] in self?.tick() }
    let timer = Timer(
      timeInterval: 0.05, target: target, selector: #selector(TickTarget.fire), userInfo: nil, repeats: true)
    // Common modes: the check also runs while a finger drags (tracking mode).
    RunLoop.main.add(timer, forMode: .common)
    ticker = timer
  }

  private func tick() {
    guard isQuiet() else {
      quietTicks = 0
      return
    }
    quietTicks += 1
    // Three checks in a row (100 ms or more): a completion that starts the next transition has had its turn.
    guard quietTicks >= 3 else { return }
    ticker?.invalidate()
    ticker = nil
    isIdle = true
    show()
  }

  private func isQuiet() -> Bool {
    guard pendingWork == 0, let scene = overlay?.windowScene else { return false }
    return scene.windows.allSatisfy { window in
      window === overlay || window.rootViewController.map(Self.isQuiet) ?? true
    }
  }

  /// Whether no transition runs in `viewController`, its children and what it presents.
  private static func isQuiet(_ viewController: UIViewController) -> Bool {
    if viewController.transitionCoordinator != nil || viewController.isBeingPresented
      || viewController.isBeingDismissed
    {
      return false
    }
    if !viewController.children.allSatisfy(isQuiet) { return false }
    if let presented = viewController.presentedViewController, presented.presentingViewController === viewController {
      return isQuiet(presented)
    }
    return true
  }

  private func show() {
    guard let overlay else { return }
    overlay.set(overlay.logLabel, snapshot.text)
    overlay.set(overlay.stateLabel, isIdle ? DemoIdentifiers.idle : DemoIdentifiers.busy)
    overlay.set(overlay.pathLabel, pathText)
  }
}

/// The timer's target: `Timer` retains it, and it calls back on the main run loop.
private final class TickTarget: NSObject {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  @MainActor @objc func fire() { action() }
}

/// A window that shows the labels and never takes a touch.
private final class LogOverlayWindow: UIWindow {
  let logLabel = UILabel()
  let stateLabel = UILabel()
  let pathLabel = UILabel()

  override init(windowScene: UIWindowScene) {
    super.init(windowScene: windowScene)
    backgroundColor = .clear
    let identifiers = [
      (logLabel, DemoIdentifiers.engineLog), (stateLabel, DemoIdentifiers.transitionState),
      (pathLabel, DemoIdentifiers.pathCount),
    ]
    for (label, identifier) in identifiers {
      label.accessibilityIdentifier = identifier
      // Small: the labels sit in the status bar's corner, over nothing a test taps.
      label.font = .monospacedSystemFont(ofSize: 6, weight: .regular)
      label.numberOfLines = 0
      label.textColor = .secondaryLabel
      label.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.8)
    }
    let status = UIStackView(arrangedSubviews: [stateLabel, pathLabel])
    status.spacing = 8
    let stack = UIStackView(arrangedSubviews: [status, logLabel])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    // The top trailing corner: the status bar and the empty end of the navigation bar. XCUITest judges an element
    // hittable by what is on top at its point, so the labels must cover no button, tab, menu entry or alert.
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 2),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
      stack.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.45),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }

  /// Sets what a label shows and what UI tests read (its accessibility label).
  func set(_ label: UILabel, _ text: String) {
    label.text = text
    label.accessibilityLabel = text
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
