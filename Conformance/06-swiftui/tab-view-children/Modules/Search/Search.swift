import SwiftUI

enum SearchBuilder {
    static func build(player: AudioPlayerService) -> some View {
        let interactor = SearchInteractor(player: player)
        let presenter = SearchPresenter(interactor: interactor)
        return SearchScreen(presenter: presenter)
    }
}

struct SearchScreen: View {
    @ObservedObject var presenter: SearchPresenter

    var body: some View {
        NavigationStack {
            List(presenter.results) { track in
                Text(track.title)
            }
            .searchable(text: $presenter.query)
            .onChange(of: presenter.query) { _ in
                Task { await presenter.search() }
            }
            .navigationTitle("Search")
        }
    }
}

@MainActor
final class SearchPresenter: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Track] = []

    private let interactor: SearchInteractor

    init(interactor: SearchInteractor) {
        self.interactor = interactor
    }

    func search() async {
        results = await interactor.search(query)
    }
}

final class SearchInteractor {
    private let player: AudioPlayerService

    init(player: AudioPlayerService) {
        self.player = player
    }

    func search(_ query: String) async -> [Track] {
        query.isEmpty ? [] : await player.search(query)
    }
}
