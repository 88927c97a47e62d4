#if canImport(UIKit) && canImport(SwiftUI)
  import UIKit

  /// The one ``ScreenGuard`` a screen gets for all of its `.backGuard` modifiers.
  ///
  /// Several views on one screen may each add a guard. The screen's guard is engaged while any of them is active,
  /// and asks the active ones in the order they appeared; the first `deny` keeps the screen.
  ///
  /// The group rides on its screen as an associated object, so it goes when the screen goes (a weak-to-strong map
  /// table would keep it until the table resizes; docs/UIKitBehavior.md B161).
  @MainActor
  final class ScreenGuardGroup {
    private weak var screen: UIViewController?
    private var links: [WeakLink] = []
    private(set) var screenGuard: ScreenGuard!

    private struct WeakLink {
      weak var link: ScreenLink?
    }

    private init(screen: UIViewController) {
      self.screen = screen
      screenGuard = ScreenGuard(askingInTurn: { [weak self] in self?.activeQuestions ?? [] })
    }

    /// The group of a screen, made on first use.
    static func group(for screen: UIViewController) -> ScreenGuardGroup {
      if let existing = screen.associatedValue(AssociatedKey.screenGuardGroup, as: ScreenGuardGroup.self) {
        return existing
      }
      let made = ScreenGuardGroup(screen: screen)
      screen.setAssociatedValue(made, AssociatedKey.screenGuardGroup)
      return made
    }

    private var activeLinks: [ScreenLink] {
      links.compactMap(\.link).filter(\.isActive)
    }

    /// The active modifiers' questions, each asked with its modifier known to the task (``AskingGuard``), so that a
    /// ``BackConfirmation`` asked from it can find the guarded screen.
    private var activeQuestions: [(BackAttempt) async -> BackDecision] {
      activeLinks.compactMap { link -> ((BackAttempt) async -> BackDecision)? in
        guard let decide = link.decide else { return nil }
        return { @MainActor [weak link] attempt in
          guard let link else { return await decide(attempt) }
          return await AskingGuard.$current.withValue(AskingGuard(attempt: attempt, link: link)) {
            await decide(attempt)
          }
        }
      }
    }

    /// Adds a modifier's link; puts the group's guard on the screen unless the app set a guard of its own there.
    func add(_ link: ScreenLink) {
      forget(link)
      links.append(WeakLink(link: link))
      guard let screen else { return }
      if screen.backGuard == nil {
        screen.backGuard = screenGuard
      } else if screen.backGuard !== screenGuard {
        DebugNotice.once(
          "swiftui-foreign-guard-\(ObjectIdentifier(screen).hashValue)",
          "BackGuard: \(type(of: screen)) already has a backGuard set in UIKit code; .backGuard leaves it in place "
            + "and adds nothing.")
      }
    }

    /// Removes a link; takes the guard off the screen when no link is left.
    func remove(_ link: ScreenLink) {
      forget(link)
      if links.isEmpty, let screen, screen.backGuard === screenGuard { screen.backGuard = nil }
    }

    /// Drops `link` and the links of modifiers that are gone. One function for `add` and `remove`, so the app has
    /// this code once.
    private func forget(_ link: ScreenLink) {
      links.removeAll { $0.link == nil || $0.link === link }
    }
  }
#endif
