#if canImport(UIKit)
  import UIKit

  // The back buttons BackGuard labels and routes: the back item on the screen below a guarded one (its style, its
  // title and its long-press menu), and the titles BackGuard shows.
  extension UIKitNavigationHost {
    func applyBackItem(below screen: UIViewController, on below: UIViewController, backItem: BackPlan.BackItem) {
      let replacesItem = backItem != .untouched
      let appearance = engine.backButtonAppearance(for: screen.backGuardScreenID)
      let item = below.navigationItem
      let record = item.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      let isSystemLook = appearance == BackButtonStyle.system.appearance
      if isSystemLook && !replacesItem {
        if let record {
          record.restore(on: item)
          item.setAssociatedValue(nil, AssociatedKey.backItemRecord)
        }
        return
      }
      let current = record ?? BackItemRecord()
      if record == nil {
        item.setAssociatedValue(current, AssociatedKey.backItemRecord)
        track(below)
      }
      current.applyStyle(isSystemLook ? nil : appearance, on: item)
      if replacesItem {
        current.applyGuardedItem(
          owner: self, offersMenu: backItem == .routedMenu, title: backItemTitle(appearance, below: below),
          on: item)
      } else {
        current.removeGuardedItem(from: item)
      }
      if current.isEmpty { item.setAssociatedValue(nil, AssociatedKey.backItemRecord) }
    }

    private func backItemTitle(_ appearance: BackButtonAppearance, below: UIViewController) -> String {
      let record = below.navigationItem.associatedValue(AssociatedKey.backItemRecord, as: BackItemRecord.self)
      let appItem =
        record?.appBackItem
        ?? below.navigationItem.backBarButtonItem.flatMap { $0 is GuardedBackBarButtonItem ? nil : $0 }
      return BackTitles.backItemTitle(appearance, appItemTitle: appItem?.title) { Self.menuTitle(of: below) }
    }

    func leadingBackButtonTitle(for screen: UIViewController, below: UIViewController) -> String {
      backItemTitle(engine.backButtonAppearance(for: screen.backGuardScreenID), below: below)
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
#endif
