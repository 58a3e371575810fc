import Foundation

protocol LibraryViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFindMusic()
}

final class LibraryPresenter: LibraryViewOutput {

    weak var view: LibraryViewInput?
    var interactor: LibraryInteractorInput!
    var router: LibraryRouterInput!

    func viewDidLoad() {
        let albums = interactor.savedAlbums()
        if albums.isEmpty {
            view?.showEmptyState()
        } else {
            view?.show(albums: albums)
        }
    }

    func didTapFindMusic() {
        router.switchToSearch()
    }
}
