import Foundation

enum PlantsConfigurator {
    static func configure(_ viewController: PlantsViewController) {
        let interactor = PlantsInteractor(greenhouse: .shared)
        viewController.presenter = PlantsPresenter(view: viewController, interactor: interactor)
    }
}
