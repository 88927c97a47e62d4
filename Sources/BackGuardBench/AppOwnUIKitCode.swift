import BackGuardCore

/// The hand-written minimum again, but written as an app's own UIKit code would be, in the UIKit model's currency: a
/// `backAction` closure capturing `[weak self, weak screen]`, a navigation bar delegate and a gesture delegate that
/// hold the navigation controller weakly and read `viewControllers`, each looking the top screen's guard up in a
/// dictionary and calling it. It pays what any UIKit code pays (the modelled weak loads, the array of view
/// controllers), so the difference to the UIKit model is what BackGuard adds.
@MainActor
final class AppOwnUIKitCode {
  private let weakNavigation: ObjCWeak<ModeledUIKitHost.NavigationController>
  /// Each guarded screen's closure, by view controller.
  private var guards: [ObjectIdentifier: (ModeledUIKitHost.Controller) -> BackDecision] = [:]
  private var backAction: (() -> BackDecision)?

  /// - Parameters:
  ///   - navigationController: The model's navigation controller (the app owns it).
  ///   - guards: The closures, by view controller.
  init(
    navigationController: ModeledUIKitHost.NavigationController,
    guards: [ObjectIdentifier: (ModeledUIKitHost.Controller) -> BackDecision]
  ) {
    weakNavigation = ObjCWeak(navigationController)
    self.guards = guards
    let top = navigationController.viewControllers[navigationController.viewControllers.count - 1]
    let weakSelf = ObjCWeak(self)
    let weakScreen = ObjCWeak(top)
    backAction = {
      guard let screen = weakScreen.value, let self = weakSelf.value else { return .allow }
      return self.guards[ObjectIdentifier(screen)]?(screen) ?? .allow
    }
  }

  /// The top screen's own `backAction`.
  @inline(never)
  func backButtonTapped() -> Bool { backAction?() == .allow }

  /// The app's `navigationBar(_:shouldPop:)`.
  @inline(never)
  func navigationBarShouldPop() -> Bool { topGuardAllows() }

  /// The app's `gestureRecognizerShouldBegin`.
  @inline(never)
  func swipeShouldBegin() -> Bool { topGuardAllows() }

  private func topGuardAllows() -> Bool {
    guard let navigationController = weakNavigation.value else { return true }
    let stack = navigationController.viewControllers
    guard stack.count >= 2 else { return false }
    let top = stack[stack.count - 1]
    return guards[ObjectIdentifier(top)]?(top) ?? .allow == .allow
  }
}
