#if canImport(UIKit)
  @_spi(TestKit) import BackGuardCore
  import UIKit

  extension UIKitNavigationHost {
    func applyBackItem(below screen: UIViewController, on below: UIViewController, backItem: BackPlan.BackItem) {
      let replacesItem = backItem != .untouched
      let appearance = engine.backButtonAppearance(for: screen.backGuardScreenID)
      let item = below.navigationItem
      let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      let isSystemLook = appearance == BackButtonStyle.system.appearance
      if isSystemLook && !replacesItem {
        restoreBackItem(on: item)
        return
      }
      let current = record ?? BackItemRecord()
      if record == nil {
        item.setAssociatedValue(current, AssociatedKey.backItemRecord)
        track(below)
      }
      // The default style writes nothing on the item below: BackGuard's item carries the system's look itself (B205).
      current.applyStyle(isSystemLook ? nil : appearance, on: item)
      if replacesItem {
        let replacedSince = current.applyGuardedItem(
          owner: self, offersMenu: backItem == .routedMenu, title: guardedItemTitle(for: screen, below: below),
          on: item, look: looks.number)
        if let replacedSince, looks.replacementIsASign(appliedAt: replacedSince) {
          engine.hookFoundReplaced(.backItemReplaced, route: .backMenu)
        }
      } else {
        current.removeGuardedItem(from: item)
      }
      if current.isEmpty { item.setAssociatedValue(nil, AssociatedKey.backItemRecord) }
    }

    // What the system's own button would show over `screen`, from what the item below holds now (the style's values
    // included), shortened as UIKit would, and how BackGuard's item shows it (core: `BackButtonLook`; B205–B207).
    private func guardedItemTitle(for screen: UIViewController, below: UIViewController) -> String? {
      let item = below.navigationItem
      let appItem = appBackItem(below: below)
      let shortening = BackButtonLook.systemShortening(
        in: era, displayMode: .init(item.backButtonDisplayMode), backButtonTitle: item.backButtonTitle,
        screenBelowTitle: item.title ?? below.title, appItemTitle: appItem?.title)
      let look = BackButtonLook.fitting(shortening, fits: backTitleFits(over: screen, appItem: appItem))
      let onPhone = navigationController?.traitCollection.userInterfaceIdiom == .phone
      return BackButtonLook.guardedItem(showing: look, in: era, onPhone: onPhone)
    }

    // Whether a back title fits beside the top screen's title (the room is the core's estimate, B206): measured with
    // the app's item's font, else the body font; everything fits while the bar has no width.
    private func backTitleFits(over screen: UIViewController, appItem: UIBarButtonItem?) -> (String) -> Bool {
      guard let bar = navigationController?.navigationBar else { return { _ in true } }
      let titleFont =
        bar.standardAppearance.titleTextAttributes[.font] as? UIFont ?? .preferredFont(forTextStyle: .headline)
      let topTitleWidth =
        screen.navigationItem.titleView?.bounds.width
        ?? ((screen.navigationItem.title ?? screen.title ?? "") as NSString).size(withAttributes: [.font: titleFont])
        .width
      guard
        let room = BackButtonLook.backTitleRoom(
          barWidth: Double(bar.bounds.width), topTitleWidth: Double(topTitleWidth))
      else { return { _ in true } }
      let font = appItem?.titleTextAttributes(for: .normal)?[.font] as? UIFont ?? .preferredFont(forTextStyle: .body)
      return { text in Double((text as NSString).size(withAttributes: [.font: font]).width) <= room }
    }

    // The app's own back item on the screen below: the one BackGuard's replaced, or the one there now.
    private func appBackItem(below: UIViewController) -> UIBarButtonItem? {
      let record = below.navigationItem.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      if let appBackItem = record?.appBackItem { return appBackItem }
      guard let item = below.navigationItem.backBarButtonItem, !(item is GuardedBackBarButtonItem) else { return nil }
      return item
    }

    func restoreBackItem(on item: UINavigationItem) {
      guard let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self) else { return }
      record.restore(on: item)
      item.setAssociatedValue(nil, AssociatedKey.backItemRecord)
    }

    func backMenuActions() -> [UIAction] {
      guard let navigationController else { return [] }
      let stack = navigationController.viewControllers
      guard stack.count >= 2 else { return [] }
      return stack.dropLast().reversed().map { viewController in
        UIAction(title: Self.menuTitle(of: viewController)) { [weak self, weak viewController] _ in
          guard let self, let viewController else { return }
          self.requestBack(from: .backMenu, to: viewController, animated: true)
        }
      }
    }

    func routedBackMenu() -> UIMenu {
      UIMenu(children: [
        UIDeferredMenuElement.uncached { [weak self] completion in
          completion(self?.backMenuActions() ?? [])
        }
      ])
    }

    static func showsSystemBackButton(_ item: UINavigationItem) -> Bool {
      BackTitles.showsSystemBackButton(
        hidesBackButton: item.hidesBackButton, hasLeadingItems: !(item.leftBarButtonItems ?? []).isEmpty,
        leadingItemsSupplementBackButton: item.leftItemsSupplementBackButton)
    }

    package static func menuTitle(of viewController: UIViewController?) -> String {
      BackTitles.screenTitle([
        viewController?.navigationItem.backButtonTitle, viewController?.navigationItem.title, viewController?.title,
      ])
    }
  }

  extension UINavigationItem.BackButtonDisplayMode {
    init(_ mode: BackButtonAppearance.DisplayMode) {
      switch mode {
      case .default: self = .default
      case .generic: self = .generic
      case .minimal: self = .minimal
      }
    }
  }

  extension BackButtonAppearance.DisplayMode {
    init(_ mode: UINavigationItem.BackButtonDisplayMode) {
      switch mode {
      case .generic: self = .generic
      case .minimal: self = .minimal
      default: self = .default
      }
    }
  }

  extension UIKitNavigationHost {
    static let backActionIdentifier = UIAction.Identifier("BackGuard.backAction")

    @available(iOS 16, *)
    func applyBackAction(to screen: UIViewController, isRoot: Bool, wanted: Bool) {
      let item = screen.navigationItem
      let isOurs = item.backAction?.identifier == Self.backActionIdentifier
      // Where no back button is naturally present, a back action would make UIKit synthesize one (Apple, backAction).
      guard wanted, !isRoot, Self.showsSystemBackButton(item) else {
        if isOurs { item.backAction = nil }
        return
      }
      guard item.backAction == nil else { return }  // ours already, or the app's own: keep it
      item.backAction = UIAction(identifier: Self.backActionIdentifier, handler: backButtonTap(on: screen))
      track(screen)
    }

    func backButtonTap(on screen: UIViewController) -> UIActionHandler {
      { [weak self, weak screen] _ in
        guard let screen else { return }
        if let self {
          self.backButtonTapped(on: screen)
        } else {
          screen.navigationController?.popViewController(animated: true)
        }
      }
    }
  }

  final class GuardedBackBarButtonItem: UIBarButtonItem {
    weak var owner: UIKitNavigationHost?
    private var offersMenu = true
    private var routedMenu: UIMenu?

    convenience init(owner: UIKitNavigationHost, offersMenu: Bool) {
      self.init()
      self.owner = owner
      self.offersMenu = offersMenu
    }

    // What was last copied from the app's item. Only a change of the app's item is written: a value an appearance
    // proxy gave this item when it entered the window (its tint, its title attributes) is never cleared (B208).
    private var copiedImage: UIImage?
    private var copiedLabel: String?
    private var copiedTint: UIColor?
    private var copiedAttributes: [UInt: NSDictionary] = [:]

    // The title the look rule chose (`nil`: the indicator alone, B207), and the app's own item's image, tint, title
    // attributes and accessibility label (B194, B208).
    func refresh(title: String?, copying appItem: UIBarButtonItem?, offersMenu: Bool) {
      if self.title != title { self.title = title }
      if appItem?.image !== copiedImage {
        copiedImage = appItem?.image
        image = copiedImage
      }
      // Without a title, VoiceOver still needs a name (assumed to be read from the item, B207).
      let label = appItem?.accessibilityLabel ?? (title == nil ? BackGuardString.back.localized : nil)
      if label != copiedLabel {
        copiedLabel = label
        accessibilityLabel = label
      }
      if appItem?.tintColor != copiedTint {
        copiedTint = appItem?.tintColor
        tintColor = copiedTint
      }
      for state in [UIControl.State.normal, .highlighted, .disabled, .focused] {
        let attributes = appItem?.titleTextAttributes(for: state)
        if (attributes as NSDictionary?) != copiedAttributes[state.rawValue] {
          copiedAttributes[state.rawValue] = attributes as NSDictionary?
          setTitleTextAttributes(attributes, for: state)
        }
      }
      self.offersMenu = offersMenu
    }

    override var menu: UIMenu? {
      get {
        guard offersMenu, let owner else { return nil }
        if let routedMenu { return routedMenu }
        let made = owner.routedBackMenu()
        routedMenu = made
        return made
      }
      // UIKit assigns its own history menu here. Ignoring it is the only way its picks can meet the guards.
      set {}
    }
  }
#endif
