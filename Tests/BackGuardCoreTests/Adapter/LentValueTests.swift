import BackGuardCore
import Testing

/// A value BackGuard writes on an object the app also writes (`LentValue`, what the UIKit adapter's back items use
/// for `backButtonDisplayMode` and `backButtonTitle`): the app's value comes back, and a later change of the app's is
/// never written over.
@Suite("Lent values: the app's value comes back, the app's later change is never overwritten")
struct LentValueTests {
  /// The object's slot, and how often it was written.
  private final class Slot {
    var value: String?
    var writes = 0
    init(_ value: String?) { self.value = value }
    func set(_ new: String?) {
      value = new
      writes += 1
    }
  }

  private func apply(_ wanted: String?, _ lent: inout LentValue<String?>, on slot: Slot) {
    lent.read(slot.value)
    lent.write(wanted, over: slot.value, set: slot.set)
  }

  @Test("BackGuard's value goes on, and the app's comes back when BackGuard lets go")
  func appValueComesBack() {
    let slot = Slot("App")
    var lent = LentValue<String?>(nil)
    apply("Library", &lent, on: slot)
    #expect(slot.value == "Library")
    #expect(lent.appValue == "App")
    lent.release(slot.value, set: slot.set)
    #expect(slot.value == "App")
    #expect(!lent.isWritten)
  }

  @Test("A value the app wrote after BackGuard's is the app's: it stays, and is what comes back later")
  func appChangeBecomesTheAppsValue() {
    let slot = Slot("App")
    var lent = LentValue<String?>(nil)
    apply("Library", &lent, on: slot)
    slot.value = "Changed"
    apply("Library", &lent, on: slot)
    #expect(lent.appValue == "Changed")
    slot.value = "Changed again"
    lent.release(slot.value, set: slot.set)
    #expect(slot.value == "Changed again")
  }

  @Test("Writing what the object holds already writes nothing; letting go twice restores once")
  func noNeedlessWrites() {
    let slot = Slot("Library")
    var lent = LentValue<String?>(nil)
    apply("Library", &lent, on: slot)
    #expect(slot.writes == 0)
    apply("Library", &lent, on: slot)
    #expect(slot.writes == 0)
    slot.value = "Other"
    lent.release(slot.value, set: slot.set)
    lent.release(slot.value, set: slot.set)
    #expect(slot.writes == 0)
    #expect(slot.value == "Other")
  }

  @Test("Before BackGuard ever wrote, letting go touches nothing")
  func releaseBeforeWriteDoesNothing() {
    let slot = Slot("App")
    var lent = LentValue<String?>("placeholder")
    lent.release(slot.value, set: slot.set)
    #expect(slot.value == "App")
    #expect(slot.writes == 0)
  }
}
