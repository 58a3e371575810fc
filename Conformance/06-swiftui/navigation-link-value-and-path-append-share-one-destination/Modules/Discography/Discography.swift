import SwiftUI

enum DiscographyBuilder {
    @MainActor
    static func build(artist: Artist, catalog: RecordCatalog) -> some View {
        let interactor = DiscographyInteractor(catalog: catalog)
        let presenter = DiscographyPresenter(artist: artist, interactor: interactor)
        return DiscographyView(presenter: presenter)
    }
}

struct DiscographyView: View {
    @ObservedObject var presenter: DiscographyPresenter

    var body: some View {
        List {
            Section {
                Text(presenter.artist.genre)
                    .foregroundStyle(.secondary)
            }
            Section("Albums") {
                ForEach(presenter.albums) { album in
                    NavigationLink(value: ShelfRoute.album(album)) {
                        LabeledContent(album.title, value: String(album.year))
                    }
                }
            }
        }
        .navigationTitle(presenter.artist.name)
        .task { await presenter.load() }
    }
}

@MainActor
final class DiscographyPresenter: ObservableObject {
    let artist: Artist
    @Published private(set) var albums: [Album] = []

    private let interactor: DiscographyInteractor

    init(artist: Artist, interactor: DiscographyInteractor) {
        self.artist = artist
        self.interactor = interactor
    }

    func load() async {
        albums = await interactor.albums(by: artist)
    }
}

final class DiscographyInteractor {
    private let catalog: RecordCatalog

    init(catalog: RecordCatalog) {
        self.catalog = catalog
    }

    func albums(by artist: Artist) async -> [Album] {
        await catalog.albums(by: artist).sorted { $0.year > $1.year }
    }
}
