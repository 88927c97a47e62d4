/// One value BackGuard writes on an object the app also writes (a navigation item's `backButtonDisplayMode` or
/// `backButtonTitle`), so it can give the app's value back without writing a stale one over the app's later change.
///
/// The app's value is what was there before BackGuard first wrote, or whatever the app wrote since: before each write
/// the adapter shows what the object holds now (``read(_:)``), and a value other than BackGuard's last one is the
/// app's. When BackGuard lets go (``release(_:set:)``), the app's value comes back only if the object still holds
/// BackGuard's; a value the app changed is never touched. For slots that hold a handler, see ``BorrowedSlot``.
package struct LentValue<Value: Equatable>: Equatable {
  /// Whether BackGuard's value is written (and not yet released).
  package private(set) var isWritten = false
  /// The app's value: the one that comes back.
  package private(set) var appValue: Value
  private var written: Value

  /// - Parameter initial: A placeholder until the first ``read(_:)``.
  package init(_ initial: Value) {
    appValue = initial
    written = initial
  }

  /// Takes in what the object holds now: before BackGuard writes, or changed since it wrote, it is the app's.
  package mutating func read(_ current: Value) {
    if !isWritten || current != written { appValue = current }
  }

  /// Writes `wanted` (through `set`, only if the object does not hold it already) and remembers it as BackGuard's.
  package mutating func write(_ wanted: Value, over current: Value, set: (Value) -> Void) {
    if current != wanted { set(wanted) }
    written = wanted
    isWritten = true
  }

  /// Lets go: puts the app's value back (through `set`) if the object still holds BackGuard's.
  package mutating func release(_ current: Value, set: (Value) -> Void) {
    guard isWritten else { return }
    isWritten = false
    if current == written { set(appValue) }
  }
}
