#if canImport(UIKit)
  import UIKit

  /// ⌘[ outside ``BackGuardNavigationController``: while the plan asks for it, the guarded top screen offers a ⌘[ of
  /// BackGuard's (`addKeyCommand(_:)`, found before the controller's own along the responder chain, B70, B71), which
  /// goes back through the guards (``BackSource/keyCommand``). Built, not verified on a device (B73).
  @MainActor
  struct ScreenKeyCommandSlot {
    /// The key under which the command's `propertyList` names the screen it was added to.
    private static let screenKey = "BackGuard.keyCommandScreen"

    /// The screen the command is on, while it is.
    private(set) weak var screen: UIViewController?
    private var command: UIKeyCommand?

    /// Whether BackGuard's command is on `screen` and the screen lists it in `keyCommands` (a `keyCommands` override
    /// that does not include `super`'s hides commands added with `addKeyCommand(_:)`).
    func isOffered(on screen: UIViewController) -> Bool {
      guard let command, screen === self.screen else { return false }
      return screen.keyCommands?.contains { $0 === command } ?? false
    }

    /// Puts the command on `wanted` (the guarded top screen), or takes it off where it is when `wanted` is `nil` or
    /// another screen.
    mutating func update(screen wanted: UIViewController?) {
      if let wanted, wanted === screen, command != nil { return }
      remove()
      guard let wanted else { return }
      let made = Self.makeCommand(for: wanted)
      wanted.addKeyCommand(made)
      screen = wanted
      command = made
    }

    /// Takes the command off its screen, if it is on one.
    mutating func remove() {
      if let screen, let command { screen.removeKeyCommand(command) }
      screen = nil
      command = nil
    }

    /// ⌘[ titled with the localized "Back", as UIKit's own. It keeps UIKit's automatic mirroring (⌘] in right-to-left
    /// languages, B124), and runs even where it conflicts with focus or text-editing system commands.
    private static func makeCommand(for screen: UIViewController) -> UIKeyCommand {
      let title = BackGuardString.back.localized
      let command = UIKeyCommand(
        title: title, image: nil, action: #selector(UIViewController.backGuardGoBackFromKeyboard(_:)), input: "[",
        modifierFlags: .command,
        propertyList: [screenKey: NSNumber(value: screen.backGuardScreenID.rawValue)] as NSDictionary,
        discoverabilityTitle: title)
      command.wantsPriorityOverSystemBehavior = true
      return command
    }

    /// The screen a command of BackGuard's was added to, while it exists.
    static func screen(of command: UIKeyCommand) -> UIViewController? {
      guard let list = command.propertyList as? NSDictionary, let raw = list[screenKey] as? NSNumber else {
        return nil
      }
      return ScreenRegistry.viewController(for: ScreenID(rawValue: raw.uint64Value))
    }
  }

  extension UIViewController {
    /// The action of BackGuard's ⌘[ (``ScreenKeyCommandSlot``): goes back from the screen the command was added to
    /// (or, failing that, from this view controller's stack entry) through the guards, as VoiceOver's escape on the
    /// screen's view does.
    ///
    /// UIKit sends it to the first view controller along the responder chain, which may be a child of the screen; the
    /// command names its screen, so the right stack is asked wherever it arrives.
    @objc func backGuardGoBackFromKeyboard(_ sender: UIKeyCommand) {
      let screen = ScreenKeyCommandSlot.screen(of: sender) ?? self
      guard let navigationController = screen.stackNavigationController,
        let entry = screen.stackEntry(in: navigationController)
      else { return }
      guard let host = navigationController.installedNavigationHost else {
        // BackGuard was uninstalled meanwhile: behave as UIKit's own ⌘[.
        if navigationController.viewControllers.count >= 2 { navigationController.popViewController(animated: true) }
        return
      }
      host.requestBack(from: .keyCommand, leaving: entry, animated: true)
    }
  }
#endif
