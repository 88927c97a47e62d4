@_spi(TestKit) import BackGuardCore

/// Everything an engine reported, numbered in order: attempts, decisions, pops. Built only from
/// `BackNavigationEngine/observe(_:)`, the API an app uses for analytics or logs.
///
/// ```swift
/// let timeline = Timeline()
/// timeline.follow(navigation.engine)
/// navigation.goBack(by: .backButton)
/// for entry in timeline.takeNew() { print(entry.number, entry.event) }
/// ```
@MainActor
final class Timeline {
  /// One event and its place in the timeline.
  struct Entry {
    /// 1 for the first event of the session.
    let number: Int
    /// What the engine reported.
    let event: BackEvent
  }

  /// Every entry so far.
  private(set) var entries: [Entry] = []

  private var observation: BackObservation?
  private var firstUnread = 0

  /// Starts recording an engine's events, and stops recording the previous engine's.
  ///
  /// - Parameter engine: The engine of the stack on screen.
  func follow(_ engine: BackNavigationEngine) {
    observation?.cancel()
    // The observation lasts as long as it is kept: releasing it would stop the events.
    observation = engine.observe { [weak self] event in
      guard let self else { return }
      entries.append(Entry(number: entries.count + 1, event: event))
    }
  }

  /// The entries recorded since the last call.
  ///
  /// - Returns: The new entries, oldest first.
  func takeNew() -> [Entry] {
    defer { firstUnread = entries.count }
    return Array(entries[firstUnread...])
  }
}
