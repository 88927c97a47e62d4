#if canImport(UIKit)
  import BackGuardUIKitScenarios
  import XCTest

  /// The rules of going back on a real `UINavigationController`, one test per rule. The bodies live in
  /// `BackGuardUIKitScenarios`, which `ios-sdk-check` compiles on every run; this file only reports their checks.
  @MainActor
  final class BackGuardUIKitTests: XCTestCase {
    func testInstallIsIdempotentAndUninstallPutsBackEveryDelegate() throws {
      try assertScenario(UIKitScenarios.installIsIdempotentAndUninstallPutsBackEveryDelegate())
    }

    func testAppDelegateKeepsExactlyItsOwnOptionalMethods() throws {
      try assertScenario(UIKitScenarios.appDelegateKeepsExactlyItsOwnOptionalMethods())
    }

    func testEdgeSwipeNeverBeginsOnTheRootScreen() throws {
      try assertScenario(UIKitScenarios.edgeSwipeNeverBeginsOnTheRootScreen())
    }

    func testEdgeSwipeAsksTheTopScreensGuard() throws {
      try assertScenario(UIKitScenarios.edgeSwipeAsksTheTopScreensGuard())
    }

    func testEdgeSwipeKeepsWorkingWithACustomLeftButton() throws {
      try assertScenario(UIKitScenarios.edgeSwipeKeepsWorkingWithACustomLeftButton())
    }

    func testSwipeDelegateReplacedByAnotherLibraryIsLeftAlone() throws {
      try assertScenario(UIKitScenarios.swipeDelegateOfAnotherObjectIsWrapped())
    }

    func testContentSwipeIsGatedLikeTheEdgeSwipeOnIOS26() throws {
      try assertScenario(UIKitScenarios.contentSwipeIsGatedLikeTheEdgeSwipeOnIOS26())
    }

    func testBackButtonActionGoesThroughTheGuard() throws {
      try assertScenario(UIKitScenarios.backButtonActionGoesThroughTheGuard())
    }

    func testBackButtonTapThroughNavigationBarIsGuardedInTheSubclass() throws {
      try assertScenario(UIKitScenarios.backButtonTapThroughNavigationBarIsGuardedInTheSubclass())
    }

    func testVoiceOverEscapeHookGuardsPlainControllers() throws {
      try assertScenario(UIKitScenarios.voiceOverEscapeHookGuardsPlainControllers())
    }

    func testBackMenuPicksMeetEveryGuardTheyWouldRemove() throws {
      try assertScenario(UIKitScenarios.backMenuPicksMeetEveryGuardTheyWouldRemove())
    }

    func testVoiceOverEscapeGoesThroughTheGuard() throws {
      try assertScenario(UIKitScenarios.voiceOverEscapeGoesThroughTheGuard())
    }

    func testProgrammaticPopsPassAndAreNamed() throws {
      try assertScenario(UIKitScenarios.programmaticPopsPassAndAreNamed())
    }

    func testProgrammaticPopsAskOnlyGuardsThatOptIn() throws {
      try assertScenario(UIKitScenarios.programmaticPopsAskOnlyGuardsThatOptIn())
    }

    func testLaterAnswerPopsExactlyOnce() throws {
      try assertScenario(UIKitScenarios.laterAnswerPopsExactlyOnce())
    }

    func testCustomBackButtonMeetsTheSameGuard() throws {
      try assertScenario(UIKitScenarios.customBackButtonMeetsTheSameGuard())
    }

    func testConfirmGuardPresentsAnAlertFromTheScreen() throws {
      try assertScenario(UIKitScenarios.confirmGuardPresentsAnAlertFromTheScreen())
    }

    func testBackButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle() throws {
      try assertScenario(UIKitScenarios.backButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle())
    }

    func testUninstallPutsBackTheNavigationItems() throws {
      try assertScenario(UIKitScenarios.uninstallPutsBackTheNavigationItems())
    }

    func testScreenIdentitiesAreNeverReused() throws {
      try assertScenario(UIKitScenarios.screenIdentitiesAreNeverReused())
    }

    func testASubclassThatIsItsOwnDelegateKeepsItAndIsStillGuarded() throws {
      try assertScenario(UIKitScenarios.aSubclassThatIsItsOwnDelegateKeepsItAndIsStillGuarded())
    }

    func testUnguardedStackLooksAndBehavesAsWithoutBackGuard() throws {
      try assertScenario(UIKitScenarios.unguardedStackLooksAndBehavesAsWithoutBackGuard())
    }

    func testBackTitleTheAppChangesLaterIsNeverOverwritten() throws {
      try assertScenario(UIKitScenarios.backTitleTheAppChangesLaterIsNeverOverwritten())
    }

    func testSwipeKeepsUIKitsOwnRefusal() throws {
      try assertScenario(UIKitScenarios.swipeKeepsUIKitsOwnRefusal())
    }

    func testSwipeNeverBeginsOverAPresentationOrBeforeAPushStarts() throws {
      try assertScenario(UIKitScenarios.swipeNeverBeginsOverAPresentationOrBeforeAPushStarts())
    }

    func testReleasedAppDelegatesNeverCrashTheProxies() throws {
      try assertScenario(UIKitScenarios.releasedAppDelegatesNeverCrashTheProxies())
    }

    func testGuardSetBeforeThePushIsWiredAfterIt() throws {
      try assertScenario(UIKitScenarios.guardSetBeforeThePushIsWiredAfterIt())
    }

    func testApprovedOneLevelPopGoesThroughPopViewController() throws {
      try assertScenario(UIKitScenarios.approvedOneLevelPopGoesThroughPopViewController())
    }

    func testDiagnosticsNameEveryRoute() throws {
      try assertScenario(UIKitScenarios.diagnosticsNameEveryRoute())
    }

    func testAppReadsItsOwnDelegateBack() throws {
      try assertScenario(UIKitScenarios.appReadsItsOwnDelegateBack())
    }

    func testGuardChangedBetweenTwoDecisionsIsTheOneAsked() throws {
      try assertScenario(UIKitScenarios.guardChangedBetweenTwoDecisionsIsTheOneAsked())
    }

    func testGuardOfAChildAddedAfterADecisionIsAsked() throws {
      try assertScenario(UIKitScenarios.guardOfAChildAddedAfterADecisionIsAsked())
    }

    func testScreenReplacedInTheMiddleIsReportedAtDidShow() throws {
      try assertScenario(UIKitScenarios.screenReplacedInTheMiddleIsReportedAtDidShow())
    }

    func testGuardsOnContainedScreensTakePartInTheStackScreensDecision() throws {
      try assertScenario(UIKitScenarios.guardsOnContainedScreensTakePartInTheStackScreensDecision())
    }

    func testANestedNavigationControllersGuardsAreAskedWhenTheOuterStackPops() throws {
      try assertScenario(UIKitScenarios.aNestedNavigationControllersGuardsAreAskedWhenTheOuterStackPops())
    }

    func testRequestLeaveAsksThenRunsTheAppsCodeOnce() throws {
      try assertScenario(UIKitScenarios.requestLeaveAsksThenRunsTheAppsCodeOnce())
    }

    func testACoveredScreensConfirmationIsShownFromTheVisibleScreen() throws {
      try assertScenario(UIKitScenarios.aCoveredScreensConfirmationIsShownFromTheVisibleScreen())
    }

    func testLeftoversOfOtherLibrariesAreReportedAtInstall() throws {
      try assertScenario(UIKitScenarios.leftoversOfOtherLibrariesAreReportedAtInstall())
    }

    func testScreensLeftAreNamedForAnalytics() throws {
      try assertScenario(UIKitScenarios.screensLeftAreNamedForAnalytics())
    }

    func testTabReselectAsksTheGuardsAndPopsToTheRootOnce() throws {
      try assertScenario(UIKitScenarios.tabReselectAsksTheGuardsAndPopsToTheRootOnce())
    }

    func testTabBarProxyKeepsForwardsAndSurvivesTheAppsDelegate() throws {
      try assertScenario(UIKitScenarios.tabBarProxyKeepsForwardsAndSurvivesTheAppsDelegate())
    }

    func testTabBarWithoutGuardsIsUntouchedAndTakeoversAreReported() throws {
      try assertScenario(UIKitScenarios.tabBarProxyGoesOnAtInstallAndTakeoversAreReported())
    }

    func testZoomDismissHelperAnswersLikeTheSwipeGate() throws {
      try assertScenario(UIKitScenarios.zoomDismissHelperAnswersLikeTheSwipeGate())
    }

    func testMovedScreensBackTapMeetsItsGuardInTheNewStack() throws {
      try assertScenario(UIKitScenarios.movedScreensBackTapMeetsItsGuardInTheNewStack())
    }

    func testSheetGuardFollowsANewPresentationController() throws {
      try assertScenario(UIKitScenarios.sheetGuardFollowsANewPresentationController())
    }

    func testMovedSwiftUIScreenLeavesThroughItsNewStack() throws {
      try assertScenario(UIKitScenarios.movedSwiftUIScreenLeavesThroughItsNewStack())
    }

    func testCoveredSwiftUISheetRootAsksFromTheVisibleScreen() throws {
      try assertScenario(UIKitScenarios.coveredSwiftUISheetRootAsksFromTheVisibleScreen())
    }

    func testApprovedSwiftUISheetWithAGuardedStackRootIsDismissedBySwiftUI() throws {
      try assertScenario(UIKitScenarios.approvedSwiftUISheetWithAGuardedStackRootIsDismissedBySwiftUI())
    }

    func testDefaultMenuPolicyPutsBackGuardsBackItemBelowAGuardedScreen() throws {
      try assertScenario(UIKitScenarios.defaultMenuPolicyPutsBackGuardsBackItemBelowAGuardedScreen())
    }

    func testGuardedTopScreenOffersItsOwnKeyCommandOutsideTheSubclass() throws {
      try assertScenario(UIKitScenarios.guardedTopScreenOffersItsOwnKeyCommandOutsideTheSubclass())
    }

    func testDiagnosticsOfAPlainControllerFollowTheRouteTable() throws {
      try assertScenario(UIKitScenarios.diagnosticsOfAPlainControllerFollowTheRouteTable())
    }

    func testHiddenBackButtonKeepsUIKitsRefusalOfTheSwipe() throws {
      try assertScenario(UIKitScenarios.hiddenBackButtonKeepsUIKitsRefusalOfTheSwipe())
    }

    func testCallsMadeAfterTheAppDelegateDiesAreStillAnswered() throws {
      try assertScenario(UIKitScenarios.callsMadeAfterTheAppDelegateDiesAreStillAnswered())
    }

    func testSheetGuardGoesWithItsViewController() throws {
      try assertScenario(UIKitScenarios.sheetDismissalGoesWithItsViewController())
    }

    func testEscapeBlockTheAppSetsIsNeverOverwritten() throws {
      try assertScenario(UIKitScenarios.escapeBlockTheAppSetsIsNeverOverwritten())
    }

    func testAppRequestWhileAQuestionIsOpenRunsAfterIt() throws {
      try assertScenario(UIKitScenarios.appRequestWhileAQuestionIsOpenRunsAfterIt())
    }

    func testRequestForMovedScreensGoesToTheirStack() throws {
      try assertScenario(UIKitScenarios.requestForMovedScreensGoesToTheirStack())
    }

    func testEveryScenarioHasATest() {
      XCTAssertEqual(UIKitScenarios.all.count, 53, "a scenario was added without a test case above")
    }

    /// Fails on every failed check, skips a scenario that does not apply to this iOS version, and fails a scenario
    /// that checked nothing.
    private func assertScenario(
      _ checks: [ScenarioCheck], file: StaticString = #filePath, line: UInt = #line
    ) throws {
      XCTAssertFalse(checks.isEmpty, "the scenario checked nothing", file: file, line: line)
      for check in checks where !check.passed {
        XCTFail(check.description, file: file, line: line)
      }
      if let skip = checks.first(where: { $0.skipReason != nil }), checks.allSatisfy(\.passed) {
        throw XCTSkip(skip.skipReason ?? "", file: file, line: line)
      }
    }
  }
#endif
