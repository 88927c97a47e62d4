import BackGuardCore
import Testing

/// What the UIKit adapter's swipe hooks decide from what UIKit shows them (`SwipeHooks`), and how it names the setup
/// it finds (`BackGuardSetup.detected`).
@Suite("Swipe hooks: the safety checks before a swipe, the gesture driving a pop, the setup found")
struct SwipeHooksTests {
  @Test("A swipe may begin on a controller on screen, with nothing presented, no transition, the top view shown")
  func safetyChecksPassOnAQuietStack() {
    #expect(SwipeHooks.safetyChecksPass(SwipeHooks.Situation()))
  }

  @Test(
    "Each known hazard stops the swipe before any guard is asked",
    arguments: [
      \SwipeHooks.Situation.presentsSomething, \.isBeingPresentedOrDismissed, \.isTransitioning,
      \.isNavigationBarHidden,
    ])
  func eachHazardStopsTheSwipe(hazard: WritableKeyPath<SwipeHooks.Situation, Bool> & Sendable) {
    var situation = SwipeHooks.Situation()
    situation[keyPath: hazard] = true
    #expect(!SwipeHooks.safetyChecksPass(situation))
  }

  @Test("Off screen, or with the top screen's view not in the window yet, the swipe does not begin")
  func offScreenStopsTheSwipe() {
    var offScreen = SwipeHooks.Situation()
    offScreen.isOnScreen = false
    #expect(!SwipeHooks.safetyChecksPass(offScreen))
    var topNotShown = SwipeHooks.Situation()
    topNotShown.topScreenIsOnScreen = false
    #expect(!SwipeHooks.safetyChecksPass(topNotShown))
  }

  @Test("With the bar hidden the swipe begins only where the top screen asked for it explicitly")
  func hiddenBarNeedsAnExplicitAsk() {
    var situation = SwipeHooks.Situation()
    situation.isNavigationBarHidden = true
    situation.topScreenAskedForSwipe = true
    #expect(SwipeHooks.safetyChecksPass(situation))
    situation.isTransitioning = true
    #expect(!SwipeHooks.safetyChecksPass(situation))
  }

  @Test("A pop is driven by the zoom dismissal just let begin, else the content swipe, else the edge swipe")
  func drivingGesturePriority() {
    #expect(
      SwipeHooks.drivingGesture(zoomDismissalBeginning: true, contentSwipeRecognizing: true, edgeSwipeRecognizing: true)
        == .zoomDismiss)
    #expect(
      SwipeHooks.drivingGesture(
        zoomDismissalBeginning: false, contentSwipeRecognizing: true, edgeSwipeRecognizing: true)
        == .contentSwipe)
    #expect(
      SwipeHooks.drivingGesture(
        zoomDismissalBeginning: false, contentSwipeRecognizing: false, edgeSwipeRecognizing: true)
        == .edgeSwipe)
    #expect(
      SwipeHooks.drivingGesture(
        zoomDismissalBeginning: false, contentSwipeRecognizing: false, edgeSwipeRecognizing: false) == nil)
  }

  @Test("A takeover report names the recognizer property the app assigned")
  func takeoverNamesTheProperty() {
    #expect(SwipeHooks.delegateProperty(of: .edgeSwipe) == "interactivePopGestureRecognizer.delegate")
    #expect(SwipeHooks.delegateProperty(of: .contentSwipe) == "interactiveContentPopGestureRecognizer.delegate")
  }

  @Test("The subclass wins over SwiftUI's install, which wins over a sheet's, else a plain controller")
  func setupDetectionOrder() {
    #expect(
      BackGuardSetup.detected(isSubclass: true, installedBySwiftUI: true, hasInstalledSheetDismissal: true)
        == .backGuardNavigationController)
    #expect(
      BackGuardSetup.detected(isSubclass: false, installedBySwiftUI: true, hasInstalledSheetDismissal: true) == .swiftUI
    )
    #expect(
      BackGuardSetup.detected(isSubclass: false, installedBySwiftUI: false, hasInstalledSheetDismissal: true) == .sheet)
    #expect(
      BackGuardSetup.detected(isSubclass: false, installedBySwiftUI: false, hasInstalledSheetDismissal: false)
        == .navigationController)
  }
}
