import UIKit

enum GardenBuilder {

    static func build() -> UIViewController {
        let view = GardenViewController()
        let interactor = GardenInteractor()
        let router = GardenRouter()
        let presenter = GardenPresenter(interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
