// A small but real UIKit app, measured by `scripts/app-size/run` (ios-app-size): what BackGuard adds to an app that
// guards one editor screen. A list of notes; tapping one pushes its editor, whose every route out asks "Discard
// changes?" while the text differs from the saved note. Public API only, as an app's code uses it.
import BackGuard
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = BackGuardNavigationController(rootViewController: NotesViewController())
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

final class NotesViewController: UITableViewController {
  private var notes = ["Groceries", "Ideas", "Packing list"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = notes[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let row = indexPath.row
    let editor = NoteEditorViewController(text: notes[row]) { [weak self] text in
      self?.notes[row] = text
      self?.tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
    navigationController?.pushViewController(editor, animated: true)
  }
}

final class NoteEditorViewController: UIViewController {
  private var savedText: String
  private let save: (String) -> Void
  private let textView = UITextView()

  init(text: String, save: @escaping (String) -> Void) {
    savedText = text
    self.save = save
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  var hasChanges: Bool { textView.text != savedText }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = savedText
    view.backgroundColor = .systemBackground
    textView.text = savedText
    textView.font = .preferredFont(forTextStyle: .body)
    textView.frame = view.bounds
    textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(textView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save,
      primaryAction: UIAction { [unowned self] _ in
        savedText = textView.text
        save(savedText)
        navigationController?.popViewController(animated: true)
      })
    // Every route out asks first: back button, long-press menu, edge swipe, VoiceOver escape, ⌘[.
    backGuard = .confirm("Discard changes?", when: { [unowned self] in hasChanges })
  }
}
