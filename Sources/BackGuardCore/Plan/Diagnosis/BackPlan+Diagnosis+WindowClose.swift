#if DEBUG
  extension BackPlan {
    // MARK: - Closing the window

    /// Closing the window (iOS 27): the window scene's closure confirmation.
    func windowCloseFinding(_ hook: Hook, _ facts: LiveFacts) -> Finding {
      switch facts.windowConfirmation {
      case .backGuards: return .asked(hook.name)
      case .appsOwn:
        return .notGuarded(
          "the app set its own closureConfirmation on the window scene, which BackGuard keeps (it asks the app's words)"
        )
      case .noWindowScene: return .notGuarded("the stack is in no window scene now")
      case .unavailable:
        return .unasked(
          "LEAVES UNASKED: UISceneClosureConfirmation or the scene's closureConfirmation was not found at run time, so "
            + "closing the window asks nothing (ledger B198)")
      }
    }
  }
#endif
