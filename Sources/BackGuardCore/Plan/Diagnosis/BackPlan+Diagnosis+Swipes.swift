#if DEBUG
  extension BackPlan {
    // MARK: - The edge and content swipes

    /// An edge or content swipe: BackGuard's gate on the recognizer's delegate, unless another object holds it.
    func swipeFinding(_ route: BackRoute, _ hook: Hook, _ facts: LiveFacts) -> Finding {
      switch route == .contentSwipe ? facts.contentSwipe : facts.edgeSwipe {
      case .noRecognizer:
        return .notGuarded("no recognizer for this swipe (the navigation controller's view is not loaded)")
      case .takenOver(let holder):
        return missing(
          route,
          holder
            + " took the recognizer's delegate back each time BackGuard's gate went in front of it, so BackGuard "
            + "leaves it alone", facts)
      case .uikitsOwn:
        return missing(route, "BackGuard's proxy is not in place yet (it goes on after a transition)", facts)
      case .gate:
        switch facts.topSwipeRefusal {
        case nil: return .asked(hook.name)
        case .allowsSwipeBackIsFalse: return .asked(hook.name + ", which refuses it: allowsSwipeBack is false")
        case .backButtonHidden:
          return .asked(
            hook.name + ", which refuses it while the screen hides its back button, as UIKit does "
              + "(allowsSwipeBack = true keeps it)")
        }
      }
    }
  }
#endif
