import UIKit

enum SkyTonightConfigurator {
    static func configure(_ viewController: SkyTonightViewController) {
        let interactor = SkyTonightInteractor(sky: .shared)
        let router = SkyTonightRouter()
        router.viewController = viewController
        viewController.presenter = SkyTonightPresenter(view: viewController, interactor: interactor, router: router)
    }
}
