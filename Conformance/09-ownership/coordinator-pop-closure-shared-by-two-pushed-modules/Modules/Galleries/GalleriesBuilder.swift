import UIKit

enum GalleriesBuilder {

    static func build(onOpenArtwork: @escaping (Artwork) -> Void) -> UIViewController {
        let view = GalleriesViewController(style: .insetGrouped)
        let presenter = GalleriesPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = GalleriesInteractor()
        presenter.onOpenArtwork = onOpenArtwork
        return view
    }
}
