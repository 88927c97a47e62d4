import BackGuardCore
import BackGuardTesting
import Testing

/// Who holds a swipe recognizer's delegate, and what BackGuard does about it (`SwipeDelegateRecord`, the UIKit
/// adapter's `SwipeSlot`; docs/UIKitBehavior.md B49, B190).
@Suite("Swipe delegates: the gate goes in front of whoever holds them while a guard needs it, and forwards to them")
struct SwipeDelegateRecordTests {
  @Test(
    "UIKit's delegate stays while no guard needs the gate; the proxy goes in front once it is needed, and off after")
  func proxyOnlyWhileNeeded() {
    var record = SwipeDelegateRecord()
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: false) == .leave)
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true) == .attachProxy(makeProxy: true))
    #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: true) == .keepProxy)
    #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: false) == .detachProxy)
    record.proxyDetached()
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: true, needed: true) == .attachProxy(makeProxy: false))
  }

  @Test(
    "UIKit's own delegate back where the proxy stood, with no detach between, is put behind the proxy again and reported; after a detach it is not"
  )
  func uikitsDelegateBackInFrontOfTheProxy() {
    var record = SwipeDelegateRecord()
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true) == .attachProxy(makeProxy: true))
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: true, needed: true) == .putBackInFrontOfUIKit)
    #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: true) == .keepProxy)
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: true, needed: false) == .leave, "not needed: no sign")
    #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: false) == .detachProxy)
    record.proxyDetached()
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: true, needed: true) == .attachProxy(makeProxy: false))
  }

  @Test(
    "An object of the app holding the delegate (SwiftUI's keep-the-swipe extension, a coordinator, a screen) is wrapped, not left unguarded"
  )
  func appHolderIsWrapped() {
    var record = SwipeDelegateRecord()
    #expect(record.look(holder: .app, proxyForwardsToHolder: nil, needed: false) == .leave)
    #expect(record.look(holder: .app, proxyForwardsToHolder: nil, needed: true) == .attachProxy(makeProxy: true))
    #expect(!record.isGivenUp)
    #expect(!record.recreatesUIKitsRefusals)
  }

  @Test(
    "Who holds the delegate: UIKit's own is a system framework's object; a view controller, UINavigationController included, is the app's"
  )
  func holderClassification() {
    typealias Holder = SwipeDelegateRecord.Holder
    #expect(
      Holder(exists: false, isBackGuardsProxy: false, isViewControllerOrProxy: false, bundleIdentifier: nil) == .none)
    #expect(
      Holder(exists: true, isBackGuardsProxy: true, isViewControllerOrProxy: true, bundleIdentifier: nil) == .backGuard)
    #expect(
      Holder(
        exists: true, isBackGuardsProxy: false, isViewControllerOrProxy: false, bundleIdentifier: "com.apple.UIKitCore")
        == .uikit)
    #expect(
      Holder(
        exists: true, isBackGuardsProxy: false, isViewControllerOrProxy: true, bundleIdentifier: "com.apple.UIKitCore")
        == .app, "SwiftUI's keep-the-swipe extension makes the navigation controller itself the delegate")
    #expect(
      Holder(
        exists: true, isBackGuardsProxy: false, isViewControllerOrProxy: false, bundleIdentifier: "com.example.app")
        == .app)
    #expect(
      Holder(exists: true, isBackGuardsProxy: false, isViewControllerOrProxy: false, bundleIdentifier: nil) == .app)
  }

  @Test("A delegate set to nil, or one that has gone, counts as free: the gate goes on, forwarding to nobody")
  func nobodyIsFree() {
    var record = SwipeDelegateRecord()
    #expect(record.look(holder: .none, proxyForwardsToHolder: nil, needed: true) == .attachProxy(makeProxy: true))
    #expect(!record.recreatesUIKitsRefusals)
  }

  @Test("UIKit's own refusals (a hidden back button or bar) are re-created only in front of UIKit's own delegate")
  func uikitRefusalsOnlyInFrontOfUIKit() {
    var record = SwipeDelegateRecord()
    #expect(record.recreatesUIKitsRefusals)
    _ = record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true)
    #expect(record.recreatesUIKitsRefusals)
    #expect(!ScreenBackOptions.swipeAllowed(explicit: nil, hidesBackButton: true, recreatesUIKitsRefusals: true))
    #expect(ScreenBackOptions.swipeAllowed(explicit: nil, hidesBackButton: true, recreatesUIKitsRefusals: false))
    #expect(!ScreenBackOptions.swipeAllowed(explicit: false, hidesBackButton: false, recreatesUIKitsRefusals: false))
    var hiddenBar = SwipeHooks.Situation()
    hiddenBar.isNavigationBarHidden = true
    #expect(!SwipeHooks.safetyChecksPass(hiddenBar))
    hiddenBar.recreatesUIKitsRefusals = false
    #expect(SwipeHooks.safetyChecksPass(hiddenBar))
    hiddenBar.isTransitioning = true
    #expect(!SwipeHooks.safetyChecksPass(hiddenBar), "the freeze checks stay, whoever holds the delegate")
  }

  @Test("A holder that replaced the proxy gets a new proxy in front of it, never the old one, so no loop can form")
  func replacedProxyIsMadeAnew() {
    var record = SwipeDelegateRecord()
    _ = record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true)
    #expect(record.look(holder: .app, proxyForwardsToHolder: false, needed: true) == .attachProxy(makeProxy: true))
    #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: true) == .keepProxy)
  }

  @Test("A holder that takes the delegate back again and again is left alone after the limit, and reported once")
  func holderTakingItBackIsLeftAlone() {
    var record = SwipeDelegateRecord()
    _ = record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true)
    for _ in 0..<SwipeDelegateRecord.rewrapLimit {
      #expect(record.look(holder: .app, proxyForwardsToHolder: false, needed: true) == .attachProxy(makeProxy: true))
    }
    #expect(record.look(holder: .app, proxyForwardsToHolder: false, needed: true) == .takenOver(report: true))
    #expect(record.look(holder: .app, proxyForwardsToHolder: false, needed: true) == .takenOver(report: false))
    #expect(record.isGivenUp)
  }

  @Test(
    "A look that finds the proxy still in place starts the count again: screens that each set the delegate once stay guarded"
  )
  func countStartsAgainWhenTheProxyStays() {
    var record = SwipeDelegateRecord()
    _ = record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true)
    for _ in 0..<(3 * SwipeDelegateRecord.rewrapLimit) {
      #expect(record.look(holder: .app, proxyForwardsToHolder: false, needed: true) == .attachProxy(makeProxy: true))
      #expect(record.look(holder: .backGuard, proxyForwardsToHolder: true, needed: true) == .keepProxy)
    }
    #expect(!record.isGivenUp)
  }

  @Test("A replaced recognizer starts over")
  func replacedRecognizerStartsOver() {
    var record = SwipeDelegateRecord()
    _ = record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true)
    for _ in 0...SwipeDelegateRecord.rewrapLimit {
      _ = record.look(holder: .app, proxyForwardsToHolder: false, needed: true)
    }
    #expect(record.isGivenUp)
    record.recognizerReplaced()
    #expect(!record.isGivenUp)
    #expect(record.look(holder: .uikit, proxyForwardsToHolder: nil, needed: true) == .attachProxy(makeProxy: true))
  }
}
