import UIKit

enum PlantIdentifyBuilder {

    static func build() -> UIViewController {
        let view = PlantIdentifyViewController()
        let router = PlantIdentifyRouter()
        let presenter = PlantIdentifyPresenter(interactor: PlantIdentifyInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
