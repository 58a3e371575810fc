import Foundation

protocol StationListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectStation(at index: Int)
    func didTapFilters()
}

final class StationListPresenter: StationListViewOutput {

    weak var view: StationListViewInput?
    private let interactor: StationListInteractorInput
    private let router: StationListRouterInput
    private var stations: [Station] = []

    init(interactor: StationListInteractorInput, router: StationListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        stations = interactor.nearbyStations()
        view?.show(stations)
    }

    func didSelectStation(at index: Int) {
        router.openStation(stations[index])
    }

    func didTapFilters() {
        router.openFilters()
    }
}
