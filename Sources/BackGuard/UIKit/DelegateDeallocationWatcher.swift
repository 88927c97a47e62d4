#if canImport(UIKit)
  import Foundation
  import ObjectiveC

  final class DelegateDeallocationWatcher: NSObject {
    private let onRelease: @MainActor @Sendable () -> Void
    private var isCancelled = false

    private init(onRelease: @escaping @MainActor @Sendable () -> Void) {
      self.onRelease = onRelease
    }

    deinit {
      guard !isCancelled else { return }
      // Objects are usually released on the main thread, where the re-assignment then happens before the next call.
      MainActorBridge.run(from: nil, onRelease)
    }

    static func watch(
      _ target: AnyObject, for proxy: AnyObject, onRelease: @escaping @MainActor @Sendable () -> Void
    ) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      objc_setAssociatedObject(
        target, key, DelegateDeallocationWatcher(onRelease: onRelease), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    static func stopWatching(_ target: AnyObject, for proxy: AnyObject) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      guard let watcher = objc_getAssociatedObject(target, key) as? DelegateDeallocationWatcher else { return }
      watcher.isCancelled = true
      objc_setAssociatedObject(target, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif
