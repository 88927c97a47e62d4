import BackGuard
import BackGuardUITestScripts
import SwiftUI
import UIKit

/// UI-test mode, UIKit: a navigation controller of ``DemoScreen``s, with BackGuard (guarded or not) or without it.
struct UITestUIKitStack: UIViewControllerRepresentable {
  let setup: DemoSetup

  func makeUIViewController(context: Context) -> UINavigationController {
    let root = UITestDemoViewController(screen: .root, setup: setup)
    guard setup.usesBackGuard else { return UINavigationController(rootViewController: root) }
    // The subclass also sees ⌘[ and iOS 15 taps.
    let navigationController = BackGuardNavigationController(rootViewController: root)
    UITestEngineLog.shared.observe(navigationController.backNavigationGuard.engine)
    return navigationController
  }

  func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}

/// One UI-test screen: its marker, a push button per screen, a sheet button and a ping button; the editor of a
/// guarded setup asks "Discard changes?" on every route.
final class UITestDemoViewController: UIViewController {
  let screen: DemoScreen
  let setup: DemoSetup
  private let isInSheet: Bool

  init(screen: DemoScreen, setup: DemoSetup, isInSheet: Bool = false) {
    self.screen = screen
    self.setup = setup
    self.isInSheet = isInSheet
    super.init(nibName: nil, bundle: nil)
    title = screen.title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
    ])
    stack.addArrangedSubview(marker(DemoIdentifiers.marker(of: screen), text: screen.title))
    if isInSheet { stack.addArrangedSubview(marker(DemoIdentifiers.sheetMarker, text: "In the sheet")) }
    for target in DemoScreen.allCases {
      stack.addArrangedSubview(
        button("Push \(target.title)", DemoIdentifiers.push(target)) { [unowned self] in
          navigationController?.pushViewController(
            UITestDemoViewController(screen: target, setup: setup), animated: true)
        })
    }
    if !isInSheet {
      stack.addArrangedSubview(
        button("Present the sheet", DemoIdentifiers.presentSheet) { [unowned self] in presentSheet() })
    }
    stack.addArrangedSubview(button("Ping", DemoIdentifiers.ping) { UITestEngineLog.shared.ping() })
    if screen == .editor && setup.guardsEditor { backGuard = confirmationGuard() }
  }

  /// The editor's guard: counts that it was asked, then asks with an alert and answers later.
  private func confirmationGuard() -> ScreenGuard {
    ScreenGuard { [weak self] _, resolution in
      UITestEngineLog.shared.guardAsked()
      guard var presenter: UIViewController = self, presenter.viewIfLoaded?.window != nil else {
        resolution.deny()
        return
      }
      while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
      let alert = UIAlertController(title: DemoIdentifiers.confirmationTitle, message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: DemoIdentifiers.discardButton, style: .destructive) { _ in resolution.allow() })
      alert.addAction(UIAlertAction(title: DemoIdentifiers.keepButton, style: .cancel) { _ in resolution.deny() })
      presenter.present(alert, animated: true)
    }
  }

  private func presentSheet() {
    let sheet = UINavigationController(
      rootViewController: UITestDemoViewController(screen: .editor, setup: setup, isInSheet: true))
    if setup.usesBackGuard {
      sheet.sheetBackGuard.install()
      UITestEngineLog.shared.observe(sheet.sheetBackGuard.engine)
    }
    present(sheet, animated: true)
  }

  private func marker(_ identifier: String, text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.accessibilityIdentifier = identifier
    return label
  }

  private func button(_ title: String, _ identifier: String, action: @escaping @MainActor () -> Void) -> UIButton {
    let button = UIButton(configuration: .bordered(), primaryAction: UIAction(title: title) { _ in action() })
    button.accessibilityIdentifier = identifier
    return button
  }
}
