import BackGuardCore
import Testing

/// A screen's options from what it chose about the swipe (`ScreenBackOptions.swipeChoice` and the options made from
/// it, which the UIKit adapter reads off each view controller).
@MainActor
@Suite("Swipe choice: the screen's own setting, else a stand-in back button asks for the swipe")
struct ScreenSwipeChoiceTests {
  @Test("An explicit allowsSwipeBack wins, and the stand-in is not even looked at")
  func explicitChoiceWins() {
    var lookedAtStandIn = false
    func standIn() -> Bool {
      lookedAtStandIn = true
      return true
    }
    #expect(ScreenBackOptions.swipeChoice(explicit: false, hasStandInBackButton: standIn()) == false)
    #expect(ScreenBackOptions.swipeChoice(explicit: true, hasStandInBackButton: standIn()) == true)
    #expect(!lookedAtStandIn)
  }

  @Test("Without an explicit choice, a stand-in back button asks for the swipe; with none there is no choice")
  func standInAsksForTheSwipe() {
    #expect(ScreenBackOptions.swipeChoice(explicit: nil, hasStandInBackButton: true) == true)
    #expect(ScreenBackOptions.swipeChoice(explicit: nil, hasStandInBackButton: false) == nil)
  }

  @Test("A hidden back button keeps the swipe off unless the screen asked for it, and asking forces it")
  func optionsFromTheChoice() {
    let hiddenNoChoice = ScreenBackOptions(
      backGuard: nil, swipeChoice: nil, backButtonStyle: nil, hidesBackButton: true)
    #expect(!hiddenNoChoice.allowsSwipeBack)
    #expect(!hiddenNoChoice.asksForSwipeBack)
    let hiddenAsked = ScreenBackOptions(
      backGuard: nil, swipeChoice: true, backButtonStyle: .minimal, hidesBackButton: true)
    #expect(hiddenAsked.allowsSwipeBack)
    #expect(hiddenAsked.asksForSwipeBack)
    #expect(hiddenAsked.backButtonStyle == .minimal)
    let turnedOff = ScreenBackOptions(
      backGuard: nil, swipeChoice: false, backButtonStyle: nil, hidesBackButton: false)
    #expect(!turnedOff.allowsSwipeBack)
    #expect(!turnedOff.asksForSwipeBack)
    #expect(turnedOff.setsItsOwnSwipe)
  }
}
