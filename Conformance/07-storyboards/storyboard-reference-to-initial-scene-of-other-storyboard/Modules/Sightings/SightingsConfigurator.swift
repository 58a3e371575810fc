import Foundation

enum SightingsConfigurator {
    static func configure(_ viewController: SightingsViewController) {
        let interactor = SightingsInteractor(log: .shared, defaults: .standard)
        viewController.presenter = SightingsPresenter(view: viewController, interactor: interactor)
    }
}
