#if canImport(UIKit) && canImport(SwiftUI)
  @_spi(TestKit) import BackGuardCore
  import BackGuard
  import SwiftUI
  import UIKit

  struct BackGuardStackModifier: ViewModifier {
    let stack: BackGuardStack

    func body(content: Content) -> some View {
      content.background(
        StackAnchor(stack: stack)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      )
    }
  }

  extension View {
    /// Connects a ``BackGuardStack`` to this `NavigationStack`, so your router's path changes ask the guards of the
    /// screens they remove first.
    ///
    /// ```swift
    /// NavigationStack(path: $router.path) { Inbox() }
    ///   .backGuardStack(router.stack)
    /// ```
    ///
    /// Put it on the `NavigationStack` itself (or on its root view). It finds the navigation controller SwiftUI builds
    /// for the stack, and installs nothing until a request comes.
    ///
    /// - Parameter stack: Your router's connection.
    /// - Returns: The view.
    public func backGuardStack(_ stack: BackGuardStack) -> some View {
      modifier(BackGuardStackModifier(stack: stack))
    }
  }

  struct StackAnchor: UIViewControllerRepresentable {
    let stack: BackGuardStack

    func makeUIViewController(context: Context) -> StackAnchorViewController { StackAnchorViewController(stack: stack) }

    func updateUIViewController(_ anchor: StackAnchorViewController, context: Context) {
      if anchor.stack !== stack {
        anchor.stack.disconnect(anchor)
        anchor.stack = stack
      }
      anchor.connectIfPossible()
    }

    static func dismantleUIViewController(_ anchor: StackAnchorViewController, coordinator: ()) {
      anchor.stack.disconnect(anchor)
    }
  }

  final class StackAnchorViewController: UIViewController {
    var stack: BackGuardStack

    init(stack: BackGuardStack) {
      self.stack = stack
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "BackGuard's anchor is made in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
      // The size of the view it is behind (not zero), to tell that view's navigation controller from its neighbours'.
      let view = StackAnchorView().madeInert()
      view.anchor = self
      self.view = view
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent != nil { connectIfPossible() }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      connectIfPossible()
    }

    func connectIfPossible() {
      guard viewIfLoaded?.window != nil || parent?.viewIfLoaded?.window != nil else { return }
      stack.connect(self)
    }

    /// On the `NavigationStack`: the navigation controller among the children of the controller holding this anchor
    /// (ledger B210), the one laid out where the anchor is when there are several. On a view inside the stack: the
    /// stack holding that view's screen.
    func findNavigationController() -> UINavigationController? {
      let holder = parent ?? hostingViewController
      let candidates = holder?.navigationControllersBelow(excluding: self) ?? []
      if candidates.count == 1 { return candidates[0] }
      if candidates.count > 1, let frame = viewIfLoaded?.frameInWindow {
        for candidate in candidates where candidate.viewIfLoaded?.frameInWindow == frame { return candidate }
      }
      return holder?.stackNavigationController
    }
  }

  // Tells the anchor when it enters a window, for hosts that do not forward appearance calls to it.
  final class StackAnchorView: UIView {
    weak var anchor: StackAnchorViewController?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { anchor?.connectIfPossible() }
    }
  }

  extension UIView {
    /// Where the view is in its window, or `nil` outside one.
    var frameInWindow: CGRect? {
      guard let window else { return nil }
      return convert(bounds, to: window)
    }
  }

  extension UIViewController {
    /// The nearest navigation controllers among this controller's descendants (not looking inside them), breadth
    /// first, through the public `children`.
    func navigationControllersBelow(excluding excluded: UIViewController) -> [UINavigationController] {
      var found: [UINavigationController] = []
      var level = children
      while !level.isEmpty, found.isEmpty {
        var next: [UIViewController] = []
        for child in level where child !== excluded {
          if let navigation = child as? UINavigationController {
            found.append(navigation)
          } else {
            next += child.children
          }
        }
        level = next
      }
      return found
    }
  }
#endif
