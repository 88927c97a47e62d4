#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  struct ScreenLinkAnchor: UIViewControllerRepresentable {
    let link: ScreenLink
    let isActive: Bool
    let decide: @MainActor (BackAttempt) async -> BackDecision

    func makeUIViewController(context: Context) -> AnchorViewController {
      AnchorViewController(link: link)
    }

    func updateUIViewController(_ anchor: AnchorViewController, context: Context) {
      link.update(isActive: isActive, decide: decide, dismiss: context.environment.dismiss)
      link.screenName = context.environment.backGuardScreenName
      anchor.attachIfPossible(isFinal: false)
    }

    static func dismantleUIViewController(_ anchor: AnchorViewController, coordinator: ()) {
      anchor.link.detach()
    }
  }

  final class AnchorViewController: UIViewController {
    let link: ScreenLink

    init(link: ScreenLink) {
      self.link = link
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "BackGuard's anchor is made in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
      let view = AnchorView()
      view.anchor = self
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      view.isHidden = true
      self.view = view
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent != nil { attachIfPossible(isFinal: false) }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      attachIfPossible(isFinal: false)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      attachIfPossible(isFinal: true)
    }

    func attachIfPossible(isFinal: Bool) {
      guard viewIfLoaded?.window != nil || parent?.viewIfLoaded?.window != nil else { return }
      link.attach(from: self, isFinal: isFinal)
    }
  }

  final class AnchorView: UIView {
    weak var anchor: AnchorViewController?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { anchor?.attachIfPossible(isFinal: false) }
    }
  }
#endif
