#if canImport(UIKit)
  /// Every scenario of ``UIKitScenarios`` by name, so one test method can run them all: the example app's hosted
  /// unit-test target does, inside the app, in its real window scene (`Examples/BackGuardExample/HostedTests`).
  ///
  /// ```swift
  /// for scenario in UIKitScenarioCatalog.all { report(scenario.name, scenario.run()) }
  /// ```
  ///
  /// Append a new scenario here when you add it to ``UIKitScenarios``.
  @MainActor
  public enum UIKitScenarioCatalog {
    /// One scenario: its name (the rule it checks) and its body.
    public struct Entry {
      /// The scenario's name, a rule in camel case.
      public let name: String
      /// Runs the scenario and returns its checks.
      public let run: @MainActor () -> [ScenarioCheck]

      /// - Parameters:
      ///   - name: The scenario's name.
      ///   - run: Its body.
      public init(_ name: String, _ run: @escaping @MainActor () -> [ScenarioCheck]) {
        self.name = name
        self.run = run
      }
    }

    /// Every scenario, in the order of ``UIKitScenarios``.
    public static let all: [Entry] = [
      Entry(
        "installIsIdempotentAndUninstallPutsBackEveryDelegate",
        UIKitScenarios.installIsIdempotentAndUninstallPutsBackEveryDelegate),
      Entry(
        "appDelegateKeepsExactlyItsOwnOptionalMethods", UIKitScenarios.appDelegateKeepsExactlyItsOwnOptionalMethods),
      Entry("edgeSwipeNeverBeginsOnTheRootScreen", UIKitScenarios.edgeSwipeNeverBeginsOnTheRootScreen),
      Entry("edgeSwipeAsksTheTopScreensGuard", UIKitScenarios.edgeSwipeAsksTheTopScreensGuard),
      Entry("edgeSwipeKeepsWorkingWithACustomLeftButton", UIKitScenarios.edgeSwipeKeepsWorkingWithACustomLeftButton),
      Entry(
        "swipeDelegateReplacedByAnotherLibraryIsLeftAlone",
        UIKitScenarios.swipeDelegateReplacedByAnotherLibraryIsLeftAlone),
      Entry("contentSwipeIsGatedLikeTheEdgeSwipeOnIOS26", UIKitScenarios.contentSwipeIsGatedLikeTheEdgeSwipeOnIOS26),
      Entry("backButtonActionGoesThroughTheGuard", UIKitScenarios.backButtonActionGoesThroughTheGuard),
      Entry(
        "backButtonTapThroughNavigationBarIsGuardedInTheSubclass",
        UIKitScenarios.backButtonTapThroughNavigationBarIsGuardedInTheSubclass),
      Entry(
        "backButtonTapThroughNavigationBarIsGuardedWithSystemHooks",
        UIKitScenarios.backButtonTapThroughNavigationBarIsGuardedWithSystemHooks),
      Entry("backMenuPicksMeetEveryGuardTheyWouldRemove", UIKitScenarios.backMenuPicksMeetEveryGuardTheyWouldRemove),
      Entry("voiceOverEscapeGoesThroughTheGuard", UIKitScenarios.voiceOverEscapeGoesThroughTheGuard),
      Entry("programmaticPopsPassAndAreNamed", UIKitScenarios.programmaticPopsPassAndAreNamed),
      Entry("programmaticPopsAskOnlyGuardsThatOptIn", UIKitScenarios.programmaticPopsAskOnlyGuardsThatOptIn),
      Entry("laterAnswerPopsExactlyOnce", UIKitScenarios.laterAnswerPopsExactlyOnce),
      Entry("customBackButtonMeetsTheSameGuard", UIKitScenarios.customBackButtonMeetsTheSameGuard),
      Entry("confirmGuardPresentsAnAlertFromTheScreen", UIKitScenarios.confirmGuardPresentsAnAlertFromTheScreen),
      Entry(
        "backButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle",
        UIKitScenarios.backButtonTitlePolicyUsesDisplayModeNeverAnEmptyTitle),
      Entry("uninstallPutsBackTheNavigationItems", UIKitScenarios.uninstallPutsBackTheNavigationItems),
      Entry("screenIdentitiesAreNeverReused", UIKitScenarios.screenIdentitiesAreNeverReused),
    ]
  }
#endif
