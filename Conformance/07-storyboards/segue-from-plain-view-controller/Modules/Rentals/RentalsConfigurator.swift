import Foundation

enum RentalsConfigurator {
    static func configure(_ viewController: RentalsViewController) {
        let interactor = RentalsInteractor(service: .shared)
        let router = RentalsRouter()
        router.viewController = viewController
        viewController.presenter = RentalsPresenter(view: viewController, interactor: interactor, router: router)
    }
}
