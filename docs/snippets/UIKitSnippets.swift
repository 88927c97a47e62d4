// Every UIKit snippet README.md and docs/Recipes.md show, in a file that
// `ios-sdk-check --file docs/snippets/UIKitSnippets.swift` compiles against the real iOS SDK (deployment target
// iOS 15, warnings as errors). `ReadmeTextTests` fails when the README shows a line of Swift that no snippet file has.
#if canImport(UIKit)
  import BackGuard
  import UIKit

  // MARK: - Install once (any UINavigationController, also SwiftUI's or a third party's)

  @MainActor
  func installOnAnyNavigationController(_ navigationController: UINavigationController) {
    navigationController.backNavigation.install()
  }

  // Or, recommended where you create the controller, the subclass: it installs itself and also hears the app's pops,
  // the bar's question for every tap, and VoiceOver's escape on every iOS version:
  @MainActor
  func makeNavigationController(root: UIViewController) -> UINavigationController {
    let navigationController = BackGuardNavigationController(rootViewController: root)
    return navigationController
  }

  // The README's first line: one guard for every route out of an editor.
  @MainActor
  func guardEditor(_ editor: EditorViewController) {
    editor.backGuard = .confirm("Discard changes?", when: { [unowned editor] in editor.hasChanges })
  }

  // MARK: - Seed 003/004: confirm before leaving, on every route

  final class EditorViewController: UIViewController {
    var hasChanges = false

    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = .confirm(
        "Discard changes?", message: "Your edits will be lost.",
        when: { [unowned self] in
          hasChanges
        })
    }
  }

  // MARK: - A third choice: save, then leave (or stay if saving failed)

  final class ProductFormViewController: UIViewController {
    var hasChanges = false
    func saveDraft() async -> Bool { true }

    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = .confirm(
        "Discard changes?",
        actions: [
          BackConfirmationAction("Save Draft") { [weak self] in
            await self?.saveDraft() == true ? .allow : .deny  // nothing is lost if saving fails
          }
        ],
        when: { [unowned self] in hasChanges })
    }
  }

  // MARK: - Ask the guards, then act (not a pop: a logout, a deep link, a split view's new detail)

  @MainActor
  func logOut(_ navigationController: UINavigationController, session: Session) {
    navigationController.backNavigation.requestLeave(
      Array(navigationController.viewControllers.dropFirst()), named: "logout"
    ) {
      session.logOut()
    }
  }

  @MainActor
  func showOther(
    _ other: UIViewController, replacing form: UIViewController, in navigationController: UINavigationController,
    split: UISplitViewController
  ) async {
    if await navigationController.backNavigation.requestLeave([form], named: "showOther") == .allowed {
      split.setViewController(other, for: .secondary)
    }
  }

  @MainActor
  final class Session {
    func logOut() {}
  }

  // MARK: - Seed 001: a custom left button that keeps the edge swipe

  final class FormViewController: UIViewController {
    var isDirty = false

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Cancel", primaryAction: UIAction { [unowned self] _ in requestBack() })
      // The same guard answers the custom button, the swipe, the back menu and VoiceOver.
      backGuard = .confirm("Discard changes?", when: { [unowned self] in isDirty })
    }
  }

  // MARK: - Seed 000: an arrow-only back button, with the system's tap area and readable long-press entries

  @MainActor
  func useArrowOnlyBackButtons(settings: UIViewController) {
    BackButtonStyle.appDefault = .minimal  // every screen, set once at launch
    settings.backButtonStyle = .custom("Done")  // except this one
  }

  // MARK: - Seed 002: turn landscape back to portrait instead of popping

  final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = ScreenGuard(
        when: { [unowned self] in isLandscape },
        decide: { [unowned self] _ in
          rotateToPortrait()
          return .deny
        })
    }

    private var isLandscape: Bool { view.window?.windowScene?.interfaceOrientation.isLandscape ?? false }

    private func rotateToPortrait() {
      if #available(iOS 16, *) {
        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        setNeedsUpdateOfSupportedInterfaceOrientations()
      } else {
        UIViewController.attemptRotationToDeviceOrientation()
      }
    }
  }

  // MARK: - Seed 001: call an API before leaving (async)

  @MainActor
  protocol DraftStore {
    func save(_ text: String) async throws
  }

  final class ComposeViewController: UIViewController {
    var draft = ""
    var store: (any DraftStore)?

    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = ScreenGuard(
        when: { [unowned self] in !draft.isEmpty },
        decideAsync: { [weak self] _ in
          guard let self, let store else { return .allow }
          do {
            try await store.save(draft)
            return .allow
          } catch {
            return .deny  // stay, so nothing is lost
          }
        })
    }
  }

  // MARK: - Your own alert, answered later through a resolution

  final class UploadViewController: UIViewController {
    var isUploading = false

    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = ScreenGuard(
        when: { [unowned self] in isUploading },
        resolve: { [unowned self] attempt, resolution in
          let alert = UIAlertController(title: "Stop the upload?", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "Stop", style: .destructive) { _ in resolution.allow() })
          alert.addAction(UIAlertAction(title: "Keep Uploading", style: .cancel) { _ in resolution.deny() })
          present(alert, animated: true)
          _ = attempt.source  // .backButton, .backMenu, .edgeSwipe, .contentSwipe, .accessibilityEscape, …
        })
    }
  }

  // MARK: - A screen that answers with its own method

  final class CheckoutViewController: UIViewController {
    var isPaying = false

    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = ScreenGuard(
        when: { [weak self] in self?.isPaying ?? false },
        resolve: { [weak self] attempt, resolution in self?.decideBack(attempt, with: resolution) })
    }

    func decideBack(_ attempt: BackAttempt, with resolution: BackResolution) {
      if [.edgeSwipe, .contentSwipe].contains(attempt.source) { return resolution.deny() }  // a swipe: answer now
      let alert = UIAlertController(title: "Cancel the payment?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel Payment", style: .destructive) { _ in resolution.allow() })
      alert.addAction(UIAlertAction(title: "Keep Paying", style: .cancel) { _ in resolution.deny() })
      present(alert, animated: true)  // answer later, through the resolution
    }
  }

  // MARK: - Per screen: no swipe on purpose; and the events

  @MainActor
  func configure(signature: UIViewController, in navigationController: UINavigationController) {
    signature.allowsSwipeBack = false
    // Lasts as long as the navigation controller; keep the result only to cancel() it.
    navigationController.backNavigation.observe { event in
      if case .screensLeft(let screens, let source, _) = event {
        print("\(screens.compactMap(\.name)) left by \(source)")  // names for analytics
      }
    }
  }

  // MARK: - VoiceOver on iOS 15 and 16 in controllers you do not subclass (opt-in, once at launch)

  @MainActor
  func applicationDidFinishLaunching() {
    BackNavigation.installVoiceOverEscapeHook()
  }
#endif
