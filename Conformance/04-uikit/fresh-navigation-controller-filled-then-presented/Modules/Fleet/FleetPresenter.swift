import Foundation

protocol FleetViewOutput: AnyObject {
    func viewWillAppear()
    func didTapAddVan()
}

final class FleetPresenter: FleetViewOutput {
    weak var view: FleetViewInput?
    private let interactor: FleetInteractor
    private let router: FleetRouter

    init(interactor: FleetInteractor, router: FleetRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        view?.show(interactor.vans())
    }

    func didTapAddVan() {
        router.openNewVanForm()
    }
}
