import SwiftUI

enum TracklistBuilder {
    @MainActor
    static func build(album: Album, catalog: RecordCatalog) -> some View {
        let interactor = TracklistInteractor(catalog: catalog)
        let presenter = TracklistPresenter(album: album, interactor: interactor)
        return TracklistView(presenter: presenter)
    }
}

struct TracklistView: View {
    @ObservedObject var presenter: TracklistPresenter

    var body: some View {
        List(presenter.tracks) { track in
            LabeledContent(track.title, value: presenter.duration(of: track))
        }
        .navigationTitle(presenter.album.title)
        .task { await presenter.load() }
    }
}

@MainActor
final class TracklistPresenter: ObservableObject {
    let album: Album
    @Published private(set) var tracks: [Track] = []

    private let interactor: TracklistInteractor

    init(album: Album, interactor: TracklistInteractor) {
        self.album = album
        self.interactor = interactor
    }

    func load() async {
        tracks = await interactor.tracks(on: album)
    }

    func duration(of track: Track) -> String {
        String(format: "%d:%02d", track.seconds / 60, track.seconds % 60)
    }
}

final class TracklistInteractor {
    private let catalog: RecordCatalog

    init(catalog: RecordCatalog) {
        self.catalog = catalog
    }

    func tracks(on album: Album) async -> [Track] {
        await catalog.tracks(on: album)
    }
}
