#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  @MainActor
  struct ScreenKeyCommandSlot {
    private static let screenKey = "BackGuard.keyCommandScreen"

    private(set) weak var screen: UIViewController?
    private var command: UIKeyCommand?

    func isOffered(on screen: UIViewController) -> Bool {
      guard let command, screen === self.screen else { return false }
      return screen.keyCommands?.contains { $0 === command } ?? false
    }

    mutating func update(screen wanted: UIViewController?) {
      if let wanted, wanted === screen, command != nil { return }
      remove()
      guard let wanted else { return }
      let made = Self.makeCommand(for: wanted)
      wanted.addKeyCommand(made)
      screen = wanted
      command = made
    }

    mutating func remove() {
      if let screen, let command { screen.removeKeyCommand(command) }
      screen = nil
      command = nil
    }

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

    static func screen(of command: UIKeyCommand) -> UIViewController? {
      guard let list = command.propertyList as? NSDictionary, let raw = list[screenKey] as? NSNumber else {
        return nil
      }
      return ScreenRegistry.viewController(for: ScreenID(rawValue: raw.uint64Value))
    }
  }

  extension UIViewController {
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
