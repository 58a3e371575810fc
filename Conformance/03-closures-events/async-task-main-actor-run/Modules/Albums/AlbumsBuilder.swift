import UIKit

enum AlbumsBuilder {

    static func build(client: PhotoClient = PhotoClient()) -> UIViewController {
        let view = AlbumsViewController()
        let router = AlbumsRouter()
        let presenter = AlbumsPresenter(interactor: AlbumsInteractor(client: client), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
