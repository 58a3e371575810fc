import UIKit

enum PatientsConfigurator {
    static func configure(_ viewController: PatientsViewController) {
        let interactor = PatientsInteractor(api: .shared)
        let router = PatientsRouter()
        let presenter = PatientsPresenter(view: viewController, interactor: interactor, router: router)
        router.viewController = viewController
        viewController.presenter = presenter
        viewController.router = router
    }
}
