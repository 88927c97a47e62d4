import BackGuardCore
import Testing

/// A handler slot BackGuard shares with the app (iOS 17's escape block): BackGuard never writes over a handler the
/// app set, and once it lets go the slot holds what it would hold without BackGuard.
@Suite("Borrowed slot: the app's newer handler stays", .misusesStayInTheTest)
struct BorrowedSlotTests {
  /// A slot of handler numbers, the app's writes, and BackGuard's record, played as the adapter plays them.
  struct Model {
    var slot: Int?
    /// What the slot would hold without BackGuard: the app's last write.
    var appsLatest: Int?
    var record = BorrowedSlot()
    var previous: Int?
    var nextHandler = 1
    var installs = 0
    /// BackGuard's handler: a number of its own (from 101), made at each install.
    var ours: Int?
    var writesWhileTakenOver = 0

    mutating func appSets() {
      slot = nextHandler
      appsLatest = nextHandler
      nextHandler += 1
    }

    mutating func appClears() {
      slot = nil
      appsLatest = nil
    }

    mutating func backGuard(wants wanted: Bool) {
      let wasTakenOver = record.state == .takenOver
      let holdsOurs = ours != nil && slot == ours
      switch record.update(wanted: wanted, slotHoldsOurs: holdsOurs) {
      case .none: break
      case .install:
        previous = slot
        installs += 1
        ours = 100 + installs
        slot = ours
      case .restorePrevious:
        slot = previous
        previous = nil
      }
      if wasTakenOver, slot != appsLatest { writesWhileTakenOver += 1 }
    }
  }

  enum Action: CaseIterable, CustomStringConvertible {
    case want, release, appSets, appClears
    var description: String {
      switch self {
      case .want: "want"
      case .release: "release"
      case .appSets: "appSets"
      case .appClears: "appClears"
      }
    }
  }

  @Test("Install, release: the previous handler comes back")
  func installThenRelease() {
    var model = Model()
    model.appSets()
    model.backGuard(wants: true)
    #expect(model.slot == model.ours)
    #expect(model.record.handles)
    model.backGuard(wants: false)
    #expect(model.slot == 1, "the app's handler from before")
    #expect(!model.record.handles)
  }

  @Test("The app sets a handler while BackGuard's is in: release leaves the app's handler")
  func appReplacesThenRelease() {
    var model = Model()
    model.appSets()  // 1
    model.backGuard(wants: true)
    model.appSets()  // 2
    model.backGuard(wants: true)  // a later wiring
    #expect(model.slot == 2, "not fought while installed")
    #expect(model.record.state == .takenOver)
    #expect(model.record.handles, "BackGuard's handler still acts if the app calls it")
    model.backGuard(wants: false)
    #expect(model.slot == 2, "the older handler is not written over the app's newer one")
    #expect(!model.record.handles)
  }

  @Test("The app clears the slot while BackGuard's handler is in: it stays clear")
  func appClearsThenRelease() {
    var model = Model()
    model.appSets()
    model.backGuard(wants: true)
    model.appClears()
    model.backGuard(wants: false)
    #expect(model.slot == nil)
  }

  @Test("After a release BackGuard installs again over what is there, and gives it back")
  func installAgainAfterRelease() {
    var model = Model()
    model.backGuard(wants: true)
    model.appSets()  // 1: takes over
    model.backGuard(wants: false)
    model.backGuard(wants: true)
    #expect(model.slot == model.ours)
    model.backGuard(wants: false)
    #expect(model.slot == 1)
  }

  /// Every sequence of up to six steps: whenever BackGuard has let go, the slot holds exactly what the app last set
  /// (or what was there at first), and BackGuard writes nothing while the app's handler has taken over.
  @Test("Every sequence: after a release the slot is what the app would have without BackGuard")
  func everySequence() {
    var sequences: [[Action]] = [[]]
    for _ in 0..<6 {
      sequences = sequences.flatMap { sequence in Action.allCases.map { sequence + [$0] } }
      for sequence in sequences {
        var model = Model()
        for action in sequence {
          switch action {
          case .want: model.backGuard(wants: true)
          case .release: model.backGuard(wants: false)
          case .appSets: model.appSets()
          case .appClears: model.appClears()
          }
          if model.record.state == .released {
            #expect(model.slot == model.appsLatest, "\(sequence): released, the slot is the app's")
          }
          let backGuardMoved = action == .want || action == .release
          if backGuardMoved, model.record.state == .installed {
            #expect(model.slot == model.ours, "\(sequence): installed means BackGuard's handler is in the slot")
          }
        }
        #expect(model.writesWhileTakenOver == 0, "\(sequence): nothing written while the app's handler is in")
      }
    }
  }
}
