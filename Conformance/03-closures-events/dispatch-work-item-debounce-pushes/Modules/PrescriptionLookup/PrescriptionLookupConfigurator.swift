import UIKit

enum PrescriptionLookupConfigurator {

    static func configure(_ viewController: PrescriptionLookupViewController) {
        let presenter = PrescriptionLookupPresenter()
        let router = PrescriptionLookupRouter()
        viewController.presenter = presenter
        presenter.view = viewController
        presenter.interactor = PrescriptionLookupInteractor()
        presenter.router = router
        router.viewController = viewController
    }
}
