import BackGuardCore
import Testing

/// A delegate set after `install()` is wrapped again once; one that takes the slot back after that is left alone.
@Suite("Delegates set after install: wrapped again once, then left alone")
struct DelegateRewrapRecordTests {
  final class Holder {}

  @Test("A new holder is wrapped again; the same holder found again took the slot back and is left alone")
  func wrapOnceThenLeaveAlone() {
    var record = DelegateRewrapRecord()
    let coordinator = Holder()
    let other = Holder()
    #expect(record.found(holder: ObjectIdentifier(coordinator)) == .wrapAgain)
    #expect(record.found(holder: ObjectIdentifier(other)) == .wrapAgain, "another new object: wrapped too")
    #expect(record.found(holder: ObjectIdentifier(coordinator)) == .leaveAlone, "it took the slot back")
    #expect(record.found(holder: nil) == .wrapAgain, "a delegate set to nil: the proxy goes back, forwarding to none")
  }

  @Test("A holder that sets its delegate again on each update (SwiftUI's sheet) is wrapped again every time")
  func frameworkThatResetsIsAlwaysWrapped() {
    var record = DelegateRewrapRecord()
    let swiftUIs = Holder()
    #expect(record.found(holder: ObjectIdentifier(swiftUIs), resetsItEachUpdate: true) == .wrapAgain)
    #expect(record.found(holder: ObjectIdentifier(swiftUIs), resetsItEachUpdate: true) == .wrapAgain)
    #expect(record.found(holder: ObjectIdentifier(swiftUIs)) == .wrapAgain, "not recorded as a taker-back")
  }
}
