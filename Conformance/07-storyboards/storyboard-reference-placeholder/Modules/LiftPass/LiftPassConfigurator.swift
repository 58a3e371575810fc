import Foundation

enum LiftPassConfigurator {
    static func configure(_ viewController: LiftPassViewController) {
        let interactor = LiftPassInteractor(resort: .shared)
        viewController.presenter = LiftPassPresenter(view: viewController, interactor: interactor)
    }
}
