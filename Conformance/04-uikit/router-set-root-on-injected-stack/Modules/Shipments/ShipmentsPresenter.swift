import Foundation

protocol ShipmentsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(_ shipment: Shipment)
}

final class ShipmentsPresenter: ShipmentsViewOutput {
    weak var view: ShipmentsViewInput?
    private let interactor: ShipmentsInteractor
    private let router: ShipmentsRouter

    init(interactor: ShipmentsInteractor, router: ShipmentsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadShipments { [weak self] shipments in
            self?.view?.show(shipments)
        }
    }

    func didSelect(_ shipment: Shipment) {
        router.openTracking(for: shipment)
    }
}
