import SwiftUI

struct LibraryView: View {
    @ObservedObject var presenter: LibraryPresenter
    @ObservedObject var navigator: ShelfNavigator
    let catalog: RecordCatalog

    var body: some View {
        NavigationStack(path: $navigator.path) {
            List(presenter.artists) { artist in
                Button {
                    presenter.didSelect(artist)
                } label: {
                    LabeledContent(artist.name, value: artist.genre)
                }
            }
            .navigationTitle("Crate")
            .navigationDestination(for: ShelfRoute.self) { route in
                switch route {
                case .artist(let artist):
                    DiscographyBuilder.build(artist: artist, catalog: catalog)
                case .album(let album):
                    TracklistBuilder.build(album: album, catalog: catalog)
                }
            }
            .task { await presenter.load() }
        }
    }
}
