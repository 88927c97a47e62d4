/// Counts guard calls, so the benchmark can check that it measured real decisions and not an early exit.
@MainActor
final class CallCounter {
  /// Calls so far.
  var calls = 0
}
