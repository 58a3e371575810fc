import Foundation

enum TrucksConfigurator {
    static func configure(_ viewController: TrucksViewController) {
        let router = TrucksRouter()
        router.viewController = viewController
        let interactor = TrucksInteractor(api: .shared)
        viewController.presenter = TrucksPresenter(view: viewController, interactor: interactor, router: router)
        viewController.router = router
    }
}
