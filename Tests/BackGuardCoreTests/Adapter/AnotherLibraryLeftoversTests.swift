@_spi(TestKit) import BackGuardCore
import Testing

/// Code left from other back-navigation libraries, and how it is reported (`AnotherLibraryLeftovers`, `ReportedOnce`;
/// the UIKit adapter only looks for the hooks).
@Suite("Leftovers from other libraries: what counts, what the report says, reported once")
struct AnotherLibraryLeftoversTests {
  @Test("A screen implementing QMUI's or BackButtonHandler's hook is reported with the library and the fix")
  func screenHooksAreReported() throws {
    let qmui = try #require(
      AnotherLibraryLeftovers.screenLeftover(typeName: "EditorViewController") {
        $0 == "shouldPopViewControllerByBackButtonOrPopGesture:"
      })
    guard case .leftoverFromAnotherLibrary(let found, let remedy) = qmui else {
      Issue.record("not a leftover: \(qmui)")
      return
    }
    #expect(found == "EditorViewController implementing QMUI's shouldPopViewControllerByBackButtonOrPopGesture:")
    #expect(remedy.contains("backGuard"))
    for selector in ["navigationShouldPopOnBackButton", "navigationShouldPopOnBackButton:"] {
      let kind = AnotherLibraryLeftovers.screenLeftover(typeName: "Screen") { $0 == selector }
      #expect(BackMisuse(try #require(kind)).message.contains("UIViewController-BackButtonHandler's \(selector)"))
    }
  }

  @Test("A screen with none of those hooks is not reported")
  func screenWithoutHooksIsNotReported() {
    #expect(AnotherLibraryLeftovers.screenLeftover(typeName: "Screen") { _ in false } == nil)
    #expect(AnotherLibraryLeftovers.screenLeftover(typeName: "Screen") { $0 == "viewDidLoad" } == nil)
  }

  @Test("navigationBar(_:shouldPop:) implemented outside UIKit is reported with the binary's name; UIKit's is not")
  func navigationBarCategoryOutsideUIKit() {
    let uikitPaths = [
      "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore",
      "/System/Library/Frameworks/UIKit.framework/UIKit",
    ]
    for path in uikitPaths { #expect(AnotherLibraryLeftovers.navigationBarLeftover(implementedIn: path) == nil) }
    let kind = AnotherLibraryLeftovers.navigationBarLeftover(
      implementedIn:
        "/private/var/containers/Bundle/Application/X/App.app/Frameworks/BackButtonHandler.framework/BackButtonHandler")
    guard case .leftoverFromAnotherLibrary(let found, _)? = kind else {
      Issue.record("not reported: \(String(describing: kind))")
      return
    }
    #expect(found == "UINavigationController.navigationBar(_:shouldPop:) implemented in BackButtonHandler, not UIKit")
  }

  @Test("Each takeover or leftover is reported the first time only; a different one is reported too")
  func reportedOnce() {
    var reports = ReportedOnce()
    let takeover = BackMisuse.Kind.routeTakenOver(route: .edgeSwipe, property: "delegate", by: "Other")
    let other = BackMisuse.Kind.routeTakenOver(route: .edgeSwipe, property: "delegate", by: "Third")
    let leftover = BackMisuse.Kind.leftoverFromAnotherLibrary(found: "x", remedy: "y")
    let answers = [takeover, takeover, other, leftover, leftover].map { reports.isFirst($0) }
    #expect(answers == [true, false, true, true, false])
  }
}
