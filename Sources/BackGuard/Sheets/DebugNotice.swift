#if canImport(UIKit)
  import Foundation

  @MainActor
  enum DebugNotice {
    private static var said: Set<String> = []

    static func once(_ key: @autoclosure () -> String, _ message: @autoclosure () -> String) {
      #if DEBUG
        guard said.insert(key()).inserted else { return }
        print(message())
      #endif
    }
  }
#endif
