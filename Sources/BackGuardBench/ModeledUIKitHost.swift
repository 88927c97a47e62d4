import BackGuardBenchSupport
import BackGuardCore

/// The UIKit adapter's host (`UIKitNavigationHost`) rebuilt in plain Swift, so that Linux measures the work an app's
/// decision really pays, not the simulator's.
///
/// What it models, one for one with the adapter's code:
/// - weak references as the Objective-C runtime keeps them for UIKit's objects (``ObjCWeak``): a load takes a spin
///   lock and retains. Swift's own weak references are not used: they would move every retain and release of the
///   object to a slower path, which UIKit's objects do not pay;
/// - the navigation controller, held weakly by the host (every use is a weak load, as in the adapter), and its
///   `viewControllers`: an array of objects (``Controller``, one class instance per screen), returned by value;
/// - associated objects: ``AssociatedObjects``, a table keyed by `ObjectIdentifier`, then by key, with an `as?` cast
///   on every read, as `objc_getAssociatedObject(_:_:) as? T` (the Objective-C runtime also hashes the object, then
///   the key; its spin lock is not modelled);
/// - a screen's identity, made on first use and stored as an associated object, and `ScreenRegistry` (identities to
///   weak boxes);
/// - the guard the engine asks (`effectiveBackGuard`): the check for guards of contained screens (a cast to a
///   navigation controller, then the children), then the screen's own guard; for the top screen, kept with its swipe
///   setting until a setter runs, while it has no children (`ScreenCache.topSettings()`);
/// - the adapter's routes: a back-button tap (the `backAction` closure with its two weak captures →
///   `backButtonTapped(on:)`, one read of `viewControllers` whose identities the engine is handed), the iOS 15 bar
///   question (the subclass's guard, kept in a stored property after one associated-object read), and the swipe gate
///   through its proxy (UIKit's own delegate and the owner, both held weakly; UIKit's own answer first).
///
/// Not modelled: UIKit's own cost of `viewControllers` (bridging an `NSArray`), of `topViewController`, of
/// `transitionCoordinator` and of the swipe's safety checks (window, presentation), and the Objective-C message sends.
@MainActor
final class ModeledUIKitHost: NavigationHost {
  /// Which adapter design runs.
  enum Design: CustomStringConvertible {
    /// The earlier design, before the stack cache: `screens` maps every entry on each call, the sync compares whole
    /// arrays, options go through the registry and three associated objects, a tap walks the stack.
    case mappedPerCall
    /// This design: identities cached between changes behind a cheap check (count, the top two entries, `didShow`),
    /// one read of `viewControllers` per route, whose identities the engine is handed; the top screen's guard and swipe
    /// setting read alone, from the cached top view controller.
    case cached

    var description: String {
      switch self {
      case .mappedPerCall: "UIKit model, earlier design"
      case .cached: "UIKit model"
      }
    }
  }

  /// A view controller.
  @MainActor
  class Controller {
    /// The title, as `navigationItem.title`.
    let title: String
    /// `children`.
    var children: [Controller] = []
    /// `navigationItem.backAction`, as the adapter sets it on a guarded screen.
    var backAction: (() -> BackOutcome)?
    init(_ title: String) { self.title = title }
    /// `backGuardScreenID`, as the shared screen cache reads it.
    var backGuardScreenID: ScreenID { ModeledUIKitHost.screenID(of: self) }
    /// `effectiveBackGuard`, as the shared screen cache reads it.
    var effectiveBackGuard: ScreenGuard? { ModeledUIKitHost.effectiveBackGuard(of: self) }
    /// `swipeChoice`: ``allowsSwipeBack`` if the app set it (the model has no stand-in back buttons).
    var swipeChoice: Bool? { AssociatedObjects.value(self, Key.allowsSwipeBack, as: Bool.self) }
    isolated deinit {
      // As the runtime zeroes weak references: the registry forgets the screen.
      if let box = AssociatedObjects.value(self, Key.screenID, as: ScreenIDBox.self) { registry[box.id] = nil }
      AssociatedObjects.removeAll(of: self)
    }
  }

  /// `UINavigationController`: a view controller with a stack.
  @MainActor
  final class NavigationController: Controller {
    /// `viewControllers`.
    var viewControllers: [Controller]
    /// `BackGuardNavigationController.stackGuard` (the model's `HostBox`).
    fileprivate var keptStackGuard: HostBox?
    /// `transitionCoordinator`: `nil`, nothing animates in the benchmark.
    var transitionCoordinator: AnyObject? { nil }
    init(root: Controller) {
      viewControllers = [root]
      super.init("Navigation")
    }
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
    static let navigationBackGuard = 5
  }

  /// The guard a controller keeps: read like UIKit's associated object, without keeping the model alive.
  fileprivate final class HostBox {
    unowned(unsafe) let host: ModeledUIKitHost
    init(host: ModeledUIKitHost) { self.host = host }
  }

  private final class ScreenIDBox {
    let id: ScreenID
    init(_ id: ScreenID) { self.id = id }
  }

  /// `ScreenRegistry`: identities to weak references.
  private static var registry: [ScreenID: ObjCWeak<Controller>] = [:]

  let design: Design
  /// The navigation controller; the app (here, the benchmark) owns it.
  let owned: NavigationController
  /// `UIKitNavigationHost.navigationController`: weak, as in the adapter.
  private let weakNavigationController: ObjCWeak<NavigationController>
  private var navigationController: NavigationController? { weakNavigationController.value }
  private(set) var engine: BackNavigationEngine!
  private let isInstalled = true
  /// The earlier design only: the stack as last reported.
  private var reportedScreens: [ScreenID] = []
  private var cache = ScreenCache()

  /// - Parameters:
  ///   - root: The root screen.
  ///   - design: The adapter design to run.
  init(root: Controller, design: Design) {
    self.design = design
    owned = NavigationController(root: root)
    weakNavigationController = ObjCWeak(owned)
    engine = BackNavigationEngine(host: self)
    // `UINavigationController.backNavigationGuard`: the controller keeps its guard as an associated object (here
    // without the strong reference, which would keep the model alive through the static table).
    AssociatedObjects.set(HostBox(host: self), on: owned, Key.navigationBackGuard)
    reportedScreens = screens
    _ = cache.takeUnreportedChange()
  }

  // MARK: UIViewController+BackGuard

  static func screenID(of controller: Controller) -> ScreenID {
    if let box = AssociatedObjects.value(controller, Key.screenID, as: ScreenIDBox.self) { return box.id }
    let id = ScreenID.make()
    AssociatedObjects.set(ScreenIDBox(id), on: controller, Key.screenID)
    registry[id] = ObjCWeak(controller)
    return id
  }

  static func setBackGuard(_ screenGuard: ScreenGuard?, on controller: Controller) {
    AssociatedObjects.set(screenGuard, on: controller, Key.backGuard)
    ScreenSettingsGeneration.bump()
  }

  static func backOptions(of controller: Controller) -> ScreenBackOptions {
    ScreenBackOptions(
      backGuard: AssociatedObjects.value(controller, Key.backGuard),
      allowsSwipeBack: AssociatedObjects.value(controller, Key.allowsSwipeBack, as: Bool.self) ?? true,
      backButtonStyle: AssociatedObjects.value(controller, Key.backButtonStyle))
  }

  /// `effectiveBackGuard`: the guards of contained screens in turn when there are any (none here), else the screen's
  /// own.
  static func effectiveBackGuard(of controller: Controller) -> ScreenGuard? {
    guard hasContainedBackGuard(controller) else {
      return AssociatedObjects.value(controller, Key.backGuard, as: ScreenGuard.self)
    }
    return nil
  }

  /// `hasContainedBackGuard`: a navigation controller's stack, or the children, any of them guarded.
  static func hasContainedBackGuard(_ controller: Controller) -> Bool {
    let contained = (controller as? NavigationController)?.viewControllers.reversed() ?? controller.children
    return contained.contains {
      AssociatedObjects.value($0, Key.backGuard, as: ScreenGuard.self) != nil || hasContainedBackGuard($0)
    }
  }

  // MARK: NavigationHost

  var screens: [ScreenID] {
    guard let navigationController else { return [] }
    let stack = navigationController.viewControllers
    switch design {
    case .mappedPerCall:
      return stack.map(Self.screenID(of:))
    case .cached:
      if !cache.matches(stack) { cache.update(stack) }
      return cache.screens
    }
  }

  var isTransitioning: Bool { navigationController?.transitionCoordinator != nil }
  func restoreBackButton() {}
  func backNavigationStateDidChange() {}

  func backOptions(for screen: ScreenID) -> ScreenBackOptions {
    switch design {
    case .mappedPerCall: Self.registry[screen]?.value.map(Self.backOptions(of:)) ?? ScreenBackOptions()
    case .cached: viewController(forScreen: screen).map(Self.backOptions(of:)) ?? ScreenBackOptions()
    }
  }

  func backGuard(for screen: ScreenID) -> ScreenGuard? {
    switch design {
    case .mappedPerCall: return backOptions(for: screen).backGuard
    case .cached:
      if cache.screens.last == screen, let settings = cache.topSettings() { return settings.backGuard }
      return viewController(forScreen: screen).flatMap(Self.effectiveBackGuard(of:))
    }
  }

  func allowsSwipeBack(for screen: ScreenID) -> Bool {
    switch design {
    case .mappedPerCall: return backOptions(for: screen).allowsSwipeBack
    case .cached:
      if cache.screens.last == screen, let settings = cache.topSettings() {
        return settings.swipeChoice ?? true
      }
      return viewController(forScreen: screen).flatMap {
        AssociatedObjects.value($0, Key.allowsSwipeBack, as: Bool.self)
      } ?? true
    }
  }

  private func viewController(forScreen screen: ScreenID) -> Controller? {
    if cache.screens.last == screen, let top = cache.top { return top }
    return Self.registry[screen]?.value
  }

  func popScreens(to destination: ScreenID, animated: Bool) {
    guard let navigationController, let target = Self.registry[destination]?.value,
      let index = navigationController.viewControllers.firstIndex(where: { $0 === target })
    else { return }
    navigationController.viewControllers.removeSubrange((index + 1)...)
    didShow()
  }

  // MARK: Routes

  /// The top screen's `navigationItem.backAction`, as the adapter wires it.
  func backButtonTapped() -> BackOutcome {
    owned.viewControllers[owned.viewControllers.count - 1].backAction?() ?? .nothingToGoBackTo
  }

  /// `backButtonTapped(on:)`.
  private func backButtonTapped(on screen: Controller) -> BackOutcome {
    switch design {
    case .mappedPerCall:
      syncStackIfChangedUnseen()
      guard let navigationController else { return .nothingToGoBackTo }
      let stack = navigationController.viewControllers
      let target = ObjectIdentifier(screen)
      // `stackNavigationController` and `stackEntry(in:)` each look for the screen in the stack, then its index.
      guard stack.contains(where: { ObjectIdentifier($0) == target }),
        stack.contains(where: { ObjectIdentifier($0) == target }),
        let index = stack.firstIndex(where: { ObjectIdentifier($0) == target }), index >= 1
      else { return .nothingToGoBackTo }
      return engine.requestBack(from: .backButton, to: Self.screenID(of: stack[index - 1]))
    case .cached:
      if let navigationController, isInstalled,
        let outcome = requestBack(from: .backButton, onTopOf: navigationController.viewControllers, ifTop: screen)
      {
        return outcome
      }
      return .nothingToGoBackTo  // the adapter's lookup through the stack, not reached here
    }
  }

  /// `requestBack(from:onTopOf:ifTop:animated:)`.
  private func requestBack(from source: BackSource, onTopOf stack: [Controller], ifTop screen: Controller)
    -> BackOutcome?
  {
    guard stack.count >= 2, stack[stack.count - 1] === screen else { return nil }
    guard !currentScreens(reporting: stack).reported else { return nil }
    return engine.requestBack(from: source, to: nil, animated: true)
  }

  /// The subclass's `navigationBar(_:shouldPop:)` (iOS 15 taps): its `backNavigationGuard` (an associated object of the
  /// controller), then `navigationBarShouldPop()`; the bar's item count stands for the stack's.
  func subclassNavigationBarShouldPop() -> Bool {
    // `stackGuard`: the subclass keeps its guard in a stored property after the first associated-object read.
    let box: HostBox
    if let kept = owned.keptStackGuard {
      box = kept
    } else {
      guard let read = AssociatedObjects.value(owned, Key.navigationBackGuard, as: HostBox.self) else { return true }
      owned.keptStackGuard = read
      box = read
    }
    let backGuard = box.host
    return !backGuard.isInstalled || backGuard.navigationBarShouldPop()
  }

  /// `navigationBarShouldPop()`.
  private func navigationBarShouldPop() -> Bool {
    guard let navigationController else { return true }
    return engine.navigationBarShouldPop(barItemCount: navigationController.viewControllers.count) == .allowed
  }

  /// The swipe proxy (`SwipeGestureProxy`): the delegate it replaced (UIKit's own) and its owner, both held weakly.
  @MainActor
  final class SwipeProxy {
    /// UIKit's own delegate, which answers first.
    final class SystemDelegate {
      func gestureRecognizerShouldBegin() -> Bool { true }
    }

    private let original: ObjCWeak<SystemDelegate>
    private let owner: ObjCWeak<ModeledUIKitHost>

    init(original: SystemDelegate, owner: ModeledUIKitHost) {
      self.original = ObjCWeak(original)
      self.owner = ObjCWeak(owner)
    }

    /// `gestureRecognizerShouldBegin(_:)`.
    func gestureRecognizerShouldBegin() -> Bool {
      let original = original
      let systemAnswer = { original.value?.gestureRecognizerShouldBegin() ?? true }
      guard let owner = owner.value else { return systemAnswer() }
      return owner.swipeShouldBegin(systemAnswer: systemAnswer)
    }
  }

  /// UIKit's own swipe delegate, kept alive by the recognizer in UIKit (here, by the model).
  private let systemSwipeDelegate = SwipeProxy.SystemDelegate()
  /// The edge swipe's proxy, installed while a guard is in reach (here, always).
  private(set) lazy var swipeProxy = SwipeProxy(original: systemSwipeDelegate, owner: self)

  /// `swipeShouldBegin(_:systemAnswer:)`.
  private func swipeShouldBegin(systemAnswer: () -> Bool) -> Bool {
    guard let navigationController, isInstalled else { return systemAnswer() }
    switch design {
    case .mappedPerCall:
      syncStackIfChangedUnseen()
      guard systemAnswer() else { return false }
      return engine.shouldBeginSwipe(.edgeSwipe, touch: nil) == .allowed
    case .cached:
      guard systemAnswer() else { return false }
      _ = currentScreens(of: navigationController.viewControllers)
      return engine.shouldBeginSwipe(.edgeSwipe, touch: nil) == .allowed
    }
  }

  // MARK: Stack changes

  /// `pushViewController(_:animated:)` without animation, then `didShow`; a guarded screen gets its `backAction`.
  func push(_ controller: Controller) {
    if AssociatedObjects.value(controller, Key.backGuard, as: ScreenGuard.self) != nil {
      // `[weak self, weak screen]`, as the adapter's action captures them.
      let weakSelf = ObjCWeak(self)
      let weakScreen = ObjCWeak(controller)
      controller.backAction = {
        guard let controller = weakScreen.value, let self = weakSelf.value else { return .nothingToGoBackTo }
        return self.backButtonTapped(on: controller)
      }
    }
    owned.viewControllers.append(controller)
    didShow()
  }

  /// `popViewController(animated:)` without animation, then `didShow`.
  @discardableResult
  func pop() -> Controller? {
    guard owned.viewControllers.count >= 2 else { return nil }
    let popped = owned.viewControllers.removeLast()
    didShow()
    return popped
  }

  /// Time spent in the engine's `stackDidChange`, for the stack-change table; `nil` when not measured.
  var engineBookkeeping: Duration?

  /// `navigationController(_:didShow:animated:)` → `reportStackChange()`: the host's own work (UIKit does not say what
  /// changed: this design compares every entry by identity and maps only those that changed; the design before issue
  /// 14 mapped every entry), then the engine's bookkeeping.
  private func didShow() {
    switch design {
    case .mappedPerCall:
      reportedScreens = screens
      measureEngine { engine.stackDidChange() }
    case .cached:
      cache.update(navigationController?.viewControllers ?? [])
      let unchanged = cache.takeUnreportedChange() ?? cache.screens.count
      measureEngine { engine.stackDidChange(unchangedBottom: unchanged) }
    }
  }

  private func measureEngine(_ body: () -> Void) {
    guard let spent = engineBookkeeping else { return body() }
    let clock = ContinuousClock()
    let start = clock.now
    body()
    engineBookkeeping = spent + start.duration(to: clock.now)
  }

  /// The earlier design: whole arrays compared on every route.
  private func syncStackIfChangedUnseen() {
    guard screens != reportedScreens else { return }
    didShow()
  }

  /// The adapter's `syncStackIfChangedUnseen(_:)`: the cheap check, a change nobody announced reported first.
  private func currentScreens(of stack: [Controller]) -> [ScreenID] {
    currentScreens(reporting: stack).screens
  }

  /// `syncStackIfChangedUnseen(_:)`, and the identities.
  private func currentScreens(reporting stack: [Controller]) -> (screens: [ScreenID], reported: Bool) {
    if !cache.matches(stack) { cache.update(stack) }
    guard isInstalled, cache.hasUnreportedChange, !isTransitioning else { return (cache.screens, false) }
    didShow()
    return (screens, true)
  }
}

/// A weak reference to a UIKit object, modelled: loading it costs what `objc_loadWeakRetained` costs (a side table's
/// spin lock, then a retain), and the object's own reference counting is left alone. Not zeroing: whoever keeps one
/// clears it before the object goes (the model's screens outlive every reference to them while measured, and the
/// registry forgets a screen when it is deallocated).
@MainActor
struct ObjCWeak<Object: AnyObject> {
  private unowned(unsafe) var object: Object?

  init(_ object: Object?) { self.object = object }

  /// The object, retained, as `objc_loadWeakRetained` returns it.
  var value: Object? {
    bg_bench_weak_table_lock()
    defer { bg_bench_weak_table_unlock() }
    return object
  }
}

// The adapter's screen cache (Sources/BackGuard/UIKit/ScreenCache.swift), copied line for line between the markers
// and written against the two names below, so that the benchmark runs the adapter's own code over the model's view
// controllers without sharing it through the core (generic code is not specialised across modules, and a
// `[Controller]` to `[AnyObject]` conversion copies on Linux). scripts/check-screen-cache-copy holds the two copies
// identical. Change both together.

/// The view controllers the screen cache maps. A type line of its own: the adapter's differs.
typealias ScreenCacheController = ModeledUIKitHost.Controller
/// A view controller whose own stack's guards are asked too. A type line of its own: the adapter's differs.
typealias ScreenCacheNavigationController = ModeledUIKitHost.NavigationController

/// `ScreenSettingsGeneration`: counts the changes of any screen's guard or swipe setting, so the screen cache keeps
/// the top screen's settings between decisions and reads them again only after a change.
@MainActor
enum ScreenSettingsGeneration {
  private(set) static var current: UInt64 = 0
  static func bump() { current &+= 1 }
}

// BEGIN SHARED SCREEN CACHE
/// The host's identities of the stack, what its cheap change check compares, and what the engine has not been told
/// yet.
@MainActor
struct ScreenCache {
  /// The identities of ``controllers``.
  private(set) var screens: [ScreenID] = []
  /// `viewControllers` as last mapped. Held strongly: they are in the stack (which holds them anyway) until the next
  /// `didShow` or decision maps it again, and a new screen cannot take the address of one that left unseen while
  /// they are compared.
  private var controllers: [ScreenCacheController] = []
  /// How many bottom entries are still the ones last reported to the engine, when a change is not reported yet.
  private var unreportedFrom: Int?
  /// The top screen's own settings as read at a settings generation: still right while no setter ran, as long as the
  /// top contains no screens (their guards would be asked too, and UIKit says nothing when children come and go).
  private var cachedTopSettings: (generation: UInt64, settings: TopSettings)?
  /// Whether the top screen is itself a navigation controller, whose stack's guards are asked too.
  private var topIsNavigationController = false

  /// The guard the engine asks for the top screen, and the swipe choice it made itself (`swipeChoice`). Its
  /// `hidesBackButton` is not kept: nothing of BackGuard's runs when it changes, so the host reads it each time.
  struct TopSettings {
    let backGuard: ScreenGuard?
    let swipeChoice: Bool?
  }

  /// The top view controller, as last mapped.
  var top: ScreenCacheController? { controllers.last }

  /// Whether the stack changed since the engine was last told.
  var hasUnreportedChange: Bool { unreportedFrom != nil }

  /// The cheap check: whether `stack` has the count and the top two entries the identities were mapped from.
  func matches(_ stack: [ScreenCacheController]) -> Bool {
    let count = controllers.count
    return count > 0 && stack.count == count && stack[count - 1] === controllers[count - 1]
      && (count < 2 || stack[count - 2] === controllers[count - 2])
  }

  /// Maps `stack` to identities: entries compared by identity, O(depth) without any lookup; only the entries that
  /// changed are mapped.
  mutating func update(_ stack: [ScreenCacheController]) {
    let common = BackNavigationEngine.commonPrefix(controllers, stack, by: ===)
    guard common < stack.count || common < controllers.count else { return }
    screens.removeSubrange(common...)
    screens.append(contentsOf: stack[common...].lazy.map(\.backGuardScreenID))
    unreportedFrom = min(unreportedFrom ?? common, common)
    topIsNavigationController = stack.last is ScreenCacheNavigationController
    cachedTopSettings = nil
    controllers = stack
  }

  /// The count of bottom entries unchanged since the engine was last told, or `nil` when nothing changed; from now
  /// on the engine knows.
  mutating func takeUnreportedChange() -> Int? {
    defer { unreportedFrom = nil }
    return unreportedFrom
  }

  /// The top screen's settings: kept between decisions, read again after any setter ran or while it contains screens.
  mutating func topSettings() -> TopSettings? {
    guard let top else { return nil }
    let holdsNoScreens = !topIsNavigationController && top.children.isEmpty
    if holdsNoScreens, let cached = cachedTopSettings, cached.generation == ScreenSettingsGeneration.current {
      return cached.settings
    }
    let settings = TopSettings(
      backGuard: top.effectiveBackGuard, swipeChoice: top.swipeChoice)
    cachedTopSettings = holdsNoScreens ? (ScreenSettingsGeneration.current, settings) : nil
    return settings
  }
}
// END SHARED SCREEN CACHE
