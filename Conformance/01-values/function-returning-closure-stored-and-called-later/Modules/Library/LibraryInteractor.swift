import Foundation

protocol LibraryInteractorInput: AnyObject {
    func items() -> [LibraryItem]
}

final class LibraryInteractor: LibraryInteractorInput {
    private let store: DownloadStore

    init(store: DownloadStore) {
        self.store = store
    }

    func items() -> [LibraryItem] {
        store.followedShows.map(LibraryItem.show) + store.downloads.map(LibraryItem.download)
    }
}
