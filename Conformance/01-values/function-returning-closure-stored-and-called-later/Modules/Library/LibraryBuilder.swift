import UIKit

enum LibraryBuilder {
    static func build(store: DownloadStore) -> UIViewController {
        let view = LibraryViewController(style: .insetGrouped)
        let router = LibraryRouter()
        let presenter = LibraryPresenter(interactor: LibraryInteractor(store: store), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
