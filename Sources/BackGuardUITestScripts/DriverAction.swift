/// One kind of thing a ``BackGuardUIDriver`` does. A driver that cannot do one says why
/// (``BackGuardUIDriver/unsupportedReason(for:)``), and every script that needs it is skipped with that reason.
public enum DriverAction: String, CaseIterable, Hashable, Sendable {
  case launch
  case openScreen
  case presentSheet
  case tapBack
  case pickBackMenuEntry
  case edgeSwipe
  case contentSwipe
  case swipeSheetDown
  case pressBackKeyCommand
  case answerConfirmation
  case readConfirmation
  case readEngineLog
  case readTopScreen
  case readSheet
  case ping
  case readBackButton
  case settle
}
