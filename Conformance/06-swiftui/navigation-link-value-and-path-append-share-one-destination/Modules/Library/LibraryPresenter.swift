import Foundation

@MainActor
final class LibraryPresenter: ObservableObject {
    @Published private(set) var artists: [Artist] = []

    private let interactor: LibraryInteractor
    private let router: LibraryRouter

    init(interactor: LibraryInteractor, router: LibraryRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        artists = await interactor.artists()
    }

    func didSelect(_ artist: Artist) {
        router.showArtist(artist)
    }
}
