import UIKit

enum GardenMapBuilder {

    static func build() -> UIViewController {
        let view = GardenMapViewController(tileStyle: AppConfig.shared.mapTileStyle)
        let router = GardenMapRouter()
        let presenter = GardenMapPresenter(interactor: GardenMapInteractor(api: .shared), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
