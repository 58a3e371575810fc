import Foundation

protocol AlbumsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectAlbum(at index: Int)
}

final class AlbumsPresenter: AlbumsViewOutput {

    weak var view: AlbumsViewInput?
    private let interactor: AlbumsInteractorInput
    private let router: AlbumsRouterInput
    private var albums: [AlbumSummary] = []

    init(interactor: AlbumsInteractorInput, router: AlbumsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task {
            let albums = (try? await interactor.albums()) ?? []
            await MainActor.run {
                self.albums = albums
                view?.show(albums.map(\.title))
            }
        }
    }

    func didSelectAlbum(at index: Int) {
        let id = albums[index].id
        Task {
            do {
                let album = try await interactor.loadAlbum(id: id)
                await MainActor.run {
                    router.showAlbum(album)
                }
            } catch {
                await MainActor.run {
                    view?.showError(error.localizedDescription)
                }
            }
        }
    }
}
