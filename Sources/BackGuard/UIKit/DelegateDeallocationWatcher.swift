#if canImport(UIKit)
  import Foundation
  import ObjectiveC

  /// Calls back when a delegate that a BackGuard proxy forwards to is deallocated, so the proxy is assigned again and
  /// UIKit reads its `responds(to:)` answers afresh (a kept "yes" would crash once the target is gone,
  /// pointfreeco/swift-navigation #259, #311). It rides on the target as an associated object, released after weak
  /// references read `nil`: calls in that gap go to the stand-in (``ForwardingDelegateProxy``, B160).
  final class DelegateDeallocationWatcher: NSObject {
    private let onRelease: @MainActor @Sendable () -> Void
    /// Set when the proxy stopped forwarding to the target before the target went away.
    private var isCancelled = false

    private init(onRelease: @escaping @MainActor @Sendable () -> Void) {
      self.onRelease = onRelease
    }

    deinit {
      guard !isCancelled else { return }
      // Objects are usually released on the main thread, where the re-assignment then happens before the next call.
      MainActorBridge.run(from: nil, onRelease)
    }

    /// Watches `target` on behalf of `proxy`: `onRelease` runs when `target` is deallocated. Watching again for the
    /// same proxy replaces the earlier watcher on that target.
    ///
    /// - Parameters:
    ///   - target: The delegate the proxy forwards to.
    ///   - proxy: The proxy; each proxy has its own slot on the target.
    ///   - onRelease: Runs on the main actor once `target` is gone.
    static func watch(
      _ target: AnyObject, for proxy: AnyObject, onRelease: @escaping @MainActor @Sendable () -> Void
    ) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      objc_setAssociatedObject(
        target, key, DelegateDeallocationWatcher(onRelease: onRelease), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Stops watching `target` for `proxy` (the proxy no longer forwards to it).
    static func stopWatching(_ target: AnyObject, for proxy: AnyObject) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
      guard let watcher = objc_getAssociatedObject(target, key) as? DelegateDeallocationWatcher else { return }
      watcher.isCancelled = true
      objc_setAssociatedObject(target, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif
