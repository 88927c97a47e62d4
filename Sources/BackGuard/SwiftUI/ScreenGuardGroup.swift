#if canImport(UIKit) && canImport(SwiftUI)
  import UIKit

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

    func remove(_ link: ScreenLink) {
      forget(link)
      if links.isEmpty, let screen, screen.backGuard === screenGuard { screen.backGuard = nil }
    }

    private func forget(_ link: ScreenLink) {
      links.removeAll { $0.link == nil || $0.link === link }
    }
  }
#endif
