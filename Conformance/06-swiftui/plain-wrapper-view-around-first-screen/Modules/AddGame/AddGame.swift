import SwiftUI

enum AddGameBuilder {
    static func build(library: GameLibrary) -> some View {
        let interactor = AddGameInteractor(library: library)
        let presenter = AddGamePresenter(interactor: interactor)
        return AddGameView(presenter: presenter)
    }
}

struct AddGameView: View {
    @ObservedObject var presenter: AddGamePresenter

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $presenter.title)
                Stepper("Min players: \(presenter.minPlayers)", value: $presenter.minPlayers, in: 1...presenter.maxPlayers)
                Stepper("Max players: \(presenter.maxPlayers)", value: $presenter.maxPlayers, in: presenter.minPlayers...12)
                Stepper("Playing time: \(presenter.playingTime) min", value: $presenter.playingTime, in: 5...240, step: 5)
                if presenter.didSave {
                    Label("Added to your shelf", systemImage: "checkmark.circle")
                        .foregroundStyle(.green)
                }
            }
            .navigationTitle("New game")
            .toolbar {
                Button("Save") {
                    Task { await presenter.save() }
                }
                .disabled(presenter.title.isEmpty)
            }
        }
    }
}

@MainActor
final class AddGamePresenter: ObservableObject {
    @Published var title = ""
    @Published var minPlayers = 2
    @Published var maxPlayers = 4
    @Published var playingTime = 30
    @Published private(set) var didSave = false

    private let interactor: AddGameInteractor

    init(interactor: AddGameInteractor) {
        self.interactor = interactor
    }

    func save() async {
        let game = BoardGame(id: UUID(), title: title, minPlayers: minPlayers, maxPlayers: maxPlayers, playingTime: playingTime)
        await interactor.add(game)
        didSave = true
        title = ""
    }
}

final class AddGameInteractor {
    private let library: GameLibrary

    init(library: GameLibrary) {
        self.library = library
    }

    func add(_ game: BoardGame) async {
        await library.add(game)
    }
}
