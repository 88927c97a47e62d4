#if canImport(UIKit)
  import UIKit

  // What NavigationBackGuard's requests do: each installs BackGuard if needed and brings the engine up to date first.
  extension UIKitNavigationHost {
    @discardableResult
    func requestBack(from source: BackSource, to destination: UIViewController?, animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestBack(from: source, to: destination?.backGuardScreenID, animated: animated)
    }

    @discardableResult
    func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool,
      perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      if let other = stackHoldingAll(viewControllers) {
        // A split view moved the screens: their guards are asked where they live now.
        return other.backNavigationGuard.host.requestLeave(
          viewControllers, named: name, animated: animated, perform: perform)
      }
      install()
      syncStackIfChangedUnseen()
      return engine.requestLeave(screenIDs(of: viewControllers), from: .appRequest(name), animated: animated) {
        MainActorBridge.assumeMainActor { perform() }
      }
    }

    func requestLeave(_ viewControllers: [UIViewController], named name: String, animated: Bool) async -> BackOutcome {
      if let other = stackHoldingAll(viewControllers) {
        return await other.backNavigationGuard.host.requestLeave(viewControllers, named: name, animated: animated)
      }
      install()
      syncStackIfChangedUnseen()
      return await engine.requestLeave(screenIDs(of: viewControllers), from: .appRequest(name), animated: animated)
    }

    @discardableResult
    func requestTabReselect(animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestTabReselect(animated: animated)
    }

    private func screenIDs(of viewControllers: [UIViewController]) -> [ScreenID] {
      guard let navigationController else { return viewControllers.map(\.backGuardScreenID) }
      return viewControllers.map { ($0.stackEntry(in: navigationController) ?? $0).backGuardScreenID }
    }

    private func stackHoldingAll(_ viewControllers: [UIViewController]) -> UINavigationController? {
      MovedScreens.otherStack(holding: viewControllers, insteadOf: navigationController) {
        $0.stackNavigationController
      }
    }
  }
#endif
