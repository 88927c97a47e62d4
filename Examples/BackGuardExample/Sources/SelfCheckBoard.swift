@_spi(TestKit) import BackGuard
@_spi(TestKit) import BackGuardCore
import SwiftUI
import UIKit

/// The self-check as a live checklist: what this run of the app saw of each route, over all its stacks (heard, asked,
/// or not seen yet), the departures no hook heard, and the self-check's signs. Try every route by hand until each
/// row is ticked, then copy the table into the ledger (docs/DeviceChecklist.md, "The self-check").
@MainActor
final class SelfCheckBoard: ObservableObject {
  static let shared = SelfCheckBoard()

  private var stacks: [WeakStack] = []
  private var observations: [BackObservation] = []
  @Published private(set) var signs: [String] = []

  private struct WeakStack { weak var backNavigation: BackNavigation? }

  /// Watches a stack of the app (once per stack).
  func watch(_ navigationController: UINavigationController) {
    let backNavigation = navigationController.backNavigation
    guard !stacks.contains(where: { $0.backNavigation === backNavigation }) else { return }
    stacks.append(WeakStack(backNavigation: backNavigation))
    observations.append(
      backNavigation.observe { [weak self] event in
        if case .assumptionFailed(let failure) = event { self?.signs.append(failure.description) }
        self?.objectWillChange.send()
      })
  }

  /// One row per route: how often it was heard and asked over every watched stack.
  var rows: [Row] {
    let sightings: [RouteSightings] = stacks.compactMap { $0.backNavigation?.sightings }
    return BackRoute.allCases.map { route in
      var row = Row(route: route)
      for seen in sightings {
        row.heard += seen.timesHeard(route)
        row.asked += seen.timesAsked(route)
      }
      return row
    }
  }

  var leftUnheard: Int {
    var total = 0
    for stack in stacks { total += stack.backNavigation?.sightings.leftUnheard ?? 0 }
    return total
  }

  struct Row {
    let route: BackRoute
    var heard = 0
    var asked = 0
  }
}

/// The third tab of the demo.
struct SelfCheckScreen: View {
  @ObservedObject var board: SelfCheckBoard

  var body: some View {
    List {
      Section("Routes seen in this run") {
        ForEach(board.rows, id: \.route) { row in
          HStack {
            Image(systemName: row.heard > 0 ? "checkmark.circle.fill" : "circle")
            Text(verbatim: "\(row.route)")
            Spacer()
            Text(verbatim: row.heard > 0 ? "heard \(row.heard), asked \(row.asked)" : "not seen yet")
              .foregroundColor(.secondary)
          }
        }
        Text(verbatim: "Left unheard: \(board.leftUnheard)")
      }
      Section("Self-check signs") {
        if board.signs.isEmpty { Text(verbatim: "None") }
        ForEach(board.signs.indices, id: \.self) { index in Text(verbatim: board.signs[index]).font(.footnote) }
      }
    }
  }
}

/// Hands the SwiftUI stack's navigation controller to the board once its first screen appears.
struct SelfCheckStackFinder: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> Finder { Finder() }
  func updateUIViewController(_ finder: Finder, context: Context) {}

  final class Finder: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if let stack = navigationController ?? parent?.navigationController { SelfCheckBoard.shared.watch(stack) }
    }
  }
}
