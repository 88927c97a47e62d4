/// What an engine's self-check saw during this run: read by diagnostics and by the misuse reports, never by a decision.
struct SelfCheckRecord {
  /// What this run saw of each route (heard, asked, departures no hook heard).
  var sightings = RouteSightings()
  /// Screens whose blank back-button title was already reported; pruned to the stack as it changes.
  var blankTitlesReported: Set<ScreenID> = []

  /// Forgets the screens that left in a stack change (`left`), now that the stack is `stack`.
  mutating func screensLeft(_ left: [ScreenID], stack: [ScreenID]) {
    guard !blankTitlesReported.isEmpty else { return }
    // Screens that left are forgotten; a full prune only when entries for screens never in the stack piled up.
    blankTitlesReported.subtract(left)
    if blankTitlesReported.count > stack.count { blankTitlesReported.formIntersection(stack) }
  }
}
