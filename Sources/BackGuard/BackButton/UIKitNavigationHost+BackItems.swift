#if canImport(UIKit)
  @_spi(Internals) import BackGuardCore
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
      current.applyStyle(isSystemLook ? systemLook(below: below, record: current) : appearance, on: item)
      if replacesItem {
        let replacedSince = current.applyGuardedItem(
          owner: self, offersMenu: backItem == .routedMenu, title: backItemTitle(appearance, below: below),
          on: item, look: looks.number)
        if let replacedSince, looks.replacementIsASign(appliedAt: replacedSince) {
          engine.hookFoundReplaced(.backItemReplaced, route: .backMenu)
        }
      } else {
        current.removeGuardedItem(from: item)
      }
      if current.isEmpty { item.setAssociatedValue(nil, AssociatedKey.backItemRecord) }
    }

    // With BackGuard's item in place (the only case that asks), the system's own look for this era (core:
    // `BackTitles`; B194, B33), from the app's own back title, never one BackGuard wrote.
    private func systemLook(below: UIViewController, record: BackItemRecord) -> BackButtonAppearance? {
      BackTitles.systemLookAppearance(
        in: era, appBackButtonTitle: record.appBackButtonTitle(now: below.navigationItem.backButtonTitle),
        appItemTitle: appBackItem(below: below)?.title)
    }

    // The app's own back item on the screen below: the one BackGuard's replaced, or the one there now.
    private func appBackItem(below: UIViewController) -> UIBarButtonItem? {
      let record = below.navigationItem.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      return record?.appBackItem
        ?? below.navigationItem.backBarButtonItem.flatMap { $0 is GuardedBackBarButtonItem ? nil : $0 }
    }

    func restoreBackItem(on item: UINavigationItem) {
      guard let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self) else { return }
      record.restore(on: item)
      item.setAssociatedValue(nil, AssociatedKey.backItemRecord)
    }

    private func backItemTitle(_ appearance: BackButtonAppearance, below: UIViewController) -> String {
      BackTitles.backItemTitle(appearance, appItemTitle: appBackItem(below: below)?.title) { Self.menuTitle(of: below) }
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

    static func menuTitle(of viewController: UIViewController?) -> String {
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

    // The app's own item's look goes over: its image, tint and title attributes (B194).
    func refresh(title: String, copying appItem: UIBarButtonItem?, offersMenu: Bool) {
      if self.title != title { self.title = title }
      if image !== appItem?.image { image = appItem?.image }
      if accessibilityLabel != appItem?.accessibilityLabel { accessibilityLabel = appItem?.accessibilityLabel }
      if tintColor != appItem?.tintColor { tintColor = appItem?.tintColor }
      for state in [UIControl.State.normal, .highlighted, .disabled, .focused] {
        let attributes = appItem?.titleTextAttributes(for: state)
        if (titleTextAttributes(for: state) as NSDictionary?) != (attributes as NSDictionary?) {
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
