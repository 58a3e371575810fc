import Foundation

enum ReservationsConfigurator {
    static func configure(_ viewController: ReservationsViewController) {
        let interactor = ReservationsInteractor(service: .shared)
        viewController.presenter = ReservationsPresenter(view: viewController, interactor: interactor)
    }
}
