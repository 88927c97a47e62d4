// The app code of the DocC catalogs (BackGuard's, BackGuardSwiftUI's and BackGuardCore's) and of docs/Migration.md and
// docs/Routes.md, in a file that `ios-sdk-check --file docs/snippets/DocCSnippets.swift` compiles against the real iOS
// SDK (deployment target iOS 15, Swift 5 and 6 modes). Each page's samples sit in an enum of their own, so that two
// pages may show a type of the same name. `DocSampleCoverageTests` fails when a page shows a line of Swift that no
// compiled file has.
#if canImport(UIKit)
  import BackGuardSwiftUI
  import SwiftUI
  import UIKit

  final class ListViewController: UIViewController {}

  @MainActor
  final class Draft {
    var savedText = ""
    var text = ""
    var hasChanges: Bool { text != savedText }
    func save() async -> Bool { true }
  }

  // MARK: - BackGuard.md (the catalog's overview)

  enum BackGuardOverview {
    final class EditorViewController: UIViewController {
      let draft = Draft()
      var hasChanges: Bool { draft.hasChanges }

      override func viewDidLoad() {
        super.viewDidLoad()
        backGuard = .confirm("Discard changes?", when: { [draft] in draft.hasChanges })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
          title: "Cancel", primaryAction: UIAction { [unowned self] _ in requestBack() })
      }
    }

    @MainActor
    static func setUp(listViewController: UIViewController, presenter: UIViewController) -> BackObservation? {
      let navigationController = BackGuardNavigationController(rootViewController: ListViewController())
      navigationController.backNavigation.install()
      navigationController.backNavigation.requestBack(to: listViewController)
      let observation = navigationController.backNavigation.observe { event in print(event) }

      let editor = EditorViewController()
      editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
      let sheet = UINavigationController(rootViewController: editor)
      sheet.sheetDismissal.install()
      presenter.present(sheet, animated: true)
      return observation
    }

    struct EditorView: View {
      @State private var text = ""
      let savedText: String

      var body: some View {
        TextEditor(text: $text)
          .backGuard(isActive: text != savedText, confirm: "Discard changes?")
      }
    }

    struct EditorViewWithOwnConfirmation: View {
      @StateObject private var confirmation = BackConfirmation()
      @State private var text = ""
      let savedText: String

      var body: some View {
        TextEditor(text: $text)
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { CancelButton() }
          }
          .backGuard(isActive: text != savedText) { _ in
            await confirmation.ask("Discard changes?", message: "Your edits will be lost.")
          }
          .backConfirmation(confirmation)
      }
    }
  }

  /// Reads `requestBack` in its own environment, which is inside `.backGuard` (BackGuard.md, RequestBackAction.md and
  /// ProtectUnsavedChangesInUIKit.md show it).
  struct CancelButton: View {
    @Environment(\.requestBack) private var requestBack
    var body: some View { Button("Cancel") { requestBack() } }
  }

  // MARK: - ProtectUnsavedChangesInUIKit.md

  final class EditorViewController: UIViewController {
    let draft = Draft()

    override func viewDidLoad() {
      super.viewDidLoad()
      backGuard = .confirm(
        "Discard changes?", message: "Your edits will be lost.", when: { [draft] in draft.hasChanges })
    }

    func askWithYourOwnAlert() {
      // swift-format-ignore: OnlyOneTrailingClosureArgument
      backGuard = ScreenGuard(when: { [draft] in draft.hasChanges }) { [weak self] attempt in
        guard let self else { return .allow }
        return await confirmDiscard(closing: attempt.leaving.count) ? .allow : .deny
      }
    }
  }

  enum ProtectUnsavedChangesInUIKit {
    @MainActor
    static func presentEditor(from presenter: UIViewController, settingsViewController: UIViewController) {
      let navigationController = BackGuardNavigationController(rootViewController: ListViewController())
      _ = navigationController
      let editor = EditorViewController()
      let sheet = UINavigationController(rootViewController: editor)
      sheet.sheetDismissal.install()
      editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
        systemItem: .cancel, primaryAction: UIAction { [unowned sheet] _ in sheet.sheetDismissal.requestDismiss() })
      presenter.present(sheet, animated: true)

      BackButtonStyle.appDefault = .minimal
      settingsViewController.backButtonStyle = .custom("Done")
    }

    struct EditorView: View {
      @State private var text = ""
      let savedText: String

      var body: some View {
        TextEditor(text: $text)
          .backGuard(isActive: text != savedText, confirm: "Discard changes?", message: "Your edits will be lost.")
      }
    }

    struct EditorViewWithOwnConfirmation: View {
      @StateObject private var confirmation = BackConfirmation()
      @State private var text = ""
      let savedText: String

      var body: some View {
        TextEditor(text: $text)
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { CancelButton() }
          }
          .backGuard(isActive: text != savedText) { attempt in
            await confirmation.ask(attempt.source == .sheetDismiss ? "Close without saving?" : "Discard changes?")
          }
          .backConfirmation(confirmation)
      }
    }
  }

  extension EditorViewController {
    func confirmDiscard(closing screens: Int) async -> Bool {
      await withCheckedContinuation { continuation in
        let title = screens > 1 ? "Discard changes and close \(screens) screens?" : "Discard changes?"
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: "Discard", style: .destructive) { _ in continuation.resume(returning: true) })
        alert.addAction(
          UIAlertAction(title: "Keep Editing", style: .cancel) { _ in continuation.resume(returning: false) })
        present(alert, animated: true)
      }
    }
  }

  // MARK: - BackConfirmationAction.md (BackGuardCore's catalog; `.confirm` is BackGuard's)

  enum BackConfirmationActionPage {
    final class EditorViewController: UIViewController {
      var hasChanges = false
    }

    @MainActor
    static func guardWithASaveChoice(_ editor: EditorViewController, draft: Draft) {
      let saveDraft = BackConfirmationAction("Save draft") {
        await draft.save() ? .allow : .deny
      }
      editor.backGuard = .confirm("Discard changes?", actions: [saveDraft], when: { editor.hasChanges })
    }
  }

  // MARK: - docs/Migration.md

  enum MigrationGuide {
    final class EditorViewController: UIViewController {
      let draft = Draft()

      func presentDiscardAlert(onDiscard: @escaping () -> Void, onCancel: @escaping () -> Void) {}
      func confirmDiscard() async -> Bool { true }

      func guardByRoute() {
        // Instead of shouldPopViewControllerByBackButtonOrPopGesture:
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        backGuard = ScreenGuard(when: { [draft] in draft.hasChanges }) { attempt in
          [.edgeSwipe, .contentSwipe].contains(attempt.source) ? .deny : .allow  // the route is named, not one flag
        }
      }

      func guardWithTheReadyMadeConfirmation() {
        backGuard = .confirm("Discard changes?", when: { [draft] in draft.hasChanges })
      }

      func guardWithYourAlert() {
        backGuard = ScreenGuard(
          when: { [draft] in draft.hasChanges },
          resolve: { [weak self] _, resolution in
            self?.presentDiscardAlert(onDiscard: resolution.allow, onCancel: resolution.deny)
          })
      }

      func guardWithAsyncCode() {
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        backGuard = ScreenGuard(when: { [draft] in draft.hasChanges }) { [weak self] _ in
          guard let self else { return .allow }
          return await confirmDiscard() ? .allow : .deny
        }
      }

      func guardTheMenuAndTheAppsPops() {
        backGuard = ScreenGuard(guardsProgrammaticPops: true) { attempt in
          attempt.source == .backMenu && attempt.leaving.count > 1 ? .deny : .allow
        }
      }
    }
  }

  // MARK: - docs/Routes.md

  enum RoutesPage {
    @MainActor
    static func configure(_ navigationController: UINavigationController) {
      navigationController.backNavigation.backMenuPolicy = .hiddenWhileGuarded  // no menu while a guard is in reach
      print(navigationController.backNavigation.diagnostics())
    }

    /// A stand-in for iOS 18's `UITab`, which the iOS 17 SDK this file is checked against does not have: it checks
    /// the page's call to `backGuardShouldSelect`, whose parameter is `UITab.viewController`'s type.
    final class UITab {
      var viewController: UIViewController? { nil }
    }

    @MainActor
    final class TabBarDelegate: NSObject {
      func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        tabBarController.backGuardShouldSelect(tab.viewController)
      }
    }
  }

  // MARK: - SwiftUIAndSheets.md (its UIKit sheet)

  enum SwiftUIAndSheetsPage {
    final class EditorViewController: UIViewController {
      var hasChanges = false
    }

    @MainActor
    static func presentEditor(_ editor: EditorViewController, from presenter: UIViewController) {
      editor.backGuard = .confirm("Discard changes?", when: { editor.hasChanges })
      let sheet = UINavigationController(rootViewController: editor)
      sheet.sheetDismissal.install()
      presenter.present(sheet, animated: true)
      sheet.sheetDismissal.requestDismiss()
    }
  }
#endif
