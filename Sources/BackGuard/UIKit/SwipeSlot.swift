#if canImport(UIKit)
  import UIKit

  @MainActor
  struct SwipeSlot {
    enum Outcome: Equatable {
      case fine
      case takenOver(String)
    }

    let source: BackSource
    private(set) var proxy: SwipeGestureProxy?
    private weak var systemDelegate: (any UIGestureRecognizerDelegate)?
    private var sawRecognizer = false
    private(set) var takenOverBy: String?

    init(source: BackSource) { self.source = source }

    var propertyName: String { SwipeHooks.delegateProperty(of: source) }

    var isInPlace: Bool { proxy?.isInPlace ?? false }

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

    func foreignHolder(of recognizer: UIGestureRecognizer?) -> String? {
      guard let recognizer, sawRecognizer else { return nil }
      let current = recognizer.delegate
      if let proxy, current === proxy { return nil }
      return current === systemDelegate ? nil : takeoverHolderName(current)
    }

    func detach() {
      proxy?.detach()
    }

    private mutating func takeOver(by holder: AnyObject?, reporting: Bool) -> Outcome {
      let name = takeoverHolderName(holder)
      takenOverBy = name
      return reporting ? .takenOver(name) : .fine
    }
  }
#endif
