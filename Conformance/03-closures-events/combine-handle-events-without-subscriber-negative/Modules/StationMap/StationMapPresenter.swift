import Foundation
import Combine

protocol StationMapModuleOutput: AnyObject {
    var stationSelected: PassthroughSubject<Station, Never> { get }
    var historyTapped: PassthroughSubject<Void, Never> { get }
}

protocol StationMapViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectStation(id: Int)
    func didTapHistory()
}

final class StationMapPresenter: StationMapViewOutput, StationMapModuleOutput {

    weak var view: StationMapViewInput?
    let stationSelected = PassthroughSubject<Station, Never>()
    let historyTapped = PassthroughSubject<Void, Never>()
    private let interactor: StationMapInteractorInput
    private var stations: [Station] = []

    init(interactor: StationMapInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        stations = interactor.stations()
        view?.show(stations)
    }

    func didSelectStation(id: Int) {
        guard let station = stations.first(where: { $0.id == id }) else { return }
        stationSelected.send(station)
    }

    func didTapHistory() {
        historyTapped.send()
    }
}
