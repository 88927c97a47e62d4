#if canImport(UIKit)
  import UIKit

  // What NavigationBackGuard's requests do: each installs BackGuard if needed and brings the engine up to date first.
  extension UIKitNavigationHost {
    /// ``NavigationBackGuard/requestBack(from:to:animated:)``.
    @discardableResult
    func requestBack(from source: BackSource, to destination: UIViewController?, animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestBack(from: source, to: destination?.backGuardScreenID, animated: animated)
    }

    /// ``NavigationBackGuard/requestLeave(_:named:animated:perform:)``.
    @discardableResult
    func requestLeave(
      _ viewControllers: [UIViewController], named name: String, animated: Bool,
      perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestLeave(screenIDs(of: viewControllers), from: .appRequest(name), animated: animated) {
        MainActorBridge.assumeMainActor { perform() }
      }
    }

    /// ``NavigationBackGuard/requestLeave(_:named:animated:)``.
    func requestLeave(_ viewControllers: [UIViewController], named name: String, animated: Bool) async -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return await engine.requestLeave(screenIDs(of: viewControllers), from: .appRequest(name), animated: animated)
    }

    /// ``NavigationBackGuard/requestTabReselect(animated:)``.
    @discardableResult
    func requestTabReselect(animated: Bool) -> BackOutcome {
      install()
      syncStackIfChangedUnseen()
      return engine.requestTabReselect(animated: animated)
    }

    /// The stack entries holding `viewControllers` (a child counts as the screen that contains it).
    private func screenIDs(of viewControllers: [UIViewController]) -> [ScreenID] {
      guard let navigationController else { return [] }
      return viewControllers.compactMap { $0.stackEntry(in: navigationController)?.backGuardScreenID }
    }
  }
#endif
