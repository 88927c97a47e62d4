#if canImport(UIKit)
  import UIKit

  /// One swipe recognizer as BackGuard sees it: UIKit's own delegate, BackGuard's proxy while the top screen needs the
  /// gate, and whoever else took the delegate over.
  ///
  /// The proxy is in place only while it is needed. Otherwise the recognizer has the very delegate UIKit gave it, so
  /// an unguarded stack behaves exactly as without BackGuard.
  @MainActor
  struct SwipeSlot {
    /// What the last update found.
    enum Outcome: Equatable {
      case fine
      /// Another object holds the recognizer's delegate; BackGuard leaves it alone.
      case takenOver(String)
    }

    let source: BackSource
    private(set) var proxy: SwipeGestureProxy?
    /// The delegate the recognizer had when BackGuard first looked: UIKit's own, unless app code replaced it earlier.
    private weak var systemDelegate: (any UIGestureRecognizerDelegate)?
    private var sawRecognizer = false
    /// The type of the object that took the delegate over, if one did.
    private(set) var takenOverBy: String?

    init(source: BackSource) { self.source = source }

    /// The property an app would have assigned, for messages.
    var propertyName: String { SwipeHooks.delegateProperty(of: source) }

    /// Whether BackGuard's proxy is the recognizer's delegate now.
    var isInPlace: Bool { proxy?.isInPlace ?? false }

    /// Puts the proxy in place when `needed`, or gives the recognizer its own delegate back, unless someone else holds
    /// the delegate.
    ///
    /// - Parameters:
    ///   - recognizer: The recognizer as the navigation controller has it now (UIKit may rebuild it).
    ///   - needed: Whether the top screen needs BackGuard's gate.
    ///   - owner: The navigation guard the proxy reports to.
    /// - Returns: Whether the delegate is someone else's.
    mutating func update(
      recognizer: UIGestureRecognizer, needed: Bool, owner: UIKitNavigationHost
    ) -> Outcome {
      if let proxy, proxy.recognizer !== recognizer {
        // UIKit made a new recognizer, which dropped the old delegate: start over with this one.
        proxy.detach()
        self.proxy = nil
        sawRecognizer = false
      }
      let current = recognizer.delegate
      if let proxy, current === proxy {
        takenOverBy = nil
        if !needed { proxy.detach() }
        return .fine
      }
      if !sawRecognizer {
        sawRecognizer = true
        // A screen that made itself the delegate (seed 001's pattern) is app code, not UIKit's delegate: a leftover
        // worth reporting even before a guard needs the route.
        if let screen = current as? UIViewController { return takeOver(by: screen, reporting: true) }
        systemDelegate = current
      }
      if current !== systemDelegate {
        return takeOver(by: current, reporting: needed)
      }
      takenOverBy = nil
      guard needed else { return .fine }
      if proxy == nil || proxy?.original !== current {
        proxy = SwipeGestureProxy(
          owner: owner, recognizer: recognizer, source: source, forwardsOnlyPublicProtocol: source == .edgeSwipe)
      }
      proxy?.attach()
      return .fine
    }

    /// The type of whatever holds `recognizer`'s delegate when that is neither UIKit's own nor BackGuard's proxy.
    func foreignHolder(of recognizer: UIGestureRecognizer?) -> String? {
      guard let recognizer, sawRecognizer else { return nil }
      let current = recognizer.delegate
      if let proxy, current === proxy { return nil }
      return current === systemDelegate ? nil : takeoverHolderName(current)
    }

    /// Gives the recognizer back its own delegate, if the proxy is still in place.
    func detach() {
      proxy?.detach()
    }

    /// Notes who holds the delegate. It is reported only where a guard needed the route: on an unguarded stack the
    /// holder changes nothing BackGuard promised.
    private mutating func takeOver(by holder: AnyObject?, reporting: Bool) -> Outcome {
      let name = takeoverHolderName(holder)
      takenOverBy = name
      return reporting ? .takenOver(name) : .fine
    }
  }
#endif
