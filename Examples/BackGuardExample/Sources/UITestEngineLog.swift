import BackGuard
import BackGuardUITestScripts
import UIKit

/// UI-test mode: the engines' events as one line of text (``EngineLogSnapshot``) in a label that UI tests read by its
/// accessibility identifier. The label sits in its own window above everything (sheets and alerts included) and
/// lets every touch through.
@MainActor
final class UITestEngineLog {
  static let shared = UITestEngineLog()

  private(set) var snapshot = EngineLogSnapshot()
  /// The registrations, kept: an engine stops reporting once its observation is released.
  private var observations: [ObjectIdentifier: BackObservation] = [:]
  private var overlay: LogOverlayWindow?

  /// Records every event of `engine` from now on. Idempotent per engine.
  func observe(_ engine: BackNavigationEngine) {
    let key = ObjectIdentifier(engine)
    guard observations[key] == nil else { return }
    observations[key] = engine.observe { [weak self] event in
      self?.snapshot.record(event)
      self?.show()
    }
  }

  /// Counts one run of the app's guard closure.
  func guardAsked() {
    snapshot.recordGuardAsked()
    show()
  }

  /// Counts one tap on a ping button.
  func ping() {
    snapshot.recordPing()
    show()
  }

  /// Puts the label on screen in `scene`, once.
  func attach(to scene: UIWindowScene) {
    guard overlay == nil else { return }
    let window = LogOverlayWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    window.isHidden = false  // never key: ⌘[ must reach the app's own window
    overlay = window
    show()
  }

  private func show() {
    overlay?.label.text = snapshot.text
    overlay?.label.accessibilityLabel = snapshot.text
  }
}

/// A window that shows the log and never takes a touch.
private final class LogOverlayWindow: UIWindow {
  let label = UILabel()

  override init(windowScene: UIWindowScene) {
    super.init(windowScene: windowScene)
    backgroundColor = .clear
    label.accessibilityIdentifier = DemoIdentifiers.engineLog
    label.font = .monospacedSystemFont(ofSize: 9, weight: .regular)
    label.numberOfLines = 0
    label.textColor = .secondaryLabel
    label.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.8)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
