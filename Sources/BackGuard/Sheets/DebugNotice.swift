#if canImport(UIKit)
  import Foundation

  /// Says something to the developer once per key, in debug builds only.
  @MainActor
  enum DebugNotice {
    private static var said: Set<String> = []

    /// Prints `message` the first time `key` is seen (debug builds).
    ///
    /// - Parameters:
    ///   - key: What makes two notices the same, built only in debug builds (a release build has no code for it).
    ///   - message: The sentence, built only when printed.
    static func once(_ key: @autoclosure () -> String, _ message: @autoclosure () -> String) {
      #if DEBUG
        guard said.insert(key()).inserted else { return }
        print(message())
      #endif
    }
  }
#endif
