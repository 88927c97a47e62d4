#if canImport(UIKit)
  import BackGuardCore
  import ObjectiveC

  // Tells a proxy that its forwardee was deallocated, so it is assigned again (a kept "yes" from `responds(to:)` would
  // crash once the forwardee is gone). An associated object on the forwardee, released after weak references read
  // `nil`: calls in that gap go to the stand-in (B160).
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
