/// What runs the engine's timed work: the answer timeout, and the debug notice of a question left unanswered. The
/// default sleeps on a task; a test gives the engine a clock it advances itself, so no test waits on the wall clock.
@MainActor
package protocol EngineClock: AnyObject {
  /// Runs `work` once, `seconds` from now, unless the returned work is cancelled first.
  ///
  /// - Parameters:
  ///   - seconds: How long to wait.
  ///   - work: What to run then.
  /// - Returns: The scheduled work, to cancel it.
  func after(_ seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}

/// Work an ``EngineClock`` will run, until it is cancelled.
@MainActor
package final class ScheduledWork {
  private var onCancel: (() -> Void)?

  /// - Parameter onCancel: Stops the work from running.
  package init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the work from running; it may be called more than once.
  package func cancel() {
    onCancel?()
    onCancel = nil
  }
}

/// The clock of a real app: each piece of work sleeps on its own main-actor task.
@MainActor
package final class TaskClock: EngineClock {
  package static let shared = TaskClock()

  package func after(_ seconds: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    let nanoseconds = UInt64(max(0, seconds) * 1_000_000_000)
    let task = Task { @MainActor in
      try? await Task.sleep(nanoseconds: nanoseconds)
      guard !Task.isCancelled else { return }
      work()
    }
    return ScheduledWork { task.cancel() }
  }
}
