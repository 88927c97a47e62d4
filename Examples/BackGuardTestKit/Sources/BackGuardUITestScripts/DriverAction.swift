/// One kind of thing a ``BackGuardUIDriver`` does. A driver that cannot do one says why
/// (``BackGuardUIDriver/unsupportedReason(for:)``), and every script that needs it is skipped with that reason.
public enum DriverAction: String, CaseIterable, Hashable, Sendable {
  case launch
  case openScreen
  case presentSheet
  case tapBack
  case pickBackMenuEntry
  case edgeSwipe
  /// An edge swipe that starts on the push-on-touch-down control, so it begins while the push animates.
  case edgeSwipeDuringPush
  case contentSwipe
  case swipeSheetDown
  case pressBackKeyCommand
  /// Tapping the selected tab again.
  case reselectTab
  /// Pushing a screen and answering the pending question while the push runs.
  case openAndAnswerDuringThePush
  case answerConfirmation
  case readConfirmation
  case readEngineLog
  case readTopScreen
  case readSheet
  /// Long-pressing the back button to see whether its menu offers an entry.
  case readBackMenu
  /// Reading the app's navigation path.
  case readPathCount
  case ping
  case readBackButton
  case settle
}
