import Foundation

protocol GalleriesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectArtwork(at indexPath: IndexPath)
}

final class GalleriesPresenter: GalleriesViewOutput {

    weak var view: GalleriesViewInput?
    var interactor: GalleriesInteractorInput!
    var onOpenArtwork: ((Artwork) -> Void)?
    private var galleries: [Gallery] = []

    func viewDidLoad() {
        galleries = interactor.loadGalleries()
        view?.display(galleries)
    }

    func didSelectArtwork(at indexPath: IndexPath) {
        onOpenArtwork?(galleries[indexPath.section].artworks[indexPath.row])
    }
}
