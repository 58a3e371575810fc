import UIKit

enum PlantListBuilder {

    static func build() -> UIViewController {
        let view = PlantListViewController()
        let router = PlantListRouter()
        let presenter = PlantListPresenter(interactor: PlantListInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
