#if DEBUG
  extension BackPlan {
    // MARK: - The back menu

    /// The back menu, routed through BackGuard's back item, or taken away.
    func backMenuFinding(hidden: Bool, _ facts: LiveFacts) -> Finding {
      let noMenu = "no back button on this screen, no menu"
      guard facts.topShowsSystemBackButton else { return .notGuarded(noMenu) }
      guard facts.backItemBelowIsBackGuards else {
        return missing(
          .backMenu, "BackGuard's back item is not on the screen below (the app replaced backBarButtonItem since)",
          facts)
      }
      return hidden
        ? .hidden("BackGuard's back item on the screen below shows no menu")
        : .asked(Hook.backItemMenu.name + " on the screen below, which asks the guards")
    }
  }
#endif
