#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  /// BackGuard on one container: what a navigation controller's ``BackNavigation`` and a sheet's ``SheetDismissal``
  /// share. Installing it, its pending attempt and its events.
  ///
  /// ```swift
  /// navigationController.backNavigation.install()
  /// navigationController.backNavigation.observe { event in print(event) }
  /// ```
  @MainActor
  public class BackGuardInstallation {
    private let installed: any InstalledHost

    init(_ installed: any InstalledHost) {
      self.installed = installed
    }

    /// Whether BackGuard is installed: its delegate proxy is in place (the navigation controller's, or the sheet's
    /// presentation controller's) and guarded screens are wired.
    @_spi(TestKit) public var isInstalled: Bool { installed.isInstalled }

    /// Installs BackGuard. Calling it again does nothing. The app's delegate keeps receiving every call; screens
    /// without a guard are left as they are.
    ///
    /// - On a plain `UINavigationController`, **`navigationController.delegate` returns BackGuard's forwarding proxy
    ///   from now on**, not your object: read and set yours through ``BackNavigation/forwardedDelegate``. The proxy
    ///   goes on here and nowhere else, so a cast such as `navigationController.delegate as! AppCoordinator` fails on
    ///   the first run, not late in QA. A delegate your code assigns directly afterwards is wrapped again at the next
    ///   look, and a debug build says so. `BackGuardNavigationController` installs no proxy: its `delegate` stays
    ///   yours.
    /// - On a sheet, the `presentationController`'s delegate is wrapped: one the app set before keeps receiving
    ///   every call. A presentation controller UIKit makes later (a new `modalPresentationStyle`, each new
    ///   presentation) is wrapped wherever BackGuard next hears from the sheet; calling `install()` again before
    ///   presenting is always safe. A delegate another object put in BackGuard's place is left alone, and reported
    ///   once (``BackMisuse`` `routeTakenOver`).
    ///
    /// ```swift
    /// navigationController.backNavigation.install()
    /// let coordinator = navigationController.backNavigation.forwardedDelegate as? AppCoordinator
    /// ```
    public func install() { installed.install() }

    /// Puts back everything ``install()`` changed that no one else replaced since. Calling it again does nothing. A
    /// pending attempt is cancelled.
    public func uninstall() { installed.uninstall() }

    /// The attempt waiting for a guard's later answer, if any. There is at most one per stack or sheet.
    @_spi(TestKit) public var pendingAttempt: BackAttempt? { installed.engine.pendingAttempt }

    /// Ends the pending attempt without an answer, for example when the app dismisses its own confirmation: the
    /// screen stays, and a later answer to it is dropped (``BackEvent/Reason/cancelledByApp``).
    public func cancelPendingAttempt() { installed.engine.cancelPendingAttempt() }

    /// Calls `handler` with every event of this stack or sheet, for as long as its view controller lives, or until
    /// you call `cancel()` on the returned observation. Dropping the result does not stop it, so the obvious code
    /// works:
    ///
    /// ```swift
    /// navigationController.backNavigation.observe { event in
    ///   if case .screensLeft(let screens, let source, _) = event { print(screens.compactMap(\.name), source) }
    /// }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor, in order.
    /// - Returns: The observation, to cancel it.
    @discardableResult
    public func observe(_ handler: @escaping (BackEvent) -> Void) -> BackObservation {
      installed.engine.observeForItsLifetime(handler)
    }

  }

  /// What ``BackGuardInstallation`` needs of a container's host: its engine, and installing it.
  @MainActor
  protocol InstalledHost: AnyObject {
    var engine: BackNavigationEngine! { get }
    var isInstalled: Bool { get }
    func install()
    func uninstall()
  }

  extension UIKitNavigationHost: InstalledHost {}
  extension UIKitSheetHost: InstalledHost {}
#endif
