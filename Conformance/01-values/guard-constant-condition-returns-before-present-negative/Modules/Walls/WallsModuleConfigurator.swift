import UIKit

final class WallsModuleConfigurator {
    func configure(_ viewController: WallsViewController) {
        let presenter = WallsPresenter()
        let router = WallsRouter()
        router.transitionHandler = viewController
        presenter.view = viewController
        presenter.router = router
        viewController.output = presenter
    }
}
