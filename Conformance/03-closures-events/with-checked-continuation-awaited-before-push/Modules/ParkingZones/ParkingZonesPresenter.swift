import Foundation

@MainActor
protocol ParkingZonesViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFindNearest()
}

@MainActor
final class ParkingZonesPresenter: ParkingZonesViewOutput {

    weak var view: ParkingZonesViewInput?
    var interactor: ParkingZonesInteractorInput!
    var router: ParkingZonesRouterInput!

    func viewDidLoad() {
        view?.show(zones: interactor.zoneNames())
    }

    func didTapFindNearest() {
        view?.setLoading(true)
        Task { [weak self] in
            guard let self else { return }
            let garage = await self.nearestGarage()
            self.view?.setLoading(false)
            guard let garage else { return }
            self.router.openGarage(garage)
        }
    }

    private func nearestGarage() async -> Garage? {
        await withCheckedContinuation { continuation in
            interactor.fetchNearestGarage { garage in
                continuation.resume(returning: garage)
            }
        }
    }
}
