@_spi(TestKit) import BackGuardCore

/// The adapter's `BackGuardStack` on a ``SimulatedNavigationController``: the app's path changes, asked first.
///
/// The same methods and answers as `BackGuardStack`, through the same core rule (`PathChange`), so a router's
/// logic can be tested on Linux.
///
/// ```swift
/// let outcome = await app.backGuardStack.pop { app.path.removeLast() }
/// app.update()  // SwiftUI shows the new path
/// ```
@MainActor
package final class SimulatedBackGuardStack {
  /// The connected stack.
  package private(set) weak var navigationController: SimulatedNavigationController?

  /// Connects to `navigationController`, as `.backGuardStack(_:)` does.
  ///
  /// - Parameter navigationController: The stack SwiftUI built.
  package init(_ navigationController: SimulatedNavigationController?) {
    self.navigationController = navigationController
  }

  /// Removes the top `count` screens' elements through their guards: `perform` runs once on approval.
  ///
  /// - Parameters:
  ///   - count: How many elements the app removes from the end of the path.
  ///   - name: The route's name in events.
  ///   - perform: The app's code that changes the path.
  /// - Returns: What happened.
  @discardableResult
  package func pop(_ count: Int = 1, named name: String = "pop", perform: @escaping () -> Void) -> BackOutcome {
    request(.removeLast(count), named: name, perform: perform)
  }

  /// Removes the top `count` screens' elements through their guards, and waits for the outcome.
  ///
  /// - Parameters:
  ///   - count: How many elements the app removes from the end of the path.
  ///   - name: The route's name in events.
  ///   - perform: The app's code that changes the path.
  /// - Returns: What happened.
  @discardableResult
  package func pop(_ count: Int = 1, named name: String = "pop", perform: @escaping () -> Void) async -> BackOutcome {
    await request(.removeLast(count), named: name, perform: perform)
  }

  /// Empties the path through the guards of every screen above the root.
  ///
  /// - Parameters:
  ///   - name: The route's name in events.
  ///   - perform: The app's code that changes the path.
  /// - Returns: What happened.
  @discardableResult
  package func popToRoot(named name: String = "popToRoot", perform: @escaping () -> Void) async -> BackOutcome {
    await request(.removeAll, named: name, perform: perform)
  }

  /// Replaces the path past its first `commonCount` elements through the guards of the screens that go.
  ///
  /// - Parameters:
  ///   - commonCount: How many elements at the start of the path stay.
  ///   - includingRoot: Whether the app's code replaces the root view too, whose guard is then asked.
  ///   - name: The route's name in events.
  ///   - perform: The app's code that changes the path.
  /// - Returns: What happened.
  @discardableResult
  package func replace(
    keeping commonCount: Int, includingRoot: Bool = false, named name: String = "replace",
    perform: @escaping () -> Void
  ) async -> BackOutcome {
    await request(.replace(keeping: commonCount, includingRoot: includingRoot), named: name, perform: perform)
  }

  /// Runs the app's code that changes the path on purpose, without asking and without a lost-work report.
  ///
  /// - Parameter perform: The app's code. The screens that leave at the next ``SimulatedPathStack/update()`` leave
  ///   unasked.
  package func leaveWithoutAsking(_ perform: () -> Void) {
    guard let navigationController else { return perform() }
    navigationController.leaveWithoutAsking(perform)
  }

  private func request(_ change: PathChange, named name: String, perform: @escaping () -> Void) -> BackOutcome {
    guard let engine = navigationController?.engine else {
      perform()
      return .allowed
    }
    return engine.requestPathChange(change, named: name, perform: perform)
  }

  private func request(_ change: PathChange, named name: String, perform: @escaping () -> Void) async -> BackOutcome {
    guard let engine = navigationController?.engine else {
      perform()
      return .allowed
    }
    return await engine.requestPathChange(change, named: name, perform: perform)
  }
}
