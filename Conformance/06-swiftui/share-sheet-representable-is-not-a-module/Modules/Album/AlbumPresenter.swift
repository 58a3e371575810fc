import Foundation

@MainActor
final class AlbumPresenter: ObservableObject {
    @Published private(set) var photos: [PhotoItem] = []

    private let interactor: AlbumInteractor

    init(interactor: AlbumInteractor) {
        self.interactor = interactor
    }

    func load() {
        photos = interactor.photos()
    }
}
