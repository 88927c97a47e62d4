#if DEBUG
  extension BackPlan {
    // MARK: - ⌘[

    /// ⌘[ outside the subclass: BackGuard's key command on the top screen.
    func keyCommandFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      switch facts.keyCommand {
      case .offered: return .asked(hook.name)
      case .notListed:
        return missing(
          route, "the top screen's keyCommands do not list BackGuard's ⌘[ (an override that leaves out super's?)",
          facts)
      case .absent: return missing(route, "BackGuard's ⌘[ is not on the top screen", facts)
      }
    }
  }
#endif
