#if canImport(UIKit)
  import ObjectiveC
  @_spi(TestKit) import BackGuardCore
  import UIKit

  // iOS 27's `UIWindowScene.closureConfirmation` for the guards of one scene's stacks, reached by its public
  // Objective-C names at run time (the SDK here is 17.0): `+[UISceneClosureConfirmation
  // confirmationWithTitle:message:actions:]` and `closureConfirmation` (ledger B198). Earlier systems lack them: then
  // nothing happens. What to set is `WindowClosure`'s rule (core).
  @MainActor
  final class WindowClosing {
    private weak var scene: UIWindowScene?
    private var record = WindowCloseRecord()
    // The scene's copy of BackGuard's confirmation (the property is `copy`), as read back right after setting it; kept
    // strongly, so that it can be told apart from the app's as long as the scene holds it.
    private var ours: AnyObject?

    private init(scene: UIWindowScene) { self.scene = scene }

    // The installed stacks, in install order; a scene's are found through their windows or their containers'.
    private static var hosts: [Weak<UIKitNavigationHost>] = []
    // The sheets with `sheetDismissal` installed: their own screens' guards (a sheet without a navigation stack).
    private static var sheets: [Weak<UIKitSheetHost>] = []

    static func sheetInstalled(_ sheet: UIKitSheetHost) {
      sheets.removeReleased(and: sheet)
      sheets.append(Weak(sheet))
      refreshAll(and: sceneOf(sheet.viewController))
    }
    // The scenes BackGuard set a question on: each is looked at again whenever any stack is wired, so a sheet
    // dismissed or a stack released takes its guards' question with it at the next look.
    private static var scenes: [Weak<UIWindowScene>] = []

    static func hostInstalled(_ host: UIKitNavigationHost) {
      hosts.removeReleased(and: host)
      hosts.append(Weak(host))
      observeDisconnects()
    }

    // A scene that goes while a guard in it is engaged and no question of BackGuard's was on it (before iOS 27, or
    // the app's own confirmation) took its screens unasked: lost work (`LostWork`), reported by each stack in it.
    private static var disconnectObserver: NSObjectProtocol?

    private static func observeDisconnects() {
      guard disconnectObserver == nil else { return }
      disconnectObserver = NotificationCenter.default.addObserver(
        forName: UIScene.didDisconnectNotification, object: nil, queue: .main
      ) { notification in
        let scene = (notification.object as? UIWindowScene).map(Weak.init)
        MainActorBridge.assumeMainActor {
          if let scene = scene?.object { sceneDidDisconnect(scene) }
        }
      }
    }

    private static func sceneDidDisconnect(_ scene: UIWindowScene) {
      let closeGuard = scene.associatedValue(AssociatedKey.windowCloseGuard, as: WindowClosing.self)
      // BackGuard's question was on the scene: the person was asked, and chose to close.
      if closeGuard?.record.current != nil { return }
      for host in installedHosts(in: scene) { host.engine.stackWentAway(by: .windowClose) }
    }

    static func hostUninstalled(_ host: UIKitNavigationHost) {
      hosts.removeReleased(and: host)
      refreshAll(and: sceneOf(host.navigationController))
    }

    static func refresh(_ scene: UIWindowScene) {
      guard isAvailable(on: scene) else { return }
      let engaged = engagedGuards(in: scene)
      let existing = scene.associatedValue(AssociatedKey.windowCloseGuard, as: WindowClosing.self)
      // No guard in reach and nothing set before: the scene is not touched.
      if existing == nil, engaged.isEmpty { return }
      if !scenes.holds(scene) { scenes.append(Weak(scene)) }
      scene.associatedObject(AssociatedKey.windowCloseGuard) { WindowClosing(scene: scene) }.refresh(engaged)
    }

    /// Looks again at `scene` and at every scene BackGuard set a question on.
    static func refreshAll(and scene: @autoclosure () -> UIWindowScene?) {
      // Before iOS 27 there is nothing to set: no walk, no look, on every wiring of every stack.
      guard #available(iOS 27, *), isAvailable else { return }
      scheduleRefresh(of: scene())
    }

    // Not in `refreshAll`: Swift would copy it for each caller's autoclosure.
    private static func scheduleRefresh(of scene: UIWindowScene?) {
      if let scene, !pendingScenes.holds(scene) {
        pendingScenes.append(Weak(scene))
      }
      // Once per main-actor turn, off the path of a decision: wirings come in bursts, and none changes a window.
      guard !isRefreshScheduled else { return }
      isRefreshScheduled = true
      Task { @MainActor in
        isRefreshScheduled = false
        let asked = pendingScenes
        pendingScenes = []
        for entry in asked { if let scene = entry.object { refresh(scene) } }
        var kept: [Weak<UIWindowScene>] = []
        for entry in scenes {
          guard let other = entry.object else { continue }
          kept.append(entry)
          if !asked.holds(other) { refresh(other) }
        }
        scenes = kept
      }
    }

    private static var pendingScenes: [Weak<UIWindowScene>] = []
    private static var isRefreshScheduled = false

    /// The scene of a stack, also while it is off screen in a container (an unselected tab) or under a presentation.
    static func scene(of viewController: UIViewController) -> UIWindowScene? {
      var current: UIViewController? = viewController
      while let candidate = current {
        if let scene = candidate.viewIfLoaded?.window?.windowScene { return scene }
        current = candidate.parent ?? candidate.presentingViewController
      }
      return nil
    }

    // `scene(of:)` of an optional screen. Not `flatMap(scene(of:))`: in Swift 6 mode, a main-actor function handed to
    // the standard library gets a run-time isolation check, at each use.
    private static func sceneOf(_ viewController: UIViewController?) -> UIWindowScene? {
      guard let viewController else { return nil }
      return scene(of: viewController)
    }

    /// What the diagnostics say of the scene of `viewController`'s stack.
    static func fact(for viewController: UIViewController) -> BackPlan.LiveFacts.WindowConfirmation {
      guard let scene = scene(of: viewController) else { return .noWindowScene }
      guard isAvailable(on: scene) else { return .unavailable }
      let closeGuard = scene.associatedValue(AssociatedKey.windowCloseGuard, as: WindowClosing.self)
      return closeGuard?.record.appOwnsIt == true ? .appsOwn : .backGuards
    }

    // The engaged guards of the scene's stacks, top first, in install order.
    private static func engagedGuards(in scene: UIWindowScene) -> [ScreenGuard] {
      var engaged: [ScreenGuard] = []
      for host in installedHosts(in: scene) { engaged += host.engine.engagedGuardsTopFirst() }
      for entry in sheets {
        guard let sheet = entry.object, sheet.isInstalled, sceneOf(sheet.viewController) === scene
        else { continue }
        engaged += sheet.engine.engagedGuardsTopFirst()
      }
      return engaged
    }

    // The installed stacks of the scene, in install order.
    private static func installedHosts(in scene: UIWindowScene) -> [UIKitNavigationHost] {
      var found: [UIKitNavigationHost] = []
      for entry in hosts {
        guard let host = entry.object, host.isInstalled, sceneOf(host.navigationController) === scene
        else { continue }
        found.append(host)
      }
      return found
    }

    // Takes BackGuard's question off before BackGuard closes the window itself.
    private func clearForClosing() {
      guard let scene, ours != nil else { return }
      scene.setValue(nil, forKey: "closureConfirmation")
      ours = nil
    }

    private func refresh(_ engaged: [ScreenGuard]) {
      guard let scene else { return }
      let key = "closureConfirmation"
      let current = scene.value(forKey: key) as AnyObject?
      let holdsOurs: Bool? = if let current { current === ours } else { nil }
      switch record.update(wanted: WindowClosure.question(engaged: engaged), sceneHoldsOurs: holdsOurs) {
      case .none: break
      case .clear:
        scene.setValue(nil, forKey: key)
        ours = nil
      case .set(let question):
        guard let made = Self.confirmation(question, in: scene) else { return }
        scene.setValue(made, forKey: key)
        ours = scene.value(forKey: key) as AnyObject?
      case .appOwns(let report):
        if report {
          // On the window's own front stack, as the simulator does: never on a stack of another window.
          Self.installedHosts(in: scene).first?.engine.reportAdapterMisuse(.windowConfirmationKept)
        }
      }
    }

    private static let factory = NSSelectorFromString("confirmationWithTitle:message:actions:")

    // Looked up once: the class and its factory do not come and go.
    private static let isAvailable: Bool = {
      guard #available(iOS 27, *) else { return false }
      guard let type = NSClassFromString("UISceneClosureConfirmation") as? NSObject.Type else { return false }
      return type.responds(to: factory)
    }()

    private static func isAvailable(on scene: UIWindowScene) -> Bool {
      isAvailable && scene.responds(to: NSSelectorFromString("setClosureConfirmation:"))
    }

    // The system's Close and Cancel stay unless the guard's words replace them (.destructive and .cancel actions);
    // extra choices are .default actions, whose work is looked up when picked and closes the window if it allows.
    private static func confirmation(_ question: WindowCloseQuestion, in scene: UIWindowScene) -> AnyObject? {
      guard let type = NSClassFromString("UISceneClosureConfirmation") as? NSObject.Type else { return nil }
      typealias Make = @convention(c) (AnyObject, Selector, NSString?, NSString?, NSArray) -> Unmanaged<AnyObject>?
      let make = unsafeBitCast(type.method(for: factory), to: Make.self)
      var actions: [UIAlertAction] = []
      if let close = question.closeTitle { actions.append(UIAlertAction(title: close, style: .destructive)) }
      if let cancel = question.cancelTitle { actions.append(UIAlertAction(title: cancel, style: .cancel)) }
      for (index, choice) in question.choices.enumerated() {
        let title = choice.title
        actions.append(
          UIAlertAction(title: title, style: .default) { [weak scene] _ in
            guard let scene else { return }
            let picked = WindowClosure.choice(at: index, titled: title, engaged: engagedGuards(in: scene))
            WindowClosure.run(picked) { [weak scene] in
              // Whether the system already closed the window after a .default action is not documented (B200).
              guard let scene, scene.activationState != .unattached else { return }
              // The work allowed: no second question on the way out.
              scene.associatedValue(AssociatedKey.windowCloseGuard, as: WindowClosing.self)?.clearForClosing()
              UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
            }
          })
      }
      return make(type, factory, question.title as NSString?, question.message as NSString?, actions as NSArray)?
        .takeUnretainedValue()
    }
  }

  extension UIViewController {
    /// Tells BackGuard that this screen's guard may have changed its mind (its `when:` condition, say, after an edit
    /// or a save), so that what a window close asks follows (at the next main-actor turn): on iPadOS and Mac Catalyst 27, the window's
    /// closure confirmation carries the guard's words while it is engaged, and goes when it is not. Route decisions
    /// need no call: they read the condition when they happen.
    ///
    /// ```swift
    /// func textViewDidChange(_ textView: UITextView) {
    ///   hasChanges = true
    ///   backGuardStateDidChange()
    /// }
    /// ```
    public func backGuardStateDidChange() {
      WindowClosing.refreshAll(and: WindowClosing.scene(of: self))
    }
  }
#endif
