import BackGuard
import BackGuardUITestScripts
import SwiftUI
import UIKit

/// UI-test mode, UIKit: a navigation controller of ``DemoScreen``s, with BackGuard (guarded or not) or without it,
/// alone or as the first tab of a tab bar controller.
struct UITestUIKitStack: UIViewControllerRepresentable {
  let setup: DemoSetup

  func makeUIViewController(context: Context) -> UIViewController {
    let navigationController = Self.makeNavigationController(setup)
    guard setup.has(.tabBar) else { return navigationController }
    // The navigation controller is the tab's own view controller: that is the one UIKit pops on re-selection.
    let tabs = UITabBarController()
    navigationController.tabBarItem = UITabBarItem(
      title: DemoIdentifiers.stackTab, image: UIImage(systemName: "square.stack.3d.up"), tag: 0)
    let other = UIViewController()
    other.view.backgroundColor = .systemBackground
    other.tabBarItem = UITabBarItem(title: DemoIdentifiers.otherTab, image: UIImage(systemName: "ellipsis"), tag: 1)
    tabs.viewControllers = [navigationController, other]
    return tabs
  }

  func updateUIViewController(_ viewController: UIViewController, context: Context) {}

  @MainActor
  private static func makeNavigationController(_ setup: DemoSetup) -> UINavigationController {
    let root = UITestDemoViewController(screen: .root, setup: setup)
    let navigationController: UINavigationController
    if setup.usesBackGuard {
      // The subclass also sees ⌘[, iOS 15 taps and the app's own pops (BackGuardSetup.backGuardNavigationController).
      let subclass = BackGuardNavigationController(rootViewController: root)
      subclass.backNavigation.backMenuPolicy = setup.menuPolicy.policy
      UITestEngineLog.shared.observe(subclass.backNavigation)
      navigationController = subclass
    } else {
      navigationController = UINavigationController(rootViewController: root)
    }
    // The app's own delegate: BackGuard's proxy forwards every call to it.
    let delegate: UINavigationControllerDelegate =
      setup.has(.customTransition) ? UITestCustomTransitionDelegate() : UITestNavigationDelegate()
    navigationController.delegate = delegate
    UITestEngineLog.shared.keep(delegate)
    UITestEngineLog.shared.stackNavigationController = navigationController
    return navigationController
  }
}

/// The UI-test stack's delegate: tells the idle check that a transition starts and ends. It implements no
/// `animationControllerFor…`, which would turn UIKit's swipes off (ledger B48).
final class UITestNavigationDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    UITestEngineLog.shared.noteActivity()
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    UITestEngineLog.shared.noteActivity()
  }
}

/// ``DemoSetup/Variant/customTransition``: the delegate animates every push and pop itself (a cross-fade).
final class UITestCustomTransitionDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    UITestEngineLog.shared.noteActivity()
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    UITestEngineLog.shared.noteActivity()
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .none ? nil : UITestFadeAnimator(isPush: operation == .push)
  }
}

/// A cross-fade: the new screen fades in over the old one on a push, the old one fades out on a pop.
final class UITestFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPush: Bool

  init(isPush: Bool) {
    self.isPush = isPush
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    to.frame = transitionContext.finalFrame(for: toController)
    let container = transitionContext.containerView
    if isPush {
      to.alpha = 0
      container.addSubview(to)
    } else {
      container.insertSubview(to, belowSubview: from)
    }
    let isPush = isPush
    let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
      if isPush { to.alpha = 1 } else { from.alpha = 0 }
    }
    animator.addCompletion { _ in
      from.alpha = 1
      to.alpha = 1
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    animator.startAnimation()
  }
}

/// A narrow control at the leading edge that pushes a screen as soon as a finger touches it, so that a drag starting
/// on it is an edge swipe that begins while that push animates (``DemoIdentifiers/pushOnTouchDown(_:)``).
final class PushOnTouchDownControl: UIControl {
  init(screen: DemoScreen, push: @escaping @MainActor () -> Void) {
    super.init(frame: .zero)
    isAccessibilityElement = true
    accessibilityIdentifier = DemoIdentifiers.pushOnTouchDown(screen)
    accessibilityLabel = "Push \(screen.title) on touch down"
    backgroundColor = UIColor.systemTeal.withAlphaComponent(0.3)
    addAction(
      UIAction { _ in
        UITestEngineLog.shared.noteActivity()
        push()
      }, for: .touchDown)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }
}

/// One UI-test screen: its marker, a push button per screen, a sheet button and a ping button; the editor of a
/// guarded setup asks "Discard changes?" on every route.
final class UITestDemoViewController: UIViewController {
  let screen: DemoScreen
  let setup: DemoSetup
  private let isInSheet: Bool
  /// The sheet this screen presents, kept so that presenting it again presents the same view controller.
  private var sheet: UINavigationController?

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
    stack.addArrangedSubview(marker(DemoIdentifiers.marker(of: screen, inSheet: isInSheet), text: screen.title))
    if isInSheet { stack.addArrangedSubview(marker(DemoIdentifiers.sheetMarker, text: "In the sheet")) }
    for target in DemoScreen.allCases {
      stack.addArrangedSubview(
        button("Push \(target.title)", DemoIdentifiers.push(target)) { [unowned self] in push(target) })
    }
    if setup.has(.answerDuringPush) {
      stack.addArrangedSubview(
        button("Push Middle, answer during the push", DemoIdentifiers.pushThenAnswer(.middle)) { [unowned self] in
          push(.middle)
          UITestEngineLog.shared.answerDuringTransition(of: navigationController)
        })
    }
    if !isInSheet {
      stack.addArrangedSubview(
        button("Present the sheet", DemoIdentifiers.presentSheet) { [unowned self] in presentSheet() })
    }
    stack.addArrangedSubview(button("Ping", DemoIdentifiers.ping) { UITestEngineLog.shared.ping() })
    addPushOnTouchDown()
    if screen == .editor && setup.guardsEditor { backGuard = confirmationGuard() }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    UITestEngineLog.shared.noteActivity()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UITestEngineLog.shared.noteActivity()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    UITestEngineLog.shared.noteActivity()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    UITestEngineLog.shared.noteActivity()
  }

  private func push(_ target: DemoScreen) {
    navigationController?.pushViewController(
      UITestDemoViewController(screen: target, setup: setup, isInSheet: isInSheet), animated: true)
  }

  /// At the leading edge, below the buttons, away from the middle of the height where edge swipes start.
  private func addPushOnTouchDown() {
    let control = PushOnTouchDownControl(screen: .editor) { [unowned self] in push(.editor) }
    control.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(control)
    NSLayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      control.widthAnchor.constraint(equalToConstant: 30),
      control.heightAnchor.constraint(equalToConstant: 88),
      NSLayoutConstraint(
        item: control, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 0.75,
        constant: 0),
    ])
  }

  /// The editor's guard: counts that it was asked, then asks with an alert and answers later; or, in
  /// ``DemoSetup/Variant/answerDuringPush``, waits for the push button to answer.
  private func confirmationGuard() -> ScreenGuard {
    let answersDuringPush = setup.has(.answerDuringPush)
    return ScreenGuard { [weak self] _, resolution in
      UITestEngineLog.shared.guardAsked()
      if answersDuringPush {
        UITestEngineLog.shared.pendingAnswer = { $0 == .allow ? resolution.allow() : resolution.deny() }
        return
      }
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

  /// Presents the sheet: a plain navigation controller with the editor, `sheetDismissal` and BackGuard on its stack
  /// (BackGuardSetup.sheet). The same one each time, so a second presentation shows that BackGuard follows the new
  /// presentation controller UIKit makes for it.
  private func presentSheet() {
    let sheet =
      self.sheet
      ?? UINavigationController(
        rootViewController: UITestDemoViewController(screen: .editor, setup: setup, isInSheet: true))
    self.sheet = sheet
    if setup.usesBackGuard {
      sheet.backNavigation.backMenuPolicy = setup.menuPolicy.policy
      sheet.backNavigation.install()
      sheet.sheetDismissal.install()
      UITestEngineLog.shared.observe(sheet.backNavigation)
      UITestEngineLog.shared.observe(sheet.sheetDismissal)
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
    let button = UIButton(
      configuration: .bordered(),
      primaryAction: UIAction(title: title) { _ in
        UITestEngineLog.shared.noteActivity()
        action()
      })
    button.accessibilityIdentifier = identifier
    return button
  }
}
