import SwiftUI

enum LibraryBuilder {
    static func build(player: AudioPlayerService) -> some View {
        let interactor = LibraryInteractor(player: player)
        let presenter = LibraryPresenter(interactor: interactor)
        return LibraryScreen(presenter: presenter)
    }
}

struct LibraryScreen: View {
    @ObservedObject var presenter: LibraryPresenter

    var body: some View {
        NavigationStack {
            List(presenter.tracks) { track in
                Button("\(track.title) – \(track.artist)") { presenter.play(track) }
            }
            .navigationTitle("Library")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class LibraryPresenter: ObservableObject {
    @Published private(set) var tracks: [Track] = []

    private let interactor: LibraryInteractor

    init(interactor: LibraryInteractor) {
        self.interactor = interactor
    }

    func load() async {
        tracks = await interactor.savedTracks()
    }

    func play(_ track: Track) {
        interactor.play(track)
    }
}

final class LibraryInteractor {
    private let player: AudioPlayerService

    init(player: AudioPlayerService) {
        self.player = player
    }

    func savedTracks() async -> [Track] {
        await player.savedTracks()
    }

    func play(_ track: Track) {
        player.play(track)
    }
}
