#if canImport(UIKit) && canImport(SwiftUI)
  @_spi(TestKit) import BackGuard
  @_spi(TestKit) import BackGuardCore
  import SwiftUI
  import UIKit

  /// Your app's own changes of a `NavigationStack(path:)`, asked first: the guards of every screen a change would
  /// remove are asked, top first, and your code that changes the path runs once on approval, or never.
  ///
  /// Own one in your router or view model, connect it with ``SwiftUI/View/backGuardStack(_:)`` on the
  /// `NavigationStack`, and change the path inside its methods. The router holds no view, as a `ScrollViewProxy`'s
  /// owner holds none: the modifier tells the stack where SwiftUI's navigation controller is.
  ///
  /// ```swift
  /// @MainActor @Observable final class Router {
  ///   var path: [Route] = []
  ///   let stack = BackGuardStack()
  ///
  ///   func pop() async { await stack.pop { self.path.removeLast() } }
  ///   func popToRoot() async { await stack.popToRoot { self.path.removeAll() } }
  ///   func open(_ link: [Route]) async { await stack.replace(path, with: link) { self.path = link } }
  /// }
  ///
  /// NavigationStack(path: $router.path) { Inbox() }  // `@Bindable var router` (or `@State`)
  ///   .backGuardStack(router.stack)
  /// ```
  ///
  /// One stack per `BackGuardStack`: where a router serves several windows, give each window's stack its own.
  ///
  /// Each element of the path is one screen above the root. `perform` changes the path and nothing else: SwiftUI
  /// removes the screens at its next update, and they leave as approved, not as lost work. The async methods return
  /// once the question is over: ``BackOutcome/allowed`` when `perform` ran, ``BackOutcome/denied``, or
  /// ``BackOutcome/cancelled`` (the stack changed while a guard decided; `perform` did not run). The synchronous ones,
  /// for a button's action, return at once, ``BackOutcome/pending`` while a guard decides. Before the modifier found
  /// its stack (or with none), nobody can be asked: `perform` runs at once and debug builds say so.
  @MainActor
  public final class BackGuardStack {
    private weak var anchor: StackAnchorViewController?
    private weak var foundNavigationController: UINavigationController?

    /// Makes a stack connection; ``SwiftUI/View/backGuardStack(_:)`` connects it.
    ///
    /// ```swift
    /// let stack = BackGuardStack()
    /// ```
    nonisolated public init() {}

    // MARK: Asking first, and waiting for the outcome

    /// Removes the last `count` elements of the path, after the guards of their screens approve.
    ///
    /// ```swift
    /// await stack.pop { path.removeLast() }
    /// ```
    ///
    /// - Parameters:
    ///   - count: How many elements your code removes from the end of the path. The screens asked are the top `count`
    ///     (never the root).
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that changes the path; runs once on approval.
    /// - Returns: What happened, once the question is over.
    @discardableResult
    public func pop(
      _ count: Int = 1, named name: String = "pop", animated: Bool = true,
      perform: @escaping @MainActor () -> Void
    ) async -> BackOutcome {
      await request(.removeLast(count), named: name, animated: animated, perform: perform)
    }

    /// Empties the path, after the guards of every screen above the root approve.
    ///
    /// ```swift
    /// await stack.popToRoot { path.removeAll() }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that changes the path; runs once on approval.
    /// - Returns: What happened, once the question is over.
    @discardableResult
    public func popToRoot(
      named name: String = "popToRoot", animated: Bool = true, perform: @escaping @MainActor () -> Void
    ) async -> BackOutcome {
      await request(.removeAll, named: name, animated: animated, perform: perform)
    }

    /// Replaces the path past its first `commonCount` elements (a deep link), after the guards of the screens that go
    /// approve. With a `NavigationPath`, whose elements cannot be compared, pass `0`: every screen above the root.
    ///
    /// ```swift
    /// await stack.replace(keeping: 0) { path = NavigationPath([Route.settings]) }
    /// ```
    ///
    /// - Parameters:
    ///   - commonCount: How many elements at the start of the path stay as they are.
    ///   - includingRoot: Whether your code replaces the stack's root view too (a logout): the root's guard is asked
    ///     as well, after every screen above it.
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that changes the path; runs once on approval.
    /// - Returns: What happened, once the question is over.
    @discardableResult
    public func replace(
      keeping commonCount: Int, includingRoot: Bool = false, named name: String = "replace", animated: Bool = true,
      perform: @escaping @MainActor () -> Void
    ) async -> BackOutcome {
      await request(
        .replace(keeping: commonCount, includingRoot: includingRoot), named: name, animated: animated, perform: perform)
    }

    /// Replaces an array path with another (a deep link), after the guards of the screens past their common start
    /// approve: the screens whose elements stay are not asked.
    ///
    /// ```swift
    /// await stack.replace(path, with: [.inbox, .thread(id)]) { path = [.inbox, .thread(id)] }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path now.
    ///   - newPath: The path your code sets.
    ///   - includingRoot: Whether your code replaces the root view too.
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that changes the path; runs once on approval.
    /// - Returns: What happened, once the question is over.
    @discardableResult
    public func replace<Element: Equatable>(
      _ path: [Element], with newPath: [Element], includingRoot: Bool = false, named name: String = "replace",
      animated: Bool = true, perform: @escaping @MainActor () -> Void
    ) async -> BackOutcome {
      await request(
        PathChange.replacing(path, with: newPath, includingRoot: includingRoot), named: name, animated: animated,
        perform: perform)
    }

    // MARK: Asking first, from a button

    /// Removes the last `count` elements of the path after their guards approve, without waiting: for a button.
    ///
    /// ```swift
    /// Button("Back") { stack.pop { path.removeLast() } }
    /// ```
    ///
    /// - Parameters:
    ///   - count: How many elements your code removes from the end of the path.
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that changes the path; runs once on approval, now or when a guard answers.
    /// - Returns: What happened so far: ``BackOutcome/pending`` while a guard decides.
    @discardableResult
    public func pop(
      _ count: Int = 1, named name: String = "pop", animated: Bool = true,
      perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      request(.removeLast(count), named: name, animated: animated, perform: perform)
    }

    /// Empties the path after the guards of every screen above the root approve, without waiting: for a button.
    ///
    /// ```swift
    /// Button("Done") { stack.popToRoot { path.removeAll() } }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name in events (``BackSource/appRequest(_:)``).
    ///   - animated: Passed along in the attempt.
    ///   - perform: Your code that changes the path; runs once on approval, now or when a guard answers.
    /// - Returns: What happened so far: ``BackOutcome/pending`` while a guard decides.
    @discardableResult
    public func popToRoot(
      named name: String = "popToRoot", animated: Bool = true, perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      request(.removeAll, named: name, animated: animated, perform: perform)
    }

    // MARK: Leaving on purpose

    /// Runs your code that changes the path on purpose, without asking the guards and without a lost-work report: a
    /// pop right after saving, or a "Discard" button of your own.
    ///
    /// ```swift
    /// try await draft.save()
    /// stack.leaveWithoutAsking { path.removeLast() }
    /// ```
    ///
    /// - Parameter perform: Your code. The screens that leave at SwiftUI's next update leave unasked.
    public func leaveWithoutAsking(_ perform: () -> Void) {
      guard let navigation = navigationController else {
        perform()
        return
      }
      navigation.backNavigation.leaveWithoutAsking(perform)
    }

    // MARK: Connection

    /// The navigation controller SwiftUI built for the connected stack, read again at each request.
    var navigationController: UINavigationController? {
      if let found = anchor?.findNavigationController() { foundNavigationController = found }
      return foundNavigationController
    }

    func connect(_ anchor: StackAnchorViewController) {
      self.anchor = anchor
      _ = navigationController
    }

    func disconnect(_ anchor: StackAnchorViewController) {
      guard self.anchor === anchor else { return }
      self.anchor = nil
    }

    // The stack's host, installed and looked at, or nil when no stack was found.
    private func preparedHost(for name: String) -> UIKitNavigationHost? {
      guard let navigation = navigationController else {
        DebugNotice.once(
          "swiftui-stack-unconnected-\(name)",
          "BackGuard: BackGuardStack ran the app's code for \"\(name)\" unasked: it found no NavigationStack. Put "
            + ".backGuardStack(_:) on the NavigationStack; a change made before the stack is on screen asks nobody.")
        return nil
      }
      // Installed by a SwiftUI modifier first: the stack is SwiftUI's (the route table's `.swiftUI` setup).
      if !navigation.backNavigation.isInstalled { navigation.backNavigation.host.isInstalledBySwiftUI = true }
      let host = navigation.backNavigation.host
      host.prepareForRequest()
      return host
    }

    private func request(
      _ change: PathChange, named name: String, animated: Bool, perform: @escaping @MainActor () -> Void
    ) -> BackOutcome {
      guard let host = preparedHost(for: name) else {
        perform()
        return .allowed
      }
      return host.engine.requestPathChange(change, named: name, animated: animated) {
        MainActorBridge.assumeMainActor { perform() }
      }
    }

    private func request(
      _ change: PathChange, named name: String, animated: Bool, perform: @escaping @MainActor () -> Void
    ) async -> BackOutcome {
      guard let host = preparedHost(for: name) else {
        perform()
        return .allowed
      }
      return await host.engine.requestPathChange(change, named: name, animated: animated) {
        MainActorBridge.assumeMainActor { perform() }
      }
    }
  }
#endif
