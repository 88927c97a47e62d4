#if DEBUG
  extension BackPlan {
    // MARK: - The back button

    /// A tap on the system back button: BackGuard's `backAction` on the top screen, or the subclass's bar question.
    func backButtonFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      let noBackButton = "no system back button on this screen (hidden, or the app's own leading button)"
      guard hook == .backAction else {
        return facts.topShowsSystemBackButton ? .asked(hook.name) : .notGuarded(noBackButton)
      }
      switch facts.topBackAction {
      case .backGuard: return .asked(hook.name)
      case .app:
        return .unasked(
          "LEAVES UNASKED: the app's own backAction handles the tap; call requestBack() there to ask the guard")
      case nil:
        guard facts.topShowsSystemBackButton else { return .notGuarded(noBackButton) }
        return missing(route, "BackGuard's backAction is not on the top screen", facts)
      }
    }
  }
#endif
