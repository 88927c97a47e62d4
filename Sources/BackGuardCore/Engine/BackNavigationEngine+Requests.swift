/// The routes the engine carries out ("please go back"): a tap through `backAction`, a custom back button, a routed
/// back-menu pick, VoiceOver's escape, ⌘[, a tab re-selection, and the app's own requests to leave. The engine pops
/// (or runs the app's code) on approval, now or after a later answer.
extension BackNavigationEngine {
  /// Asks to go back; the engine pops on approval.
  ///
  /// Every route meets the same guards. The route has no default: the engine serves every route, and a wrong route
  /// would reach guards that tell routes apart (a swipe refused, a tap allowed).
  ///
  /// - Parameters:
  ///   - source: The route.
  ///   - destination: Where to go back to; `nil` for the screen below the top.
  ///   - animated: Whether the pop animates.
  /// - Returns: What happened: ``BackOutcome/allowed`` only when the pop was commanded.
  @discardableResult
  package func requestBack(
    from source: BackSource, to destination: ScreenID? = nil, animated: Bool = true
  ) -> BackOutcome {
    guard let (facts, _) = enter() else { return .nothingToGoBackTo }
    let stack = facts.screens
    guard stack.count >= 2 else { return .nothingToGoBackTo }
    guard let attempt = makeAttempt(source, to: destination, animated: animated, stack: stack) else {
      return .invalidDestination
    }
    if let busy = busyAttempt(for: attempt, facts: facts) {
      return join(busy, attempt, facts: facts, stack: stack, passesUnasked: false, restoresBackButton: false)
    }
    if facts.isTransitioning {
      // A person's tap is held, not dropped, and runs when the transition ends; gestures and the app's own calls
      // are told to try again (BackSource.isHeldDuringTransition).
      return source.isHeldDuringTransition
        ? holdTap(source, to: destination, animated: animated, top: stack[stack.count - 1]) : .busy
    }
    clearStaleSwipe(facts: facts)
    return decide(attempt, stack: stack, facts: facts, navigation: .enginePop)
  }

  /// Starts `attempt`, asks its guards, and carries it out on approval.
  private func decide(
    _ attempt: BackAttempt, stack: [ScreenID], facts: HostFacts, navigation: ApprovedNavigation
  ) -> BackOutcome {
    start(attempt)
    if let interrupted = interruptedByObservers(attempt, stack, facts: facts) { return interrupted }
    let verdict = consult(attempt, facts: facts, stack: stack)
    return conclude(
      verdict, of: attempt, stack: stack, facts: facts, RouteFollowUp(approval: .engineCommits, navigation: navigation))
  }

  // MARK: - Ask the guards, then act

  /// Asks the guards of `screens` before the app removes them in a way that is not a pop, then runs `perform` on
  /// approval: a split view replacing its detail, a deep link replacing the stack, a logout dismissing everything.
  ///
  /// The same rules as every route: every engaged guard of the leaving screens is asked, top first, and the first
  /// deny wins; a later answer makes the request pending, and further attempts merge into it; `perform` runs at most
  /// once, and never if the stack changed before the approval (the drop is reported). App code's pops and replacements
  /// made inside `perform` pass without asking again. Nothing stays approved after `perform` returns.
  ///
  /// - Parameters:
  ///   - screens: The screens that would go, in this stack; order does not matter. None: `perform` runs unasked.
  ///   - source: The route, usually ``BackSource/appRequest(_:)`` with a name for the events.
  ///   - animated: Passed along in the attempt.
  ///   - perform: The app's code that removes the screens.
  /// - Returns: ``BackOutcome/allowed`` when `perform` ran, ``BackOutcome/pending`` when a guard answers later,
  ///   ``BackOutcome/denied``, ``BackOutcome/queued`` while another attempt is decided or a transition runs (the
  ///   request runs once afterwards), ``BackOutcome/invalidDestination`` when a screen is not in this stack
  ///   (reported as misuse; nothing runs), or ``BackOutcome/cancelled``. With no screens, ``BackOutcome/allowed``
  ///   (or ``BackOutcome/queued``): there is nobody to ask, so the app's code runs.
  @discardableResult
  package func requestLeave(
    _ screens: [ScreenID], from source: BackSource, animated: Bool = true, perform: @escaping () -> Void
  ) -> BackOutcome {
    requestLeave(screens, from: source, animated: animated, perform: perform, ran: nil)
  }

  /// `requestLeave(_:from:animated:perform:)`, telling `ran` what a held request did when it finally ran.
  func requestLeave(
    _ screens: [ScreenID], from source: BackSource, animated: Bool, perform: @escaping () -> Void,
    ran: ((BackOutcome, BackAttempt.ID?) -> Void)?
  ) -> BackOutcome {
    guard let (facts, _) = enter() else { return .nothingToGoBackTo }
    guard !screens.isEmpty else {
      return leaveNothing(from: source, animated: animated, perform: perform, ran: ran, facts: facts)
    }
    let stack = facts.screens
    let requested = Set(screens)
    let leavingBottomToTop = stack.filter { requested.contains($0) }
    guard leavingBottomToTop.count == requested.count, let lowest = leavingBottomToTop.first,
      let lowestIndex = stack.firstIndex(of: lowest)
    else {
      // A screen that is not here has no guard here to ask, and the app's code would remove it unasked: refused,
      // never skipped. The adapter sends a request to the stack that holds the screens now.
      let present = Set(stack)
      var absent: [ScreenID] = []
      for screen in screens where !present.contains(screen) && !absent.contains(screen) { absent.append(screen) }
      reportMisuse(.screensNotInStack(absent))
      return .invalidDestination
    }
    let attempt = makeAttempt(
      source, leavingBottomToTop: leavingBottomToTop, destination: lowestIndex > 0 ? stack[lowestIndex - 1] : lowest,
      animated: animated)
    let busy = busyAttempt(for: attempt, facts: facts)
    if busy != nil || facts.isTransitioning {
      // A logout or a deep link must not vanish because a question is open or a screen still slides: it runs once,
      // asking its guards, as soon as that ends.
      let leave = HeldLeave(
        screens: screens, source: source, animated: animated, perform: perform, stackWhenHeld: stack, ran: ran)
      return holdLeave(leave, behind: busy)
    }
    // The app's code runs it; a request under another route's name is replayed like a held call.
    let navigation: ApprovedNavigation
    if case .appRequest = source {
      navigation = .appCode(perform, stackAtStart: stack)
    } else {
      navigation = .replay(perform, stackAtStart: stack)
    }
    return decide(attempt, stack: stack, facts: facts, navigation: navigation)
  }

  /// A request to leave no screen (a logout from a tab at its root, say): nobody is asked, and the app's code runs now,
  /// or once the attempt being decided or the running transition ends, as any request would. Its own pops are the
  /// app's, asked as usual: nothing was approved.
  private func leaveNothing(
    from source: BackSource, animated: Bool, perform: @escaping () -> Void,
    ran: ((BackOutcome, BackAttempt.ID?) -> Void)?, facts: HostFacts
  ) -> BackOutcome {
    let busy = state.phase.decidingAttemptID
    if busy != nil || facts.isTransitioning {
      let leave = HeldLeave(
        screens: [], source: source, animated: animated, perform: perform, stackWhenHeld: facts.screens, ran: ran)
      return holdLeave(leave, behind: busy)
    }
    perform()
    return .allowed
  }

  /// Asks the guards of `screens`, waits for the answer, and tells it: the app acts afterwards itself.
  ///
  /// - Parameters:
  ///   - screens: The screens that would go.
  ///   - source: The route, usually ``BackSource/appRequest(_:)``.
  ///   - animated: Passed along in the attempt.
  /// - Returns: ``BackOutcome/allowed`` once approved (the stack unchanged since the request), otherwise why not:
  ///   ``BackOutcome/denied``, ``BackOutcome/coalesced``, ``BackOutcome/busy`` or ``BackOutcome/cancelled`` (the
  ///   stack changed, the app cancelled the attempt, or the engine went away).
  package func requestLeave(
    _ screens: [ScreenID], from source: BackSource, animated: Bool = true
  ) async -> BackOutcome {
    let approval = ApprovalFlag()
    let stream = events
    var outcome = requestLeave(
      screens, from: source, animated: animated, perform: { approval.isApproved = true },
      ran: { approval.heldRun = ($0, $1) })
    var id = outcome == .pending ? state.phase.waiting?.attempt.id : nil
    if outcome == .queued {
      // Held: its run emits events (its attempt's, or the drop), so the stream wakes this loop once it has run.
      for await _ in stream {
        guard let heldRun = approval.heldRun else { continue }
        (outcome, id) = heldRun
        break
      }
      if approval.heldRun == nil { return .cancelled }
    }
    guard outcome == .pending, let id else { return outcome }
    for await event in stream {
      guard event.attemptID == id else { continue }
      switch event {
      case .attemptDecided(_, .allow, _): return approval.isApproved ? .allowed : .cancelled
      case .attemptDecided(_, .deny, _): return .denied
      case .attemptCancelled, .resolutionDropped: return .cancelled
      default: continue
      }
    }
    return .cancelled
  }

  /// Set by `perform` when an awaited request was carried out.
  @MainActor
  private final class ApprovalFlag {
    var isApproved = false
    /// What a held request did when it ran.
    var heldRun: (BackOutcome, BackAttempt.ID?)?
  }
}
