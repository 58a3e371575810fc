import UIKit

enum StationListBuilder {

    static func build() -> UIViewController {
        let view = StationListViewController()
        let router = StationListRouter()
        let presenter = StationListPresenter(interactor: StationListInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
