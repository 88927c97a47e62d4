import BackGuardCore
import Testing

/// A delegate BackGuard fronts with a proxy only while a stack needs it (`DelegateProxyRecord`, the tab bar
/// controller's delegate in the UIKit adapter).
@Suite("Delegate proxy record: on while needed, the app's delegate back after, each takeover reported once")
struct DelegateProxyRecordTests {
  @Test("Nothing needed and no proxy: nothing is touched")
  func nothingNeededTouchesNothing() {
    var record = DelegateProxyRecord()
    #expect(record.update(needed: false, proxyInPlace: false) { "App" } == .none)
    #expect(!record.hasProxy)
  }

  @Test("Needed: the proxy goes on once; no longer needed: it comes off once")
  func onWhileNeeded() {
    var record = DelegateProxyRecord()
    #expect(record.update(needed: true, proxyInPlace: false) { "App" } == .install)
    #expect(record.update(needed: true, proxyInPlace: true) { "App" } == .none)
    #expect(record.update(needed: false, proxyInPlace: true) { "App" } == .release)
    #expect(record.update(needed: false, proxyInPlace: false) { "App" } == .none)
  }

  @Test("A takeover is left alone and reported once per holder, and not read while the proxy is in place")
  func takeoverReportedOncePerHolder() {
    var record = DelegateProxyRecord()
    _ = record.update(needed: true, proxyInPlace: false) { "App" }
    var reads = 0
    #expect(
      record.update(needed: true, proxyInPlace: true) {
        reads += 1
        return "Other"
      } == .none)
    #expect(reads == 0)
    #expect(record.update(needed: true, proxyInPlace: false) { "Other" } == .reportTakeover(by: "Other"))
    #expect(record.update(needed: true, proxyInPlace: false) { "Other" } == .none)
    #expect(record.update(needed: true, proxyInPlace: false) { "Third" } == .reportTakeover(by: "Third"))
    #expect(record.reportedHolder == "Third")
  }

  @Test("After the proxy comes off and goes on again, a takeover is reported afresh")
  func reinstallForgetsReports() {
    var record = DelegateProxyRecord()
    _ = record.update(needed: true, proxyInPlace: false) { "App" }
    _ = record.update(needed: true, proxyInPlace: false) { "Other" }
    _ = record.update(needed: false, proxyInPlace: false) { "Other" }
    #expect(record.update(needed: true, proxyInPlace: false) { "Other" } == .install)
    #expect(record.reportedHolder == nil)
    #expect(record.update(needed: true, proxyInPlace: false) { "Other" } == .reportTakeover(by: "Other"))
  }
}
