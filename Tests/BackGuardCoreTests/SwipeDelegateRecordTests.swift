import BackGuardCore
import Testing

/// Who holds a swipe recognizer's delegate (`SwipeDelegateRecord`, the UIKit adapter's `SwipeSlot`).
@Suite("Swipe delegate record: the gate proxy only while needed, UIKit's delegate otherwise, takeovers left alone")
struct SwipeDelegateRecordTests {
  private final class Delegate {}

  @Test("UIKit's delegate stays while no guard needs the gate; the proxy goes on once it is needed, and off after")
  func proxyOnlyWhileNeeded() {
    var record = SwipeDelegateRecord()
    let system = Delegate()
    #expect(
      record.look(
        holder: system, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: false)
        == .leave)
    #expect(
      record.look(holder: system, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: true)
        == .attachProxy(makeProxy: true))
    #expect(
      record.look(holder: nil, holderIsProxy: true, holderIsScreen: false, proxyForwardsToHolder: true, needed: true)
        == .keepProxy)
    #expect(
      record.look(holder: nil, holderIsProxy: true, holderIsScreen: false, proxyForwardsToHolder: true, needed: false)
        == .detachProxy)
    #expect(
      record.look(
        holder: system, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: true, needed: true)
        == .attachProxy(makeProxy: false))
  }

  @Test("A proxy that forwards to another delegate is made anew")
  func staleProxyIsMadeAnew() {
    var record = SwipeDelegateRecord()
    let system = Delegate()
    #expect(
      record.look(
        holder: system, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: false, needed: true)
        == .attachProxy(makeProxy: true))
  }

  @Test("Another object that took the delegate over is left alone, and reported only where the gate is needed")
  func takeoverReportedWhereNeeded() {
    var record = SwipeDelegateRecord()
    let system = Delegate()
    let other = Delegate()
    _ = record.look(
      holder: system, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: false)
    #expect(
      record.look(holder: other, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: false)
        == .takenOver(report: false))
    #expect(
      record.look(holder: other, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: true)
        == .takenOver(report: true))
    #expect(record.isForeign(other, holderIsProxy: false))
    #expect(!record.isForeign(system, holderIsProxy: false))
    #expect(!record.isForeign(other, holderIsProxy: true))
  }

  @Test("A screen found as the delegate at the first look is app code: reported at once, never taken as UIKit's")
  func screenAsDelegateIsALeftover() {
    var record = SwipeDelegateRecord()
    let screen = Delegate()
    #expect(
      record.look(holder: screen, holderIsProxy: false, holderIsScreen: true, proxyForwardsToHolder: nil, needed: false)
        == .takenOver(report: true))
    #expect(
      record.look(holder: screen, holderIsProxy: false, holderIsScreen: true, proxyForwardsToHolder: nil, needed: false)
        == .takenOver(report: false))
    #expect(record.isForeign(screen, holderIsProxy: false))
  }

  @Test("Nothing is foreign before the first look; a replaced recognizer's next delegate is UIKit's own again")
  func replacedRecognizerStartsOver() {
    var record = SwipeDelegateRecord()
    let first = Delegate()
    let second = Delegate()
    #expect(!record.isForeign(first, holderIsProxy: false))
    _ = record.look(
      holder: first, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: true)
    record.recognizerReplaced()
    #expect(!record.isForeign(second, holderIsProxy: false))
    #expect(
      record.look(holder: second, holderIsProxy: false, holderIsScreen: false, proxyForwardsToHolder: nil, needed: true)
        == .attachProxy(makeProxy: true))
  }
}
