#if DEBUG
  extension BackPlan {
    // MARK: - A zoom dismissal

    /// A zoom dismissal: the zoom options' `interactiveDismissShouldBegin`, which the app wires.
    func zoomDismissFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      switch facts.zoomOptionsWired {
      case true?: return .asked(hook.name)
      case false?:
        return .unasked(
          "LEAVES UNASKED: the app does not wire interactiveDismissShouldBegin to shouldBeginZoomDismiss(): "
            + Self.clause(route) + " without asking")
      case nil:
        return .notGuarded(
          "asked only where the app wires interactiveDismissShouldBegin to shouldBeginZoomDismiss(); BackGuard cannot "
            + "see whether it did")
      }
    }
  }
#endif
