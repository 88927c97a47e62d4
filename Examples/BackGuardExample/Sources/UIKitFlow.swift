import BackGuard
import SwiftUI
import UIKit

/// The UIKit flow, inside the SwiftUI app: a `BackGuardNavigationController` with one screen per problem.
struct UIKitFlow: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    let navigationController = BackGuardNavigationController(rootViewController: UIKitMenuViewController())
    SelfCheckBoard.shared.watch(navigationController)
    return navigationController
  }

  func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}

/// The list of UIKit screens.
final class UIKitMenuViewController: UITableViewController {
  private let rows: [(String, @MainActor () -> UIViewController)] = [
    ("Confirm before leaving", { UIKitEditorViewController() }),
    ("Custom leading button, swipe kept", { UIKitCustomBackViewController() }),
    ("Arrow-only back button", { UIKitArrowOnlyViewController() }),
    ("Landscape to portrait instead of pop", { UIKitPlayerViewController() }),
    ("Save to the server before leaving", { UIKitUploadViewController() }),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "UIKit"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? rows.count : 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = indexPath.section == 0 ? rows[indexPath.row].0 : "Guarded sheet"
    cell.contentConfiguration = content
    cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if indexPath.section == 0 {
      navigationController?.pushViewController(rows[indexPath.row].1(), animated: true)
    } else {
      presentComposeSheet()
    }
  }

  /// A guarded sheet: the swipe-down asks the editor's guard; Discard dismisses the sheet once.
  private func presentComposeSheet() {
    let editor = UIKitEditorViewController()
    editor.title = "New message"
    let sheet = UINavigationController(rootViewController: editor)
    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [unowned sheet] _ in sheet.sheetDismissal.requestDismiss() })
    sheet.sheetDismissal.install()
    present(sheet, animated: true)
  }
}

/// A screen with a text field; `hasChanges` once something is typed.
class UIKitTextViewController: UIViewController {
  let textField = UITextField()
  var hasChanges: Bool { !(textField.text ?? "").isEmpty }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textField.placeholder = "Type something, then go back"
    textField.borderStyle = .roundedRect
    textField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textField)
    NSLayoutConstraint.activate([
      textField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      textField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      textField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
    ])
  }
}

/// Confirm before leaving, on every route (and on a sheet's swipe-down when presented in one).
final class UIKitEditorViewController: UIKitTextViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    if title == nil { title = "Editor" }
    backGuard = .confirm("Discard changes?", message: "Your text will be lost.", when: { [unowned self] in hasChanges })
  }
}

/// A custom leading button (`leftBarButtonItem`) that keeps the edge swipe (seed 001): both go through the same guard.
final class UIKitCustomBackViewController: UIKitTextViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Custom button"
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", primaryAction: UIAction { [unowned self] _ in requestBack() })
    backGuard = .confirm("Discard message?", when: { [unowned self] in hasChanges })
  }
}

/// An arrow-only back button with the system's tap area and a readable long-press menu (seed 000).
final class UIKitArrowOnlyViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "A long screen title"
    view.backgroundColor = .systemBackground
    let button = UIButton(
      configuration: .filled(),
      primaryAction: UIAction(title: "Open the next screen") { [unowned self] _ in
        let next = UIViewController()
        next.view.backgroundColor = .systemBackground
        next.title = "Arrow only"
        next.backButtonStyle = .minimal  // or BackButtonStyle.appDefault = .minimal for the whole app
        navigationController?.pushViewController(next, animated: true)
      })
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

/// A video player: in landscape, going back first turns to portrait.
final class UIKitPlayerViewController: UIViewController {
  private var isLandscape: Bool { view.bounds.width > view.bounds.height }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Player"
    view.backgroundColor = .black
    backGuard = ScreenGuard(
      when: { [unowned self] in isLandscape },
      decide: { _ in
        OrientationControl.rotateToPortrait()
        return .deny
      })
  }
}

/// Saves to the server before leaving; stays (and says why) on failure.
final class UIKitUploadViewController: UIKitTextViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Upload"
    backGuard = ScreenGuard(
      when: { [unowned self] in hasChanges },
      decideAsync: { [weak self] _ in
        guard let self else { return .allow }
        do {
          try await ExampleAPI.save(textField.text ?? "")
          return .allow
        } catch {
          textField.placeholder = "Not saved; try again"
          return .deny
        }
      })
  }
}
