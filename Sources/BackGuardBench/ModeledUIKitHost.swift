import BackGuardCore

/// The UIKit adapter's host (`NavigationBackGuard`) rebuilt in plain Swift, so that Linux measures the work an app's
/// decision really pays, not the simulator's.
///
/// What it models, one for one:
/// - `viewControllers`: an array of objects (``Controller``, one class instance per screen), returned by value;
/// - associated objects: ``AssociatedObjects``, a table keyed by `ObjectIdentifier`, then by key, with an `as?` cast
///   on every read, as `objc_getAssociatedObject(_:_:) as? T` (the Objective-C runtime also hashes the object, then
///   the key; its spin lock is not modelled);
/// - a screen's identity, made on first use and stored as an associated object, and `ScreenRegistry` (identities to
///   weak boxes);
/// - the adapter's routes: a back-button tap (`backAction` → `requestBack(from:leaving:)`), the iOS 15 bar question,
///   and the swipe gate after the stack check; each first runs `syncStackIfChangedUnseen()`.
///
/// Not modelled: UIKit's own cost of `viewControllers` (bridging an `NSArray`), of `topViewController` and of the
/// swipe's safety checks (window, presentation, transition coordinator), and the Objective-C message sends.
@MainActor
final class ModeledUIKitHost: NavigationHost {
  /// Which adapter design runs.
  enum Design: CustomStringConvertible {
    /// The second design, as merged before issue 14: `screens` maps every entry on each call, the sync compares whole
    /// arrays, options go through the registry and three associated objects, a tap walks the stack.
    case mappedPerCall
    /// This design: identities cached between changes behind a cheap check (count, the top two entries, `didShow`),
    /// the top screen's options cached until a setter runs, a tap on the top screen without a walk.
    case cached

    var description: String {
      switch self {
      case .mappedPerCall: "UIKit model, before issue 14"
      case .cached: "UIKit model"
      }
    }
  }

  /// A view controller.
  @MainActor
  final class Controller {
    /// The title, as `navigationItem.title`.
    let title: String
    init(_ title: String) { self.title = title }
    isolated deinit { AssociatedObjects.removeAll(of: self) }
  }

  /// `objc_getAssociatedObject` / `objc_setAssociatedObject`: object, then key, then value.
  @MainActor
  enum AssociatedObjects {
    static var table: [ObjectIdentifier: [Int: Any]] = [:]

    static func value<T>(_ object: AnyObject, _ key: Int, as type: T.Type = T.self) -> T? {
      table[ObjectIdentifier(object)]?[key] as? T
    }

    static func set(_ value: Any?, on object: AnyObject, _ key: Int) {
      table[ObjectIdentifier(object), default: [:]][key] = value
    }

    static func removeAll(of object: AnyObject) { table[ObjectIdentifier(object)] = nil }
  }

  private enum Key {
    static let backGuard = 1
    static let allowsSwipeBack = 2
    static let backButtonStyle = 3
    static let screenID = 4
  }

  private final class ScreenIDBox {
    let id: ScreenID
    init(_ id: ScreenID) { self.id = id }
  }

  private final class WeakController {
    weak var controller: Controller?
    init(_ controller: Controller) { self.controller = controller }
  }

  /// `ScreenRegistry`.
  private static var registry: [ScreenID: WeakController] = [:]
  /// Bumped by every settings setter (`backGuard`, `allowsSwipeBack`, `backButtonStyle`), as in the adapter.
  private(set) static var settingsGeneration: UInt64 = 0

  let design: Design
  /// `UINavigationController.viewControllers`.
  private(set) var viewControllers: [Controller]
  private(set) var engine: BackNavigationEngine!
  private var reportedScreens: [ScreenID] = []
  private var cache = ScreenCache()

  /// The adapter's cache: the identities as last mapped, and the entries the cheap check compares. The top two are
  /// held strongly, so that a new screen cannot take the address of one that left unseen.
  private struct ScreenCache {
    var screens: [ScreenID] = []
    var top: Controller?
    var belowTop: Controller?
    /// The addresses of `top` and `belowTop`, compared without retaining anything.
    var topID: ObjectIdentifier?
    var belowTopID: ObjectIdentifier?
    var isValid = false
    var topOptions: ScreenBackOptions?
    var topOptionsGeneration: UInt64 = 0

    func matches(_ stack: [Controller]) -> Bool {
      isValid && stack.count == screens.count && !stack.isEmpty
        && ObjectIdentifier(stack[stack.count - 1]) == topID
        && (stack.count < 2 || ObjectIdentifier(stack[stack.count - 2]) == belowTopID)
    }
  }

  /// - Parameters:
  ///   - root: The root screen.
  ///   - design: The adapter design to run.
  init(root: Controller, design: Design) {
    self.design = design
    viewControllers = [root]
    engine = BackNavigationEngine(host: self)
    reportedScreens = screens
  }

  // MARK: UIViewController+BackGuard

  static func screenID(of controller: Controller) -> ScreenID {
    if let box = AssociatedObjects.value(controller, Key.screenID, as: ScreenIDBox.self) { return box.id }
    let id = ScreenID.make()
    AssociatedObjects.set(ScreenIDBox(id), on: controller, Key.screenID)
    registry[id] = WeakController(controller)
    return id
  }

  static func setBackGuard(_ screenGuard: ScreenGuard?, on controller: Controller) {
    AssociatedObjects.set(screenGuard, on: controller, Key.backGuard)
    settingsGeneration &+= 1
  }

  static func backOptions(of controller: Controller) -> ScreenBackOptions {
    ScreenBackOptions(
      backGuard: AssociatedObjects.value(controller, Key.backGuard),
      allowsSwipeBack: AssociatedObjects.value(controller, Key.allowsSwipeBack, as: Bool.self) ?? true,
      backButtonStyle: AssociatedObjects.value(controller, Key.backButtonStyle))
  }

  // MARK: NavigationHost

  var screens: [ScreenID] {
    switch design {
    case .mappedPerCall:
      return viewControllers.map(Self.screenID(of:))
    case .cached:
      let stack = viewControllers
      if cache.matches(stack) { return cache.screens }
      refill(stack)
      return cache.screens
    }
  }

  var isTransitioning: Bool { false }
  var isSwipeGestureActive: Bool { false }

  func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    if design == .cached, let top = cache.top, cache.screens.last == screen {
      if let options = cache.topOptions, cache.topOptionsGeneration == Self.settingsGeneration { return options }
      let options = Self.backOptions(of: top)
      cache.topOptions = options
      cache.topOptionsGeneration = Self.settingsGeneration
      return options
    }
    return Self.registry[screen]?.controller.map(Self.backOptions(of:)) ?? ScreenBackOptions()
  }

  func popScreens(to destination: ScreenID, animated: Bool) {
    guard let target = Self.registry[destination]?.controller,
      let index = viewControllers.firstIndex(where: { $0 === target })
    else { return }
    viewControllers.removeSubrange((index + 1)...)
    didShow()
  }

  // MARK: Routes

  /// `navigationItem.backAction` of the top screen: `backButtonTapped(on:)` → `requestBack(from:leaving:animated:)`.
  func backButtonTapped() -> BackOutcome {
    let screen = ObjectIdentifier(viewControllers[viewControllers.count - 1])
    syncStackIfChangedUnseen()
    let stack = viewControllers
    switch design {
    case .mappedPerCall:
      // `stackNavigationController` and `stackEntry(in:)` each look for the screen in the stack, then its index.
      guard stack.contains(where: { ObjectIdentifier($0) == screen }),
        stack.contains(where: { ObjectIdentifier($0) == screen }),
        let index = stack.firstIndex(where: { ObjectIdentifier($0) == screen }), index >= 1
      else { return .nothingToGoBackTo }
      return engine.requestBack(from: .backButton, to: Self.screenID(of: stack[index - 1]))
    case .cached:
      let ids = screens
      guard stack.count >= 2, ObjectIdentifier(stack[stack.count - 1]) == screen, ids.count == stack.count else {
        return .nothingToGoBackTo
      }
      return engine.requestBack(from: .backButton, to: ids[ids.count - 2], animated: true, host: self)
    }
  }

  /// `navigationBar(_:shouldPop:)` from the subclass (iOS 15 taps).
  func navigationBarShouldPop() -> Bool {
    switch design {
    case .mappedPerCall: engine.navigationBarShouldPop(barItemCount: viewControllers.count)
    case .cached: engine.navigationBarShouldPop(barItemCount: viewControllers.count, host: self)
    }
  }

  /// The swipe proxy's `gestureRecognizerShouldBegin`.
  func swipeShouldBegin() -> Bool {
    syncStackIfChangedUnseen()
    switch design {
    case .mappedPerCall: return engine.shouldBeginSwipe(.edgeSwipe, touch: nil)
    case .cached: return engine.shouldBeginSwipe(.edgeSwipe, touch: nil, host: self)
    }
  }

  // MARK: Stack changes

  /// `pushViewController(_:animated:)` without animation, then `didShow`.
  func push(_ controller: Controller) {
    viewControllers.append(controller)
    didShow()
  }

  /// `popViewController(animated:)` without animation, then `didShow`.
  @discardableResult
  func pop() -> Controller? {
    guard viewControllers.count >= 2 else { return nil }
    let popped = viewControllers.removeLast()
    didShow()
    return popped
  }

  /// Time spent in the engine's `stackDidChange`, for the stack-change table; `nil` when not measured.
  var engineBookkeeping: Duration?

  /// `navigationController(_:didShow:animated:)` → `reportStackChange()`: the host's own work (mapping the stack to
  /// identities, O(depth) in both designs: UIKit does not say what changed), then the engine's bookkeeping.
  private func didShow() {
    let previous = reportedScreens
    cache.isValid = false
    reportedScreens = screens
    switch design {
    case .mappedPerCall:
      measureEngine { engine.stackDidChange() }
    case .cached:
      let common = BackNavigationEngine.commonPrefix(previous, reportedScreens)
      measureEngine { engine.stackDidChange(unchangedBottom: common, host: self) }
    }
  }

  private func measureEngine(_ body: () -> Void) {
    guard let spent = engineBookkeeping else { return body() }
    let clock = ContinuousClock()
    let start = clock.now
    body()
    engineBookkeeping = spent + start.duration(to: clock.now)
  }

  private func syncStackIfChangedUnseen() {
    guard screens != reportedScreens else { return }
    didShow()
  }

  private func refill(_ stack: [Controller]) {
    cache.screens = stack.map(Self.screenID(of:))
    cache.top = stack.last
    cache.belowTop = stack.count >= 2 ? stack[stack.count - 2] : nil
    cache.topID = cache.top.map(ObjectIdentifier.init)
    cache.belowTopID = cache.belowTop.map(ObjectIdentifier.init)
    cache.topOptions = nil
    cache.isValid = true
  }
}
