import SwiftUI

enum PracticeModule {
    static func make(catalog: StudioCatalog) -> some View {
        PracticeView(presenter: PracticePresenter(catalog: catalog))
    }
}

struct PracticeView: View {
    @ObservedObject var presenter: PracticePresenter

    var body: some View {
        NavigationStack {
            Form {
                TextField("Piece", text: $presenter.piece)
                Stepper("\(presenter.minutes) min", value: $presenter.minutes, in: 5...120, step: 5)
                Button("Log session") { presenter.log() }
                    .disabled(presenter.piece.isEmpty)
                Section("Logged") {
                    ForEach(presenter.sessions) { Text("\($0.piece) – \($0.minutes) min") }
                }
            }
            .navigationTitle("Practice")
        }
    }
}

@MainActor
final class PracticePresenter: ObservableObject {
    @Published var piece = ""
    @Published var minutes = 20
    @Published private(set) var sessions: [PracticeSession] = []
    private let catalog: StudioCatalog

    init(catalog: StudioCatalog) {
        self.catalog = catalog
        sessions = catalog.sessions
    }

    func log() {
        catalog.log(piece: piece, minutes: minutes)
        sessions = catalog.sessions
        piece = ""
    }
}
