import UIKit

enum RecordsBuilder {

    static func build() -> UIViewController {
        let view = RecordsViewController()
        let router = RecordsRouter()
        let presenter = RecordsPresenter(interactor: RecordsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
