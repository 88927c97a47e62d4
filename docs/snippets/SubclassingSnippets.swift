// A subclass of BackGuardNavigationController shaped as Signal iOS's OWSNavigationController is: its own delegate,
// handing out the app's external delegate from an overridden `delegate`, and its own `navigationBar(_:shouldPop:)`
// calling `super`. docs/UIKitAdapter.md ("Subclassing") shows it; `ios-sdk-check --file` compiles it in Swift 5 and 6
// modes, for iOS and Mac Catalyst, as an app's own code.
#if canImport(UIKit)
  import BackGuard
  import UIKit

  @MainActor
  final class AppNavigationController: BackGuardNavigationController, UINavigationControllerDelegate {
    /// The delegate the app's coordinators set, read back exactly as set.
    private weak var externalDelegate: (any UINavigationControllerDelegate)?
    private(set) var barQuestions = 0

    override var delegate: (any UINavigationControllerDelegate)? {
      get { externalDelegate }
      set { externalDelegate = newValue }
    }

    override init(rootViewController: UIViewController) {
      super.init(rootViewController: rootViewController)
      super.delegate = self
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      super.delegate = self
    }

    // The app's own transitions and bookkeeping, before it hands on to its coordinator.
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      externalDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      externalDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    // An existing override keeps compiling: it is `open`. BackGuard's guards decide `super`'s answer.
    override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      barQuestions += 1
      return super.navigationBar(navigationBar, shouldPop: item)
    }

    // A pop override of the app's own stays in the chain, also for the pops BackGuard makes after an approval.
    override func popViewController(animated: Bool) -> UIViewController? {
      view.endEditing(true)
      return super.popViewController(animated: animated)
    }
  }

  @MainActor
  final class ProfileCoordinator: NSObject, UINavigationControllerDelegate {}

  @MainActor
  func makeProfileFlow(editor: UIViewController, hasUnsavedChanges: @escaping () -> Bool) -> AppNavigationController {
    let navigationController = AppNavigationController(rootViewController: UIViewController())
    let coordinator = ProfileCoordinator()
    navigationController.delegate = coordinator
    // `delegate` reads back the app's object: a `delegate as! ProfileCoordinator` keeps working.
    assert(navigationController.delegate === coordinator)
    editor.backGuard = .confirm("Discard changes?", when: hasUnsavedChanges)
    navigationController.pushViewController(editor, animated: false)
    return navigationController
  }
#endif
