import SwiftUI

enum TableReservationBuilder {
    static func build(game: BoardGame, library: GameLibrary) -> some View {
        TableReservationView(presenter: TableReservationPresenter(game: game, library: library))
    }
}

struct TableReservationView: View {
    @ObservedObject var presenter: TableReservationPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Stepper("\(presenter.players) players", value: $presenter.players, in: presenter.game.players)
                DatePicker("Arrival", selection: $presenter.arrival, in: Date()...)
                Picker("Table", selection: $presenter.table) {
                    ForEach(presenter.tables, id: \.self) { Text("Table \($0)").tag(Optional($0)) }
                }
            }
            .navigationTitle("Reserve a table")
            .toolbar {
                Button("Reserve") {
                    Task {
                        await presenter.reserve()
                        dismiss()
                    }
                }
                .disabled(presenter.table == nil)
            }
            .task(id: presenter.players) { await presenter.loadTables() }
        }
    }
}

@MainActor
final class TableReservationPresenter: ObservableObject {
    let game: BoardGame
    @Published var players: Int
    @Published var arrival = Date()
    @Published var table: Int?
    @Published private(set) var tables: [Int] = []
    private let library: GameLibrary

    init(game: BoardGame, library: GameLibrary) {
        self.game = game
        self.library = library
        players = game.players.lowerBound
    }

    func loadTables() async {
        tables = await library.freeTables(for: players)
        table = tables.first
    }

    func reserve() async {
        guard let table else { return }
        await library.reserve(table: table, game: game, at: arrival)
    }
}
