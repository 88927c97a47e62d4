/// The app's requests held until what holds them ends, oldest first, and the app code the engine runs now.
struct AppRequests {
  /// At most this many app requests wait at once; one more is refused as ``BackOutcome/busy``.
  static let limit = 8

  private(set) var held: [HeldRequest] = []
  /// Set while held requests run, so that a stack change they cause does not start running the rest from inside.
  var isReleasing = false
  /// Whether a run of the held requests is scheduled for the next main-actor turn.
  var isRunScheduled = false
  /// How deep the engine is in carrying out approved app requests (`requestLeave`): the app's own pops and
  /// replacements inside pass unasked.
  var performing = 0
  /// Set while a released answer is applied before a call's own work: a stack change reported from inside it comes
  /// before the outer call read the stack, so neither can trust a host's count of unchanged screens.
  var isApplyingReleasedAnswer = false

  var isEmpty: Bool { held.isEmpty }
  var count: Int { held.count }

  /// Holds `request`.
  ///
  /// - Returns: `false` when it is not added: a tap when one is already held (a second tap is the same question), an
  ///   app request when ``limit`` of them wait.
  mutating func hold(_ request: HeldRequest) -> Bool {
    switch request {
    case .tap:
      if held.contains(where: { if case .tap = $0 { true } else { false } }) { return false }
    case .leave:
      if held.count >= Self.limit { return false }
    }
    held.append(request)
    return true
  }

  /// The oldest held request, taken out.
  mutating func takeNext() -> HeldRequest { held.removeFirst() }

  /// Every held request, taken out, oldest first.
  mutating func takeAll() -> [HeldRequest] {
    defer { held.removeAll() }
    return held
  }
}
