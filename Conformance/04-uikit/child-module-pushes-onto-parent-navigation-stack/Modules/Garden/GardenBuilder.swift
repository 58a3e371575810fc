import UIKit

enum GardenBuilder {

    static func build() -> UIViewController {
        let view = GardenViewController()
        let router = GardenRouter()
        let presenter = GardenPresenter(interactor: GardenInteractor(), router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
